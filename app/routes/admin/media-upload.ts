import { siteContext } from "~/context";
import { createMediaStore } from "~/features/admin/media/media-store.server";
import { readUploadedFile, saveUploadedImage, UploadError } from "~/features/admin/media/media.server";
import { requireAdmin } from "~/features/auth/auth.server";
import type { Route } from "./+types/media-upload";

const noStore = { "Cache-Control": "no-store" };

/** Image upload for the admin's image fields: multipart `file` in, `{ url, width, height }` out. */
export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  let admin;
  try {
    admin = await requireAdmin(site, request);
  } catch {
    // The body is never read for someone who may not upload.
    return Response.json({ error: "Only administrators can upload images. Please sign in again." }, { status: 403, headers: noStore });
  }
  if (request.method !== "POST") {
    return Response.json({ error: "Send the image with POST." }, { status: 405, headers: { ...noStore, Allow: "POST" } });
  }
  try {
    const file = await readUploadedFile(request);
    const store = createMediaStore(site.env);
    const saved = await saveUploadedImage({ db: site.db, store }, admin, file);
    return Response.json(saved, { status: 201, headers: noStore });
  } catch (error) {
    if (error instanceof UploadError) {
      return Response.json({ error: error.message }, { status: error.status, headers: noStore });
    }
    site.logger.error({ err: error }, "storing an uploaded image failed");
    return Response.json(
      { error: "The image could not be saved just now. Please try again in a moment." },
      { status: 500, headers: noStore },
    );
  }
}
