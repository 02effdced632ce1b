import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, useActionData, useLoaderData } from "react-router";
import { siteContext, type SiteContext } from "~/context";
import { requireEditable } from "~/features/admin/editor.server";
import {
  cleanNewsletterContent,
  deleteNewsletter,
  getNewsletterForAdmin,
  saveNewsletter,
  suggestNextIssueNumber,
  type SaveNewsletterResult,
} from "~/features/newsletter/admin.server";
import { NewsletterPreviewSchema, NewsletterSchema } from "~/features/newsletter/admin-validation";
import {
  NEWSLETTERS_ADMIN_PATH,
  NewsletterIssueEditor,
} from "~/features/newsletter/components/admin/newsletter-issue-editor";
import { requireStaff } from "~/features/auth/admin-access.server";
import { RichText } from "~/features/news/components/rich-text";
import { redirectWithToast } from "~/utils/toast.server";
import { takeKeepEditing } from "~/utils/keep-editing";
import { todayInZone } from "~/utils/site-time";
import type { Route } from "./+types/edit";
import { adminMeta } from "~/components/admin/admin-meta";

const LIST_PATH = NEWSLETTERS_ADMIN_PATH;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(
    "Newsletters",
    loaderData?.issue ? `Edit issue No. ${loaderData.issue.newsletterNumber}` : "New newsletter issue",
  );

/** `:id` is "new" (create) or an issue's id; deleting is confirmed on `/:id/delete`. */
function loadIssue(db: SiteContext["db"], id: string) {
  return requireEditable(id, (issueId) => getNewsletterForAdmin(db, issueId), "Newsletter Not Found");
}

export async function loader({ params, context, url }: Route.LoaderArgs) {
  requireStaff(context, "content");
  // The delete confirmation has its own address; old `?delete=1` bookmarks go there.
  if (params.id !== "new" && url.searchParams.get("delete") === "1")
    throw redirect(`${LIST_PATH}/${params.id}/delete`, 301);
  const { db, env } = context.get(siteContext);
  const issue = await loadIssue(db, params.id);
  return {
    issue,
    // Stored content is already clean; cleaning again costs little and guarantees the preview is safe.
    previewHtml: issue ? cleanNewsletterContent(issue.content) : null,
    suggestedNumber: issue ? null : await suggestNextIssueNumber(db),
    // The site's date, not UTC's: after 7 p.m. in New York it is already tomorrow in UTC, and an
    // issue dated tomorrow would be scheduled instead of live.
    today: todayInZone(env.SITE_TIME_ZONE),
  };
}

const DUPLICATE = (number: number) => `Issue No. ${number} already exists. Choose another number.`;

/** Why a save was refused, next to the field it is about. */
function refusal(
  saved: Exclude<SaveNewsletterResult, { ok: true }>,
  number: number,
): { fieldErrors?: Record<string, string[]>; formErrors?: string[] } {
  switch (saved.reason) {
    case "duplicate-number":
      return { fieldErrors: { newsletterNumber: [DUPLICATE(number)] } };
    // An address another issue has, or had, is refused next to the field, what was typed kept (ADR 0052).
    case "slug":
      return { fieldErrors: { slug: [saved.message] } };
    case "empty-content":
      return {
        fieldErrors: {
          content: [
            "Nothing would be left to read: everything here is markup the site removes. Please write the letter with the allowed tags.",
          ],
        },
      };
    case "not-found":
      return { formErrors: ["This issue no longer exists. It may have been deleted by another admin."] };
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = requireStaff(context, "content");
  const { db, env, logger } = context.get(siteContext);
  const existing = await loadIssue(db, params.id);
  const formData = await request.formData();
  const keepEditing = takeKeepEditing(formData);
  const intent = formData.get("intent");

  if (intent === "delete") {
    if (!existing) throw data(null, { status: 400, statusText: "Bad Request" });
    const removed = await deleteNewsletter(db, admin, existing.id);
    if (removed.status === "sent") {
      return redirectWithToast(env, `${LIST_PATH}/${existing.id}`, {
        title: `Not deleted: issue No. ${removed.newsletterNumber} was emailed`,
        description: `It went to ${removed.recipientCount.toLocaleString("en-US")} subscribers, so its record stays. To take it out of the archive, unpublish it.`,
        variant: "destructive",
      });
    }
    return redirectWithToast(env, LIST_PATH, {
      title: removed.status === "trashed" ? `Deleted: issue No. ${removed.newsletterNumber}` : "Already deleted",
      description:
        removed.status === "trashed"
          ? `“${removed.title}” is gone from the archive and waits in the trash for 30 days. Its number is free for a new issue.`
          : "Another admin deleted this issue first.",
      variant: removed.status === "trashed" ? "success" : "default",
    });
  }

  if (intent === "preview") {
    // Nothing is saved: the typed fields come back as they were, with the cleaned content rendered.
    const submission = parseWithZod(formData, { schema: NewsletterPreviewSchema });
    const previewHtml = submission.status === "success" ? cleanNewsletterContent(submission.value.content) : "";
    return { result: submission.reply(), previewHtml };
  }

  const submission = parseWithZod(formData, { schema: NewsletterSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), previewHtml: null }, { status: 400 });
  }
  const input = submission.value;
  let savedId: string;
  let savedSlug: string;
  try {
    const saved = await saveNewsletter(db, admin, existing?.id ?? null, input);
    if (!saved.ok) {
      const reply = submission.reply(refusal(saved, input.newsletterNumber));
      return data({ result: reply, previewHtml: null }, { status: saved.reason === "not-found" ? 404 : 400 });
    }
    savedId = saved.id;
    savedSlug = saved.slug;
  } catch (error) {
    logger.error({ err: error }, "admin: saving a newsletter issue failed");
    return data(
      {
        result: submission.reply({
          formErrors: ["The issue could not be saved just now. Please try again in a minute."],
        }),
        previewHtml: null,
      },
      { status: 500 },
    );
  }
  return redirectWithToast(env, keepEditing ? `${LIST_PATH}/${savedId}` : LIST_PATH, {
    title: `${existing ? "Saved" : "Created"}: issue No. ${input.newsletterNumber}`,
    description: input.isPublished
      ? `It is live at /newsletter/${savedSlug}.`
      : "It is a draft: only admins can see it. Publish it from the list when it is ready.",
    variant: "success",
  });
}

export default function AdminNewsletterEditRoute() {
  const { issue } = useLoaderData<typeof loader>();
  const { previewHtml, suggestedNumber, today } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <NewsletterIssueEditor
      issue={issue}
      storedPreview={previewHtml}
      suggestedNumber={suggestedNumber}
      today={today}
      lastResult={actionData?.result}
      typedPreview={actionData?.previewHtml}
      preview={(html) => <RichText html={html} />}
    />
  );
}
