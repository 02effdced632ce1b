import { describe, expect, it } from "vitest";
import { isSlugShaped, looksLikeId, previewDescription, previewTitle, slugify } from "./slug";

describe("slugify", () => {
  it("makes an address from a title: accents folded, apostrophes dropped, single hyphens", () => {
    expect(slugify("Café Owners’ Club — Austin, TX")).toBe("cafe-owners-club-austin-tx");
    expect(slugify("  Straße & Søren's  ")).toBe("strase-sorens");
    expect(slugify("!!!")).toBe("");
  });

  it("stays under its length without a trailing hyphen", () => {
    const slug = slugify("word ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(72);
    expect(slug.endsWith("-")).toBe(false);
  });
});

describe("slug shape", () => {
  it("accepts lowercase words with single hyphens only, and tells an id apart", () => {
    expect(isSlugShaped("winter-coat-drive")).toBe(true);
    expect(isSlugShaped("Winter")).toBe(false);
    expect(isSlugShaped("a--b")).toBe(false);
    expect(isSlugShaped("x".repeat(81))).toBe(false);
    expect(looksLikeId("0b4c2a5e-1f3d-4c7a-9e2b-5d6f7a8b9c0d")).toBe(true);
    expect(looksLikeId("winter-coat-drive")).toBe(false);
  });
});

describe("search preview", () => {
  it("keeps a short description whole and cuts a long one at a word with an ellipsis", () => {
    expect(previewDescription("  Free  books  for kids. ")).toBe("Free books for kids.");
    const long = previewDescription("alpha beta gamma ".repeat(20));
    expect(long.length).toBeLessThanOrEqual(162);
    expect(long.endsWith(" …")).toBe(true);
    const title = previewTitle("Coats for Duluth ".repeat(6));
    expect(title.length).toBeLessThanOrEqual(62);
    expect(title).toMatch(/ (Coats|for|Duluth) …$/);
  });
});
