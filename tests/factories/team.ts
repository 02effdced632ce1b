import type { Db } from "~/db/client.server";
import { teamMembers } from "~/db/schema";
import { single, unique } from "./unique";

export type TeamMemberOverrides = Partial<typeof teamMembers.$inferInsert>;

/** A board member (category "board" unless overridden). */
export async function createTeamMember(
  db: Db,
  overrides: TeamMemberOverrides = {},
): Promise<typeof teamMembers.$inferSelect> {
  const name = overrides.name ?? unique("Test Member");
  return single(
    await db
      .insert(teamMembers)
      .values({
        name,
        role: "Board Member",
        description: `${name} serves on the board.`,
        imageUrl: null,
        category: "board",
        sortOrder: 0,
        ...overrides,
      })
      .returning(),
  );
}
