import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cacheKey, canonicalKey, inlineScriptHashes, isCacheablePath, isPersonalRequest, preferredEncoding } from ".";

describe("the HTML cache for anonymous pages", () => {
  it("picks the encoding a client prefers, Brotli on a tie", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(preferredEncoding("gzip;q=0, br;q=0")).toBe("identity");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("identity")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
    expect(preferredEncoding("deflate")).toBe("identity");
  });

  it("hashes the scripts a browser runs, not JSON data or external files", () => {
    const html =
      '<script type="application/ld+json">{"a":1}</script><script>one()</script>' +
      '<script type="module" async="">two()</script><script src="/x.js"></script><script>one()</script>';
    const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([hash("one()"), hash("two()")]);
  });

  it("knows which requests are personal and which paths are never cached", () => {
    expect(isPersonalRequest(undefined)).toBe(false);
    expect(isPersonalRequest("other=1")).toBe(false);
    expect(isPersonalRequest("a=1; csn.session_token=x")).toBe(true);
    expect(isCacheablePath("/admin")).toBe(false);
    expect(isCacheablePath("/admin/news?page=2")).toBe(false);
    expect(isCacheablePath("/auth?mode=signup")).toBe(false);
    expect(isCacheablePath("/search?q=food")).toBe(false);
    expect(isCacheablePath("/latest-news.data")).toBe(false);
    expect(isCacheablePath("/favicon.ico")).toBe(false);
    expect(isCacheablePath("/administrators-guide")).toBe(true);
    expect(isCacheablePath("/news/6b1c")).toBe(true);
  });

  it("makes keys from the parameters that matter and reads a page's canonical address", () => {
    expect(cacheKey("/projects/library?page=2&category=business")).toBe("/projects/library?category=business&page=2");
    expect(cacheKey("/?utm_source=news&gclid=1")).toBe("/");
    expect(cacheKey("/donate?project=Baby%20Cam")).toBe("/donate?project=Baby+Cam");
    expect(canonicalKey('<link rel="canonical" href="https://x.org/latest-news?category=events&amp;page=2"/>')).toBe(
      "/latest-news?category=events&page=2",
    );
    expect(canonicalKey("<title>No canonical</title>")).toBeUndefined();
  });
});
