import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ExternalLink, Eye, EyeOff, Trash2 } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { CheckboxField, Field, TextareaField } from "~/components/forms/field";
import { KeepEditingButton } from "~/components/admin/keep-editing-button";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import { BackLink } from "~/components/admin/back-link";
import { FormErrors } from "~/components/admin/form-errors";
import { ImageField } from "~/components/admin/image-field";
import { SearchAppearance } from "~/components/admin/search-appearance";
import { useEditorForm } from "~/components/admin/unsaved-changes";
import { payloadFromFormData, valuesFromPayload, type ProjectFormValues } from "../../admin-editor-values";
import { PROJECT_CATEGORY_SUGGESTIONS, PROJECT_STATUS_SUGGESTIONS, ProjectSchema } from "../../admin-validation";
import { BrandColorsField } from "./brand-colors-field";
import { CollaborationOptionsField } from "./collaboration-options-field";
import { ProjectPreview } from "./project-preview";
import { PublicPageLink } from "~/components/admin/publish-status";
import { HistoryLink } from "~/components/admin/history-link";

function withoutLists({ collaborationOptions: _rows, gradientStops: _stops, ...values }: ProjectFormValues) {
  return values;
}

export interface EditedProject {
  id: string;
  title: string;
  slug: string;
  isPublished: boolean;
}

/** The project form with its live preview; `project` is null when creating. */
export function ProjectEditor({
  project,
  initialValues,
  applicationCount,
  lastResult,
}: {
  project: EditedProject | null;
  initialValues: ProjectFormValues;
  applicationCount: number;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const hydrated = useHydrated();
  // A refused form comes back as it was typed (with or without JavaScript).
  const [startValues] = useState(() =>
    lastResult?.initialValue ? valuesFromPayload(lastResult.initialValue as Record<string, unknown>) : initialValues,
  );
  const [form, fields] = useForm({
    id: `project-${project?.id ?? "new"}`,
    lastResult,
    // The rows and the colour fields hold their own values (they are rendered from `startValues`).
    defaultValue: {
      ...withoutLists(startValues),
      backgroundWhite: startValues.backgroundWhite ? "on" : undefined,
      imageDecorative: startValues.imageDecorative ? "on" : undefined,
      isMadeInUsa: startValues.isMadeInUsa ? "on" : undefined,
      isPublished: startValues.isPublished ? "on" : undefined,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProjectSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const formRef = useRef<HTMLFormElement>(null);
  const editorRef = useEditorForm(formRef);
  const [values, setValues] = useState(startValues);
  const refresh = useCallback(() => {
    if (formRef.current) setValues(valuesFromPayload(payloadFromFormData(new FormData(formRef.current))));
  }, []);
  // After the event: a colour picker updates its text field in the same render.
  const scheduleRefresh = () => window.setTimeout(refresh, 0);

  const errors = form.allErrors;

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4">
        <BackLink to="/admin/projects">All projects</BackLink>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h2 className="text-2xl font-semibold break-words">{project ? `Edit: ${project.title}` : "New project"}</h2>
            {project ? (
              <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
                {project.isPublished ? <Badge tone="success">Published</Badge> : <Badge tone="neutral">Draft</Badge>}
                {project.isPublished ? (
                  <a
                    href={`/projects/${project.slug}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    /projects/{project.slug}
                    <span className="sr-only"> (opens in a new tab)</span>
                    <ExternalLink aria-hidden="true" className="size-3.5" />
                  </a>
                ) : (
                  <>
                    <span>Not on the public site yet.</span>
                    <PublicPageLink href={`/projects/${project.slug}`} live={false} />
                  </>
                )}
                <HistoryLink kind="project" id={project.id} />
              </p>
            ) : (
              <p className="mt-1 text-muted">
                Fill in what visitors need to decide. It stays a draft unless you check “Published”.
              </p>
            )}
          </div>
          {project ? (
            <Form method="post">
              <input type="hidden" name="publish" value={project.isPublished ? "false" : "true"} />
              <SubmitButton
                name="intent"
                value="publish"
                variant={project.isPublished ? "outline" : "primary"}
                pendingLabel={project.isPublished ? "Unpublishing..." : "Publishing..."}
              >
                {project.isPublished ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                {project.isPublished ? "Unpublish" : "Publish"}
              </SubmitButton>
            </Form>
          ) : null}
        </div>
        {project ? (
          <p className="text-sm text-muted">
            Publishing or unpublishing here keeps the saved version; save your edits first.
          </p>
        ) : null}
      </div>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] xl:grid-cols-[minmax(0,1fr)_28rem]">
        <Form
          method="post"
          {...getFormProps(form)}
          ref={editorRef}
          onChange={scheduleRefresh}
          aria-label={project ? `Edit ${project.title}` : "New project"}
          className="flex min-w-0 flex-col gap-6 rounded-lg border border-line bg-white p-4 sm:p-6"
        >
          <FormErrors errors={form.errors} id={form.errorId} />
          {/* min-w-0: a fieldset's min-width is its content's, which would widen the page at 375 px. */}
          <fieldset className="grid min-w-0 gap-5 sm:grid-cols-2">
            <legend className="mb-4 text-lg font-semibold">The project</legend>
            <Field label="Title" required meta={fields.title} className="sm:col-span-2" />
            <TextareaField
              label="Description"
              required
              rows={6}
              meta={fields.description}
              description="The library card shows the first 100 characters."
              className="sm:col-span-2"
            />
            <Field
              label="Status"
              required
              meta={fields.status}
              list="project-status-suggestions"
              description="Active (green), Completed (blue), Upcoming, or your own words (yellow)."
            />
            <datalist id="project-status-suggestions">
              {PROJECT_STATUS_SUGGESTIONS.map((status) => (
                <option key={status} value={status} />
              ))}
            </datalist>
            <Field
              label="Category"
              required
              meta={fields.category}
              list="project-category-suggestions"
              description="“Business Opportunity” shows in the business view; other categories get a Support button."
            />
            <datalist id="project-category-suggestions">
              {PROJECT_CATEGORY_SUGGESTIONS.map((category) => (
                <option key={category} value={category} />
              ))}
            </datalist>
            <Field label="Location" meta={fields.location} />
            <Field label="Started on" meta={fields.startedDate} type="date" />
            <div className="sm:col-span-2">
              <ImageField
                name="imageUrl"
                label="Project image"
                defaultValue={startValues.imageUrl}
                errors={fields.imageUrl.errors}
                alt={{
                  defaultValue: startValues.imageAlt,
                  defaultDecorative: startValues.imageDecorative,
                  errors: fields.imageAlt.errors,
                }}
              />
            </div>
            <Field
              label="Project website"
              meta={fields.projectUrl}
              type="url"
              description="Opened by “Learn More”, in a new tab."
              className="sm:col-span-2"
            />
          </fieldset>

          {/* The address (its old ones keep leading here), the search description and the social image (ADR 0052). */}
          <SearchAppearance
            isNew={!project}
            basePath="/projects/"
            fields={fields}
            title={fields.title.value}
            // The public page's description falls back the same way (routes/projects/project-detail.tsx).
            fallbackDescription={fields.description.value}
            fallbackName="the description"
          />

          <fieldset className="grid min-w-0 gap-5 sm:grid-cols-2">
            <legend className="mb-4 text-lg font-semibold">The partner company</legend>
            <Field
              label="Company name"
              meta={fields.collaboratingCompanyName}
              description="Empty: the name is taken from the title."
            />
            <ImageField
              name="collaboratingCompanyLogo"
              label="Company logo"
              defaultValue={startValues.collaboratingCompanyLogo}
              description="A full address (https://…) or a path on this site (/images/…). Visitors who can't see it hear “[company name] logo”."
              errors={fields.collaboratingCompanyLogo.errors}
            />
            <TextareaField
              label="How people work with them"
              rows={3}
              meta={fields.collaborationWays}
              description="Shown above the options. Empty: a standard text for this partner."
              className="sm:col-span-2"
            />
            <CheckboxField
              label="Made in the USA"
              meta={fields.isMadeInUsa}
              description="Shows the Made in USA notice on the project page."
              className="sm:col-span-2"
            />
          </fieldset>

          <CollaborationOptionsField
            initialRows={startValues.collaborationOptions}
            errors={errors}
            hydrated={hydrated}
            onRowsChange={refresh}
          />
          <BrandColorsField initial={startValues} errors={errors} hydrated={hydrated} />

          <CheckboxField
            label="Published on the public site"
            meta={fields.isPublished}
            description="Drafts are visible here only: not in the library, on project pages, in the application forms or in search."
          />

          <div className="flex flex-wrap gap-3">
            <SubmitButton name="intent" value="save" pendingLabel="Saving...">
              {project ? "Save changes" : "Create project"}
            </SubmitButton>
            <KeepEditingButton />
            <Link to="/admin/projects" className={buttonClasses({ variant: "outline" })}>
              Cancel
            </Link>
          </div>
        </Form>

        <aside aria-label="Preview" className="min-w-0 lg:sticky lg:top-4 lg:self-start">
          <ProjectPreview values={values} />
        </aside>
      </div>

      {project ? <DeleteProject project={project} applicationCount={applicationCount} /> : null}
    </div>
  );
}

function DeleteProject({ project, applicationCount }: { project: EditedProject; applicationCount: number }) {
  return (
    <details className="rounded-md border border-danger-700/30 bg-danger-50 p-4">
      <summary className="cursor-pointer font-semibold text-danger-700">Delete this project…</summary>
      <Form method="post" className="mt-3 flex flex-col items-start gap-3">
        <p className="text-danger-700">
          This deletes &ldquo;{project.title}&rdquo;: it leaves the Project Library and /projects/{project.slug} stops
          working. It waits in the trash for 30 days, with its collaboration options and brand colors, where you can
          restore it at the same address.{" "}
          {applicationCount > 0
            ? `The ${applicationCount} partner application${applicationCount === 1 ? "" : "s"} that named it stay in Submissions; while it is in the trash they show its name without a link, and a restore links them to it again.`
            : "No partner application has named it yet."}
        </p>
        <SubmitButton name="intent" value="delete" variant="danger" pendingLabel="Deleting...">
          <Trash2 aria-hidden="true" /> Delete project
        </SubmitButton>
      </Form>
    </details>
  );
}
