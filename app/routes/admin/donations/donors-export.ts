import type { Route } from "./+types/donors-export";
import { siteContext } from "~/context";
import { toCsv } from "~/features/admin/csv";
import { requireStaff } from "~/features/auth/admin-access.server";
import { centsToInput } from "~/features/donations/format";
import { listDonors } from "~/features/donations/statements.server";
import { dayInZone, todayInZone } from "~/utils/site-time";

/**
 * /admin/donations/donors.csv (issue 37 part 6): the donors list as a spreadsheet, quoted and with
 * formulas neutralized by the same helper as every other export (a donor's name is typed on a
 * platform's form by anyone, "=HYPERLINK(…)" included). Staff only, never cached.
 */
export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "donations");
  const { db, env } = context.get(siteContext);
  const zone = env.SITE_TIME_ZONE;
  const donors = await listDonors(db, { limit: 1_000_000 });
  const csv = toCsv(
    ["Name", "Email", "Total given (USD)", "Gifts", "First gift", "Last gift"],
    donors.map((donor) => [
      donor.name ?? "",
      donor.email,
      centsToInput(donor.totalCents),
      donor.gifts,
      dayInZone(donor.firstGift, zone),
      dayInZone(donor.lastGift, zone),
    ]),
  );
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="donors-${todayInZone(zone)}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
