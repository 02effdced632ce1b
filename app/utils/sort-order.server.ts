import { inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { courseLessons, courseModules } from "~/db/schema";

/** Writes positions 0..n-1 in the given order, in one statement (a course's modules, a module's lessons). */
export async function renumber(
  tx: Pick<Db, "update">,
  table: typeof courseModules | typeof courseLessons,
  ids: readonly string[],
) {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id}::uuid then ${index}::int`),
    sql` `,
  );
  await tx
    .update(table)
    .set({ sortOrder: sql`case ${table.id} ${cases} end` })
    .where(inArray(table.id, [...ids]));
}
