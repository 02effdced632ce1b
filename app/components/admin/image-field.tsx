import { ImageUp, Images } from "lucide-react";
import { useId, useRef, useState, type ChangeEvent } from "react";
import { CheckboxField, Field } from "~/components/forms/field";
import type { ListOfErrors } from "~/components/forms/error-list";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import { IMAGE_ALT_MAX } from "~/utils/image-alt";
import { MediaPicker, UPLOAD_ACCEPT as ACCEPT, uploadImage, UploadStatus, type PickedImage } from "./media-picker";

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
  | { status: "done"; url: string; width: number; height: number; from: "upload" | "library" };

/**
 * An image for a piece of content: a web address or a path on this site. The value is
 * always submitted as the text field `name`, so the form works without JavaScript. Once the
 * page has hydrated, a file picker uploads a picture to /admin-api/media and fills the
 * field with its /media/… address, and "Choose from the library" picks one uploaded before
 * (issue 39). With `alt`, an "Alt text" field and a "This image is decorative" checkbox sit
 * beside it: a content image needs one or the other before it is saved. An image that the
 * library has described fills them in.
 */
export function ImageField({
  name,
  label = "Image",
  defaultValue,
  errors,
  description,
  id,
  alt,
  what = "an image",
}: {
  name: string;
  label?: string;
  /** How the upload and library buttons name the picture, when a form has two ("a social image"). */
  what?: string;
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

  const altRef = useRef<HTMLInputElement>(null);
  const decorativeRef = useRef<HTMLInputElement>(null);
  const [decorative, setDecorative] = useState(() => isChecked(alt?.defaultDecorative));
  const [pickerOpen, setPickerOpen] = useState(false);

  /** Puts a chosen or uploaded image in the field, with the library's alt text when it has one. */
  function fill(
    image: Pick<PickedImage, "url" | "alt" | "decorative" | "width" | "height">,
    from: "upload" | "library",
  ) {
    setInput(urlInput.current, image.url);
    if (image.decorative || image.alt) {
      setInput(altRef.current, image.decorative ? "" : (image.alt ?? ""));
      const box = decorativeRef.current;
      if (box && box.checked !== image.decorative) box.click();
    }
    setState({ status: "done", url: image.url, width: image.width ?? 0, height: image.height ?? 0, from });
  }

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    setState({ status: "uploading", fileName: file.name });
    const answer = await uploadImage(file);
    if (!answer.ok) {
      setState({ status: "failed", message: answer.message });
      return;
    }
    fill(answer, "upload");
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
            Upload {what}
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
          <UploadStatus
            id={statusId}
            state={state}
            done={
              state.status === "done" ? (
                <>
                  {state.from === "library" ? "Chosen from the library." : "Uploaded."} Its address is filled in above;
                  save the form to use it.
                </>
              ) : null
            }
          />
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              // A longer name ("Choose a social image from the library") wraps on a phone instead of widening the page.
              className="h-auto! min-h-11 py-2 text-left whitespace-normal! sm:min-h-9"
              onClick={() => setPickerOpen(true)}
            >
              <Images aria-hidden="true" />{" "}
              {what === "an image" ? "Choose from the library" : `Choose ${what} from the library`}
            </Button>
            <MediaPicker open={pickerOpen} onOpenChange={setPickerOpen} onChoose={(image) => fill(image, "library")} />
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
                {alt && !decorative
                  ? " Check that the alt text below describes what it shows, or mark it as decorative."
                  : null}
              </figcaption>
            </figure>
          ) : null}
        </div>
      ) : null}
      {alt ? (
        <ImageAltFields
          alt={alt}
          fieldId={fieldId}
          altRef={altRef}
          decorativeRef={decorativeRef}
          decorative={decorative}
          setDecorative={setDecorative}
        />
      ) : null}
    </div>
  );
}

function isChecked(value: unknown): boolean {
  return value === true || value === "on" || value === "true";
}

/** Sets a field's value as if it had been typed, so the form's validation sees it. */
function setInput(input: HTMLInputElement | null, value: string) {
  if (!input) return;
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

function ImageAltFields({
  alt,
  fieldId,
  altRef,
  decorativeRef,
  decorative,
  setDecorative,
}: {
  alt: ImageAltProps;
  fieldId: string;
  altRef: React.RefObject<HTMLInputElement | null>;
  decorativeRef: React.RefObject<HTMLInputElement | null>;
  decorative: boolean;
  setDecorative: (decorative: boolean) => void;
}) {
  const initiallyDecorative = isChecked(alt.defaultDecorative);
  // "Describe the image, or mark it as decorative." is answered the moment the box is checked.
  // Conform would clear it only when the checkbox loses focus, which is the mousedown on Save:
  // the message vanished under the pointer, the button moved up before mouseup, and that first
  // press clicked nothing (issue 35, stumble 1). Hiding it on change keeps Save where it was.
  const altErrors = decorative ? undefined : alt.errors;
  return (
    <div className="flex flex-col gap-3">
      <Field
        ref={altRef}
        name={alt.name ?? "imageAlt"}
        id={`${fieldId}-alt`}
        label="Alt text"
        description="Describe what the picture shows for people who can't see it, in a sentence or less (for example: “Volunteers packing winter coats into boxes”). Skip words like “picture of”."
        defaultValue={typeof alt.defaultValue === "string" ? alt.defaultValue : ""}
        errors={altErrors}
        maxLength={IMAGE_ALT_MAX}
        autoComplete="off"
      />
      <CheckboxField
        ref={decorativeRef}
        name={alt.decorativeName ?? "imageDecorative"}
        id={`${fieldId}-decorative`}
        label="This image is decorative"
        description="Check this only when the picture adds nothing the text doesn't already say. Screen readers will skip it."
        defaultChecked={initiallyDecorative}
        onChange={(event) => setDecorative(event.currentTarget.checked)}
      />
    </div>
  );
}
