import { describe, expect, it } from "vitest";
import { CampaignApplicationSchema } from "./validation";

const messages = (input: Record<string, unknown>) =>
  (CampaignApplicationSchema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path[0], issue.message]);

describe("CampaignApplicationSchema", () => {
  it("gives the spec's messages, in the order of the form", () => {
    expect(messages({})).toEqual([
      ["fullName", "Full name is required"],
      ["email", "Email is required"],
      ["address", "Address is required"],
      ["eligibilityCode", "Eligibility code is required"],
    ]);
    expect(messages({ fullName: "Ana", email: "ana at example", address: "1 Main St", eligibilityCode: "X" })).toEqual([
      ["email", "Invalid email address"],
    ]);
  });

  it("keeps the phone optional, trims every field and keeps the code's case", () => {
    expect(
      CampaignApplicationSchema.parse({
        fullName: "  Kayla Dunmore ",
        email: " Kayla@Example.com",
        phone: "  ",
        address: " 1420 Pacific Ave ",
        eligibilityCode: " Anchor2026 ",
      }),
    ).toEqual({
      fullName: "Kayla Dunmore",
      email: "kayla@example.com",
      phone: undefined,
      address: "1420 Pacific Ave",
      eligibilityCode: "Anchor2026",
    });
  });

  it("limits lengths", () => {
    const result = CampaignApplicationSchema.safeParse({
      fullName: "x".repeat(121),
      email: "a@b.co",
      address: "y",
      eligibilityCode: "z".repeat(65),
    });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(["fullName", "eligibilityCode"]);
  });
});
