import { data, Link } from "react-router";
import type { Route } from "./+types/statement";
import { adminMeta } from "~/components/admin/admin-meta";
import { BackLink } from "~/components/admin/back-link";
import { TableScroll } from "~/components/admin/table-scroll";
import { buttonClasses } from "~/components/ui/button";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { requireStaff } from "~/features/auth/admin-access.server";
import { formatCents } from "~/features/donations/format";
import { lastStatementSend } from "~/features/donations/statement-emails.server";
import { getStatement, readStatementParams, statementText } from "~/features/donations/statements.server";
import { formatDateTime } from "~/utils/site-time";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta("Donations", loaderData ? loaderData.text.title : "Statement");

export async function loader({ context, params }: Route.LoaderArgs) {
  requireStaff(context, "donations");
  const { db, env } = context.get(siteContext);
  const wanted = readStatementParams(params);
  const statement = wanted ? await getStatement(db, wanted.email, wanted.year, env.SITE_TIME_ZONE) : null;
  if (!statement) throw data(null, { status: 404, statusText: "No gifts from this donor that year" });
  const organization = { name: SITE_NAME, postalAddress: env.POSTAL_ADDRESS, ein: env.ORGANIZATION_EIN ?? "" };
  const emailed = await lastStatementSend(db, statement.email, statement.year);
  return {
    emailedText: emailed ? formatDateTime(emailed, env.SITE_TIME_ZONE) : null,
    statement,
    organization,
    hasEin: Boolean(env.ORGANIZATION_EIN),
    text: statementText(statement, organization),
  };
}

export default function AdminStatementRoute({ loaderData }: Route.ComponentProps) {
  const { statement, organization, hasEin, text, emailedText } = loaderData;
  const base = `/admin/donations/donors/${encodeURIComponent(statement.email)}/${statement.year}`;
  const pdf = `${base}/statement.pdf`;
  return (
    <div className="flex flex-col gap-6">
      <BackLink to="/admin/donations/donors">All donors</BackLink>
      {hasEin ? (
        <div className="flex flex-wrap items-center gap-3">
          <a href={pdf} download className={buttonClasses({})}>
            Download the PDF
          </a>
          <Link to={`${base}/email`} className={buttonClasses({ variant: "outline" })}>
            {emailedText ? "Email it again" : "Email it to the donor"}
          </Link>
          {emailedText ? <p className="text-muted">Emailed to the donor {emailedText}.</p> : null}
        </div>
      ) : (
        <p role="alert" className="rounded-md bg-warning-50 p-3 text-warning-800">
          Set ORGANIZATION_EIN in the site&rsquo;s configuration: a statement must name the organization&rsquo;s EIN.
        </p>
      )}
      <article className="flex flex-col gap-4 rounded-lg border border-line bg-white p-6 sm:p-8">
        <header>
          <p className="text-lg font-semibold">{organization.name}</p>
          <p className="text-sm text-muted">{organization.postalAddress}</p>
          {hasEin ? <p className="text-sm text-muted">EIN {organization.ein}</p> : null}
        </header>
        <h2 className="text-2xl font-semibold">{text.title}</h2>
        <p>
          {statement.donorName ? <span className="block font-semibold">{statement.donorName}</span> : null}
          {statement.email}
        </p>
        <p>{text.greeting}</p>
        {hasEin ? <p>{text.acknowledgment}</p> : null}
        <TableScroll label={`Gifts in ${statement.year}`} className="border-0">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <caption className="sr-only">Gifts in {statement.year}</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-4">
                  Date
                </th>
                <th scope="col" className="py-2 pr-4">
                  Gift
                </th>
                <th scope="col" className="py-2 text-right">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {statement.gifts.map((gift, index) => (
                <tr key={index} className="border-b border-line">
                  <td className="py-2 pr-4 whitespace-nowrap">{gift.date}</td>
                  <td className="py-2 pr-4">{gift.description || "Gift"}</td>
                  <td className="py-2 text-right whitespace-nowrap">{formatCents(gift.amountCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2} className="py-2 pr-4">
                  Total
                </th>
                <td className="py-2 text-right font-semibold whitespace-nowrap" data-testid="statement-total">
                  {formatCents(statement.totalCents)}
                </td>
              </tr>
            </tfoot>
          </table>
        </TableScroll>
        <p>{text.noGoods}</p>
        <p className="text-muted">{text.keep}</p>
      </article>
    </div>
  );
}
