import type { Env } from "~/env.server";
import { createDiskStore } from "./disk-store.server";
import type { MediaStore } from "./media-store.types";
import { createS3Store } from "./s3-store.server";

export type { MediaStore, StoredMedia } from "./media-store.types";

export type MediaEnv = Pick<
  Env,
  "DATA_DIR" | "S3_ENDPOINT" | "S3_BUCKET" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_PUBLIC_URL"
>;

/** The bucket when it is configured (env.server.ts checks the S3 variables are all set or none), else the disk. */
export function createMediaStore(env: MediaEnv, fetchImpl: typeof fetch = fetch): MediaStore {
  if (env.S3_ENDPOINT && env.S3_BUCKET && env.S3_REGION && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return createS3Store(
      {
        endpoint: env.S3_ENDPOINT,
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        publicUrl: env.S3_PUBLIC_URL,
      },
      fetchImpl,
    );
  }
  return createDiskStore(env.DATA_DIR);
}
