import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, isRouteErrorResponse, Link, useActionData } from "react-router";
import type { Route } from "./+types/edit";
import { adminMeta } from "~/components/admin/admin-meta";
import { buttonClasses } from "~/components/ui/button";
import { siteContext } from "~/context";
import { BackLink } from "~/components/admin/back-link";
import { DeleteConfirmForm } from "~/components/admin/delete-confirm";
import { NewsForm, type NewsFormValues } from "~/features/news/components/admin/news-form";
import {
  checkNewsSlug,
  createNewsItem,
  deleteNewsItem,
  getNewsItemForAdmin,
  updateNewsItem,
} from "~/features/news/admin.server";
import { slugConflictMessage } from "~/utils/slugs/resolve.server";
import { hasReadableContent, knownCategory, newsItemSchema } from "~/features/news/admin-validation";
import { PublicPageLink, ScheduledBadge } from "~/components/admin/publish-status";
import { HistoryLink } from "~/components/admin/history-link";
import { formatDateTime } from "~/utils/site-time";
import { toDateTimeInputValue } from "~/utils/site-time-input";
import { requireStaff } from "~/features/auth/admin-access.server";
import { sanitizeRichHtml } from "~/utils/sanitize-html.server";
import { redirectWithToast } from "~/utils/toast.server";
import { takeKeepEditing } from "~/utils/keep-editing";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta("News", loaderData?.item.id ? `Edit: ${loaderData.item.title}` : "New news item");

export async function loader({ params, context, url }: Route.LoaderArgs) {
  requireStaff(context, "content");
  const { db, env } = context.get(siteContext);
  const timeZone = env.SITE_TIME_ZONE;
  const confirmDelete = url.searchParams.has("delete");
  if (params.id === "new") {
    const item: NewsFormValues = {
      id: null,
      title: "",
      description: "",
      content: "",
      category: "",
      tags: "",
      author: "",
      publishedDate: toDateTimeInputValue(new Date(), timeZone),
      imageUrl: "",
      imageAlt: "",
      imageDecorative: false,
      externalUrl: "",
      isPublished: false,
      slug: "",
      seoDescription: "",
      socialImageUrl: "",
    };
    return { item, confirmDelete: false, scheduledFor: null };
  }
  const row = await getNewsItemForAdmin(db, params.id);
  if (!row) throw data(null, { status: 404, statusText: "News item not found" });
  const item: NewsFormValues = {
    id: row.id,
    title: row.title,
    description: row.description,
    content: row.content,
    category: knownCategory(row.category) ?? "",
    tags: row.tags.join(", "),
    author: row.author ?? "",
    publishedDate: toDateTimeInputValue(row.publishedDate, timeZone),
    imageUrl: row.imageUrl ?? "",
    imageAlt: row.imageAlt ?? "",
    imageDecorative: row.imageDecorative,
    externalUrl: row.externalUrl ?? "",
    isPublished: row.isPublished,
    slug: row.slug,
    seoDescription: row.seoDescription ?? "",
    socialImageUrl: row.socialImageUrl ?? "",
  };
  // Published with a date still ahead: it goes live by itself then (issue 18).
  const scheduledFor = row.isPublished && row.publishedDate > new Date() ? row.publishedDate.toISOString() : null;
  return { item, confirmDelete, scheduledFor };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = requireStaff(context, "content");
  const { db, env, logger } = context.get(siteContext);
  const formData = await request.formData();
  const keepEditing = takeKeepEditing(formData);
  const intent = formData.get("intent");
  const isNew = params.id === "new";

  if (intent === "delete" && !isNew) {
    const title = await deleteNewsItem(db, admin, params.id);
    if (title === null) throw data(null, { status: 404, statusText: "News item not found" });
    return redirectWithToast(env, "/admin/news", {
      title: "News item deleted",
      description: `“${title}” is gone from the site and waits in the trash for 30 days.`,
      variant: "success",
    });
  }
  if (intent !== "save") {
    return data(
      { result: null, message: "That action is not known. Please reload the page and try again." },
      { status: 400 },
    );
  }

  const submission = parseWithZod(formData, { schema: newsItemSchema(env.SITE_TIME_ZONE) });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), message: null }, { status: 400 });
  }
  // Markup that is nothing but what the sanitiser removes (a lone <script>) leaves no story to show.
  if (!hasReadableContent(sanitizeRichHtml(submission.value.content))) {
    return data(
      {
        result: submission.reply({
          fieldErrors: { content: ["Please write the story before saving: only removed markup was left."] },
        }),
        message: null,
      },
      { status: 400 },
    );
  }
  // An address another story has, or had, is refused next to the field, what was typed kept (ADR 0052).
  const slugProblem = await checkNewsSlug(db, submission.value.slug, isNew ? null : params.id);
  if (slugProblem) {
    return data({ result: submission.reply({ fieldErrors: { slug: [slugProblem] } }), message: null }, { status: 400 });
  }
  try {
    if (isNew) {
      const id = await createNewsItem(db, admin, submission.value);
      return redirectWithToast(env, keepEditing ? `/admin/news/${id}` : "/admin/news", {
        title: "News item created",
        description: !submission.value.isPublished
          ? `“${submission.value.title}” is saved as a draft.`
          : submission.value.publishedDate > new Date()
            ? `“${submission.value.title}” is scheduled for ${formatDateTime(submission.value.publishedDate, env.SITE_TIME_ZONE)}.`
            : `“${submission.value.title}” is now on Latest News.`,
        variant: "success",
      });
    }
    if (!(await updateNewsItem(db, admin, params.id, submission.value))) {
      return data(
        {
          result: submission.reply({
            formErrors: ["This news item no longer exists. Copy your text, then create it again."],
          }),
          message: null,
        },
        { status: 404 },
      );
    }
    return redirectWithToast(env, keepEditing ? `/admin/news/${params.id}` : "/admin/news", {
      title: "News item saved",
      description: `Your changes to “${submission.value.title}” are saved.`,
      variant: "success",
    });
  } catch (error) {
    const slugTaken = slugConflictMessage(error);
    if (slugTaken) {
      return data({ result: submission.reply({ fieldErrors: { slug: [slugTaken] } }), message: null }, { status: 400 });
    }
    logger.error({ err: error }, "saving a news item failed");
    return data(
      {
        result: submission.reply({ formErrors: ["The news item could not be saved. Please try again in a moment."] }),
        message: null,
      },
      { status: 500 },
    );
  }
}

export default function AdminNewsEditRoute({ loaderData }: Route.ComponentProps) {
  const { item, confirmDelete, scheduledFor } = loaderData;
  const actionData = useActionData<typeof action>();
  const lastResult = actionData?.result as SubmissionResult<string[]> | null | undefined;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <BackLink to="/admin/news">All news items</BackLink>
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 className="text-2xl font-semibold break-words">
            {item.id ? (confirmDelete ? "Delete news item" : `Edit: ${item.title}`) : "New news item"}
          </h2>
          {item.id && !confirmDelete ? (
            <div className="flex flex-wrap gap-4">
              <HistoryLink kind="news" id={item.id} />
              <PublicPageLink href={`/news/${item.slug}`} live={item.isPublished && !scheduledFor} />
            </div>
          ) : null}
        </div>
        {scheduledFor && !confirmDelete ? (
          <p className="text-muted">
            <ScheduledBadge at={scheduledFor} /> It appears on Latest News by itself at that time.
          </p>
        ) : null}
      </div>
      {actionData?.message ? (
        <p role="alert" className="rounded-md bg-danger-50 p-3 text-danger-700">
          {actionData.message}
        </p>
      ) : null}
      {item.id && confirmDelete ? (
        <DeleteConfirmation id={item.id} title={item.title} isPublished={item.isPublished} />
      ) : null}
      {!confirmDelete ? <NewsForm key={item.id ?? "new"} item={item} lastResult={lastResult} /> : null}
    </div>
  );
}

/** The confirm step (a page of its own, so it works without JavaScript). */
function DeleteConfirmation({ id, title, isPublished }: { id: string; title: string; isPublished: boolean }) {
  return (
    <section aria-labelledby="delete-heading" className="rounded-lg border border-danger-700/30 bg-white p-5 sm:p-6">
      <h3 id="delete-heading" className="font-sans text-lg font-semibold text-danger-700">
        Delete &ldquo;{title}&rdquo;?
      </h3>
      <p className="mt-2 max-w-2xl">
        This moves the story to the trash
        {isPublished ? " and takes it off Latest News and its own page straight away" : ""}. It can be restored from the
        trash for 30 days, then it is deleted for good. If you only want to hide it for now, unpublish it instead.
      </p>
      <DeleteConfirmForm confirmLabel="Yes, delete this news item" keepTo={`/admin/news/${id}`} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div role="alert" className="rounded-lg border border-line bg-white p-6">
        <h2 className="text-2xl font-semibold">News item not found</h2>
        <p className="mt-2 text-muted">
          It may have been deleted by someone else. The list shows every story there is now.
        </p>
        <Link to="/admin/news" className={`${buttonClasses({ variant: "outline" })} mt-4`}>
          Back to all news items
        </Link>
      </div>
    );
  }
  throw error;
}
