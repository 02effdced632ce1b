import { CircleAlert, LoaderCircle, Search } from "lucide-react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { IMAGE_ALT_MAX } from "~/utils/image-alt";

export const UPLOAD_URL = "/admin-api/media";
export const UPLOAD_ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif";
const MAX_BYTES = 5 * 1024 * 1024;
export const LIBRARY_URL = "/admin/media";

/** An image of the media library as the pickers get it (the library page's loader). */
export interface PickedImage {
  key: string;
  url: string;
  fileName: string;
  alt: string | null;
  decorative: boolean;
  width: number | null;
  height: number | null;
}

export type UploadAnswer =
  | {
      ok: true;
      key: string;
      url: string;
      width: number;
      height: number;
      alt: string | null;
      decorative: boolean;
      places?: number;
    }
  | { ok: false; message: string };

/** What an upload control says under it: the hint, the upload under way, its failure or its result. */
export function UploadStatus({
  id,
  state,
  done,
}: {
  id: string;
  state:
    | { status: "idle" }
    | { status: "uploading"; fileName: string }
    | { status: "failed"; message: string }
    | { status: "done" };
  /** The line once the upload is done. */
  done: ReactNode;
}) {
  return (
    <div id={id} className="text-sm">
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
          {done}
        </p>
      ) : (
        <p className="text-muted">JPEG, PNG, WebP, GIF or AVIF, up to 5 MB. It is resized to at most 2000 px wide.</p>
      )}
    </div>
  );
}

/** Sends one file to the upload endpoint (`fields`: the library's `replaces`). */
export async function uploadImage(file: File, fields: Record<string, string> = {}): Promise<UploadAnswer> {
  if (file.size > MAX_BYTES)
    return { ok: false, message: "That image is larger than 5 MB. Please choose a smaller one." };
  const body = new FormData();
  body.append("file", file);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  try {
    const response = await fetch(UPLOAD_URL, { method: "POST", body, headers: { Accept: "application/json" } });
    const answer = (await response.json().catch(() => ({}))) as Partial<
      Omit<Extract<UploadAnswer, { ok: true }>, "ok">
    > & {
      error?: string;
    };
    if (!response.ok || !answer.url || !answer.key) {
      return { ok: false, message: answer.error ?? uploadFailureFor(response.status) };
    }
    return {
      ok: true,
      key: answer.key,
      url: answer.url,
      width: answer.width ?? 0,
      height: answer.height ?? 0,
      alt: answer.alt ?? null,
      decorative: answer.decorative ?? false,
      places: answer.places,
    };
  } catch {
    return { ok: false, message: "The upload did not reach the server. Please check your connection and try again." };
  }
}

export function uploadFailureFor(status: number): string {
  if (status === 413) return "That image is larger than 5 MB. Please choose a smaller one.";
  if (status === 403 || status === 401) return "Your session has ended. Please sign in again, then upload the image.";
  if (status === 415)
    return "That file is not an image we can use. Please upload a JPEG, PNG, WebP, GIF or AVIF picture.";
  return "The upload failed. Please try again in a moment.";
}

/**
 * "Choose from the library": a dialog that searches the media library (its page's loader) and
 * hands back the chosen image with its alt text. With `confirmAlt`, the alt text (or the
 * decorative mark) is asked for before the image is handed back, prefilled from the library
 * (a picture inside rich text has no other alt field).
 */
export function MediaPicker({
  open,
  onOpenChange,
  onChoose,
  confirmAlt = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `described`: the alt text (or decorative mark) was given in the picker, the library had none. */
  onChoose: (image: PickedImage, described: boolean) => void;
  confirmAlt?: boolean;
}) {
  const fetcher = useFetcher<{ images: PickedImage[] }>();
  const searchId = useId();
  const [q, setQ] = useState("");
  const [chosen, setChosen] = useState<PickedImage | null>(null);
  const { load } = fetcher;

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => void load(`${LIBRARY_URL}?q=${encodeURIComponent(q)}`), q ? 250 : 0);
    return () => clearTimeout(timer);
  }, [open, q, load]);
  // Closing forgets the image being described, so the picker opens on the list next time.
  const setOpen = (next: boolean) => {
    if (!next) setChosen(null);
    onOpenChange(next);
  };

  const images = fetcher.data?.images ?? [];
  const choose = (image: PickedImage) => {
    if (confirmAlt) {
      setChosen(image);
      return;
    }
    onChoose(image, false);
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Choose an image from the library</DialogTitle>
          <DialogDescription>
            Its alt text comes with it. Upload new images in the field itself or on the Images page.
          </DialogDescription>
        </DialogHeader>
        {chosen ? (
          <AltStep
            image={chosen}
            onBack={() => setChosen(null)}
            onDone={(image) => {
              onChoose(image, !chosen.alt && !chosen.decorative);
              setOpen(false);
            }}
          />
        ) : (
          <>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={searchId} className="text-sm font-semibold">
                Search by file name or alt text
              </label>
              <div className="relative">
                <Search aria-hidden="true" className="absolute top-3 left-3 size-5 text-muted" />
                <input
                  id={searchId}
                  type="search"
                  value={q}
                  onChange={(event) => setQ(event.target.value)}
                  className="min-h-11 w-full rounded-md border border-line-strong bg-white pr-3 pl-10"
                />
              </div>
            </div>
            {fetcher.state !== "idle" && images.length === 0 ? (
              <p role="status" className="inline-flex items-center gap-2 text-muted">
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" /> Loading
                images…
              </p>
            ) : images.length === 0 ? (
              <p role="status" className="text-muted">
                {q ? "No image matches those words." : "The library has no images yet."}
              </p>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {images.map((image) => (
                  <li key={image.key}>
                    <button
                      type="button"
                      onClick={() => choose(image)}
                      className="flex w-full flex-col overflow-hidden rounded-md border border-line bg-white text-left hover:border-brand-700 focus-visible:outline-3 focus-visible:outline-accent-500"
                    >
                      <img
                        src={image.url}
                        alt=""
                        width={image.width ?? undefined}
                        height={image.height ?? undefined}
                        loading="lazy"
                        className="aspect-[4/3] w-full bg-sand object-cover"
                      />
                      <span className="p-2 text-sm">
                        <span className="block font-semibold break-words">{image.fileName}</span>
                        <span className="block text-muted">
                          {image.decorative ? "Decorative" : (image.alt ?? "No alt text yet")}
                        </span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function AltStep({
  image,
  onBack,
  onDone,
}: {
  image: PickedImage;
  onBack: () => void;
  onDone: (image: PickedImage) => void;
}) {
  const altId = useId();
  const [alt, setAlt] = useState(image.alt ?? "");
  const [decorative, setDecorative] = useState(image.decorative);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <img
        src={image.url}
        alt=""
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        className="max-h-48 w-auto self-start rounded-md border border-line object-contain"
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={altId} className="text-sm font-semibold">
          Alt text
        </label>
        <input
          id={altId}
          value={alt}
          maxLength={IMAGE_ALT_MAX}
          disabled={decorative}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${altId}-error` : undefined}
          onChange={(event) => {
            setAlt(event.target.value);
            setError(null);
          }}
          className="min-h-11 rounded-md border border-line-strong bg-white px-3 disabled:opacity-60"
        />
        {error ? (
          <p id={`${altId}-error`} className="text-sm font-medium text-danger-700">
            {error}
          </p>
        ) : null}
      </div>
      <label className="inline-flex items-center gap-2 text-sm">
        <input type="checkbox" checked={decorative} onChange={(event) => setDecorative(event.target.checked)} />
        This image is decorative
      </label>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          onClick={() => {
            if (!decorative && alt.trim() === "") {
              setError("Describe the image, or mark it as decorative.");
              return;
            }
            onDone({ ...image, alt: decorative ? null : alt.trim(), decorative });
          }}
        >
          Insert image
        </Button>
        <Button type="button" variant="outline" onClick={onBack}>
          Choose another
        </Button>
      </div>
    </div>
  );
}
