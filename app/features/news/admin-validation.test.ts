import { describe, expect, it } from "vitest";
import { hasReadableContent, knownCategory, newsItemSchema, parseTags } from "./admin-validation";

const NewsItemSchema = newsItemSchema("America/New_York");

const story = (overrides: Record<string, unknown> = {}) => ({
  title: "Coats reached 40 families",
  description: "The Duluth coat drive closed above its goal.",
  content: "<p>Thank you, Duluth.</p>",
  category: "Campaigns",
  ...overrides,
});

const issues = (overrides: Record<string, unknown>) => {
  const result = NewsItemSchema.safeParse(story(overrides));
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("the news item schema", () => {
  it("trims tags, drops empty ones and repeats in any case, and allows at most 10", () => {
    expect(parseTags(" winter , Coats,, winter,COATS ,  duluth  mn ")).toEqual(["winter", "Coats", "duluth mn"]);
    expect(NewsItemSchema.parse(story({ tags: "a, b, a" })).tags).toEqual(["a", "b"]);
    expect(NewsItemSchema.parse(story({ tags: "" })).tags).toEqual([]);
    const eleven = Array.from({ length: 11 }, (_, i) => `tag${i}`).join(",");
    expect(issues({ tags: eleven }).tags).toBe("Please use at most 10 tags.");
    // Eleven entries of which two repeat are ten tags: fine.
    expect(
      NewsItemSchema.safeParse(story({ tags: `${Array.from({ length: 10 }, (_, i) => `t${i}`).join(",")},T1` }))
        .success,
    ).toBe(true);
  });

  it("reads the date and time in the site's zone, defaults an empty one to now, and refuses nonsense", () => {
    expect(NewsItemSchema.parse(story({ publishedDate: "2026-11-18T09:30" })).publishedDate.toISOString()).toBe(
      "2026-11-18T14:30:00.000Z",
    );
    expect(
      newsItemSchema("UTC")
        .parse(story({ publishedDate: "2026-11-18T09:30" }))
        .publishedDate.toISOString(),
    ).toBe("2026-11-18T09:30:00.000Z");
    const before = Date.now();
    const defaulted = NewsItemSchema.parse(story({ publishedDate: "" })).publishedDate.getTime();
    expect(defaulted).toBeGreaterThanOrEqual(before);
    expect(issues({ publishedDate: "next tuesday" }).publishedDate).toMatch(/Please enter a date and time/);
  });

  it("needs a story with something a reader can see, not an empty paragraph", () => {
    expect(issues({ content: "<p></p>" }).content).toBe("Please write the story before saving.");
    expect(issues({ content: "   " }).content).toBe("Please write the story before saving.");
    expect(hasReadableContent("<p>&nbsp;</p>")).toBe(false);
    expect(hasReadableContent('<p><img src="/media/a.png" alt=""></p>')).toBe(true);
  });

  it("accepts only the four public categories and matches old spellings to them", () => {
    expect(issues({ category: "Gossip" }).category).toMatch(/Choose a category/);
    expect(knownCategory(" community ")).toBe("Community");
    expect(knownCategory("Events")).toBeUndefined();
  });

  it("names every missing required field and checks the addresses", () => {
    const errors = issues({ title: " ", description: "", imageUrl: "javascript:alert(1)", externalUrl: "ftp://x.org" });
    expect(errors).toMatchObject({
      title: "Please give the story a title.",
      description: "Please write a short summary for the news cards.",
    });
    expect(errors.imageUrl).toMatch(/Image URL must be/);
    expect(errors.externalUrl).toMatch(/https:\/\//);
  });
});
