import { siteContext } from "~/context";
import { createMediaStore } from "~/utils/media/media-store.server";
import { readUploadedForm, saveUploadedImage, UploadError } from "~/utils/media/media.server";
import { replaceLibraryFile } from "~/features/media/library.server";
import { adminContext, adminMiddleware } from "~/features/auth/admin-access.server";
import { can } from "~/features/auth/permissions";
import type { Route } from "./+types/media-upload";

const noStore = { "Cache-Control": "no-store" };

/** Not under the /admin layout, so it runs the same admin check itself (`adminMiddleware`). */
export const middleware: Route.MiddlewareFunction[] = [adminMiddleware];

/**
 * Image upload for the admin's image fields and the media library: multipart `file` in,
 * `{ key, url, width, height, alt, decorative }` out (the library's alt text, when the same file
 * was uploaded before). Every upload joins the library (issue 39). With a `replaces` field (a
 * library key), the new file takes that image's place everywhere it is used.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // Read straight from the check, to answer JSON (the editor shows the message) rather than
  // requireStaff's page. Without the middleware this throws. Images belong to content.
  const { admin } = context.get(adminContext);
  if (!admin || !can(admin.role, "content")) {
    // The body is never read for someone who may not upload.
    return Response.json(
      { error: "Only staff who edit content can upload images. Please sign in again." },
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
    const { file, form } = await readUploadedForm(request);
    const field = form.get("replaces");
    const replaces = typeof field === "string" && field !== "" ? field : null;
    const store = createMediaStore(env);
    const saved = await saveUploadedImage({ db, store }, admin, file, { library: replaces === null });
    if (replaces !== null) {
      const outcome = await replaceLibraryFile(db, admin, replaces, saved, file.name);
      if (outcome.status !== "replaced") {
        const error = {
          "not-found": "That image is no longer in the library. Reload the page to see it as it is now.",
          "same-file": "That is the very same file as the one in use. Choose a different file to replace it with.",
          "already-in-library": `That file is already in the library (as “${"fileName" in outcome ? outcome.fileName : ""}”). Choose it where you need it instead, or pick another file.`,
        }[outcome.status];
        return Response.json({ error }, { status: outcome.status === "not-found" ? 404 : 409, headers: noStore });
      }
      return Response.json({ ...saved, places: outcome.places }, { status: 201, headers: noStore });
    }
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
