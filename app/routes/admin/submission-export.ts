import { data } from "react-router";
import type { Route } from "./+types/submission-export";
import { siteContext } from "~/context";
import { isSubmissionKind, listAllSubmissions, submissionsCsv } from "~/features/admin/submissions.server";
import { requireStaff } from "~/features/auth/admin-access.server";
import { readSubmissionFilters } from "~/features/admin/filters";
import { readReplyFilters } from "~/features/admin/reply-filters";
import { notesForCsv } from "~/features/admin/replies.server";
import { todayInZone } from "~/utils/site-time";

/** A spreadsheet of one list, with the page's search and status filter. */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const admin = requireStaff(context, "submissions");
  const { db, env } = context.get(siteContext);
  if (!isSubmissionKind(params.kind)) throw data(null, { status: 404 });
  const reply = readReplyFilters(url, params.kind, admin.id);
  const [{ rows }, notes] = await Promise.all([
    listAllSubmissions(db, params.kind, { ...readSubmissionFilters(url), reply }),
    notesForCsv(db, params.kind, env.SITE_TIME_ZONE),
  ]);
  const date = todayInZone(env.SITE_TIME_ZONE);
  return new Response(submissionsCsv(params.kind, rows, env.SITE_TIME_ZONE, notes), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${params.kind}-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
