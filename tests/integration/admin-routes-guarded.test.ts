import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { MiddlewareFunction } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import type { TestDatabase } from "../setup/database";
import { args, callRoute, withMiddleware } from "../setup/context";
import { get, nextVisitorContext, post, setUpAdminTests, signUp } from "./admin-helpers";
import { createTestContext } from "../setup/context";

type StaffRole = "admin" | "editor" | "caseworker";

/**
 * Who may open what, by address (first match wins). Written out here, not read from the code, so
 * a route that asks for the wrong permission fails. A new admin address with no line fails too.
 */
type Who = readonly StaffRole[] | { loader: readonly StaffRole[]; action: readonly StaffRole[] };
const ACCESS: [RegExp, Who][] = [
  [/^\/admin$/, ["admin", "editor", "caseworker"]],
  [/^\/admin\/submissions(\/|$)/, ["admin", "caseworker"]],
  [/^\/admin\/newsletters\/subscribers/, ["admin", "caseworker"]],
  // The Participants tab shows what people sent; saving a campaign from any of its views is content.
  [/^\/admin\/campaigns\/[^/]+\/participants$/, { loader: ["admin", "caseworker"], action: ["admin", "editor"] }],
  [/^\/admin\/(accounts|outbox|audit|privacy|donations|settings)(\/|$)/, ["admin"]],
  [/^\/admin\/(projects|completed-campaigns|news|newsletters|courses|campaigns|team|pages)(\/|$)/, ["admin", "editor"]],
  [/^\/admin-api\/media$/, ["admin", "editor"]],
  // The media library (issue 39): images belong to content.
  [/^\/admin\/media(\/|$)/, ["admin", "editor"]],
  // Revisions and the trash (issue 39 part 4): the content editors' undo.
  [/^\/admin\/(revisions|trash)(\/|$)/, ["admin", "editor"]],
];
const mayOpen = (pathname: string) => ACCESS.find(([pattern]) => pattern.test(pathname))?.[1];
function allows(pathname: string, handler: "loader" | "action", role: StaffRole): boolean {
  const who = mayOpen(pathname);
  if (!who) return false;
  return ("loader" in who ? who[handler] : who).includes(role);
}

/**
 * Every admin route the site has, read from app/routes.ts, so a page added later is covered
 * without anyone listing it here: each loader and action refuses a visitor and a signed-in user
 * who is not staff with the 403, after the middleware of the routes above it, as the server
 * runs it; and each staff role is let in or refused as the table below says (issue 35: least
 * privilege). admin.test.ts checks the data each one keeps back; this checks none is forgotten.
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
    // A route whose last segment is a choice of views is also tried as each view it has.
    if (inAdmin && params.view) {
      own.push({
        file: entry.file,
        pathname: pathname.replace(/[^/]+$/, "participants"),
        params: { ...params, view: "participants" },
        parents,
      });
      own.push({
        file: entry.file,
        pathname: pathname.replace(/[^/]+$/, "edit"),
        params: { ...params, view: "edit" },
        parents,
      });
    }
    return [...own, ...adminRoutes(entry.children ?? [], joined, [...parents, entry.file])];
  });
}

let database: TestDatabase;
let userCookie: string;
const staffCookies = {} as Record<StaffRole, string>;

beforeAll(async () => {
  let adminCookie: string;
  ({ database, userCookie, adminCookie } = await setUpAdminTests({
    adminEmail: "lead@example.org",
    userEmail: "reader@example.org",
    clientIp: "192.0.2.210",
  }));
  staffCookies.admin = adminCookie;
  const context = createTestContext(database, { clientIp: "192.0.2.211" });
  staffCookies.editor = (await signUp(database, context, "writer@example.org", "editor")).cookie;
  staffCookies.caseworker = (await signUp(database, context, "helper@example.org", "caseworker")).cookie;
  // Four sign-ups, three of them enrolled in two-factor: password hashing takes its time.
}, 180_000);
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

  it("knows who may open every admin address", () => {
    expect(found.filter((route) => !mayOpen(route.pathname)).map((route) => route.pathname)).toEqual([]);
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
        for (const role of ["admin", "editor", "caseworker"] as const) {
          const request =
            name === "loader"
              ? get(route.pathname, staffCookies[role])
              : post(route.pathname, { intent: "save" }, staffCookies[role]);
          const run = withMiddleware(middleware, module[name]! as (routeArgs: unknown) => unknown);
          const result = await callRoute(() => run(args(request, nextVisitorContext(database), route.params)));
          const allowed = allows(route.pathname, name, role);
          if (allowed) expect(result.status, `${name} for ${role}`).not.toBe(403);
          else expect(result.status, `${name} for ${role}`).toBe(403);
        }
      }
    });
  }
});
