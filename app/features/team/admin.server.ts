import { asc, count, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { TeamCategory } from "~/db/constants";
import { teamMembers, type TeamMember } from "~/db/schema";
import { CONTENT_LIST_PAGE_SIZE, listOffset, type ListFilters } from "~/utils/list-filters";
import { allOf, matchesSearch } from "~/utils/list-filters.server";
import type { SessionUser } from "~/features/auth/auth.server";
import { recordAudit } from "~/utils/audit.server";
import { moveToTrash, recordRevision } from "~/utils/revisions.server";
import type { TeamMemberInput } from "./admin-validation";
import { imageTextColumns } from "~/utils/image-alt";

/** Ordered by category, then sort order (part 1 §7). */
export async function listTeamForAdmin(db: Db) {
  return db
    .select()
    .from(teamMembers)
    .orderBy(asc(teamMembers.category), asc(teamMembers.sortOrder), asc(teamMembers.name));
}

/**
 * One page of the team page's table, in the same order, with the total the filters keep: `q`
 * matches the name or the role, `status` is a group (`TEAM_CATEGORIES`).
 */
export async function listTeamPageForAdmin(
  db: Db,
  { q, status, page }: ListFilters<TeamCategory>,
): Promise<{ rows: TeamMember[]; total: number }> {
  const where = allOf(
    matchesSearch(q, [teamMembers.name, teamMembers.role]),
    status ? eq(teamMembers.category, status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(teamMembers)
      .where(where)
      .orderBy(asc(teamMembers.category), asc(teamMembers.sortOrder), asc(teamMembers.name), asc(teamMembers.id))
      .limit(CONTENT_LIST_PAGE_SIZE)
      .offset(listOffset(page)),
    db.select({ count: count() }).from(teamMembers).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

const toRow = (input: TeamMemberInput) => ({
  ...input,
  imageUrl: input.imageUrl ?? null,
  ...imageTextColumns(input.imageUrl, input),
});

export async function createTeamMember(db: Db, actor: SessionUser, input: TeamMemberInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(teamMembers).values(toRow(input)).returning({ id: teamMembers.id });
    await recordAudit(tx, actor, { action: "create", entity: "team_member", entityId: row!.id, details: toRow(input) });
    await recordRevision(tx, actor, "team-member", row!.id, null);
    return row!.id;
  });
}

export async function updateTeamMember(db: Db, actor: SessionUser, id: string, input: TeamMemberInput) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(teamMembers).where(eq(teamMembers.id, id));
    const updated = await tx
      .update(teamMembers)
      .set(toRow(input))
      .where(eq(teamMembers.id, id))
      .returning({ id: teamMembers.id });
    if (updated.length === 0) return false;
    await recordAudit(tx, actor, {
      action: "update",
      entity: "team_member",
      entityId: id,
      details: toRow(input),
      before,
    });
    await recordRevision(tx, actor, "team-member", id, before ?? null);
    return true;
  });
}

/** Moves the member to the trash (ADR 0051), restorable for 30 days; false when already gone. */
export async function deleteTeamMember(db: Db, actor: SessionUser, id: string) {
  return (await moveToTrash(db, actor, "team-member", id)) !== null;
}
