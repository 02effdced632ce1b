import { describe, expect, it } from "vitest";
import { TeamMemberSchema } from "./admin-validation";

describe("team member editor schema", () => {
  it("turns a non-numeric sort order into 0 (part 1 §5)", () => {
    const member = { name: "Ana", role: "Chair", description: "Leads the board.", category: "board" };
    expect(TeamMemberSchema.parse({ ...member, sortOrder: "first" }).sortOrder).toBe(0);
    expect(TeamMemberSchema.parse({ ...member, sortOrder: "4" }).sortOrder).toBe(4);
  });
});
