/**
 * The trash's purge (ADR 0051): an item deleted more than 30 days ago leaves the trash for good,
 * and the pictures only it used leave the media library, their files deleted. Run hourly by the
 * server (server/app.ts) and at once from /admin/trash.
 */
import type { Db } from "~/db/client.server";
import type { Logger } from "~/utils/logger.server";
import type { MediaStore } from "~/utils/media/media-store.server";
import { purgeExpiredTrash, purgeTrashItem } from "~/utils/revisions.server";
import { deleteImagesNoLongerUsed } from "./library.server";

const FIRST_CHECK_MS = 2 * 60_000;
const CHECK_EVERY_MS = 60 * 60_000;

/** Purges what is past its 30 days; how many items, and which image files went with them. */
export async function purgeExpiredTrashAndFiles(
  db: Db,
  store: MediaStore,
  now = new Date(),
): Promise<{ purged: number; deletedImages: string[] }> {
  const { purged, mediaKeys } = await purgeExpiredTrash(db, now);
  const deletedImages = mediaKeys.length > 0 ? await deleteImagesNoLongerUsed(db, store, mediaKeys) : [];
  return { purged, deletedImages };
}

/** Purges one trashed item now (staff chose "Delete forever"); its title, or null when it was gone. */
export async function purgeTrashItemAndFiles(
  db: Db,
  store: MediaStore,
  actor: { id: string; email: string },
  trashId: string,
): Promise<string | null> {
  const purged = await purgeTrashItem(db, actor, trashId);
  if (!purged) return null;
  await deleteImagesNoLongerUsed(db, store, purged.mediaKeys);
  return purged.title;
}

/**
 * The hourly purge. Every process may run it: each trashed row is taken by one process
 * (`FOR UPDATE SKIP LOCKED`), and an image row is locked while its use is checked, so two
 * processes never purge or delete the same thing twice.
 */
export function startTrashPurgeJob({
  db,
  store,
  logger,
  firstCheckMs = FIRST_CHECK_MS,
}: {
  db: Db;
  store: MediaStore;
  logger: Logger;
  firstCheckMs?: number;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = purgeExpiredTrashAndFiles(db, store)
        .then((result) => {
          if (result.purged > 0) {
            logger.info(
              { items: result.purged, images: result.deletedImages.length },
              "trash: purged items past 30 days",
            );
          }
        })
        .catch((error: unknown) => logger.error({ err: error }, "the trash purge failed"))
        .finally(() => schedule(CHECK_EVERY_MS));
    }, ms);
    timer.unref();
  };
  schedule(firstCheckMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
