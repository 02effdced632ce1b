/** What the media stores share (a type module, so the stores and their chooser import no cycle). */
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
  /** Removes the file under `key` (nothing happens when there is none). Only a trash purge deletes files (ADR 0051). */
  delete(key: string): Promise<void>;
  /** Every stored image's key, in no particular order (for backups; anything else in the folder or bucket is skipped). */
  list(): AsyncIterable<string>;
}
