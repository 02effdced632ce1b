import { FileText } from "lucide-react";
import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { useFormatDateTime } from "~/components/admin/format";
import { PublicPageLink } from "~/components/admin/publish-status";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { siteContext } from "~/context";
import { requireStaff } from "~/features/auth/admin-access.server";
import { listPagesForAdmin } from "~/features/pages/admin.server";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => adminMeta("Pages");

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "content");
  const { db } = context.get(siteContext);
  return { pages: await listPagesForAdmin(db) };
}

export default function AdminPagesListRoute({ loaderData }: Route.ComponentProps) {
  const formatDateTime = useFormatDateTime();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-2xl font-semibold">Pages</h2>
        <p className="mt-1 max-w-2xl text-muted">
          The words of the site&rsquo;s fixed pages. The pages&rsquo; addresses, the order of their sections and their
          headings stay as they are; what you save here shows to visitors at once.
        </p>
      </div>
      <ul className="flex flex-col gap-3" aria-label="Pages you can edit">
        {loaderData.pages.map((page) => (
          <li
            key={page.key}
            className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4 sm:flex-row sm:items-center sm:p-5"
          >
            <div className="min-w-0 flex-1">
              <h3 className="font-sans text-lg font-semibold">
                <Link to={page.adminPath} className="text-brand-800 hover:underline">
                  {page.label}
                </Link>
              </h3>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                <span>{page.path}</span>
                {page.updatedAt ? (
                  <span>Last saved {formatDateTime(page.updatedAt)}</span>
                ) : (
                  <Badge tone="neutral">As the site was launched</Badge>
                )}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <PublicPageLink href={page.path} live />
              <Link
                to={page.adminPath}
                aria-label={`Edit ${page.label}`}
                className={buttonClasses({ variant: "outline", size: "sm" })}
              >
                <FileText aria-hidden="true" /> Edit
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
