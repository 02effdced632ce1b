import { AsyncLocalStorage } from "node:async_hooks";
import type { Logger as DrizzleLogger } from "drizzle-orm";

/**
 * Counts the database round trips of one request (docs/architecture.md: a public page in at
 * most 3, no query per row). The server runs each request inside `countQueries` and
 * reports the count in a `Server-Timing` header, so a bench or a curl shows an N+1.
 */
const requestQueries = new AsyncLocalStorage<{ count: number }>();

export function countQueries<T>(run: () => T): { result: T; queries: () => number } {
  const store = { count: 0 };
  const result = requestQueries.run(store, run);
  return { result, queries: () => store.count };
}

/** Drizzle's logger hook: every statement drizzle sends passes through here. */
export const queryCountingLogger: DrizzleLogger = {
  logQuery() {
    const store = requestQueries.getStore();
    if (store) store.count += 1;
  },
};
