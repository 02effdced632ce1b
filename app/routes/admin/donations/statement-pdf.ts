import type { Route } from "./+types/statement-pdf";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { requireStaff } from "~/features/auth/admin-access.server";
import { getStatement, readStatementParams, statementPdf } from "~/features/donations/statements.server";

/** A donor's year-end statement as a PDF (issue 37 part 6): staff only, never cached. */
export async function loader({ context, params }: Route.LoaderArgs) {
  requireStaff(context, "donations");
  const { db, env } = context.get(siteContext);
  const headers = { "Cache-Control": "private, no-store", "Content-Type": "text/plain; charset=utf-8" };
  const wanted = readStatementParams(params);
  const statement = wanted ? await getStatement(db, wanted.email, wanted.year, env.SITE_TIME_ZONE) : null;
  if (!statement) return new Response("No gifts from this donor that year.", { status: 404, headers });
  if (!env.ORGANIZATION_EIN) {
    return new Response("Set ORGANIZATION_EIN first: a statement must name the organization's EIN.", {
      status: 409,
      headers,
    });
  }
  const pdf = await statementPdf(statement, {
    name: SITE_NAME,
    postalAddress: env.POSTAL_ADDRESS,
    ein: env.ORGANIZATION_EIN,
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Cache-Control": "private, no-store",
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="statement-${statement.year}.pdf"`,
    },
  });
}
