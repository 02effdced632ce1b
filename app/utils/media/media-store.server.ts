import type { Env } from "~/env.server";
import { createDiskStore } from "./disk-store.server";
import { createS3Store } from "./s3-store.server";

export interface StoredMedia {
  body: ReadableStream<Uint8Array>;
  size: number | null;
  contentType: string;
}

/** Where uploaded images live: a folder on this machine, or an S3-compatible bucket. */
export interface MediaStore {
  kind: "disk" | "s3";
  /** Writes the bytes under `key`; never leaves a half-written file behind. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none under `key`. */
  get(key: string): Promise<StoredMedia | null>;
  /** A public address to send visitors to instead of serving the bytes here (S3 with S3_PUBLIC_URL). */
  publicUrl(key: string): string | null;
  /** Every stored image's key, in no particular order (for backups; anything else in the folder or bucket is skipped). */
  list(): AsyncIterable<string>;
}

type MediaEnv = Pick<
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
