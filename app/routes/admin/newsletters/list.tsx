import { ExternalLink, Eye, Pencil, Trash2 } from "lucide-react";
import { data, Link, useLoaderData } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { AdminTable } from "~/components/admin/admin-table";
import { ListHeader } from "~/components/admin/list-header";
import { ListAlert, ListEmpty } from "~/components/admin/list-states";
import { PublishToggle } from "~/components/admin/publish-toggle";
import { loadAdminList, readPublishIntent, togglePublished } from "~/features/admin/content-list.server";
import { formatDate } from "~/components/admin/format";
import {
  listNewslettersForAdmin,
  setNewsletterPublished,
  type NewsletterRow,
} from "~/features/newsletter/admin.server";
import { redirectWithToast } from "~/utils/toast.server";
import { ScheduledBadge } from "~/components/admin/publish-status";
import { useSiteTimeZone } from "~/utils/site-time";
import { issueScheduledFor } from "~/features/newsletter/format";
import type { Route } from "./+types/list";

const LIST_PATH = "/admin/newsletters";

export const meta: Route.MetaFunction = () => [
  { title: `Newsletters | Admin | ${SITE_NAME}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** `loadAdminList` checks `requireAdmin` first; a failed query is logged and shown as such. */
export async function loader({ context }: Route.LoaderArgs) {
  const issues = await loadAdminList(context, listNewslettersForAdmin, "admin: loading newsletters failed");
  return issues ? { issues } : data({ issues: null as NewsletterRow[] | null }, { status: 500 });
}

/**
 * The Publish / Unpublish buttons of the list (`togglePublished` checks `requireAdmin` first).
 * Editing and deleting happen on the editor page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await togglePublished({ request, context }, readPublishIntent, setNewsletterPublished);
  const { env } = context.get(siteContext);
  if (outcome.status === "invalid") throw data(null, { status: 400, statusText: "Bad Request" });
  if (outcome.status === "not-found") {
    return redirectWithToast(env, LIST_PATH, {
      title: "Issue not found",
      description: "It may have been deleted by another admin.",
      variant: "destructive",
    });
  }
  const { row: issue, publish } = outcome;
  return redirectWithToast(env, LIST_PATH, {
    title: `${publish ? "Published" : "Unpublished"}: No. ${issue.newsletterNumber}, ${issue.title}`,
    description: publish
      ? `Readers now find it in the archive and at /newsletter/${issue.newsletterNumber}.`
      : "It is hidden from the public archive. You can still edit it here.",
    variant: "success",
  });
}

export default function AdminNewslettersRoute() {
  const { issues } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="newsletters-title" className="flex flex-col gap-6">
      <ListHeader
        titleId="newsletters-title"
        title="Newsletter issues"
        count={issues?.length}
        description="Every issue of the newsletter, newest first. Published issues are listed in the public archive at /newsletter; drafts are seen only here."
        newTo={`${LIST_PATH}/new`}
        newLabel="New issue"
      />

      {!issues ? (
        <ListAlert>The newsletter issues could not be loaded. Please reload the page in a moment.</ListAlert>
      ) : issues.length === 0 ? (
        <ListEmpty title="No issues yet.">
          Write the first one: save it as a draft, read the preview, then publish it.
        </ListEmpty>
      ) : (
        <AdminTable
          caption="Newsletter issues, newest first"
          headings={["No.", "Title", "Date", "Status", "Actions"]}
          className="min-w-[48rem]"
        >
          {issues.map((issue) => (
            <IssueRow key={issue.id} issue={issue} />
          ))}
        </AdminTable>
      )}
    </section>
  );
}

function IssueRow({ issue }: { issue: NewsletterRow }) {
  const name = `No. ${issue.newsletterNumber}, ${issue.title}`;
  const timeZone = useSiteTimeZone();
  const liveAt = issueScheduledFor(issue, timeZone);
  return (
    <tr>
      <td className="px-4 py-3 font-semibold whitespace-nowrap">{issue.newsletterNumber}</td>
      <td className="px-4 py-3">
        <span className="font-semibold text-ink">{issue.title}</span>
        {issue.author ? <span className="block text-muted">by {issue.author}</span> : null}
      </td>
      <td className="px-4 py-3 whitespace-nowrap">{formatDate(issue.publishedDate)}</td>
      <td className="px-4 py-3">
        {liveAt ? (
          <ScheduledBadge at={liveAt} />
        ) : issue.isPublished ? (
          <Badge tone="success">Published</Badge>
        ) : (
          <Badge tone="warning">Draft</Badge>
        )}
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap items-center gap-2">
          <Link to={`${LIST_PATH}/${issue.id}`} className={buttonClasses({ variant: "outline", size: "sm" })}>
            <Pencil aria-hidden="true" /> Edit<span className="sr-only"> {name}</span>
          </Link>
          <PublishToggle
            id={issue.id}
            isPublished={issue.isPublished}
            intent={issue.isPublished ? "unpublish" : "publish"}
            suffix={` ${name}`}
            pendingLabel="Saving..."
          />
          <Link
            to={`/newsletter/${issue.newsletterNumber}`}
            className={buttonClasses({ variant: "ghost", size: "sm" })}
          >
            {issue.isPublished && !liveAt ? (
              <>
                <ExternalLink aria-hidden="true" /> View<span className="sr-only"> {name} on the site</span>
              </>
            ) : (
              <>
                <Eye aria-hidden="true" /> Preview<span className="sr-only"> {name}</span>
              </>
            )}
          </Link>
          <Link
            to={`${LIST_PATH}/${issue.id}/delete`}
            className={buttonClasses({ variant: "ghost", size: "sm", className: "text-danger-700 hover:bg-danger-50" })}
          >
            <Trash2 aria-hidden="true" /> Delete<span className="sr-only"> {name}</span>
          </Link>
        </div>
      </td>
    </tr>
  );
}
