/**
 * Readable, unique values for factory rows: a counter per process plus a short random suffix, so
 * rows made in one test file never collide, even on a PostgreSQL database shared across runs.
 */
const RUN = Math.random().toString(36).slice(2, 6);
let counter = 0;

/** "Campaign 3-k2p9": the label, a counter and this run's suffix. */
export function unique(label: string): string {
  counter += 1;
  return `${label} ${counter}-${RUN}`;
}

/** A lower-case slug form of `unique(label)`, for slugs and email local parts. */
export function uniqueSlug(label: string): string {
  return unique(label)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A unique address at example.org. */
export function uniqueEmail(label = "person"): string {
  return `${uniqueSlug(label)}@example.org`;
}

/** An eligibility code shaped like the admin editor's generated ones (word, four characters, year). */
export function uniqueCode(word = "TEST"): string {
  counter += 1;
  // This run's suffix and the counter: distinct for every code this process makes.
  return `${word}-${RUN.toUpperCase()}${counter.toString(36).toUpperCase()}-2026`;
}

/** The row a one-row `insert … returning()` gave back. */
export function single<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error("the insert returned no row");
  return row;
}
