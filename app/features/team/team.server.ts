import { asc } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { teamMembers, type TeamCategory } from "~/db/schema";
import { withImageAlt } from "~/utils/image-alt";
import { safeImageSrc } from "~/utils/projects/library";

/** Public queries of the team (the About section's team page). */

export interface TeamMemberCard {
  id: string;
  name: string;
  role: string;
  description: string;
  imageUrl: string | null;
  /** The alt attribute for the portrait: "" when staff marked it decorative. */
  imageAlt: string;
  category: TeamCategory;
}

/** The team page: ordered by category, then sort order (part 1 §7). */
export async function listTeamMembers(db: Db): Promise<TeamMemberCard[]> {
  const rows = await db
    .select({
      id: teamMembers.id,
      name: teamMembers.name,
      role: teamMembers.role,
      description: teamMembers.description,
      imageUrl: teamMembers.imageUrl,
      imageAlt: teamMembers.imageAlt,
      imageDecorative: teamMembers.imageDecorative,
      category: teamMembers.category,
    })
    .from(teamMembers)
    .orderBy(asc(teamMembers.category), asc(teamMembers.sortOrder), asc(teamMembers.name));
  return rows.map((row) => ({
    ...withImageAlt(row, `Portrait of ${row.name}`),
    imageUrl: safeImageSrc(row.imageUrl),
  }));
}
