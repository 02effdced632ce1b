import { data } from "react-router";
import type { Route } from "./+types/submission-export";
import { siteContext } from "~/context";
import { toCsv } from "~/features/admin/csv";
import { describeKind, isSubmissionKind, listAllSubmissions } from "~/features/admin/submissions.server";
import { requireAdmin } from "~/features/auth/admin-access.server";
import { STATUS_LABELS } from "~/components/admin/format";
import { readSubmissionFilters } from "~/features/admin/filters";

/** A spreadsheet of one list, with the page's search and status filter. */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  requireAdmin(context);
  const { db } = context.get(siteContext);
  if (!isSubmissionKind(params.kind)) throw data(null, { status: 404 });
  const kind = describeKind(params.kind);
  const { rows } = await listAllSubmissions(db, params.kind, readSubmissionFilters(url));
  const header = ["Received", ...kind.columns.map((column) => column.label), ...(kind.hasStatus ? ["Status"] : [])];
  const body = rows.map((row) => [
    row.createdAt,
    ...kind.columns.map((column) => row.values[column.key]),
    ...(kind.hasStatus ? [row.status === "new" ? kind.newLabel : row.status ? STATUS_LABELS[row.status] : ""] : []),
  ]);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(toCsv(header, body), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${params.kind}-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
