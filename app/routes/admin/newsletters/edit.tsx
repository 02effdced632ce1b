import { getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Eye } from "lucide-react";
import { data, Link, useActionData, useLoaderData } from "react-router";
import { CheckboxField, Field, TextareaField } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonClasses } from "~/components/ui/button";
import { SITE_NAME } from "~/content/site";
import { siteContext, type SiteContext } from "~/context";
import { DeleteConfirm, DeletePanel } from "~/components/admin/delete-confirm";
import { EditorPage } from "~/components/admin/editor-page";
import { ImageField } from "~/components/admin/image-field";
import { requireEditable } from "~/features/admin/editor.server";
import {
  cleanNewsletterContent,
  deleteNewsletter,
  getNewsletterForAdmin,
  saveNewsletter,
  suggestNextIssueNumber,
} from "~/features/newsletter/admin.server";
import { NewsletterPreviewSchema, NewsletterSchema } from "~/features/newsletter/admin-validation";
import { requireAdmin } from "~/features/auth/admin-access.server";
import { RichText } from "~/features/news/components/rich-text";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/edit";

const LIST_PATH = "/admin/newsletters";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.issue ? `Edit issue No. ${loaderData.issue.newsletterNumber}` : "New newsletter issue"} | Admin | ${SITE_NAME}`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

/** `:id` is "new" (create) or an issue's id. */
function loadIssue(db: SiteContext["db"], id: string) {
  return requireEditable(id, (issueId) => getNewsletterForAdmin(db, issueId), "Newsletter Not Found");
}

export async function loader({ params, context, url }: Route.LoaderArgs) {
  requireAdmin(context);
  const { db } = context.get(siteContext);
  const issue = await loadIssue(db, params.id);
  const confirmDelete = Boolean(issue) && url.searchParams.get("delete") === "1";
  return {
    issue,
    confirmDelete,
    // Stored content is already clean; cleaning again costs little and guarantees the preview is safe.
    previewHtml: issue ? cleanNewsletterContent(issue.content) : null,
    suggestedNumber: issue ? null : await suggestNextIssueNumber(db),
    today: new Date().toISOString().slice(0, 10),
  };
}

const DUPLICATE = (number: number) => `Issue No. ${number} already exists. Choose another number.`;

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const { db, env, logger } = context.get(siteContext);
  const existing = await loadIssue(db, params.id);
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "delete") {
    if (!existing) throw data(null, { status: 400, statusText: "Bad Request" });
    const removed = await deleteNewsletter(db, admin, existing.id);
    return redirectWithToast(env, LIST_PATH, {
      title: removed ? `Deleted: issue No. ${removed.newsletterNumber}` : "Already deleted",
      description: removed ? `“${removed.title}” is gone from the archive, and its number is free again.` : "Another admin deleted this issue first.",
      variant: removed ? "success" : "default",
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
  try {
    const saved = await saveNewsletter(db, admin, existing?.id ?? null, input);
    if (!saved.ok) {
      const reply =
        saved.reason === "duplicate-number"
          ? submission.reply({ fieldErrors: { newsletterNumber: [DUPLICATE(input.newsletterNumber)] } })
          : saved.reason === "empty-content"
            ? submission.reply({
                fieldErrors: {
                  content: ["Nothing would be left to read: everything here is markup the site removes. Please write the letter with the allowed tags."],
                },
              })
            : submission.reply({ formErrors: ["This issue no longer exists. It may have been deleted by another admin."] });
      return data({ result: reply, previewHtml: null }, { status: saved.reason === "not-found" ? 404 : 400 });
    }
  } catch (error) {
    logger.error({ err: error }, "admin: saving a newsletter issue failed");
    return data(
      { result: submission.reply({ formErrors: ["The issue could not be saved just now. Please try again in a minute."] }), previewHtml: null },
      { status: 500 },
    );
  }
  return redirectWithToast(env, LIST_PATH, {
    title: `${existing ? "Saved" : "Created"}: issue No. ${input.newsletterNumber}`,
    description: input.isPublished
      ? `It is live at /newsletter/${input.newsletterNumber}.`
      : "It is a draft: only admins can see it. Publish it from the list when it is ready.",
    variant: "success",
  });
}

export default function AdminNewsletterEditRoute() {
  const { issue, confirmDelete } = useLoaderData<typeof loader>();
  if (issue && confirmDelete) return <ConfirmDelete issue={issue} />;
  return <IssueEditor />;
}

type LoadedIssue = NonNullable<Awaited<ReturnType<typeof loader>>["issue"]>;

const ALLOWED_TAGS_HELP =
  "Write HTML. Allowed: paragraphs <p>, headings <h2> to <h4>, lists <ul>, <ol>, <li>, <strong>, <em>, <blockquote>, links <a href=\"…\">, images <img src=\"https://…\" alt=\"…\">, <figure>, <figcaption>, <code>, <pre>, <hr>, <br>. Everything else (scripts, styles, iframes, forms, onclick and other event attributes) is removed when you save. Use Preview to see the result.";

function IssueEditor() {
  const { issue, previewHtml: storedPreview, suggestedNumber, today } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: `newsletter-${issue?.id ?? "new"}`,
    lastResult: actionData?.result,
    defaultValue: issue
      ? { ...issue, newsletterNumber: String(issue.newsletterNumber), isPublished: issue.isPublished ? "on" : undefined }
      : { newsletterNumber: suggestedNumber ? String(suggestedNumber) : "", publishedDate: today },
    // A preview needs only the content: the other fields are checked when the issue is saved. (The
    // cast only keeps the form's field types; a preview's parsed values are never read here.)
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: (formData.get("intent") === "preview" ? NewsletterPreviewSchema : NewsletterSchema) as typeof NewsletterSchema,
      }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const input = (field: (typeof fields)[keyof typeof fields], type: "text" | "date" = "text") => {
    const { key: _key, ...props } = getInputProps(field, { type });
    return props;
  };
  const textarea = (field: (typeof fields)[keyof typeof fields]) => {
    const { key: _key, ...props } = getTextareaProps(field);
    return props;
  };
  const { key: _p, ...publishedProps } = getInputProps(fields.isPublished, { type: "checkbox" });
  // After Preview, show what was just typed; otherwise what is stored.
  const previewHtml = actionData?.previewHtml ?? storedPreview;
  const heading = issue ? `Edit issue No. ${issue.newsletterNumber}` : "New newsletter issue";

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
          {/* formNoValidate: before hydration too, a preview does not need the required fields filled in. */}
          <SubmitButton name="intent" value="preview" variant="outline" pendingLabel="Preparing preview..." formNoValidate>
            <Eye aria-hidden="true" /> Preview
          </SubmitButton>
          <Link to={LIST_PATH} className={buttonClasses({ variant: "ghost" })}>
            Cancel
          </Link>
        </>
      }
      after={
        <>
          <section aria-labelledby="preview-title" className="rounded-lg border border-line bg-white p-5 sm:p-6">
            <h3 id="preview-title" className="font-sans text-lg font-semibold">
              Preview
            </h3>
            <p className="mt-1 text-sm text-muted">
              {actionData?.previewHtml !== undefined && actionData.previewHtml !== null
                ? "The content as you typed it, after cleaning. It is not saved yet."
                : "The saved content, exactly as readers see it (disallowed markup already removed)."}
            </p>
            {previewHtml ? (
              <div className="mt-4 rounded-md border border-dashed border-line p-4 sm:p-6">
                <RichText html={previewHtml} />
              </div>
            ) : (
              <p className="mt-4 rounded-md bg-sand p-4 text-muted">
                {previewHtml === ""
                  ? "Nothing to show: everything in the content is markup the site removes."
                  : "Write the content, then press Preview to see it here."}
              </p>
            )}
          </section>
          {issue ? <DeletePanel heading="Delete this issue" to={`${LIST_PATH}/${issue.id}?delete=1`} /> : null}
        </>
      }
    >
      <Field
        label="Issue number"
        {...input(fields.newsletterNumber)}
        required
        inputMode="numeric"
        description="Its public address will be /newsletter/ followed by this number. Each number is used once."
        errors={fields.newsletterNumber.errors}
      />
      <Field
        label="Date"
        {...input(fields.publishedDate, "date")}
        description="Shown on the issue. Leave empty to show no date."
        errors={fields.publishedDate.errors}
      />
      <Field label="Title" {...input(fields.title)} required errors={fields.title.errors} className="sm:col-span-2" />
      <TextareaField
        label="Excerpt"
        rows={3}
        {...textarea(fields.excerpt)}
        description="One or two sentences for the archive list and search results."
        errors={fields.excerpt.errors}
        className="sm:col-span-2"
      />
      <Field label="Author" {...input(fields.author)} errors={fields.author.errors} />
      <ImageField
        name={fields.featuredImageUrl.name}
        label="Featured image"
        defaultValue={fields.featuredImageUrl.initialValue as string | undefined}
        errors={fields.featuredImageUrl.errors}
      />
      <TextareaField
        label="Content (HTML)"
        rows={16}
        {...textarea(fields.content)}
        required
        description={ALLOWED_TAGS_HELP}
        errors={fields.content.errors}
        className="sm:col-span-2"
        textareaClassName="font-mono text-sm"
        spellCheck
      />
      <CheckboxField
        label="Published"
        {...publishedProps}
        description="Published issues are listed in the public archive and readable at their address. Drafts are seen only here."
        className="sm:col-span-2"
      />
    </EditorPage>
  );
}

/** What goes with the issue, said before it goes (the confirm step is a page of its own). */
function ConfirmDelete({ issue }: { issue: LoadedIssue }) {
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
    >
      <p className="mt-3">This cannot be undone. Deleting it removes, for everyone:</p>
      <ul className="mt-2 list-disc pl-6">
        <li>the issue and its whole text,</li>
        <li>
          its entry in the public archive and its page /newsletter/{issue.newsletterNumber}
          {issue.isPublished ? " (it is published now: links to it will show “not found”)" : " (it is a draft, so readers do not see it now)"},
        </li>
        <li>the previous and next links that point to it from the neighboring issues.</li>
      </ul>
      <p className="mt-3 text-muted">
        Number {issue.newsletterNumber} becomes free for a new issue. Emails already sent are not affected. If you only want to
        hide the issue, unpublish it instead.
      </p>
    </DeleteConfirm>
  );
}
