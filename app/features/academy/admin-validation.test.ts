import { describe, expect, it } from "vitest";
import { CourseSchema, LessonSchema } from "./admin-validation";
import { VIDEO_URL_MESSAGE } from "~/utils/video";

const course = (fields: Record<string, string> = {}) =>
  CourseSchema.safeParse({ title: "Budget Basics", description: "Plan a month of spending.", ...fields });

describe("CourseSchema", () => {
  it("reads the two checkboxes and leaves an empty password as 'keep the current one'", () => {
    const parsed = course({ isPrivate: "on", newPassword: "   " });
    expect(parsed.success && parsed.data).toMatchObject({
      isPrivate: true,
      isPublished: false,
      newPassword: undefined,
    });
  });

  it("trims the password like the learner's gate does, and wants at least 8 characters", () => {
    const ok = course({ isPrivate: "on", newPassword: "  harbor-lights  " });
    expect(ok.success && ok.data.newPassword).toBe("harbor-lights");
    const short = course({ isPrivate: "on", newPassword: " 1234567 " });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]).toMatchObject({
      path: ["newPassword"],
      message: "Please use at least 8 characters.",
    });
  });

  it("refuses a password for a public course instead of silently dropping it", () => {
    const parsed = course({ newPassword: "harbor-lights" });
    expect(parsed.error?.issues[0]?.path).toEqual(["newPassword"]);
  });

  it("takes an image as an https address or a site path, not a script", () => {
    expect(course({ imageUrl: "/images/a.jpg", imageAlt: "A ledger and a calculator" }).success).toBe(true);
    expect(course({ imageUrl: "javascript:alert(1)" }).success).toBe(false);
  });
});

describe("LessonSchema", () => {
  const lesson = (fields: Record<string, string>) => LessonSchema.safeParse({ title: "Week one", ...fields });

  it("needs an https video address for a video lesson, not for a text lesson", () => {
    expect(lesson({ contentType: "text" }).success).toBe(true);
    expect(lesson({ contentType: "video" }).error?.issues[0]?.path).toEqual(["videoUrl"]);
    expect(lesson({ contentType: "video", videoUrl: "https://player.vimeo.com/video/123" }).success).toBe(true);
  });

  it("stores a pasted YouTube or Vimeo link as its player's address and refuses other links", () => {
    expect(lesson({ contentType: "video", videoUrl: " https://youtu.be/Qm3vT8sLx2A?t=30 " }).data?.videoUrl).toBe(
      "https://www.youtube-nocookie.com/embed/Qm3vT8sLx2A?start=30",
    );
    expect(lesson({ contentType: "video", videoUrl: "https://vimeo.com/76979871" }).data?.videoUrl).toBe(
      "https://player.vimeo.com/video/76979871",
    );
    for (const videoUrl of ["https://example.org/v.mp4", "javascript:alert(1)", "my video"]) {
      const issue = lesson({ contentType: "video", videoUrl }).error?.issues[0];
      expect(issue?.path, videoUrl).toEqual(["videoUrl"]);
      expect(issue?.message).toBe(VIDEO_URL_MESSAGE);
    }
  });

  it("only offers the types the player knows and whole minutes", () => {
    expect(lesson({ contentType: "quiz" }).success).toBe(false);
    expect(lesson({ contentType: "text", durationMinutes: "12" }).data?.durationMinutes).toBe(12);
    expect(lesson({ contentType: "text", durationMinutes: "" }).data?.durationMinutes).toBeUndefined();
    expect(lesson({ contentType: "text", durationMinutes: "1.5" }).success).toBe(false);
    expect(lesson({ contentType: "text", durationMinutes: "-3" }).success).toBe(false);
  });
});
