import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { US_STATES, VOLUNTEER_INTERESTS, labelOf } from "~/content/engage/volunteer-options";
import { ContactSchema, isPlausiblePhone, VolunteerSchema, ZIP_CODE_PATTERN } from "./validation";

function form(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  return data;
}

describe("ContactSchema", () => {
  it("trims, collapses one-line fields and turns an empty subject into undefined", () => {
    const submission = parseWithZod(
      form({ name: " Ana \n Pérez ", email: "A@B.org", subject: "  ", message: " Hi \n there " }),
      {
        schema: ContactSchema,
      },
    );
    expect(submission.status).toBe("success");
    if (submission.status === "success") {
      expect(submission.value).toEqual({
        name: "Ana Pérez",
        email: "a@b.org",
        subject: undefined,
        message: "Hi \n there",
      });
    }
  });
});

describe("VolunteerSchema", () => {
  it("lists exactly 50 states with unique two-letter codes", () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATES.map((state) => state.value)).size).toBe(50);
    for (const state of US_STATES) expect(state.value).toMatch(/^[A-Z]{2}$/);
  });

  it("wraps a single ticked interest in a list (how a browser posts one checkbox)", () => {
    const submission = parseWithZod(
      form({
        firstName: "A",
        lastName: "B",
        email: "a@b.org",
        phone: "555 010 2030",
        address: "1 Main St",
        city: "Dover",
        state: "DE",
        zipCode: "19901",
        interests: "events",
        availability: "weekends",
        hearAboutUs: "website",
      }),
      { schema: VolunteerSchema },
    );
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value.interests).toEqual(["events"]);
  });

  it("accepts loose phone formats with 7 to 20 digits", () => {
    expect(isPlausiblePhone("555-0100")).toBe(true);
    expect(isPlausiblePhone("+1 (555) 010.2030")).toBe(true);
    expect(isPlausiblePhone("555-010")).toBe(false);
    expect(isPlausiblePhone("1".repeat(21))).toBe(false);
    expect(isPlausiblePhone("555-0100 x2")).toBe(false);
  });

  it("accepts 5-digit ZIP codes and ZIP+4", () => {
    expect(ZIP_CODE_PATTERN.test("02134")).toBe(true);
    expect(ZIP_CODE_PATTERN.test("02134-0001")).toBe(true);
    expect(ZIP_CODE_PATTERN.test("2134")).toBe(false);
    expect(ZIP_CODE_PATTERN.test("02134-01")).toBe(false);
  });

  it("gives readable labels for stored values", () => {
    expect(labelOf(VOLUNTEER_INTERESTS, "community_outreach")).toBe("Community outreach");
    expect(labelOf(US_STATES, "NM")).toBe("New Mexico");
    expect(labelOf(US_STATES, "ZZ")).toBe("ZZ");
  });
});
