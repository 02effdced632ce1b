import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { isReservedProjectSlug, PROJECT_RESERVED_SLUGS } from "./reserved-slugs";

/** Every path in the route table, children joined to their parents. */
function paths(entries: RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path === undefined ? prefix : `${prefix}/${entry.path}`.replace(/\/+/g, "/");
    return [own, ...paths(entry.children ?? [], own)];
  });
}

describe("project addresses the fixed pages keep", () => {
  it("lists every fixed page one segment under /projects/ in app/routes.ts", () => {
    const fixed = paths(routes)
      .map((route) => /^\/?projects\/([a-z0-9-]+)$/.exec(route)?.[1])
      .filter((segment): segment is string => Boolean(segment));
    expect(fixed.length).toBeGreaterThan(5);
    expect([...PROJECT_RESERVED_SLUGS].sort()).toEqual([...new Set(fixed)].sort());
  });

  it("gives the database's fill_slug the same list (drizzle/0022_project_slugs.sql)", () => {
    const sql = readFileSync(path.resolve(import.meta.dirname, "../../../drizzle/0022_project_slugs.sql"), "utf8");
    const argument = /"fill_slug"\('project', 'title', '([a-z0-9,-]+)'\)/.exec(sql)?.[1];
    expect(argument?.split(",")).toEqual([...PROJECT_RESERVED_SLUGS]);
  });

  it("tells a reserved slug in any case", () => {
    expect(isReservedProjectSlug("Library")).toBe(true);
    expect(isReservedProjectSlug("library-2")).toBe(false);
  });
});
