import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Trash2 } from "lucide-react";
import { Form, Link } from "react-router";
import { CheckboxField, Field, SelectField, TextareaField } from "~/components/forms/field";
import { KeepEditingButton } from "~/components/admin/keep-editing-button";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonClasses } from "~/components/ui/button";
import { FormErrors } from "~/components/admin/form-errors";
import { ImageField } from "~/components/admin/image-field";
import { RichTextField } from "~/components/admin/rich-text-field";
import { SearchAppearance } from "~/components/admin/search-appearance";
import { useEditorForm } from "~/components/admin/unsaved-changes";
import { useSiteTimeZone, zoneAbbreviation } from "~/utils/site-time";
import { MAX_TAGS, NEWS_CATEGORIES, newsItemSchema } from "../../admin-validation";

const ARTICLE_HTML_HELP =
  'Write the story in HTML: <p> for paragraphs, <h2> and <h3> for headings, <strong>, <em>, <ul>/<ol> with <li>, <blockquote> and <a href="…">. Anything else is removed when you save.';

/** What the editor needs of a story, as the loader sends it (dates as `datetime-local` text). */
export interface NewsFormValues {
  id: string | null;
  title: string;
  description: string;
  content: string;
  category: string;
  tags: string;
  author: string;
  publishedDate: string;
  imageUrl: string;
  imageAlt: string;
  imageDecorative: boolean;
  externalUrl: string;
  isPublished: boolean;
  slug: string;
  seoDescription: string;
  socialImageUrl: string;
}

export function NewsForm({
  item,
  lastResult,
}: {
  item: NewsFormValues;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const isNew = item.id === null;
  const timeZone = useSiteTimeZone();
  const [form, fields] = useForm({
    id: `news-${item.id ?? "new"}`,
    lastResult,
    defaultValue: {
      ...item,
      imageDecorative: item.imageDecorative ? "on" : undefined,
      isPublished: item.isPublished ? "on" : undefined,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newsItemSchema(timeZone) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const editorRef = useEditorForm();
  const initial = (value: unknown, fallback: string) => (typeof value === "string" ? value : fallback);

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      ref={editorRef}
      className="rounded-lg border border-line bg-white p-5 sm:p-6"
    >
      <FormErrors errors={form.errors} id={form.errorId} className="mb-5" />
      <div className="grid gap-5 md:grid-cols-2">
        <Field label="Title" meta={fields.title} className="md:col-span-2" />
        <TextareaField
          label="Summary"
          description="One or two sentences for the news cards and search results."
          rows={3}
          meta={fields.description}
          className="md:col-span-2"
        />
        <RichTextField
          name={fields.content.name}
          label="Article content"
          defaultValue={initial(fields.content.initialValue, item.content)}
          htmlHelp={ARTICLE_HTML_HELP}
          errors={fields.content.errors}
          className="md:col-span-2"
        />
        <SelectField
          label="Category"
          meta={fields.category}
          placeholder="Choose a category"
          options={NEWS_CATEGORIES.map((category) => ({ value: category, label: category }))}
        />
        <Field
          label="Tags"
          meta={fields.tags}
          description={`Separate tags with commas, up to ${MAX_TAGS}. Repeats are removed.`}
          autoComplete="off"
        />
        <Field label="Author" meta={fields.author} autoComplete="off" />
        <Field
          label={`Publication date and time (${zoneAbbreviation(new Date(), timeZone)})`}
          meta={fields.publishedDate}
          type="datetime-local"
          description="Stories are listed newest first by this date. A published story dated later stays hidden until then, and appears on its own."
        />
        <div className="md:col-span-2">
          <ImageField
            name={fields.imageUrl.name}
            label="Image"
            defaultValue={initial(fields.imageUrl.initialValue, item.imageUrl)}
            errors={fields.imageUrl.errors}
            alt={{
              defaultValue: fields.imageAlt.initialValue,
              defaultDecorative: fields.imageDecorative.initialValue,
              errors: fields.imageAlt.errors,
            }}
          />
        </div>
        <Field
          label="External link"
          meta={fields.externalUrl}
          type="url"
          description="Optional: the full story elsewhere (https://…), shown as a button under the article."
          className="md:col-span-2"
        />
        <SearchAppearance
          isNew={isNew}
          basePath="/news/"
          fields={fields}
          title={fields.title.value}
          fallbackDescription={fields.description.value}
          className="md:col-span-2"
        />
        <CheckboxField
          label="Published on the public site"
          meta={fields.isPublished}
          description="Leave unchecked to keep this a draft: drafts are visible here only."
          className="md:col-span-2"
        />
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <SubmitButton name="intent" value="save" pendingLabel="Saving...">
          {isNew ? "Create news item" : "Save changes"}
        </SubmitButton>
        <KeepEditingButton />
        <Link to="/admin/news" className={buttonClasses({ variant: "outline" })}>
          Cancel
        </Link>
        {!isNew ? (
          <Link
            to={`/admin/news/${item.id}?delete=1`}
            className="ml-auto inline-flex min-h-11 items-center gap-1.5 font-semibold text-danger-700 underline-offset-4 hover:underline"
          >
            <Trash2 aria-hidden="true" className="size-4" /> Delete this news item…
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
