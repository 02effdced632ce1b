import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createDiskStore } from "./disk-store.server";
import { createS3Store } from "./s3-store.server";
import { contentTypeForKey, isMediaKey } from "./keys";

async function collect(items: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const item of items) all.push(item);
  return all;
}

describe("media keys", () => {
  it("accepts content-hash names with an image extension only", () => {
    expect(isMediaKey("0123456789abcdef.webp")).toBe(true);
    expect(isMediaKey(`${"a".repeat(64)}.avif`)).toBe(true);
    for (const key of [
      "0123456789abcde.webp",
      "0123456789ABCDEF.webp",
      "../0123456789abcdef.webp",
      "0123456789abcdef.svg",
      "0123456789abcdef.webp/x",
      `${"a".repeat(65)}.png`,
    ]) {
      expect(isMediaKey(key), key).toBe(false);
    }
  });

  it("names the content type from the extension", () => {
    expect(contentTypeForKey("0123456789abcdef.jpg")).toBe("image/jpeg");
    expect(contentTypeForKey("0123456789abcdef.webp")).toBe("image/webp");
    expect(contentTypeForKey("0123456789abcdef.html")).toBeNull();
  });
});

describe("the disk store", () => {
  it("creates its folder, writes through a temporary file, and reads the bytes back", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "media-store-"));
    const store = createDiskStore(dataDir);
    const bytes = new TextEncoder().encode("not really an image, the store does not care");
    await store.put("0123456789abcdef.webp", bytes, "image/webp");
    // No temporary file is left beside the finished one.
    expect(readdirSync(path.join(dataDir, "uploads"))).toEqual(["0123456789abcdef.webp"]);

    const file = await store.get("0123456789abcdef.webp");
    expect(file?.contentType).toBe("image/webp");
    expect(file?.size).toBe(bytes.byteLength);
    expect(new Uint8Array(await new Response(file!.body).arrayBuffer())).toEqual(bytes);
    expect(await store.get("fedcba9876543210.webp")).toBeNull();
  });

  it("never turns a bad key into a path, and ignores unfinished temporary files", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "media-store-"));
    const store = createDiskStore(dataDir);
    await expect(store.put("../../etc/passwd", new Uint8Array([1]), "image/webp")).rejects.toThrow(/not a media key/);
    expect(await store.get("../session-secret")).toBeNull();
    // What a crash mid-write leaves behind is never served under the real key.
    await store.put("1111111111111111.webp", new Uint8Array([1, 2, 3]), "image/webp");
    writeFileSync(path.join(dataDir, "uploads", ".2222222222222222.webp.abc.tmp"), "half");
    expect(await store.get("2222222222222222.webp")).toBeNull();
  });

  it("lists its images (for backups), skipping temporary files, and nothing before the first upload", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "media-store-"));
    const store = createDiskStore(dataDir);
    expect(await collect(store.list())).toEqual([]);
    await store.put("1111111111111111.webp", new Uint8Array([1]), "image/webp");
    await store.put("3333333333333333.png", new Uint8Array([3]), "image/png");
    writeFileSync(path.join(dataDir, "uploads", ".2222222222222222.webp.abc.tmp"), "half");
    expect((await collect(store.list())).sort()).toEqual(["1111111111111111.webp", "3333333333333333.png"]);
  });
});

describe("the S3 store's listing", () => {
  it("follows ListObjectsV2's continuation tokens and keeps only media keys", async () => {
    const requests: URL[] = [];
    const pages = [
      `<ListBucketResult><IsTruncated>true</IsTruncated>` +
        `<Contents><Key>1111111111111111.webp</Key></Contents><Contents><Key>notes/readme.txt</Key></Contents>` +
        `<NextContinuationToken>next&amp;page=2</NextContinuationToken></ListBucketResult>`,
      `<ListBucketResult><IsTruncated>false</IsTruncated><Contents><Key>2222222222222222.jpg</Key></Contents></ListBucketResult>`,
    ];
    const fakeFetch = (async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      requests.push(url);
      return new Response(pages[requests.length - 1], { status: 200, headers: { "Content-Type": "application/xml" } });
    }) as typeof fetch;
    const store = createS3Store(
      {
        endpoint: "https://s3.example.org",
        bucket: "media",
        region: "us-east-1",
        accessKeyId: "a",
        secretAccessKey: "b",
      },
      fakeFetch,
    );
    expect(await collect(store.list())).toEqual(["1111111111111111.webp", "2222222222222222.jpg"]);
    expect(
      requests.map((url) => [
        url.pathname,
        url.searchParams.get("list-type"),
        url.searchParams.get("continuation-token"),
      ]),
    ).toEqual([
      ["/media", "2", null],
      ["/media", "2", "next&page=2"],
    ]);
  });
});
