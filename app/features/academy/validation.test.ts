import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { ENROLLMENT_MESSAGES } from "~/content/academy/enrollment";
import { GATE_COPY } from "~/content/academy/player";
import {
  checkEnrollmentCourse,
  describeEnrollmentProblem,
  ENROLLMENT_PROBLEM_ORDER,
  firstEnrollmentProblem,
} from "./enrollment-problems";
import { EnrollmentSchema, PlayerActionSchema } from "./validation";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const parse = (fields: Record<string, string>) => parseWithZod(form(fields), { schema: EnrollmentSchema });
const COURSE = "6f1c1c3e-2d7a-4c55-9a3e-1f2b3c4d5e6f";

describe("EnrollmentSchema", () => {
  it("trims inputs, strips script tags, lower-cases the email and keeps it only when the box is ticked", () => {
    const ticked = parse({
      courseId: ` ${COURSE} `,
      coursePassword: "  Sparkle2025 ",
      wantsToSupport: "on",
      supportEmail: " Ana@Example.ORG<script>x</script> ",
    });
    expect(ticked.status).toBe("success");
    if (ticked.status === "success") {
      expect(ticked.value).toEqual({
        courseId: COURSE,
        coursePassword: "Sparkle2025",
        wantsToSupport: true,
        supportEmail: "ana@example.org",
      });
    }
    const unticked = parse({ courseId: COURSE, supportEmail: "ana@example.org" });
    expect(unticked.status === "success" && unticked.value).toEqual({
      courseId: COURSE,
      coursePassword: undefined,
      wantsToSupport: false,
      supportEmail: undefined,
    });
  });

  it("ignores an invalid email when the box is not ticked, and refuses it when it is", () => {
    expect(parse({ courseId: COURSE, supportEmail: "not-an-email" }).status).toBe("success");
    const refused = parse({ courseId: COURSE, wantsToSupport: "on", supportEmail: "not-an-email" });
    expect(refused.status).toBe("error");
    expect(refused.status === "error" && refused.error).toEqual({ supportEmail: [ENROLLMENT_MESSAGES.invalidEmail] });
  });

  it("treats a course that is only a script as missing", () => {
    const result = parse({ courseId: "<script>alert(1)</script>" });
    expect(result.status === "error" && result.error).toEqual({ courseId: [ENROLLMENT_MESSAGES.courseRequiredField] });
  });
});

describe("enrollment validation order", () => {
  it("reports a missing course first, then the email", () => {
    const both = parse({ courseId: "", wantsToSupport: "on", supportEmail: "nope" });
    expect(both.status).toBe("error");
    const errors = both.status === "error" ? (both.error ?? {}) : {};
    expect(firstEnrollmentProblem(errors)).toBe("course-required");
    expect(describeEnrollmentProblem("course-required").toast).toEqual({
      title: "Course Required",
      description: "Please select a course to enroll in.",
    });
    const emailOnly = parse({ courseId: COURSE, wantsToSupport: "on", supportEmail: "nope" });
    expect(firstEnrollmentProblem(emailOnly.status === "error" ? (emailOnly.error ?? {}) : {})).toBe("invalid-email");
  });

  it("then the course must exist, then a private course needs a password", () => {
    expect(checkEnrollmentCourse(null, "anything")).toBe("course-not-found");
    expect(checkEnrollmentCourse({ isPrivate: true }, undefined)).toBe("password-required");
    expect(checkEnrollmentCourse({ isPrivate: true }, "guess")).toBeNull(); // the hash is checked next
    expect(checkEnrollmentCourse({ isPrivate: false }, undefined)).toBeNull();
  });

  it("picks the earliest problem in the documented order whatever order the errors come in", () => {
    expect(ENROLLMENT_PROBLEM_ORDER).toEqual([
      "course-required",
      "invalid-email",
      "course-not-found",
      "password-required",
      "password-incorrect",
    ]);
    expect(
      firstEnrollmentProblem({
        coursePassword: [ENROLLMENT_MESSAGES.passwordIncorrect],
        courseId: [ENROLLMENT_MESSAGES.courseNotFound],
      }),
    ).toBe("course-not-found");
    expect(firstEnrollmentProblem({ coursePassword: [ENROLLMENT_MESSAGES.passwordRequired] })).toBe(
      "password-required",
    );
    expect(firstEnrollmentProblem({ other: ["Something else"] })).toBe("unknown");
    expect(firstEnrollmentProblem({})).toBeNull();
  });

  it("words each failure as part 2 §8 does, under 'Enrollment Failed'", () => {
    expect(describeEnrollmentProblem("invalid-email").toast).toEqual({
      title: "Enrollment Failed",
      description: "Please enter a valid email address.",
    });
    expect(describeEnrollmentProblem("course-not-found").toast.description).toBe(
      "The selected course could not be found.",
    );
    expect(describeEnrollmentProblem("password-required").toast.description).toBe(
      "This is a private course. Please enter the course password.",
    );
    expect(describeEnrollmentProblem("password-incorrect").toast.description).toBe(
      "Incorrect password. Please check the password and try again.",
    );
    expect(describeEnrollmentProblem("unknown").toast.description).toBe(
      "There was an error processing your enrollment. Please try again.",
    );
    expect(describeEnrollmentProblem("course-required").fieldMessage).toBe("Please select a course.");
  });
});

describe("PlayerActionSchema", () => {
  it("requires the gate's password and a lesson id to complete", () => {
    const empty = parseWithZod(form({ intent: "unlock", password: "   " }), { schema: PlayerActionSchema });
    expect(empty.status === "error" && empty.error).toEqual({ password: [GATE_COPY.passwordRequired] });
    const ok = parseWithZod(form({ intent: "unlock", password: " Sparkle2025 " }), { schema: PlayerActionSchema });
    expect(ok.status === "success" && ok.value).toEqual({ intent: "unlock", password: "Sparkle2025" });
    expect(parseWithZod(form({ intent: "complete", lessonId: "nope" }), { schema: PlayerActionSchema }).status).toBe(
      "error",
    );
    expect(parseWithZod(form({ intent: "complete", lessonId: COURSE }), { schema: PlayerActionSchema }).status).toBe(
      "success",
    );
  });
});
