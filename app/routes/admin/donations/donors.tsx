import { Download } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/donors";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminTable } from "~/components/admin/admin-table";
import { BackLink } from "~/components/admin/back-link";
import { ListAlert, ListEmpty } from "~/components/admin/list-states";
import { buttonClasses } from "~/components/ui/button";
import { siteContext } from "~/context";
import { requireStaff } from "~/features/auth/admin-access.server";
import { formatCents } from "~/features/donations/format";
import { listDonors } from "~/features/donations/statements.server";
import { dayInZone, formatLongDate, useSiteTimeZone } from "~/utils/site-time";

export const meta: Route.MetaFunction = () => adminMeta("Donations", "Donors");

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "donations");
  const { db, env, logger } = context.get(siteContext);
  try {
    const donors = await listDonors(db);
    return {
      donors: donors.map((donor) => ({
        ...donor,
        firstGift: donor.firstGift.toISOString(),
        lastGift: donor.lastGift.toISOString(),
        // The years a statement can be made for: from the first gift's to the last's.
        years: years(dayInZone(donor.firstGift, env.SITE_TIME_ZONE), dayInZone(donor.lastGift, env.SITE_TIME_ZONE)),
      })),
    };
  } catch (error) {
    logger.error({ err: error }, "admin donors: loading the list failed");
    return { donors: null };
  }
}

function years(first: string, last: string): number[] {
  const from = Number(first.slice(0, 4));
  const to = Number(last.slice(0, 4));
  return Array.from({ length: Math.min(to - from + 1, 30) }, (_, index) => to - index);
}

function statementPath(email: string, year: number) {
  return `/admin/donations/donors/${encodeURIComponent(email)}/${year}`;
}

export default function AdminDonorsRoute({ loaderData }: Route.ComponentProps) {
  const { donors } = loaderData;
  const zone = useSiteTimeZone();
  return (
    <div className="flex flex-col gap-6">
      <BackLink to="/admin/donations">All donations</BackLink>
      <div>
        <h2 className="text-2xl font-semibold">
          Donors {donors ? <span className="text-muted">({donors.length})</span> : null}
        </h2>
        <p className="mt-1 max-w-2xl text-muted">
          Everyone who gave with an email address, their gifts added together (refunds taken off), most recent first.
          Open a year to see, print or download that donor&rsquo;s statement, or to email it to them.
        </p>
      </div>
      {donors && donors.length > 0 ? (
        <a
          href="/admin/donations/donors.csv"
          download
          className={buttonClasses({ variant: "outline", className: "self-start" })}
        >
          <Download aria-hidden="true" /> Download the donors as CSV
        </a>
      ) : null}
      {!donors ? (
        <ListAlert>The donors could not be loaded. Please reload the page in a moment.</ListAlert>
      ) : donors.length === 0 ? (
        <ListEmpty title="No donors yet.">Donors appear here once a gift with an email address is received.</ListEmpty>
      ) : (
        <AdminTable
          caption="Donors, most recent gift first"
          headings={["Donor", "Total given", "Gifts", "First gift", "Last gift", "Statements"]}
          className="min-w-[48rem]"
        >
          {donors.map((donor) => (
            <tr key={donor.email}>
              <td className="px-4 py-3 break-words">
                {donor.name ?? "—"}
                <span className="block text-muted">{donor.email}</span>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{formatCents(donor.totalCents)}</td>
              <td className="px-4 py-3">{donor.gifts}</td>
              <td className="px-4 py-3 whitespace-nowrap">{formatLongDate(donor.firstGift, zone)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{formatLongDate(donor.lastGift, zone)}</td>
              <td className="px-4 py-3">
                <ul className="flex flex-wrap gap-2">
                  {donor.years.map((year) => (
                    <li key={year}>
                      <Link
                        to={statementPath(donor.email, year)}
                        className="font-semibold text-brand-800 underline"
                        aria-label={`${year} statement for ${donor.name ?? donor.email}`}
                      >
                        {year}
                      </Link>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </div>
  );
}
