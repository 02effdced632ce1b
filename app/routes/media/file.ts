import { siteContext } from "~/context";
import { isMediaKey } from "~/utils/media/keys";
import { createMediaStore } from "~/utils/media/media-store.server";
import type { Route } from "./+types/file";

const notFound = () =>
  new Response("That image does not exist.", {
    status: 404,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    },
  });

/**
 * An uploaded image. Its key is a hash of its bytes, so the file never changes: it may be
 * cached for a year, and its ETag is the key itself. (`X-Content-Type-Options: nosniff` comes
 * with every answer from the server's headers, helmet; set here as well, it went out twice.)
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { env, logger } = context.get(siteContext);
  const key = params.key;
  if (!isMediaKey(key)) return notFound();
  const store = createMediaStore(env);

  const publicUrl = store.publicUrl(key);
  if (publicUrl) {
    return new Response(null, {
      status: 301,
      headers: { Location: publicUrl, "Cache-Control": "public, max-age=31536000, immutable" },
    });
  }

  const etag = `"${key.slice(0, key.indexOf("."))}"`;
  const cacheHeaders = {
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
  };
  let file;
  try {
    file = await store.get(key);
  } catch (error) {
    logger.error({ err: error }, "reading an uploaded image failed");
    return new Response("The image could not be loaded just now.", {
      status: 503,
      headers: { "Cache-Control": "no-store", "Retry-After": "30" },
    });
  }
  if (!file) return notFound();
  if (
    request.headers
      .get("If-None-Match")
      ?.split(",")
      .some((tag) => tag.trim().replace(/^W\//, "") === etag)
  ) {
    await file.body.cancel();
    return new Response(null, { status: 304, headers: cacheHeaders });
  }
  return new Response(file.body, {
    status: 200,
    headers: {
      ...cacheHeaders,
      "Content-Type": file.contentType,
      ...(file.size !== null ? { "Content-Length": String(file.size) } : {}),
      "Content-Disposition": "inline",
    },
  });
}
