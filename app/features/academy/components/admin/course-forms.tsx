import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
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
import { CREATE_TOKEN_FIELD } from "~/utils/create-token";
import type { AdminCourse, AdminLesson } from "../../admin.server";
import { COURSE_PASSWORD_MIN, CourseSchema, LessonSchema, ModuleSchema } from "../../admin-validation";

export type FormResult = SubmissionResult<string[]> | null | undefined;

/** The course's own fields, including access (public, or private behind a password that is set here but never shown). */
export function CourseForm({ course, lastResult }: { course: AdminCourse | null; lastResult: FormResult }) {
  const [form, fields] = useForm({
    id: `course-form-${course?.id ?? "new"}`,
    lastResult,
    defaultValue: course
      ? {
          title: course.title,
          description: course.description,
          fullDescription: course.fullDescription ?? "",
          category: course.category ?? "",
          level: course.level ?? "",
          duration: course.duration ?? "",
          imageUrl: course.imageUrl ?? "",
          imageAlt: course.imageAlt ?? "",
          imageDecorative: course.imageDecorative ? "on" : undefined,
          isPublished: course.isPublished ? "on" : undefined,
          isPrivate: course.isPrivate ? "on" : undefined,
          slug: course.slug,
          seoDescription: course.seoDescription ?? "",
          socialImageUrl: course.socialImageUrl ?? "",
        }
      : { slug: "", seoDescription: "", socialImageUrl: "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CourseSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const editorRef = useEditorForm();
  const imageValue = fields.imageUrl.initialValue;

  return (
    <Form method="post" {...getFormProps(form)} ref={editorRef} className="flex flex-col gap-5">
      <FormErrors errors={form.errors} id={form.errorId} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Title" meta={fields.title} className="sm:col-span-2" />
        <TextareaField
          label="Short description"
          description="One or two sentences for the course card in the Academy."
          rows={3}
          meta={fields.description}
          className="sm:col-span-2"
        />
        <TextareaField
          label="Full description (optional)"
          description="The 'About this course' text on the course page. Blank lines start new paragraphs."
          rows={6}
          meta={fields.fullDescription}
          className="sm:col-span-2"
        />
        <Field
          label="Category (optional)"
          description="Courses with the same category are filtered together, e.g. Business Opportunity."
          meta={fields.category}
        />
        <Field
          label="Level (optional)"
          description="For example Beginner. Empty shows All Levels."
          meta={fields.level}
        />
        <Field
          label="Duration (optional)"
          description="For example 2 hours 30 minutes. Empty shows Self-paced."
          meta={fields.duration}
        />
        <ImageField
          name={fields.imageUrl.name}
          label="Image (optional)"
          defaultValue={typeof imageValue === "string" ? imageValue : ""}
          errors={fields.imageUrl.errors}
          alt={{
            defaultValue: fields.imageAlt.initialValue,
            defaultDecorative: fields.imageDecorative.initialValue,
            errors: fields.imageAlt.errors,
          }}
        />
      </div>

      <SearchAppearance
        isNew={!course}
        basePath="/academy/course/"
        fields={fields}
        title={fields.title.value}
        fallbackDescription={fields.description.value}
        fallbackName="the short description"
      />

      <fieldset className="flex flex-col gap-3 rounded-lg border border-line p-4">
        <legend className="px-1 font-semibold">Access</legend>
        <CheckboxField
          label="Private course"
          description="Learners must enter the course password before they see its modules and lessons."
          meta={fields.isPrivate}
        />
        <Field
          label="New password"
          description={
            course?.hasPassword
              ? "A password is set. Leave this empty to keep it, or type a new one to replace it. Making the course public removes it."
              : `Needed when the course is private: at least ${COURSE_PASSWORD_MIN} characters. Share it with your learners; it is stored scrambled and cannot be shown again.`
          }
          meta={fields.newPassword}
          type="password"
          autoComplete="new-password"
          className="sm:max-w-md"
        />
      </fieldset>

      <CheckboxField
        label="Published in the Academy"
        description="Drafts are visible here only: not in the Academy, not on a course page, not in the lesson player."
        meta={fields.isPublished}
      />

      <div className="flex flex-wrap gap-3">
        <SubmitButton name="intent" value="course-save" pendingLabel="Saving...">
          {course ? "Save course" : "Create course"}
        </SubmitButton>
        <Link to="/admin/courses" className={buttonClasses({ variant: "outline" })}>
          {course ? "Back to all courses" : "Cancel"}
        </Link>
      </div>
    </Form>
  );
}

/** Adds a module (no `module`) or renames one. */
export function ModuleForm({
  module,
  lastResult,
  submitLabel,
  createToken,
}: {
  module: { id: string; title: string; description: string | null } | null;
  lastResult: FormResult;
  submitLabel: string;
  /** A new module's one-time token (see ~/utils/create-token). */
  createToken?: string;
}) {
  const [form, fields] = useForm({
    id: `module-form-${module?.id ?? "new"}`,
    lastResult,
    defaultValue: module ? { title: module.title, description: module.description ?? "" } : {},
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ModuleSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const editorRef = useEditorForm();
  return (
    <Form method="post" {...getFormProps(form)} ref={editorRef} className="flex flex-col gap-4">
      <FormErrors errors={form.errors} id={form.errorId} />
      {module ? <input type="hidden" name="moduleId" value={module.id} /> : null}
      {createToken ? <input type="hidden" name={CREATE_TOKEN_FIELD} value={createToken} /> : null}
      <Field label="Module title" meta={fields.title} />
      <TextareaField label="Module description (optional)" rows={2} meta={fields.description} />
      <div>
        <SubmitButton
          name="intent"
          value="module-save"
          pendingLabel="Saving..."
          variant={module ? "primary" : "outline"}
        >
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}

const CONTENT_TYPE_OPTIONS = [
  { value: "text", label: "Text (opens the full-screen reading view)" },
  { value: "video", label: "Video (a video with optional notes below it)" },
];

/** Adds a lesson to a module (`lesson` null) or edits one. */
export function LessonForm({
  lesson,
  moduleId,
  lastResult,
  cancelHref,
  createToken,
}: {
  lesson: AdminLesson | null;
  moduleId: string;
  lastResult: FormResult;
  cancelHref: string;
  /** A new lesson's one-time token (see ~/utils/create-token). */
  createToken?: string;
}) {
  const [form, fields] = useForm({
    id: `lesson-form-${lesson?.id ?? `new-${moduleId}`}`,
    lastResult,
    defaultValue: lesson
      ? {
          title: lesson.title,
          contentType: lesson.contentType === "video" ? "video" : "text",
          content: lesson.content ?? "",
          videoUrl: lesson.videoUrl ?? "",
          durationMinutes: lesson.durationMinutes === null ? "" : String(lesson.durationMinutes),
          isPreview: lesson.isPreview ? "on" : undefined,
        }
      : { contentType: "text" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LessonSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const editorRef = useEditorForm();
  return (
    <Form method="post" {...getFormProps(form)} ref={editorRef} className="flex flex-col gap-5">
      <FormErrors errors={form.errors} id={form.errorId} />
      {lesson ? (
        <input type="hidden" name="lessonId" value={lesson.id} />
      ) : (
        <>
          <input type="hidden" name="moduleId" value={moduleId} />
          {createToken ? <input type="hidden" name={CREATE_TOKEN_FIELD} value={createToken} /> : null}
        </>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Lesson title" meta={fields.title} className="sm:col-span-2" />
        <SelectField label="Type" meta={fields.contentType} options={CONTENT_TYPE_OPTIONS} />
        <Field
          label="Minutes (optional)"
          description="About how long the lesson takes. Empty shows 0 minutes."
          meta={fields.durationMinutes}
          inputMode="numeric"
        />
        <Field
          label="Video address"
          description="Required for a video lesson. Paste the link from YouTube (a watch page, youtu.be or a Short) or Vimeo; it is saved as the player’s address so the video plays in the lesson."
          meta={fields.videoUrl}
          type="url"
          inputMode="url"
          className="sm:col-span-2"
        />
        <RichTextField
          name={fields.content.name}
          label="Content"
          defaultValue={typeof fields.content.initialValue === "string" ? fields.content.initialValue : ""}
          htmlHelp="Write HTML: paragraphs (<p>), headings (<h2>, <h3>), lists, links, bold and italic, images. Plain text works too: a blank line starts a new paragraph. Anything else (scripts, styles, frames) is removed when you save."
          errors={fields.content.errors}
          className="sm:col-span-2"
        />
        <CheckboxField
          label="Preview lesson"
          description="Marked with a Preview badge on the course page."
          meta={fields.isPreview}
          className="sm:col-span-2"
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <SubmitButton name="intent" value="lesson-save" pendingLabel="Saving...">
          {lesson ? "Save lesson" : "Add lesson"}
        </SubmitButton>
        <KeepEditingButton intent="lesson-save" />
        <Link to={cancelHref} className={buttonClasses({ variant: "outline" })}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}
