import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { media } from "~/db/schema";
import { recordAudit } from "~/utils/audit.server";
import { putEmailVariant } from "./email-variant.server";
import { loadSharp } from "./sharp.server";
import { mediaPath } from "./keys";
import type { MediaStore } from "./media-store.types";

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Room for the multipart boundaries and headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
export const MAX_IMAGE_WIDTH = 2000;
/** Refuse pixel bombs (a tiny file that decodes to gigabytes) before decoding them. */
const MAX_INPUT_PIXELS = 50_000_000;

export class UploadError extends Error {
  override name = "UploadError";
  constructor(
    message: string,
    readonly status: 400 | 413 | 415,
  ) {
    super(message);
  }
}

const TOO_LARGE =
  "That image is larger than 5 MB. Please choose a smaller one (or export it at a lower size) and try again.";

/**
 * The file from a multipart upload's `file` field. The body is counted while it is read and
 * reading stops as soon as it passes the limit, so a huge upload costs at most 5 MB of memory.
 */
export async function readUploadedFile(request: Request): Promise<File> {
  return (await readUploadedForm(request)).file;
}

/** The uploaded `file` with the rest of the form's fields (the library's "replace" names the image it replaces). */
export async function readUploadedForm(request: Request): Promise<{ file: File; form: FormData }> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    throw new UploadError("Please send the image as a form upload (multipart/form-data) in a field named “file”.", 400);
  }
  const limit = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES;
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > limit) throw new UploadError(TOO_LARGE, 413);
  if (!request.body) throw new UploadError("No image arrived. Please choose a file and try again.", 400);

  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel();
      throw new UploadError(TOO_LARGE, 413);
    }
    chunks.push(value);
  }

  let form: FormData;
  try {
    form = await new Response(Buffer.concat(chunks), { headers: { "Content-Type": type } }).formData();
  } catch {
    throw new UploadError("The upload could not be read. Please choose the file again.", 400);
  }
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) {
    throw new UploadError("No image arrived. Please choose a file and try again.", 400);
  }
  if (file.size > MAX_UPLOAD_BYTES) throw new UploadError(TOO_LARGE, 413);
  // The name is kept in the audit log (PostgreSQL refuses a NUL byte in JSON text): a name with
  // control characters is refused here, before anything is stored, not after the image was.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(file.name)) {
    throw new UploadError("That file's name has characters we cannot keep. Please rename the file and try again.", 400);
  }
  return { file, form };
}

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif"]);
const NOT_AN_IMAGE = "That file is not an image we can use. Please upload a JPEG, PNG, WebP, GIF or AVIF picture.";

export interface ProcessedImage {
  key: string;
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
}

/**
 * Checks what the bytes really are (sharp reads the file's own signature, whatever its name
 * or declared type says), then re-encodes: turned upright from its EXIF orientation, metadata
 * (camera, GPS) dropped, at most 2000 px wide, as WebP. Re-encoding means nothing the uploader
 * smuggled into the file survives; only pixels do.
 */
export async function processImage(input: Uint8Array): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  let format: string | undefined;
  let compression: string | undefined;
  let pages = 1;
  try {
    const metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    format = metadata.format;
    compression = metadata.compression;
    pages = metadata.pages ?? 1;
  } catch {
    throw new UploadError(NOT_AN_IMAGE, 415);
  }
  if (format === "svg") {
    throw new UploadError(
      "SVG files cannot be uploaded: they can carry scripts. Please export the picture as PNG or WebP and upload that.",
      415,
    );
  }
  const isAvif = format === "heif" && compression === "av1";
  if (!format || (!ACCEPTED_FORMATS.has(format) && !isAvif)) throw new UploadError(NOT_AN_IMAGE, 415);

  try {
    const animated = pages > 1 && (format === "gif" || format === "webp");
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated })
      .rotate()
      .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    const hash = createHash("sha256").update(data).digest("hex").slice(0, 16);
    const height = animated && info.pageHeight ? info.pageHeight : info.height;
    return { key: `${hash}.webp`, bytes: data, contentType: "image/webp", width: info.width, height };
  } catch {
    throw new UploadError("That image could not be read; the file may be damaged. Please try another one.", 415);
  }
}

export interface SavedUpload {
  key: string;
  url: string;
  width: number;
  height: number;
  bytes: number;
  /** The library's description of the image (the same file uploaded before keeps its own). */
  alt: string | null;
  decorative: boolean;
}

/**
 * Re-encodes an uploaded image, stores it, adds it to the media library (issue 39) and records
 * who uploaded it. `library: false` leaves the library alone (a file that replaces another takes
 * that image's row instead).
 */
export async function saveUploadedImage(
  { db, store }: { db: Db; store: MediaStore },
  actor: { id: string; email: string },
  file: File,
  { library = true }: { library?: boolean } = {},
): Promise<SavedUpload> {
  const image = await processImage(new Uint8Array(await file.arrayBuffer()));
  await store.put(image.key, image.bytes, image.contentType);
  // The copy newsletters use (Outlook on the desktop shows no WebP), made now so a send finds it.
  await putEmailVariant(store, image.key, image.bytes);
  await recordAudit(db, actor, {
    action: "upload",
    entity: "media",
    entityId: image.key,
    details: {
      originalName: file.name.slice(0, 200),
      bytes: image.bytes.byteLength,
      width: image.width,
      height: image.height,
    },
  });
  let described: { alt: string | null; decorative: boolean } = { alt: null, decorative: false };
  if (library) {
    await db
      .insert(media)
      .values({
        key: image.key,
        fileName: file.name.slice(0, 200) || image.key,
        width: image.width,
        height: image.height,
        bytes: image.bytes.byteLength,
        uploadedBy: actor.id,
      })
      .onConflictDoNothing({ target: media.key });
    const [row] = await db
      .select({ alt: media.alt, decorative: media.decorative })
      .from(media)
      .where(eq(media.key, image.key));
    if (row) described = row;
  }
  return {
    key: image.key,
    url: mediaPath(image.key),
    width: image.width,
    height: image.height,
    bytes: image.bytes.byteLength,
    ...described,
  };
}
