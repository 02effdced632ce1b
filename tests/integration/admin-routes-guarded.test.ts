import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { MiddlewareFunction } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import type { TestDatabase } from "../setup/database";
import { args, callRoute, withMiddleware } from "../setup/context";
import { get, nextVisitorContext, post, setUpAdminTests } from "./admin-helpers";

/**
 * Every admin route the site has, read from app/routes.ts, so a page added later is covered
 * without anyone listing it here: each loader and action refuses a visitor and a signed-in user
 * who is not staff with the 403, after the middleware of the routes above it, as the server
 * runs it. admin.test.ts checks the data each one keeps back; this checks none is forgotten.
 */
type RouteModule = {
  loader?: (args: never) => unknown;
  action?: (args: never) => unknown;
  middleware?: MiddlewareFunction<Response>[];
};
const appDir = path.resolve(import.meta.dirname, "../../app");
const load = (file: string) => import(path.join(appDir, file)) as Promise<RouteModule>;

/** The route's address with placeholder values for its dynamic segments, and the middleware above it. */
interface AdminRoute {
  file: string;
  pathname: string;
  params: Record<string, string>;
  parents: string[];
}
function adminRoutes(entries: readonly RouteConfigEntry[], parentPath = "", parents: string[] = []): AdminRoute[] {
  return entries.flatMap((entry) => {
    const joined = [parentPath, entry.path ?? ""].filter(Boolean).join("/");
    const params: Record<string, string> = {};
    const pathname = `/${joined}`.replace(/:(\w+)/g, (_, name: string) => {
      params[name] = name === "kind" ? "contact" : "00000000-0000-0000-0000-000000000000";
      return params[name]!;
    });
    const inAdmin = /^admin(?:\/|-api\/|$)/.test(joined);
    const own: AdminRoute[] = inAdmin ? [{ file: entry.file, pathname, params, parents }] : [];
    return [...own, ...adminRoutes(entry.children ?? [], joined, [...parents, entry.file])];
  });
}

let database: TestDatabase;
let userCookie: string;

beforeAll(async () => {
  ({ database, userCookie } = await setUpAdminTests({
    adminEmail: "lead@example.org",
    userEmail: "reader@example.org",
    clientIp: "192.0.2.210",
  }));
});
afterAll(async () => {
  await database?.close();
});

const found = adminRoutes(routes);

describe(`every admin route refuses anyone but staff (${process.env.TEST_DB_KIND})`, () => {
  it("finds the admin area's routes in app/routes.ts", () => {
    expect(found.length).toBeGreaterThanOrEqual(15);
    expect(found.map((route) => route.pathname)).toEqual(
      expect.arrayContaining(["/admin", "/admin/accounts", "/admin-api/media"]),
    );
  });

  for (const route of found) {
    it(`${route.pathname} (${route.file})`, async () => {
      const module = await load(route.file);
      const middleware = [
        ...(await Promise.all(route.parents.map(async (file) => (await load(file)).middleware ?? []))).flat(),
        ...(module.middleware ?? []),
      ];
      const handlers = (["loader", "action"] as const).filter((name) => module[name]);
      expect(handlers.length, "an admin route with neither a loader nor an action").toBeGreaterThan(0);
      for (const name of handlers) {
        for (const cookie of [undefined, userCookie]) {
          const request =
            name === "loader" ? get(route.pathname, cookie) : post(route.pathname, { intent: "save" }, cookie);
          const run = withMiddleware(middleware, module[name]! as (routeArgs: unknown) => unknown);
          const result = await callRoute(() => run(args(request, nextVisitorContext(database), route.params)));
          expect(result.status, `${name} for ${cookie ? "a signed-in user" : "a visitor"}`).toBe(403);
        }
      }
    });
  }
});
