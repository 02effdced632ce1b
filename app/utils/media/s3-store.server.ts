import { AwsClient } from "aws4fetch";
import { createHash } from "node:crypto";
import { contentTypeForKey, isMediaKey } from "./keys";
import type { MediaStore } from "./media-store.types";

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl?: string;
}

/**
 * Images in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2 …), addressed
 * path-style (`<endpoint>/<bucket>/<key>`), which every one of them accepts. Requests are signed
 * with AWS Signature V4 by aws4fetch. An object appears only when its PUT completes, so a
 * failed upload never leaves half a file.
 */
export function createS3Store(config: S3Config, fetchImpl: typeof fetch = fetch): MediaStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: "s3",
  });
  const base = `${config.endpoint.replace(/\/$/, "")}/${encodeURIComponent(config.bucket)}`;
  const publicBase = config.publicUrl?.replace(/\/$/, "");
  const urlFor = (key: string) => {
    if (!isMediaKey(key)) throw new Error("not a media key");
    return `${base}/${key}`;
  };
  const send = async (url: string, init: RequestInit) => fetchImpl(await client.sign(url, init));

  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      const response = await send(urlFor(key), {
        method: "PUT",
        body: Uint8Array.from(bytes).buffer,
        headers: {
          "Content-Type": contentType,
          // The payload's hash is part of the signature, so the bucket rejects altered bytes.
          "X-Amz-Content-Sha256": createHash("sha256").update(bytes).digest("hex"),
          "Cache-Control": "public, max-age=31536000, immutable",
        },
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`the bucket refused the upload (HTTP ${response.status})`);
      }
      await response.body?.cancel();
    },
    async delete(key) {
      const response = await send(urlFor(key), { method: "DELETE" });
      await response.body?.cancel();
      // 204 when deleted; a bucket answers 404 for a key it never had, which is the same outcome.
      if (!response.ok && response.status !== 404) {
        throw new Error(`the bucket refused to delete a file (HTTP ${response.status})`);
      }
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      const response = await send(urlFor(key), { method: "GET" });
      if (response.status === 404 || response.status === 403) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new Error(`the bucket could not send ${key} (HTTP ${response.status})`);
      }
      const length = Number(response.headers.get("Content-Length"));
      return {
        body: response.body,
        size: Number.isFinite(length) && length > 0 ? length : null,
        contentType: contentTypeForKey(key) ?? "application/octet-stream",
      };
    },
    publicUrl(key) {
      return publicBase && isMediaKey(key) ? `${publicBase}/${key}` : null;
    },
    async *list() {
      // ListObjectsV2, a page of up to 1,000 keys at a time.
      let token: string | undefined;
      do {
        const query = new URLSearchParams({ "list-type": "2", ...(token ? { "continuation-token": token } : {}) });
        const response = await send(`${base}?${query}`, { method: "GET" });
        const xml = await response.text();
        if (!response.ok) throw new Error(`the bucket could not list its files (HTTP ${response.status})`);
        for (const [, key] of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) {
          const name = decodeXml(key!);
          if (isMediaKey(name)) yield name;
        }
        const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
        const next = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
        token = truncated && next ? decodeXml(next) : undefined;
      } while (token);
    },
  };
}

/** The five entities S3's XML answers use. */
function decodeXml(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|apos);/g,
    (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" })[name]!,
  );
}
