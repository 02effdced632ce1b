import { describe, expect, it } from "vitest";
import { normalizeCollaborationOptions } from "./collaboration-options";

const agent = { option: "Territorial Agent", description: "Represent the company in your area." };
const referral = { option: "Referral Partner", description: "Introduce a business once." };

describe("collaboration options normalisation", () => {
  it("keeps a list as it is", () => {
    expect(normalizeCollaborationOptions([agent, referral])).toEqual([agent, referral]);
  });

  it("turns one object into a list of one", () => {
    expect(normalizeCollaborationOptions(agent)).toEqual([agent]);
  });

  it("reads JSON text of a list or of one object, even twice encoded", () => {
    expect(normalizeCollaborationOptions(JSON.stringify([agent, referral]))).toEqual([agent, referral]);
    expect(normalizeCollaborationOptions(JSON.stringify(agent))).toEqual([agent]);
    expect(normalizeCollaborationOptions(JSON.stringify(JSON.stringify([agent])))).toEqual([agent]);
    expect(normalizeCollaborationOptions([JSON.stringify(agent)])).toEqual([agent]);
  });

  it("keeps an option only when it has both a text option and a description", () => {
    expect(
      normalizeCollaborationOptions([
        agent,
        { option: "Online Affiliate" },
        { description: "No name" },
        { option: "  ", description: "Blank name" },
        { option: 42, description: "A number" },
        { option: "Blank description", description: "   " },
      ]),
    ).toEqual([agent]);
  });

  it("trims, collapses spaces and drops duplicates", () => {
    expect(
      normalizeCollaborationOptions([
        { option: "  Territorial   Agent ", description: " Represent the company\n in your area. " },
        { option: "territorial agent", description: "Again" },
      ]),
    ).toEqual([agent]);
  });

  it("gives an empty list for garbage", () => {
    for (const garbage of [null, undefined, "", "not json", "{broken", 42, true, [], [null, 1, "x"], "null", "[1,2]"]) {
      expect(normalizeCollaborationOptions(garbage)).toEqual([]);
    }
  });

  it("limits lengths", () => {
    const [option] = normalizeCollaborationOptions({ option: "x".repeat(500), description: "y".repeat(5000) });
    expect(option?.option).toHaveLength(120);
    expect(option?.description).toHaveLength(600);
  });
});
