import { CircleAlert, ImageUp, LoaderCircle } from "lucide-react";
import { useId, useRef, useState, type ChangeEvent } from "react";
import { CheckboxField, Field } from "~/components/forms/field";
import type { ListOfErrors } from "~/components/forms/error-list";
import { useHydrated } from "~/components/ui/use-hydrated";
import { IMAGE_ALT_MAX } from "~/utils/image-alt";

const UPLOAD_URL = "/admin-api/media";
const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif";

/** The alt text and "decorative" checkbox that go with a content image (issue 18). */
export interface ImageAltProps {
  /** Form names of the two fields; every content table calls them imageAlt and imageDecorative. */
  name?: string;
  decorativeName?: string;
  /** The stored text, or Conform's `fields.imageAlt.initialValue`. */
  defaultValue?: unknown;
  /** The stored flag, or Conform's `fields.imageDecorative.initialValue` ("on"). */
  defaultDecorative?: unknown;
  /** Errors for the alt text ("Describe the image, or mark it as decorative."). */
  errors?: ListOfErrors;
}

type UploadState =
  | { status: "idle" }
  | { status: "uploading"; fileName: string }
  | { status: "failed"; message: string }
  | { status: "done"; url: string; width: number; height: number };

/**
 * An image for a piece of content: a web address or a path on this site. The value is
 * always submitted as the text field `name`, so the form works without JavaScript. Once the
 * page has hydrated, a file picker uploads a picture to /admin-api/media and fills the
 * field with its /media/… address. With `alt`, an "Alt text" field and a "This image is
 * decorative" checkbox sit beside it: a content image needs one or the other before it is saved.
 */
export function ImageField({
  name,
  label = "Image",
  defaultValue,
  errors,
  description,
  id,
  alt,
}: {
  name: string;
  label?: string;
  defaultValue?: string | null;
  errors?: ListOfErrors;
  description?: string;
  /** Defaults to a unique id, so two forms on one page can both have an `imageUrl`. */
  id?: string;
  /** The image's description for visitors who cannot see it; leave out only for images whose alt comes from elsewhere. */
  alt?: ImageAltProps;
}) {
  const autoId = useId();
  const fieldId = id ?? `${name}-${autoId}`;
  const fileId = `${fieldId}-file`;
  const statusId = `${fieldId}-upload-status`;
  const hydrated = useHydrated();
  const urlInput = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<UploadState>({ status: "idle" });

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setState({ status: "failed", message: "That image is larger than 5 MB. Please choose a smaller one." });
      return;
    }
    setState({ status: "uploading", fileName: file.name });
    const body = new FormData();
    body.append("file", file);
    try {
      const response = await fetch(UPLOAD_URL, { method: "POST", body, headers: { Accept: "application/json" } });
      const answer = (await response.json().catch(() => ({}))) as {
        url?: string;
        width?: number;
        height?: number;
        error?: string;
      };
      if (!response.ok || !answer.url) {
        setState({ status: "failed", message: answer.error ?? failureFor(response.status) });
        return;
      }
      const input = urlInput.current;
      if (input) {
        input.value = answer.url;
        // Lets the form's validation see the new value, as if it had been typed.
        input.dispatchEvent(new Event("input", { bubbles: true }));
      }
      setState({ status: "done", url: answer.url, width: answer.width ?? 0, height: answer.height ?? 0 });
    } catch {
      setState({
        status: "failed",
        message: "The upload did not reach the server. Please check your connection and try again.",
      });
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <Field
        ref={urlInput}
        name={name}
        id={fieldId}
        label={label}
        description={description ?? "A full address (https://…) or a path on this site (/images/…)."}
        defaultValue={defaultValue ?? ""}
        errors={errors}
        inputMode="url"
        autoComplete="off"
      />
      {hydrated ? (
        <div className="flex flex-col gap-2 rounded-md border border-dashed border-line bg-sand/50 p-3">
          <label htmlFor={fileId} className="inline-flex items-center gap-2 text-sm font-semibold">
            <ImageUp aria-hidden="true" className="size-4 text-brand-700" />
            Upload an image
          </label>
          <input
            id={fileId}
            type="file"
            accept={ACCEPT}
            onChange={upload}
            disabled={state.status === "uploading"}
            aria-describedby={statusId}
            className="block w-full min-w-0 text-sm text-muted file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border file:border-line file:bg-white file:px-4 file:font-semibold file:text-brand-800 hover:file:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
          />
          <div id={statusId} className="text-sm">
            {state.status === "uploading" ? (
              <p role="status" className="inline-flex items-center gap-2 text-muted">
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
                Uploading… ({state.fileName})
              </p>
            ) : state.status === "failed" ? (
              <p role="alert" className="flex items-start gap-1.5 font-medium text-danger-700">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>{state.message}</span>
              </p>
            ) : state.status === "done" ? (
              <p role="status" className="text-success-700">
                Uploaded. Its address is filled in above; save the form to use it.
              </p>
            ) : (
              <p className="text-muted">
                JPEG, PNG, WebP, GIF or AVIF, up to 5 MB. It is resized to at most 2000 px wide.
              </p>
            )}
          </div>
          {state.status === "done" ? (
            <figure className="flex items-start gap-3">
              <img
                src={state.url}
                alt="Preview of what you uploaded"
                width={state.width || undefined}
                height={state.height || undefined}
                className="h-20 w-auto max-w-32 rounded-md border border-line bg-white object-cover"
              />
              <figcaption className="text-sm text-muted">
                {state.width} × {state.height} px.
                {alt ? " Now describe what it shows in the alt text below, or mark it as decorative." : null}
              </figcaption>
            </figure>
          ) : null}
        </div>
      ) : null}
      {alt ? <ImageAltFields alt={alt} fieldId={fieldId} /> : null}
    </div>
  );
}

function ImageAltFields({ alt, fieldId }: { alt: ImageAltProps; fieldId: string }) {
  return (
    <div className="flex flex-col gap-3">
      <Field
        name={alt.name ?? "imageAlt"}
        id={`${fieldId}-alt`}
        label="Alt text"
        description="Describe what the picture shows for people who can't see it, in a sentence or less (for example: “Volunteers packing winter coats into boxes”). Skip words like “picture of”."
        defaultValue={typeof alt.defaultValue === "string" ? alt.defaultValue : ""}
        errors={alt.errors}
        maxLength={IMAGE_ALT_MAX}
        autoComplete="off"
      />
      <CheckboxField
        name={alt.decorativeName ?? "imageDecorative"}
        id={`${fieldId}-decorative`}
        label="This image is decorative"
        description="Tick this only when the picture adds nothing the text doesn't already say. Screen readers will skip it."
        defaultChecked={
          alt.defaultDecorative === true || alt.defaultDecorative === "on" || alt.defaultDecorative === "true"
        }
      />
    </div>
  );
}

function failureFor(status: number): string {
  if (status === 413) return "That image is larger than 5 MB. Please choose a smaller one.";
  if (status === 403 || status === 401) return "Your session has ended. Please sign in again, then upload the image.";
  if (status === 415)
    return "That file is not an image we can use. Please upload a JPEG, PNG, WebP, GIF or AVIF picture.";
  return "The upload failed. Please try again in a moment.";
}
