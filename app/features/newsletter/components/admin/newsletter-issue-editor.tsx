import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Eye } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BackLink } from "~/components/admin/back-link";
import { DeleteConfirm, DeletePanel } from "~/components/admin/delete-confirm";
import { EditorPage } from "~/components/admin/editor-page";
import { ImageField } from "~/components/admin/image-field";
import { SearchAppearance } from "~/components/admin/search-appearance";
import { RichTextField } from "~/components/admin/rich-text-field";
import { CheckboxField, Field, TextareaField } from "~/components/forms/field";
import { KeepEditingButton } from "~/components/admin/keep-editing-button";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonClasses } from "~/components/ui/button";
import type { Newsletter } from "~/db/schema";
import { NewsletterPreviewSchema, NewsletterSchema } from "../../admin-validation";
import { PublicPageLink, ScheduledBadge } from "~/components/admin/publish-status";
import { HistoryLink } from "~/components/admin/history-link";
import { useSiteTimeZone } from "~/utils/site-time";
import { issueScheduledFor } from "../../format";
import { issueSlugFromTitle } from "../../slug";

export const NEWSLETTERS_ADMIN_PATH = "/admin/newsletters";
const LIST_PATH = NEWSLETTERS_ADMIN_PATH;

type LoadedIssue = Newsletter;

const ALLOWED_TAGS_HELP =
  'Write HTML. Allowed: paragraphs <p>, headings <h2> to <h4>, lists <ul>, <ol>, <li>, <strong>, <em>, <blockquote>, links <a href="…">, images from the media library <img src="/media/…" alt="…">, YouTube or Vimeo videos added with the toolbar, <figure>, <figcaption>, <code>, <pre>, <hr>, <br>. Everything else (scripts, styles, other images and frames, forms, onclick and other event attributes) is removed when you save. Use Preview to see the result.';

export interface NewsletterIssueEditorProps {
  issue: LoadedIssue | null;
  /** The stored content, cleaned as readers see it. */
  storedPreview: string | null;
  suggestedNumber: number | null;
  today: string;
  lastResult: SubmissionResult<string[]> | undefined;
  /** After Preview: the content as typed, cleaned (null or undefined otherwise). */
  typedPreview: string | null | undefined;
  /** Renders cleaned HTML the way the public issue page does. */
  preview: (html: string) => ReactNode;
}

/** The newsletter issue editor (create and edit) with its Preview, a plain form that works without JavaScript. */
export function NewsletterIssueEditor({
  issue,
  storedPreview,
  suggestedNumber,
  today,
  lastResult,
  typedPreview,
  preview,
}: NewsletterIssueEditorProps) {
  const [form, fields] = useForm({
    id: `newsletter-${issue?.id ?? "new"}`,
    lastResult,
    defaultValue: issue
      ? {
          ...issue,
          newsletterNumber: String(issue.newsletterNumber),
          imageDecorative: issue.imageDecorative ? "on" : undefined,
          isPublished: issue.isPublished ? "on" : undefined,
        }
      : { newsletterNumber: suggestedNumber ? String(suggestedNumber) : "", publishedDate: today },
    // A preview needs only the content: the other fields are checked when the issue is saved. (The
    // cast only keeps the form's field types; a preview's parsed values are never read here.)
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: (formData.get("intent") === "preview"
          ? NewsletterPreviewSchema
          : NewsletterSchema) as typeof NewsletterSchema,
      }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  // After Preview, show what was just typed; otherwise what is stored.
  const previewHtml = typedPreview ?? storedPreview;
  const heading = issue ? `Edit issue No. ${issue.newsletterNumber}` : "New newsletter issue";
  const timeZone = useSiteTimeZone();
  const scheduledFor = issue ? issueScheduledFor(issue, timeZone) : null;

  return (
    <EditorPage
      back={{ to: LIST_PATH, label: "All newsletter issues" }}
      heading={heading}
      form={form}
      buttons={
        <>
          <SubmitButton name="intent" value="save" pendingLabel="Saving...">
            {issue ? "Save changes" : "Create issue"}
          </SubmitButton>
          <KeepEditingButton />
          {/* formNoValidate: before hydration too, a preview does not need the required fields filled in. */}
          <SubmitButton
            name="intent"
            value="preview"
            variant="outline"
            pendingLabel="Preparing preview..."
            formNoValidate
          >
            <Eye aria-hidden="true" /> Preview
          </SubmitButton>
          <Link to={LIST_PATH} className={buttonClasses({ variant: "ghost" })}>
            Cancel
          </Link>
          {issue ? (
            <>
              <PublicPageLink href={`/newsletter/${issue.slug}`} live={issue.isPublished && !scheduledFor} />
              <Link to={`${LIST_PATH}/${issue.id}/send`} className={buttonClasses({ variant: "outline" })}>
                Send to subscribers
              </Link>
              <HistoryLink kind="newsletter" id={issue.id} />
            </>
          ) : null}
          {scheduledFor ? (
            <p className="flex w-full flex-wrap items-center gap-2 text-muted">
              <ScheduledBadge at={scheduledFor} /> It appears in the archive by itself on that day.
            </p>
          ) : null}
        </>
      }
      after={
        <>
          <section aria-labelledby="preview-title" className="rounded-lg border border-line bg-white p-5 sm:p-6">
            <h3 id="preview-title" className="font-sans text-lg font-semibold">
              Preview
            </h3>
            <p className="mt-1 text-sm text-muted">
              {typedPreview !== undefined && typedPreview !== null
                ? "The content as you typed it, after cleaning. It is not saved yet."
                : "The saved content, exactly as readers see it (disallowed markup already removed)."}
            </p>
            {previewHtml ? (
              <div className="mt-4 rounded-md border border-dashed border-line p-4 sm:p-6">{preview(previewHtml)}</div>
            ) : (
              <p className="mt-4 rounded-md bg-sand p-4 text-muted">
                {previewHtml === ""
                  ? "Nothing to show: everything in the content is markup the site removes."
                  : "Write the content, then press Preview to see it here."}
              </p>
            )}
          </section>
          {issue ? <DeletePanel heading="Delete this issue" to={`${LIST_PATH}/${issue.id}/delete`} /> : null}
        </>
      }
    >
      <Field
        label="Issue number"
        meta={fields.newsletterNumber}
        required
        inputMode="numeric"
        description="Each number is used once. Links to /newsletter/ followed by this number, as in emails already sent, lead to the issue."
      />
      <Field
        label="Date"
        meta={fields.publishedDate}
        type="date"
        description="Shown on the issue. Leave empty to show no date."
      />
      <Field label="Title" meta={fields.title} required className="sm:col-span-2" />
      <TextareaField
        label="Excerpt"
        rows={3}
        meta={fields.excerpt}
        description="One or two sentences for the archive list and search results."
        className="sm:col-span-2"
      />
      <Field label="Author" meta={fields.author} />
      <ImageField
        name={fields.featuredImageUrl.name}
        label="Featured image"
        defaultValue={fields.featuredImageUrl.initialValue as string | undefined}
        errors={fields.featuredImageUrl.errors}
        alt={{
          defaultValue: fields.imageAlt.initialValue,
          defaultDecorative: fields.imageDecorative.initialValue,
          errors: fields.imageAlt.errors,
        }}
      />
      <RichTextField
        name={fields.content.name}
        label="Content"
        defaultValue={typeof fields.content.initialValue === "string" ? fields.content.initialValue : ""}
        htmlHelp={ALLOWED_TAGS_HELP}
        errors={fields.content.errors}
        required
        className="sm:col-span-2"
      />
      <SearchAppearance
        isNew={!issue}
        basePath="/newsletter/"
        fields={fields}
        title={fields.title.value}
        // The public page's description falls back the same way (routes/newsletter/issue.tsx).
        fallbackDescription={fields.excerpt.value}
        fallbackName="the excerpt"
        slugFromTitle={issueSlugFromTitle}
        className="sm:col-span-2"
      />
      <CheckboxField
        label="Published"
        meta={fields.isPublished}
        description="Published issues are listed in the public archive and readable at their address; one dated later appears on its day. Drafts are seen only here."
        className="sm:col-span-2"
      />
    </EditorPage>
  );
}

/** What goes with the issue, said before it goes (the confirm step is a page of its own). */
/**
 * The confirm step before deleting an issue. An issue that was emailed (`sentTo`: how many it
 * went to) is not offered for deletion: the server refuses it too.
 */
export function ConfirmDeleteNewsletterIssue({
  issue,
  sentTo,
  action,
}: {
  issue: LoadedIssue;
  sentTo: number | null;
  action: string;
}) {
  if (sentTo !== null) {
    return (
      <section aria-labelledby="delete-title" className="flex flex-col gap-4">
        <BackLink to={LIST_PATH}>All newsletter issues</BackLink>
        <div className="rounded-lg border border-line bg-white p-5 sm:p-6">
          <h2 id="delete-title" className="text-2xl font-semibold break-words">
            Issue No. {issue.newsletterNumber} was emailed, so it stays
          </h2>
          <p className="mt-3">
            It went to {sentTo.toLocaleString("en-US")} subscribers. The record of that send belongs with the issue, so
            the issue cannot be deleted. To take it out of the public archive, unpublish it.
          </p>
          <div className="mt-5">
            <Link to={`${LIST_PATH}/${issue.id}`} className={buttonClasses({ variant: "outline" })}>
              Back to the issue
            </Link>
          </div>
        </div>
      </section>
    );
  }
  return (
    <DeleteConfirm
      back={{ to: LIST_PATH, label: "All newsletter issues" }}
      title={
        <>
          Delete issue No. {issue.newsletterNumber}, &ldquo;{issue.title}&rdquo;?
        </>
      }
      confirmLabel="Yes, delete it"
      keepTo={`${LIST_PATH}/${issue.id}`}
      action={action}
    >
      <p className="mt-3">Deleting it removes, for everyone:</p>
      <ul className="mt-2 list-disc pl-6">
        <li>the issue and its whole text,</li>
        <li>
          its entry in the public archive and its page /newsletter/{issue.slug}
          {issue.isPublished
            ? " (it is published now: links to it will show “not found”)"
            : " (it is a draft, so readers do not see it now)"}
          ,
        </li>
        <li>the previous and next links that point to it from the neighboring issues.</li>
      </ul>
      <p className="mt-3 text-muted">
        It waits in the trash for 30 days, where you can restore it, and is then deleted for good. Number{" "}
        {issue.newsletterNumber} becomes free for a new issue meanwhile. If you only want to hide the issue, unpublish
        it instead.
      </p>
    </DeleteConfirm>
  );
}
