import { describe, expect, it } from "vitest";
import { CampaignSchema } from "./admin-validation";

const campaign = (overrides: Record<string, unknown> = {}) => ({
  title: "Coats",
  description: "Warm coats",
  status: "Active",
  eligibilityCode: "WARM2026",
  raisedAmount: "10",
  ...overrides,
});

describe("campaign editor schema", () => {
  it("accepts a site path or an https address for images, never another host's protocol-relative path", () => {
    const described = { imageAlt: "Winter coats on a rack" };
    expect(CampaignSchema.safeParse(campaign({ imageUrl: "/images/seed/coats.svg", ...described })).success).toBe(true);
    expect(
      CampaignSchema.safeParse(campaign({ imageUrl: "https://cdn.example.org/coats.jpg", ...described })).success,
    ).toBe(true);
    expect(CampaignSchema.safeParse(campaign({ imageUrl: "//evil.example/x.png" })).success).toBe(false);
    expect(CampaignSchema.safeParse(campaign({ imageUrl: "javascript:alert(1)" })).success).toBe(false);
  });

  it("parses amounts as numbers, invalid ones as 0, and an empty goal as no goal (part 1 §5)", () => {
    expect(CampaignSchema.parse(campaign({ goalAmount: "$12,500", raisedAmount: "abc" }))).toMatchObject({
      goalAmount: 12500,
      raisedAmount: 0,
    });
    expect(CampaignSchema.parse(campaign({ goalAmount: "" })).goalAmount).toBeNull();
    expect(CampaignSchema.parse(campaign({ goalAmount: undefined })).goalAmount).toBeNull();
    expect(CampaignSchema.parse(campaign({ raisedAmount: "-40" })).raisedAmount).toBe(0);
  });
});
