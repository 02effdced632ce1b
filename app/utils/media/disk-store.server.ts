import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { contentTypeForKey, isMediaKey } from "./keys";
import type { MediaStore } from "./media-store.types";

/** Images in `<DATA_DIR>/uploads/`, one file per content-hash key. */
export function createDiskStore(dataDir: string): MediaStore {
  const folder = path.resolve(dataDir, "uploads");
  const fileFor = (key: string) => {
    // Keys are checked before they become paths, so "../" can never reach the file system.
    if (!isMediaKey(key)) throw new Error("not a media key");
    return path.join(folder, key);
  };

  return {
    kind: "disk",
    async put(key, bytes) {
      const target = fileFor(key);
      await mkdir(folder, { recursive: true });
      // Write beside the target, then rename: a crash leaves a stray temp file, never a half image.
      const temp = path.join(folder, `.${key}.${randomBytes(6).toString("hex")}.tmp`);
      try {
        await writeFile(temp, bytes, { flag: "wx" });
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      const file = fileFor(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return {
          body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
          size: info.size,
          contentType: contentTypeForKey(key) ?? "application/octet-stream",
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
    publicUrl() {
      return null;
    },
    async *list() {
      let names: string[];
      try {
        names = await readdir(folder);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
        throw error;
      }
      // Unfinished temporary files (".<key>.<random>.tmp") are not keys and are skipped.
      yield* names.filter((name) => isMediaKey(name));
    },
  };
}
