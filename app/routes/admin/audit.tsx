import { useLoaderData } from "react-router";
import type { Route } from "./+types/audit";
import { adminMeta } from "~/components/admin/admin-meta";
import { siteContext } from "~/context";
import { AUDIT_PAGE_SIZE, listAudit } from "~/features/admin/audit.server";
import { Pagination } from "~/components/ui/pagination";
import { readPage } from "~/components/ui/paging";
import { useFormatDateTime } from "~/components/admin/format";
import { requireAdmin } from "~/features/auth/admin-access.server";
import { TableScroll } from "~/components/admin/table-scroll";

export const meta: Route.MetaFunction = () => adminMeta("Audit log");

export async function loader({ context, url }: Route.LoaderArgs) {
  requireAdmin(context);
  const { db } = context.get(siteContext);
  const page = readPage(url);
  const audit = await listAudit(db, page);
  return { ...audit, page, pageCount: Math.max(1, Math.ceil(audit.total / AUDIT_PAGE_SIZE)) };
}

function summarise(details: unknown): string {
  if (!details || typeof details !== "object") return "";
  return (
    Object.entries(details as Record<string, unknown>)
      // A create form's one-time token (issue 18) is bookkeeping, not something the admin changed.
      .filter(([key, value]) => key !== "createToken" && value !== null && value !== undefined && value !== "")
      .map(([key, value]) => `${key}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`)
      .join(" · ")
  );
}

export default function AdminAuditRoute() {
  const formatDateTime = useFormatDateTime();
  const { rows, total, page, pageCount } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="audit-title">
      <h2 id="audit-title" className="text-2xl font-semibold">
        Audit log <span className="text-muted">({total})</span>
      </h2>
      <p className="mb-6 text-muted">Every change made in the dashboard: who, what and when.</p>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-line bg-white p-6 text-muted">No changes recorded yet.</p>
      ) : (
        <TableScroll label="Changes">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Changes, newest first</caption>
            <thead className="bg-sand text-muted">
              <tr>
                {["When", "Who", "Action", "What", "Details"].map((heading) => (
                  <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((entry) => (
                <tr key={entry.id} className="align-top">
                  <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(entry.createdAt)}</td>
                  <td className="px-4 py-3 break-all">{entry.actorEmail ?? "—"}</td>
                  <td className="px-4 py-3 font-semibold">{entry.action.replace(/_/g, " ")}</td>
                  <td className="px-4 py-3">{entry.entity.replace(/_/g, " ")}</td>
                  <td className="max-w-[28rem] px-4 py-3 break-words text-muted">{summarise(entry.details)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pagination variant="count" page={page} pageCount={pageCount} label="Audit log pages" />
    </section>
  );
}
