import { parseWithZod } from "@conform-to/zod/v4";
import { Pencil, Trash2 } from "lucide-react";
import { data, Link } from "react-router";
import { ScheduledBadge } from "~/components/admin/publish-status";
import { formatDateTime as formatInZone } from "~/utils/site-time";
import type { Route } from "./+types/list";
import { adminMeta } from "~/components/admin/admin-meta";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { siteContext } from "~/context";
import { useFormatDateTime } from "~/components/admin/format";
import { ListHeader } from "~/components/admin/list-header";
import { ListAlert, ListEmpty } from "~/components/admin/list-states";
import { ContentListFilters, ListPaging, NoMatches } from "~/components/admin/list-filters";
import { countPages } from "~/components/ui/paging";
import { CONTENT_LIST_PAGE_SIZE, isFiltered, readListFilters } from "~/utils/list-filters";
import { PublishToggle } from "~/components/admin/publish-toggle";
import { loadAdminList, togglePublished } from "~/features/admin/content-list.server";
import {
  ADMIN_NEWS_PAGE_SIZE,
  listNewsForAdmin,
  NEWS_STATUSES,
  setNewsPublished,
  type NewsStatus,
} from "~/features/news/admin.server";
import { PublishToggleSchema } from "~/features/news/admin-validation";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: Route.MetaFunction = () => adminMeta("News");

/** `loadAdminList` checks `requireStaff(context, "content")` first; a failed query is logged and shown as such. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const filters = readListFilters(url, NEWS_STATUSES);
  const list = await loadAdminList(
    context,
    (db) => listNewsForAdmin(db, filters),
    "admin news: loading the list failed",
  );
  if (!list) return { items: null, total: 0, pageCount: 1, filters };
  return { items: list.rows, total: list.total, pageCount: countPages(list.total, ADMIN_NEWS_PAGE_SIZE), filters };
}

/** The list's Publish / Unpublish buttons (`togglePublished` checks `requireStaff(context, "content")` first). */
export async function action({ request, context, url }: Route.ActionArgs) {
  const outcome = await togglePublished({ request, context }, readToggle, setNewsPublished);
  const { env } = context.get(siteContext);
  if (outcome.status === "invalid") {
    return data({ message: "That change could not be made. Please reload the page and try again." }, { status: 400 });
  }
  if (outcome.status === "not-found") {
    return data({ message: "That news item no longer exists. The list below is up to date." }, { status: 404 });
  }
  const {
    row: { title, publishedDate },
    publish: isPublished,
  } = outcome;
  return redirectWithToast(env, `/admin/news${url.search}`, {
    title: isPublished ? "News item published" : "News item unpublished",
    description: !isPublished
      ? `“${title}” is a draft again and is off the public site.`
      : publishedDate > new Date()
        ? `“${title}” is scheduled for ${formatInZone(publishedDate, env.SITE_TIME_ZONE)} and appears on Latest News by itself then.`
        : `“${title}” is now on Latest News.`,
    variant: "success",
  });
}

/** `intent=publish` with the row's `id` and the state it should have (`isPublished`). */
function readToggle(formData: FormData) {
  const submission = parseWithZod(formData, { schema: PublishToggleSchema });
  if (formData.get("intent") !== "publish" || submission.status !== "success") return { invalid: true as const };
  return { id: submission.value.id, publish: submission.value.isPublished };
}

const STATUS_OPTIONS: readonly { value: NewsStatus; label: string }[] = [
  { value: "published", label: "Published" },
  { value: "scheduled", label: "Scheduled" },
  { value: "draft", label: "Draft" },
];

export default function AdminNewsListRoute({ loaderData, actionData }: Route.ComponentProps) {
  const formatDateTime = useFormatDateTime();
  const { items, total, filters } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <ListHeader
        title="News"
        description={`Stories for Latest News, newest first. Drafts stay here until you publish them.${items ? (isFiltered(filters) ? ` ${total} match.` : ` ${total} in all.`) : ""}`}
        newTo="/admin/news/new"
        newLabel="New news item"
      />

      <ContentListFilters
        listPath="/admin/news"
        label="news items"
        q={filters.q}
        status={filters.status}
        statuses={STATUS_OPTIONS}
        placeholder="Title or summary"
      />

      {actionData?.message ? <ListAlert>{actionData.message}</ListAlert> : null}

      {!items ? (
        <ListAlert>The news items could not be loaded. Please reload the page in a moment.</ListAlert>
      ) : items.length === 0 ? (
        isFiltered(filters) && total === 0 ? (
          <NoMatches listPath="/admin/news" what="news items" />
        ) : total === 0 ? (
          <ListEmpty title="No news items yet." action={{ to: "/admin/news/new", label: "Write the first story" }}>
            Share what the community has been up to: a finished campaign, a new course, a partner who joined.
          </ListEmpty>
        ) : (
          <ListEmpty>
            There is nothing on page {filters.page}.{" "}
            <Link to="/admin/news" className="font-semibold text-brand-700 underline">
              Go to the first page
            </Link>
          </ListEmpty>
        )
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label="News items, newest first">
            {items.map((item) => (
              <li
                key={item.id}
                className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4 sm:p-5 lg:flex-row lg:items-center"
              >
                <div className="min-w-0 flex-1">
                  <h3 className="font-sans text-lg font-semibold break-words">
                    <Link to={`/admin/news/${item.id}`} className="text-brand-800 hover:underline">
                      {item.title}
                    </Link>
                  </h3>
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                    {item.scheduled ? (
                      <ScheduledBadge at={item.publishedDate} />
                    ) : item.isPublished ? (
                      <Badge tone="success">Published</Badge>
                    ) : (
                      <Badge tone="warning">Draft</Badge>
                    )}
                    <span>{item.category}</span>
                    {item.scheduled ? null : <span>{formatDateTime(item.publishedDate)}</span>}
                    {item.author ? <span>By {item.author}</span> : null}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <PublishToggle
                    id={item.id}
                    isPublished={item.isPublished}
                    fields={{ isPublished: item.isPublished ? "false" : "true" }}
                    suffix={` “${item.title}”`}
                    ariaLabel
                    variant="outline"
                  />
                  <Link
                    to={`/admin/news/${item.id}`}
                    aria-label={`Edit “${item.title}”`}
                    className={buttonClasses({ variant: "outline", size: "sm" })}
                  >
                    <Pencil aria-hidden="true" /> Edit
                  </Link>
                  <Link
                    to={`/admin/news/${item.id}?delete=1`}
                    aria-label={`Delete “${item.title}”`}
                    className={buttonClasses({
                      variant: "ghost",
                      size: "sm",
                      className: "text-danger-700 hover:bg-danger-50",
                    })}
                  >
                    <Trash2 aria-hidden="true" /> Delete
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          <ListPaging page={filters.page} pageSize={CONTENT_LIST_PAGE_SIZE} total={total} label="News item pages" />
        </>
      )}
    </div>
  );
}
