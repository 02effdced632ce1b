import { asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { teamMembers } from "~/db/schema";
import type { SessionUser } from "~/features/auth/auth.server";
import { recordAudit } from "~/utils/audit.server";
import type { TeamMemberInput } from "./admin-validation";
import { imageTextColumns } from "~/utils/image-alt";

/** Ordered by category, then sort order (part 1 §7). */
export async function listTeamForAdmin(db: Db) {
  return db
    .select()
    .from(teamMembers)
    .orderBy(asc(teamMembers.category), asc(teamMembers.sortOrder), asc(teamMembers.name));
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
    return true;
  });
}

export async function deleteTeamMember(db: Db, actor: SessionUser, id: string) {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(teamMembers).where(eq(teamMembers.id, id)).returning({ name: teamMembers.name });
    if (removed.length === 0) return false;
    await recordAudit(tx, actor, {
      action: "delete",
      entity: "team_member",
      entityId: id,
      details: { name: removed[0]!.name },
    });
    return true;
  });
}
