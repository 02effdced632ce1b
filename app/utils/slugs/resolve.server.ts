import { and, eq, ne, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { redirect } from "react-router";
import type { Db } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors";
import { isUuid } from "~/db/ids";
import { slugHistory } from "~/db/schema";
import { isSlugShaped } from "./slug";
import { SLUG_OLD_MESSAGE, SLUG_TAKEN_MESSAGE } from "./validation";

/** A table whose rows have an address of their own, and its kind in slug_history. */
export interface SluggedKind {
  kind: "news" | "completed-campaign" | "course" | "newsletter" | "project";
  table: PgTable & { id: AnyPgColumn; slug: AnyPgColumn };
}

type Reader = Pick<Db, "select">;

/**
 * Why `slug` cannot be this item's address, or null when it can: another item of the kind has it
 * now, or had it before (its old links still lead there, and must keep doing so).
 */
export async function checkSlugFree(
  db: Reader,
  { kind, table }: SluggedKind,
  slug: string,
  exceptId: string | null,
): Promise<string | null> {
  const [current, old] = await Promise.all([
    db
      .select({ id: table.id })
      .from(table)
      .where(exceptId ? and(eq(table.slug, slug), ne(table.id, exceptId)) : eq(table.slug, slug))
      .limit(1),
    db
      .select({ id: slugHistory.itemId })
      .from(slugHistory)
      .where(
        and(
          eq(slugHistory.kind, kind),
          eq(slugHistory.slug, slug),
          exceptId ? ne(slugHistory.itemId, exceptId) : undefined,
        ),
      )
      .limit(1),
  ]);
  if (current.length > 0) return SLUG_TAKEN_MESSAGE;
  if (old.length > 0) return SLUG_OLD_MESSAGE;
  return null;
}

/**
 * The current slug of the item an address names by its id or by a slug it had before, or null.
 * Only reached when the address is not a current slug, so a normal page view never pays for it.
 * `visible` narrows it to the items this visitor may see (live ones), so a draft's address is not
 * given away to whoever holds its id.
 */
export async function findCurrentSlug(
  db: Reader,
  { kind, table }: SluggedKind,
  param: string | undefined,
  visible?: SQL,
) {
  if (isUuid(param)) {
    const [row] = await db
      .select({ slug: table.slug })
      .from(table)
      .where(and(eq(table.id, param.toLowerCase()), visible))
      .limit(1);
    return (row?.slug as string | undefined) ?? null;
  }
  if (!isSlugShaped(param)) return null;
  const [row] = await db
    .select({ slug: table.slug })
    .from(slugHistory)
    .innerJoin(table, eq(table.id, slugHistory.itemId))
    .where(and(eq(slugHistory.kind, kind), eq(slugHistory.slug, param), visible))
    .limit(1);
  return (row?.slug as string | undefined) ?? null;
}

/**
 * Throws a 301 to the item's current address (`base` + slug + `rest`, the query string kept) when
 * `param` is its id or an old slug; returns when it names nothing, so the caller answers 404.
 * `rest` is what follows the slug in the address (a course's "/learn").
 */
export async function redirectToCurrentSlug(
  db: Reader,
  kind: SluggedKind,
  {
    param,
    base,
    url,
    visible,
    rest = "",
  }: { param: string | undefined; base: string; url: URL; visible?: SQL; rest?: string },
): Promise<void> {
  const slug = await findCurrentSlug(db, kind, param, visible);
  if (slug && slug !== param) throw redirect(`${base}${slug}${rest}${url.search}`, 301);
}

/** The message for a save that lost a race for its slug (the unique index refused it), else null. */
export function slugConflictMessage(error: unknown): string | null {
  return isUniqueViolation(error) ? SLUG_TAKEN_MESSAGE : null;
}
