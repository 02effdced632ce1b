import { describe, expect, it } from "vitest";
import {
  buildProjectChoices,
  cityFromLocation,
  createPartnerApplicationSchema,
  findChoiceByTitle,
  OpportunityApplicationSchema,
} from "./validation";

const choices = buildProjectChoices([
  { id: "p1", title: "Orel Developers Agents", options: [{ option: "Territorial Agent", description: "Local rep." }] },
  { id: "p2", title: "Urban Garden", options: [] },
]);
const schema = createPartnerApplicationSchema(choices);
const valid = {
  name: "Ana",
  email: "ana@example.org",
  phone: "512-555-0142",
  location: "Austin, TX",
  project: "p1",
  partnershipType: "Territorial Agent",
};
const errors = (input: Record<string, unknown>) =>
  Object.fromEntries((schema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));

describe("the generic partner form schema", () => {
  it("accepts common phone formats and refuses the rest", () => {
    for (const phone of [
      "512-555-0142",
      "(512) 555-0142",
      "+1 512 555 0142",
      "512.555.0142",
      "5125550142 ext. 12",
      "512-555-0142 x3",
    ]) {
      expect(errors({ ...valid, phone }).phone, phone).toBeUndefined();
    }
    for (const phone of ["555-0142", "call me", "512-555-0142 ext", "1234567890123456", "512-555-0142; DROP"]) {
      expect(errors({ ...valid, phone }).phone, phone).toBeDefined();
    }
  });

  it("requires a partnership type only when the project offers some, and drops it otherwise", () => {
    expect(errors({ ...valid, partnershipType: "" }).partnershipType).toBe(
      "Please choose how you would like to partner.",
    );
    expect(
      schema.parse({ ...valid, project: "p2", partnershipType: "Territorial Agent" }).partnershipType,
    ).toBeUndefined();
    expect(schema.parse({ ...valid, project: "general-business", partnershipType: "" }).project).toBe(
      "general-business",
    );
  });

  it("finds a choice by title, case-insensitively", () => {
    expect(findChoiceByTitle(choices, " orel developers AGENTS ")?.value).toBe("p1");
    expect(findChoiceByTitle(choices, "General Individual Opportunity")?.value).toBe("general-individual");
    expect(findChoiceByTitle(choices, "Nope")).toBeUndefined();
    expect(findChoiceByTitle(choices, null)).toBeUndefined();
  });

  it("takes the city from 'City, State'", () => {
    expect(cityFromLocation("Austin, TX")).toBe("Austin");
    expect(cityFromLocation("Remote")).toBe("Remote");
    expect(cityFromLocation(", TX")).toBe(", TX");
  });
});

describe("the opportunity form schema", () => {
  const base = {
    type: "business",
    name: "Kim",
    email: "kim@example.org",
    phone: "901-555-0110",
    location: "Memphis, TN",
  };
  it("checks experience against the type's own options", () => {
    expect(OpportunityApplicationSchema.safeParse({ ...base, experience: "retail" }).success).toBe(true);
    expect(OpportunityApplicationSchema.safeParse({ ...base, experience: "entrepreneur" }).success).toBe(false);
    expect(
      OpportunityApplicationSchema.safeParse({ ...base, type: "individual", experience: "entrepreneur" }).success,
    ).toBe(true);
  });
  it("has no Social Security number field", () => {
    const parsed = OpportunityApplicationSchema.parse({ ...base, ssn: "123-45-6789" });
    expect(parsed).not.toHaveProperty("ssn");
  });
});
