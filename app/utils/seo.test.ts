import { describe, expect, it } from "vitest";
import { newsArticleJsonLd, serializeJsonLd } from "./json-ld";
import { absoluteUrl, buildSeoMeta, canonicalPath, metaDescription } from "./seo";

const ORIGIN = "https://example.org";

describe("canonicalPath", () => {
  it("keeps only the parameters given, drops empty ones and page 1", () => {
    expect(canonicalPath("/latest-news", { category: null, page: 1 })).toBe("/latest-news");
    expect(canonicalPath("/latest-news", { category: "campaigns", page: 3 })).toBe(
      "/latest-news?category=campaigns&page=3",
    );
    expect(canonicalPath("/academy", { category: "Lab-Grown Diamonds" })).toBe("/academy?category=Lab-Grown+Diamonds");
  });
});

describe("absoluteUrl", () => {
  it("puts site paths on the origin and leaves absolute URLs alone", () => {
    expect(absoluteUrl(ORIGIN, "/images/a.jpg")).toBe("https://example.org/images/a.jpg");
    expect(absoluteUrl(ORIGIN, "media/a.jpg")).toBe("https://example.org/media/a.jpg");
    expect(absoluteUrl(ORIGIN, "https://cdn.example.net/a.jpg")).toBe("https://cdn.example.net/a.jpg");
  });
});

describe("buildSeoMeta", () => {
  it("uses the item's own image, made absolute, or the default share image", () => {
    const own = buildSeoMeta(ORIGIN, { title: "A story", path: "/news/1", image: "/media/photo.jpg" });
    expect(own).toContainEqual({ property: "og:image", content: "https://example.org/media/photo.jpg" });
    expect(own).toContainEqual({ tagName: "link", rel: "canonical", href: "https://example.org/news/1" });
    const fallback = buildSeoMeta(ORIGIN, { title: "About", path: "/about" });
    expect(fallback).toContainEqual({ property: "og:image", content: "https://example.org/images/share/default.png" });
    expect(fallback).toContainEqual({ property: "og:image:width", content: "1200" });
    // Social networks do not render SVG cards.
    const drawn = buildSeoMeta(ORIGIN, {
      title: "Baby-cam drive",
      path: "/news/2",
      image: "/images/seed/baby-cam.svg",
    });
    expect(drawn).toContainEqual({ property: "og:image", content: "https://example.org/images/share/default.png" });
  });

  it("adds noindex and leaves the canonical out when asked", () => {
    const page = buildSeoMeta(ORIGIN, { title: "Not found", path: null, noindex: true });
    expect(page).toContainEqual({ name: "robots", content: "noindex" });
    expect(page.some((descriptor) => "rel" in descriptor)).toBe(false);
    expect(page.some((descriptor) => "property" in descriptor && descriptor.property === "og:url")).toBe(false);
  });
});

describe("metaDescription", () => {
  it("collapses whitespace and cuts long text at a word with an ellipsis", () => {
    expect(metaDescription("  Two\n words ")).toBe("Two words");
    const long = metaDescription("word ".repeat(60), 40)!;
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith("word...")).toBe(true);
    expect(metaDescription("   ")).toBeUndefined();
  });
});

describe("serializeJsonLd", () => {
  it("cannot close its script tag and still parses back to the same data", () => {
    const data = { headline: "</script><script>alert(1)</script> & more\u2028" };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text)).toEqual(data);
  });

  it("describes a news article with absolute URLs and the organisation as publisher", () => {
    const article = newsArticleJsonLd(ORIGIN, {
      id: "abc",
      slug: "winter-coats",
      title: "T",
      description: "D",
      publishedDate: "2026-01-02T00:00:00.000Z",
    });
    expect(article).toMatchObject({
      "@type": "NewsArticle",
      url: "https://example.org/news/winter-coats",
      image: ["https://example.org/images/share/default.png"],
      publisher: { "@type": "NGO", name: "Community Synergy Network" },
    });
  });
});
