import { siteContext } from "~/context";
import { createMediaStore } from "~/utils/media/media-store.server";
import { readUploadedFile, saveUploadedImage, UploadError } from "~/utils/media/media.server";
import { adminContext, adminMiddleware } from "~/features/auth/admin-access.server";
import type { Route } from "./+types/media-upload";

const noStore = { "Cache-Control": "no-store" };

/** Not under the /admin layout, so it runs the same admin check itself (`adminMiddleware`). */
export const middleware: Route.MiddlewareFunction[] = [adminMiddleware];

/** Image upload for the admin's image fields: multipart `file` in, `{ url, width, height }` out. */
export async function action({ request, context }: Route.ActionArgs) {
  // Read straight from the check, to answer JSON (the editor shows the message) rather than
  // requireAdmin's page. Without the middleware this throws.
  const { admin } = context.get(adminContext);
  if (!admin) {
    // The body is never read for someone who may not upload.
    return Response.json(
      { error: "Only administrators can upload images. Please sign in again." },
      { status: 403, headers: noStore },
    );
  }
  const { db, env, logger, leaveRenderBudget } = context.get(siteContext);
  // The file arrives at the sender's pace (a phone on a poor connection takes a while): that
  // wait must not hold one of the rendering places every page needs (server/overload.ts).
  leaveRenderBudget?.();
  if (request.method !== "POST") {
    return Response.json(
      { error: "Send the image with POST." },
      { status: 405, headers: { ...noStore, Allow: "POST" } },
    );
  }
  try {
    const file = await readUploadedFile(request);
    const store = createMediaStore(env);
    const saved = await saveUploadedImage({ db, store }, admin, file);
    return Response.json(saved, { status: 201, headers: noStore });
  } catch (error) {
    if (error instanceof UploadError) {
      return Response.json({ error: error.message }, { status: error.status, headers: noStore });
    }
    logger.error({ err: error }, "storing an uploaded image failed");
    return Response.json(
      { error: "The image could not be saved just now. Please try again in a moment." },
      { status: 500, headers: noStore },
    );
  }
}
