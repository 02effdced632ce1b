import { data } from "react-router";
import type { Route } from "./+types/submission-export";
import { siteContext } from "~/context";
import { isSubmissionKind, listAllSubmissions, submissionsCsv } from "~/features/admin/submissions.server";
import { requireAdmin } from "~/features/auth/admin-access.server";
import { readSubmissionFilters } from "~/features/admin/filters";
import { todayInZone } from "~/utils/site-time";

/** A spreadsheet of one list, with the page's search and status filter. */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  requireAdmin(context);
  const { db, env } = context.get(siteContext);
  if (!isSubmissionKind(params.kind)) throw data(null, { status: 404 });
  const { rows } = await listAllSubmissions(db, params.kind, readSubmissionFilters(url));
  const date = todayInZone(env.SITE_TIME_ZONE);
  return new Response(submissionsCsv(params.kind, rows, env.SITE_TIME_ZONE), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${params.kind}-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
