import { parseWithZod } from "@conform-to/zod/v4";
import { Eye, EyeOff, Pencil, Plus, Trash2 } from "lucide-react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/list";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { SITE_NAME } from "~/content/site";
import { formatDateTime } from "~/features/admin/format";
import { Pagination, readPage } from "~/features/admin/components/pagination";
import { ADMIN_NEWS_PAGE_SIZE, listNewsForAdmin, setNewsPublished } from "~/features/admin/news/news.server";
import { PublishToggleSchema } from "~/features/admin/news/validation";
import { requireAdmin } from "~/features/auth/auth.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: Route.MetaFunction = () => [
  { title: `News | Admin | ${SITE_NAME}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const page = readPage(new URL(request.url));
  try {
    const { rows, total } = await listNewsForAdmin(context.db, page);
    return { items: rows, total, page, pageCount: Math.max(1, Math.ceil(total / ADMIN_NEWS_PAGE_SIZE)) };
  } catch (error) {
    context.logger.error({ err: error }, "admin news: loading the list failed");
    return { items: null, total: 0, page, pageCount: 1 };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const formData = await request.formData();
  const back = `/admin/news${new URL(request.url).search}`;
  const submission = parseWithZod(formData, { schema: PublishToggleSchema });
  if (formData.get("intent") !== "publish" || submission.status !== "success") {
    return data({ message: "That change could not be made. Please reload the page and try again." }, { status: 400 });
  }
  const { id, isPublished } = submission.value;
  const title = await setNewsPublished(context.db, admin, id, isPublished);
  if (title === null) {
    return data({ message: "That news item no longer exists. The list below is up to date." }, { status: 404 });
  }
  return redirectWithToast(context.env, back, {
    title: isPublished ? "News item published" : "News item unpublished",
    description: isPublished ? `“${title}” is now on Latest News.` : `“${title}” is a draft again and is off the public site.`,
    variant: "success",
  });
}

export default function AdminNewsListRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { items, total, page, pageCount } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-2xl font-semibold">News</h2>
          <p className="mt-1 text-muted">
            Stories for Latest News, newest first. Drafts stay here until you publish them.
            {items ? ` ${total} in all.` : ""}
          </p>
        </div>
        <Link to="/admin/news/new" className={buttonClasses({ variant: "primary" })}>
          <Plus aria-hidden="true" /> New news item
        </Link>
      </div>

      {actionData?.message ? (
        <p role="alert" className="rounded-md bg-danger-50 p-3 text-danger-700">
          {actionData.message}
        </p>
      ) : null}

      {!items ? (
        <p role="alert" className="rounded-md bg-danger-50 p-4 text-danger-700">
          The news items could not be loaded. Please reload the page in a moment.
        </p>
      ) : items.length === 0 ? (
        <div className="rounded-lg border border-line bg-white p-6">
          {total === 0 ? (
            <>
              <p className="font-semibold">No news items yet.</p>
              <p className="mt-1 text-muted">
                Share what the community has been up to: a finished campaign, a new course, a partner who joined.
              </p>
              <Link to="/admin/news/new" className={`${buttonClasses({ variant: "outline" })} mt-4`}>
                <Plus aria-hidden="true" /> Write the first story
              </Link>
            </>
          ) : (
            <p>
              There is nothing on page {page}.{" "}
              <Link to="/admin/news" className="font-semibold text-brand-700 underline">
                Go to the first page
              </Link>
            </p>
          )}
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label="News items, newest first">
            {items.map((item) => (
              <li key={item.id} className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4 sm:p-5 lg:flex-row lg:items-center">
                <div className="min-w-0 flex-1">
                  <h3 className="font-sans text-lg font-semibold break-words">
                    <Link to={`/admin/news/${item.id}`} className="text-brand-800 hover:underline">
                      {item.title}
                    </Link>
                  </h3>
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                    {item.isPublished ? <Badge tone="success">Published</Badge> : <Badge tone="warning">Draft</Badge>}
                    <span>{item.category}</span>
                    <span>{formatDateTime(item.publishedDate)}</span>
                    {item.author ? <span>By {item.author}</span> : null}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <Form method="post">
                    <input type="hidden" name="id" value={item.id} />
                    <input type="hidden" name="isPublished" value={item.isPublished ? "false" : "true"} />
                    <SubmitButton
                      name="intent"
                      value="publish"
                      variant="outline"
                      size="sm"
                      pendingLabel={item.isPublished ? "Unpublishing..." : "Publishing..."}
                      aria-label={`${item.isPublished ? "Unpublish" : "Publish"} “${item.title}”`}
                    >
                      {item.isPublished ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                      {item.isPublished ? "Unpublish" : "Publish"}
                    </SubmitButton>
                  </Form>
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
                    className={buttonClasses({ variant: "ghost", size: "sm", className: "text-danger-700 hover:bg-danger-50" })}
                  >
                    <Trash2 aria-hidden="true" /> Delete
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          <Pagination page={page} pageCount={pageCount} label="News item pages" />
        </>
      )}
    </div>
  );
}
