import { eq } from "drizzle-orm";
import type { SiteContext } from "~/context";
import { userRoles, users, type Role } from "~/db/schema";
import type { Env } from "~/env.server";
import { middleware as adminLayoutMiddleware } from "~/routes/admin/layout";
import { loader as authApiLoader } from "~/routes/api/auth";
import { action as authAction } from "~/routes/auth/auth";
import {
  args,
  callRoute,
  cookiesFrom,
  createTestContext,
  firstLink,
  formRequest,
  getRequest,
  lastEmailTo,
  withMiddleware,
} from "../setup/context";
import { createTestDatabase, type TestDatabase } from "../setup/database";
import { enrolSecondFactor } from "../setup/two-factor";

/**
 * The set-up the admin test files share: a fresh database with an admin and a signed-in user who
 * is not one, a new client address for every test, and requests sent with or without a session.
 * Each file still seeds its own content and keeps its own `database`, `context` and cookies.
 */

export interface TestAccount {
  id: string;
  /** The session's cookie, for the next request's Cookie header. */
  cookie: string;
}

/**
 * Signs up (following the emailed confirmation link), is given `role` if any, and signs in. Staff
 * are then given a second factor (staff need one before any back-office page, ADR 0026): the
 * session they signed in with stays theirs, and a later sign-in asks for `totpCode(TEST_TOTP_SECRET)`.
 */
export async function signUp(
  database: TestDatabase,
  context: SiteContext,
  email: string,
  role?: Exclude<Role, "user">,
): Promise<TestAccount> {
  const password = "quiet-meadow-31";
  await callRoute(() =>
    authAction(args(formRequest("/auth", { intent: "signup", email, password, confirmPassword: password }), context)),
  );
  const mail = await lastEmailTo(database.db, email);
  await callRoute(() => authApiLoader(args(getRequest(firstLink(mail!.textBody)), context)));
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  if (role) await database.db.insert(userRoles).values({ userId: user!.id, role });
  const signedIn = await callRoute(() =>
    authAction(args(formRequest("/auth", { intent: "signin", email, password }), context)),
  );
  if (role) await enrolSecondFactor(database.db, context.auth, user!.id);
  return { id: user!.id, cookie: cookiesFrom(signedIn.headers) };
}

/** For `beforeAll`: the database, the context the accounts were made with, the admin's and the user's session and id. */
export async function setUpAdminTests({
  adminEmail,
  userEmail,
  clientIp = "192.0.2.210",
  env,
}: {
  adminEmail: string;
  userEmail: string;
  clientIp?: string;
  env?: Env;
}) {
  const database = await createTestDatabase();
  const context = createTestContext(database, { env, clientIp });
  const admin = await signUp(database, context, adminEmail, "admin");
  const user = await signUp(database, context, userEmail);
  return { database, context, adminCookie: admin.cookie, adminId: admin.id, userCookie: user.cookie, userId: user.id };
}

let visitor = 0;
/** For `beforeEach`: a context for a new client address, so that no rate limit carries over from one test to the next. */
export function nextVisitorContext(database: TestDatabase, env?: Env): SiteContext {
  visitor += 1;
  return createTestContext(database, { env, clientIp: `198.51.100.${visitor}` });
}

/** Request headers with this session; no cookie (or "") is an anonymous visitor. */
export const sessionHeaders = (cookie?: string): Record<string, string> => (cookie ? { Cookie: cookie } : {});
export const get = (path: string, cookie?: string) => getRequest(path, sessionHeaders(cookie));
export const post = (path: string, fields: Parameters<typeof formRequest>[1], cookie?: string) =>
  formRequest(path, fields, sessionHeaders(cookie));

/**
 * An admin page's loader or action as the server runs it: after the /admin layout's middleware,
 * which does the admin check (`adminMiddleware`). Called alone, without it, they throw.
 */
export function underAdminLayout<Args, Result>(handler: (args: Args) => Result) {
  return withMiddleware(adminLayoutMiddleware, handler);
}
