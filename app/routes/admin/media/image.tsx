import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Trash2 } from "lucide-react";
import { data, Form, Link, useActionData, useNavigate } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { BackLink } from "~/components/admin/back-link";
import { DeleteConfirmForm } from "~/components/admin/delete-confirm";
import { FormErrors } from "~/components/admin/form-errors";
import { CheckboxField, Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { siteContext } from "~/context";
import { requireStaff } from "~/features/auth/admin-access.server";
import { LibraryUpload } from "~/features/media/components/admin/library-upload";
import { altSummary } from "~/features/media/components/admin/library-views";
import { deleteLibraryImage, getLibraryImage, updateLibraryAlt } from "~/features/media/library.server";
import { USAGE_KINDS } from "~/features/media/usage";
import { MediaAltSchema } from "~/features/media/validation";
import { IMAGE_ALT_MAX } from "~/utils/image-alt";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/image";

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta("Images", loaderData?.image.fileName ?? null);

export async function loader({ params, context, url }: Route.LoaderArgs) {
  requireStaff(context, "content");
  const { db } = context.get(siteContext);
  const image = await getLibraryImage(db, params.key);
  if (!image) throw data(null, { status: 404, statusText: "Image not found" });
  return {
    image: { ...image, uploadedAt: image.uploadedAt.toISOString() },
    confirmDelete: url.searchParams.has("delete"),
  };
}

/** Saves the alt text (everywhere the image is used), or deletes an image nothing uses. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = requireStaff(context, "content");
  const { db, env } = context.get(siteContext);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "delete") {
    const outcome = await deleteLibraryImage(db, admin, params.key);
    if (outcome.status === "not-found") throw data(null, { status: 404, statusText: "Image not found" });
    if (outcome.status === "in-use") {
      return data(
        {
          result: null,
          refused: `This image is still used in ${outcome.usages.length === 1 ? "1 place" : `${outcome.usages.length} places`}, so it was not deleted. Remove it from them first, or replace its file.`,
        },
        { status: 409 },
      );
    }
    return redirectWithToast(env, "/admin/media", {
      title: "Image deleted",
      description: `“${outcome.fileName}” is no longer in the library.`,
      variant: "success",
    });
  }
  const submission = parseWithZod(formData, { schema: MediaAltSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), refused: null }, { status: 400 });
  const saved = await updateLibraryAlt(db, admin, params.key, {
    alt: submission.value.alt ?? null,
    decorative: submission.value.decorative,
  });
  if (!saved) throw data(null, { status: 404, statusText: "Image not found" });
  return redirectWithToast(env, `/admin/media/${params.key}`, {
    title: "Alt text saved",
    description: "Every page that shows this image now uses it.",
    variant: "success",
  });
}

export default function AdminMediaImageRoute({ loaderData }: Route.ComponentProps) {
  const { image, confirmDelete } = loaderData;
  const actionData = useActionData<typeof action>();
  const navigate = useNavigate();
  const refused = actionData?.refused ?? null;
  const [form, fields] = useForm({
    id: `media-${image.key}`,
    lastResult: actionData?.result as SubmissionResult<string[]> | null | undefined,
    defaultValue: { alt: image.alt ?? "", decorative: image.decorative ? "on" : undefined },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: MediaAltSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const used = image.usages.filter((usage) => usage.kind !== "sent");
  const sent = image.usages.filter((usage) => usage.kind === "sent");

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <BackLink to="/admin/media">All images</BackLink>
        <h2 className="text-2xl font-semibold break-words">{image.fileName}</h2>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <figure className="flex flex-col gap-2">
          <img
            src={image.url}
            alt={image.decorative ? "" : (image.alt ?? "")}
            width={image.width ?? undefined}
            height={image.height ?? undefined}
            className="h-auto max-h-96 w-full rounded-lg border border-line bg-sand object-contain"
          />
          <figcaption className="text-sm text-muted">
            {image.width && image.height ? `${image.width} × ${image.height} px · ` : ""}
            {altSummary(image)} · its address: <code>{image.url}</code>
          </figcaption>
        </figure>
        <Form
          method="post"
          {...getFormProps(form)}
          className="flex flex-col gap-4 rounded-lg border border-line bg-white p-5"
        >
          <h3 className="font-sans text-lg font-semibold">Alt text</h3>
          <FormErrors errors={form.errors} id={form.errorId} />
          <Field
            label="Alt text"
            meta={fields.alt}
            maxLength={IMAGE_ALT_MAX}
            autoComplete="off"
            description="Describe what the picture shows for people who can't see it, in a sentence or less. Saving changes it on every page that uses the image."
          />
          <CheckboxField
            label="This image is decorative"
            meta={fields.decorative}
            description="Check this only when the picture adds nothing the text doesn't already say. Screen readers will skip it."
          />
          <div>
            <SubmitButton name="intent" value="save" pendingLabel="Saving...">
              Save alt text
            </SubmitButton>
          </div>
        </Form>
      </div>

      <section aria-labelledby="where-used" className="rounded-lg border border-line bg-white p-5">
        <h3 id="where-used" className="font-sans text-lg font-semibold">
          Where it is used
        </h3>
        {used.length === 0 ? (
          <p className="mt-1 text-muted">Nowhere on the site yet.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-1">
            {used.map((usage) => (
              <li key={`${usage.kind}-${usage.href}-${usage.title}`}>
                <span className="text-muted">{USAGE_KINDS[usage.kind]}:</span>{" "}
                <Link to={usage.href} className="font-semibold text-brand-700 underline">
                  {usage.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {sent.length > 0 ? (
          <p className="mt-2 text-sm text-muted">
            Also in {sent.length === 1 ? "a newsletter email" : `${sent.length} newsletter emails`} already sent, which
            keep showing the file they were sent with.
          </p>
        ) : null}
      </section>

      <section
        aria-labelledby="replace-file"
        className="flex flex-col gap-2 rounded-lg border border-line bg-white p-5"
      >
        <h3 id="replace-file" className="font-sans text-lg font-semibold">
          Replace the file
        </h3>
        <p className="text-muted">The new file takes this one’s place everywhere it is used, with the same alt text.</p>
        <LibraryUpload
          replaces={image.key}
          label="Choose the new file"
          onUploaded={({ key }) => void navigate(`/admin/media/${key}`, { replace: true })}
        />
      </section>

      <section aria-labelledby="delete-image" className="rounded-lg border border-line bg-white p-5">
        <h3 id="delete-image" className="font-sans text-lg font-semibold">
          Delete this image
        </h3>
        {refused ? (
          <p role="alert" className="mt-2 font-medium text-danger-700">
            {refused}
          </p>
        ) : null}
        {used.length > 0 ? (
          <p className="mt-1 text-muted">
            It is used in {used.length === 1 ? "1 place" : `${used.length} places`} (listed above), so it can’t be
            deleted. Remove it from them first, or replace its file.
          </p>
        ) : confirmDelete ? (
          <>
            <p className="mt-1">
              Delete “{image.fileName}” from the library? Nothing on the site uses it. Newsletters already emailed keep
              showing it.
            </p>
            <DeleteConfirmForm confirmLabel="Yes, delete it" keepTo={`/admin/media/${image.key}`} />
          </>
        ) : (
          <>
            <p className="mt-1 text-muted">Nothing on the site uses it. You will be asked to confirm.</p>
            <Link
              to={`/admin/media/${image.key}?delete=1`}
              className="mt-3 inline-flex min-h-11 items-center gap-1.5 font-semibold text-danger-700 underline-offset-4 hover:underline"
            >
              <Trash2 aria-hidden="true" className="size-4" /> Delete this image…
            </Link>
          </>
        )}
      </section>
    </div>
  );
}
