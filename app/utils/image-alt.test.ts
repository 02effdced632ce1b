import { describe, expect, it } from "vitest";
import { z } from "zod";
import { optionalImageUrl } from "./content-validation";
import { contentImageAlt, IMAGE_ALT_REQUIRED, imageTextColumns, imageTextFields, requireImageAlt } from "./image-alt";
import { requiredText } from "./validation";

/** An editor's schema as every content editor builds it. */
const StorySchema = z
  .object({ title: requiredText("Please give the story a title."), imageUrl: optionalImageUrl, ...imageTextFields })
  .superRefine(...requireImageAlt("imageUrl"));
const story = (fields: Record<string, string>) => StorySchema.safeParse({ title: "Coats for Duluth", ...fields });
const altError = (result: ReturnType<typeof story>) =>
  result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === "imageAlt")?.message;

describe("alt text for content images", () => {
  it("asks for a description whenever an image is set, unless it is marked decorative", () => {
    expect(altError(story({ imageUrl: "/media/a.webp" }))).toBe(IMAGE_ALT_REQUIRED);
    expect(altError(story({ imageUrl: "/media/a.webp", imageAlt: "   " }))).toBe(IMAGE_ALT_REQUIRED);
    expect(story({ imageUrl: "/media/a.webp", imageAlt: "  Volunteers loading coats into a van " }).data).toMatchObject(
      {
        imageAlt: "Volunteers loading coats into a van",
        imageDecorative: false,
      },
    );
    expect(story({ imageUrl: "/media/a.webp", imageDecorative: "on" }).success).toBe(true);
    expect(story({}).success).toBe(true);
  });

  it("says so next to the field together with the other mistakes, and limits the length", () => {
    const both = story({ title: " ", imageUrl: "/media/a.webp" });
    expect(altError(both)).toBe(IMAGE_ALT_REQUIRED);
    expect(both.error?.issues.some((issue) => issue.path[0] === "title")).toBe(true);
    expect(altError(story({ imageUrl: "/media/a.webp", imageAlt: "x".repeat(251) }))).toMatch(/under 250 characters/);
  });

  it("clears the description when the image is removed", () => {
    expect(imageTextColumns(undefined, { imageAlt: "Old words", imageDecorative: true })).toEqual({
      imageAlt: null,
      imageDecorative: false,
    });
    expect(imageTextColumns("/media/a.webp", { imageAlt: "New words", imageDecorative: false })).toEqual({
      imageAlt: "New words",
      imageDecorative: false,
    });
  });

  it("publishes decorative images with an empty alt and older rows with a description from the title", () => {
    expect(contentImageAlt({ imageAlt: "A van full of coats", imageDecorative: false }, "Coats")).toBe(
      "A van full of coats",
    );
    expect(contentImageAlt({ imageAlt: "A van full of coats", imageDecorative: true }, "Coats")).toBe("");
    expect(contentImageAlt({ imageAlt: null, imageDecorative: false }, "Coats for Duluth")).toBe("Coats for Duluth");
  });
});
