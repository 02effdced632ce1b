import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import { isUuid } from "~/db/ids";
import { recordAudit } from "./audit.server";

/**
 * The publish and delete commands that content tables with an `id`, a `title` and an
 * `isPublished` flag share (news stories, completed campaigns): one row by id, changed in a
 * transaction with its audit entry. What a section does beyond that stays in its feature.
 */
type ContentTable = PgTable & { id: PgColumn; title: PgColumn; isPublished: PgColumn };

interface ContentTarget {
  table: ContentTable;
  /** The audit log's name for a row of the table: "news_item". */
  entity: string;
}

type Actor = { id: string; email: string };

/** Publishes or unpublishes one row; its title, or null when it no longer exists. */
export async function setContentPublished(
  db: Db,
  actor: Actor,
  { table, entity }: ContentTarget,
  id: string,
  isPublished: boolean,
): Promise<string | null> {
  if (!isUuid(id)) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx.update(table).set({ isPublished }).where(eq(table.id, id)).returning({ title: table.title });
    if (!row) return null;
    const title = row.title as string;
    await recordAudit(tx, actor, {
      action: isPublished ? "publish" : "unpublish",
      entity,
      entityId: id,
      details: { title },
    });
    return title;
  });
}

/**
 * Deletes one row for good (for tables nothing else refers to); its title, or null when it was
 * already gone. The audit entry keeps the title and any `kept` columns (what tells the row apart).
 */
export async function deleteContent(
  db: Db,
  actor: Actor,
  { table, entity }: ContentTarget,
  id: string,
  kept: Record<string, PgColumn> = {},
): Promise<string | null> {
  if (!isUuid(id)) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(table)
      .where(eq(table.id, id))
      .returning({ title: table.title, ...kept });
    if (!row) return null;
    await recordAudit(tx, actor, { action: "delete", entity, entityId: id, details: row });
    return row.title as string;
  });
}
