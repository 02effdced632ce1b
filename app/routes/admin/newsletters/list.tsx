import { ExternalLink, Eye, Pencil, Trash2 } from "lucide-react";
import { data, Link, useLoaderData } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { siteContext } from "~/context";
import { AdminTable } from "~/components/admin/admin-table";
import { ListHeader } from "~/components/admin/list-header";
import { ListAlert, ListEmpty } from "~/components/admin/list-states";
import { PublishToggle } from "~/components/admin/publish-toggle";
import { loadAdminList, readPublishIntent, togglePublished } from "~/features/admin/content-list.server";
import { formatDate } from "~/components/admin/format";
import { formatLongDate, todayInZone } from "~/utils/site-time";
import {
  listNewslettersForAdmin,
  NEWSLETTER_STATUSES,
  setNewsletterPublished,
  type NewsletterRow,
  type NewsletterStatus,
} from "~/features/newsletter/admin.server";
import { ContentListFilters, ListPaging, NoMatches, PastTheLastPage } from "~/components/admin/list-filters";
import { CONTENT_LIST_PAGE_SIZE, isFiltered, readListFilters } from "~/utils/list-filters";
import { redirectWithToast } from "~/utils/toast.server";
import { ScheduledBadge } from "~/components/admin/publish-status";
import { useSiteTimeZone } from "~/utils/site-time";
import { issueScheduledFor } from "~/features/newsletter/format";
import type { Route } from "./+types/list";
import { adminMeta } from "~/components/admin/admin-meta";

const LIST_PATH = "/admin/newsletters";

export const meta: Route.MetaFunction = () => adminMeta("Newsletters");

/** `loadAdminList` checks `requireStaff(context, "content")` first; a failed query is logged and shown as such. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { env } = context.get(siteContext);
  const filters = readListFilters(url, NEWSLETTER_STATUSES);
  const list = await loadAdminList(
    context,
    (db) => listNewslettersForAdmin(db, filters, todayInZone(env.SITE_TIME_ZONE)),
    "admin: loading newsletters failed",
  );
  return list
    ? { issues: list.rows, total: list.total, filters }
    : data({ issues: null as NewsletterRow[] | null, total: 0, filters }, { status: 500 });
}

/**
 * The Publish / Unpublish buttons of the list (`togglePublished` checks `requireStaff(context, "content")` first).
 * Editing and deleting happen on the editor page.
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  const outcome = await togglePublished({ request, context }, readPublishIntent, setNewsletterPublished);
  const { env } = context.get(siteContext);
  // Back to the same page of the same search.
  const back = `${LIST_PATH}${url.search}`;
  if (outcome.status === "invalid") throw data(null, { status: 400, statusText: "Bad Request" });
  if (outcome.status === "not-found") {
    return redirectWithToast(env, back, {
      title: "Issue not found",
      description: "It may have been deleted by another admin.",
      variant: "destructive",
    });
  }
  const { row: issue, publish } = outcome;
  return redirectWithToast(env, back, {
    title: `${publish ? "Published" : "Unpublished"}: No. ${issue.newsletterNumber}, ${issue.title}`,
    description: publish
      ? `Readers now find it in the archive and at /newsletter/${issue.slug}.`
      : "It is hidden from the public archive. You can still edit it here.",
    variant: "success",
  });
}

const STATUS_OPTIONS: readonly { value: NewsletterStatus; label: string }[] = [
  { value: "published", label: "Published" },
  { value: "scheduled", label: "Scheduled" },
  { value: "draft", label: "Draft" },
  { value: "sent", label: "Sent" },
];

export default function AdminNewslettersRoute() {
  const { issues, total, filters } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="newsletters-title" className="flex flex-col gap-6">
      <ListHeader
        titleId="newsletters-title"
        title="Newsletter issues"
        count={issues ? total : null}
        description="Every issue of the newsletter, newest first. Published issues are listed in the public archive at /newsletter; drafts are seen only here."
        newTo={`${LIST_PATH}/new`}
        newLabel="New issue"
      />

      <ContentListFilters
        listPath={LIST_PATH}
        label="newsletter issues"
        q={filters.q}
        status={filters.status}
        statuses={STATUS_OPTIONS}
        placeholder="Title or excerpt"
      />

      {!issues ? (
        <ListAlert>The newsletter issues could not be loaded. Please reload the page in a moment.</ListAlert>
      ) : issues.length === 0 && isFiltered(filters) ? (
        <NoMatches listPath={LIST_PATH} what="newsletter issues" />
      ) : issues.length === 0 && total > 0 ? (
        <PastTheLastPage listPath={LIST_PATH} page={filters.page} />
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
      {issues ? (
        <ListPaging
          page={filters.page}
          pageSize={CONTENT_LIST_PAGE_SIZE}
          total={total}
          label="Newsletter issue pages"
        />
      ) : null}
    </section>
  );
}

const people = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "subscriber" : "subscribers"}`;

/** "Sent Dec 1, 2026 to 4 subscribers": the issue went to the list, so sending it again is not an option. */
function SentLine({ send }: { send: NonNullable<NewsletterRow["send"]> }) {
  const timeZone = useSiteTimeZone();
  return (
    <span className="mt-1 block text-sm font-semibold text-success-700">
      {send.inProgress ? "Sending since " : "Sent "}
      {formatLongDate(send.startedAt, timeZone)} to {people(send.recipientCount)}
    </span>
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
        {issue.send ? <SentLine send={issue.send} /> : null}
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
          <Link to={`/newsletter/${issue.slug}`} className={buttonClasses({ variant: "ghost", size: "sm" })}>
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
