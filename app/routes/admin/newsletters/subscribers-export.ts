import { siteContext } from "~/context";
import { toCsv } from "~/features/admin/csv";
import { requireStaff } from "~/features/auth/admin-access.server";
import { listConfirmedSubscribers } from "~/features/newsletter/admin.server";
import { formatDateTime, todayInZone } from "~/utils/site-time";
import type { Route } from "./+types/subscribers-export";

/** /admin/newsletters/subscribers.csv: every confirmed subscriber, the people a send reaches. */
export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "submissions");
  const { db, env } = context.get(siteContext);
  const zone = env.SITE_TIME_ZONE;
  const rows = await listConfirmedSubscribers(db);
  const csv = toCsv(
    ["Email", "Signed up from", "Confirmed", "Confirmed in UTC (ISO 8601)"],
    rows.map((row) => [
      row.email,
      row.source ?? "",
      formatDateTime(row.confirmedAt, zone),
      row.confirmedAt?.toISOString() ?? "",
    ]),
  );
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="confirmed-subscribers-${todayInZone(zone)}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
