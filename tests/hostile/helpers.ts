/**
 * Shared pieces of the hostile suite: the production build, real server processes on a fresh
 * database (a PGlite DATA_DIR, or a new database on TEST_DATABASE_URL's server), accounts,
 * plain HTTP helpers and direct reads of what was stored.
 */
import { PGlite } from "@electric-sql/pglite";
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { startMailCatcher, waitForEmail } from "../setup/mail-catcher";
import { freePort, startBuiltServer, type StartedServer } from "../setup/server";
import { totpCode } from "../setup/two-factor";

export { freePort };

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const ADMIN = { email: "admin@example.org", password: "harbor-lights-2026" };
/** The server every PostgreSQL scenario (and the database-down proxy) uses. */
export const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
export const usesPostgres = Boolean(process.env.TEST_DATABASE_URL);

function newestSourceTime(): number {
  let newest = 0;
  const visit = (target: string) => {
    if (!existsSync(target)) return;
    const stat = statSync(target);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(target)) visit(path.join(target, entry));
    } else if (!/\.test\.tsx?$/.test(target)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const entry of ["app", "server", "public", "package.json", "vite.config.ts", "react-router.config.ts"]) {
    visit(path.join(ROOT, entry));
  }
  return newest;
}

/**
 * The folder of a production build that is newer than every source file: the one `npm test`
 * just made in build/ (or BUILD_DIR) when fresh, otherwise a new build in BUILD_DIR or
 * build-hostile.
 */
export function ensureBuild(): string {
  // A given build, used as it is (for example one made with a rule broken on purpose).
  if (process.env.HOSTILE_PREBUILT) return process.env.HOSTILE_PREBUILT;
  const newest = newestSourceTime();
  const candidates = [...new Set([process.env.BUILD_DIR, "build", "build-hostile"].filter(Boolean) as string[])];
  for (const dir of candidates) {
    const entry = path.join(ROOT, dir, "server/index.js");
    if (existsSync(entry) && statSync(entry).mtimeMs >= newest) return dir;
  }
  const dir = process.env.BUILD_DIR || "build-hostile";
  execFileSync("npx", ["react-router", "build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: dir },
  });
  return dir;
}

export async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  statement: string,
  values: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/** A fresh, empty PostgreSQL database on the test server; `drop()` removes it. */
export async function createPostgresDatabase(adminUrl = POSTGRES_ADMIN_URL) {
  const name = `test_hostile_${randomBytes(5).toString("hex")}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`).then(() => undefined),
  };
}

export interface Site {
  server: StartedServer;
  url: string;
  /** Empty on PGlite. */
  databaseUrl: string;
  mailDir: string;
  env: Record<string, string>;
  /** Starts the same site again (same DATA_DIR / database) after `server` stopped. */
  restart(): Promise<StartedServer>;
  /** Everything the site's processes wrote (stdout and stderr), across restarts. */
  output(): string;
  /**
   * The answers of 5xx the access log recorded (pino-http's `res.statusCode`), as
   * "503 GET /path", leaving out the statuses in `except` (a test's designed 503s). Lines below
   * LOG_LEVEL are not seen: an overload refusal is logged at info (counted in one warning), a
   * database-down 503 at warn, any other 5xx at error.
   */
  serverErrors(options?: { except?: number[] }): string[];
  /** Rows of a query on the site's database (PGlite: only while no server holds the DATA_DIR). */
  query<T extends Record<string, unknown>>(statement: string, values?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * The production build as a real process with its own mail catcher and a fresh database
 * (a new PostgreSQL database when TEST_DATABASE_URL is set, else PGlite in a temp DATA_DIR).
 */
export async function startSite(options: { env?: Record<string, string>; databaseUrl?: string } = {}): Promise<Site> {
  const buildDir = ensureBuild();
  const database = options.databaseUrl === undefined && usesPostgres ? await createPostgresDatabase() : undefined;
  const databaseUrl = options.databaseUrl ?? database?.url ?? "";
  const mailDir = mkdtempSync(path.join(tmpdir(), "hostile-mail-"));
  const mail = await startMailCatcher(mailDir);
  const env = {
    BUILD_DIR: buildDir,
    DATABASE_URL: databaseUrl,
    SMTP_URL: mail.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...options.env,
  };
  const earlierOutput: string[] = [];
  const site: Site = {
    server: await startBuiltServer({ env }),
    get url() {
      return this.server.url;
    },
    databaseUrl,
    mailDir,
    env,
    async restart() {
      const previous = site.server;
      earlierOutput.push(previous.output());
      site.server = await startBuiltServer({ dataDir: previous.dataDir, env });
      return site.server;
    },
    output: () => [...earlierOutput, site.server.output()].join(""),
    serverErrors: (options = {}) => serverErrorsIn(site.output(), options.except ?? []),
    async query<T extends Record<string, unknown>>(statement: string, values: unknown[] = []) {
      if (databaseUrl) return adminQuery<T>(databaseUrl, statement, values);
      const client = await PGlite.create(path.join(site.server.dataDir, "pglite"));
      try {
        return (await client.query<T>(statement, values)).rows;
      } finally {
        await client.close();
      }
    },
    async close() {
      await site.server.stop("SIGKILL");
      await mail.close();
      await database?.drop();
    },
  };
  return site;
}

/** The 5xx answers in a server's JSON log lines (see `Site.serverErrors`). */
export function serverErrorsIn(output: string, except: number[] = []): string[] {
  const found: string[] = [];
  for (const line of output.split("\n")) {
    if (!line.startsWith("{")) continue;
    let entry: { res?: { statusCode?: unknown }; req?: { method?: string; url?: string } };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue;
    }
    const status = entry.res?.statusCode;
    if (typeof status === "number" && status >= 500 && !except.includes(status)) {
      found.push(`${status} ${entry.req?.method ?? "?"} ${entry.req?.url ?? "?"}`);
    }
  }
  return found;
}

/** A plain HTTP answer: status, headers (set-cookie as a list) and the body as text. */
export interface Answer {
  status: number;
  headers: Headers;
  cookies: string[];
  body: string;
  location: string | null;
}

export async function send(
  url: string,
  init: { method?: string; body?: BodyInit; headers?: Record<string, string>; cookie?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.cookie) headers.Cookie = init.cookie;
  const response = await fetch(url, { method: init.method ?? "GET", body: init.body, headers, redirect: "manual" });
  return {
    status: response.status,
    headers: response.headers,
    cookies: response.headers.getSetCookie(),
    body: await response.text(),
    location: response.headers.get("location"),
  };
}

export function formBody(fields: Record<string, string | string[]>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return body;
}

/** A same-origin form POST, as a browser sends it. */
export function postForm(
  site: { url: string },
  pathname: string,
  fields: Record<string, string | string[]>,
  options: { cookie?: string; headers?: Record<string, string> } = {},
) {
  return send(`${site.url}${pathname}`, {
    method: "POST",
    body: formBody(fields),
    cookie: options.cookie,
    headers: { Origin: site.url, ...options.headers },
  });
}

/** The `name=value` part of a Set-Cookie for the session. */
export function sessionCookie(cookies: string[]): string {
  const found = cookies.find((cookie) => /session_token=/.test(cookie));
  if (!found) throw new Error(`no session cookie in ${JSON.stringify(cookies)}`);
  return found.split(";")[0]!;
}

/** The authenticator key each site's first admin enrolled (staff need a second factor, ADR 0026). */
const adminTotpSecrets = new Map<string, string>();

/** Cookie header from Set-Cookie lines, later ones replacing earlier ones of the same name. */
function jar(...lists: string[][]): string {
  const cookies = new Map<string, string>();
  for (const cookie of lists.flat()) {
    const pair = cookie.split(";")[0]!;
    cookies.set(pair.split("=")[0]!, pair);
  }
  return [...cookies.values()].join("; ");
}

/**
 * Signs in through /auth. The site's first admin (ADMIN) is staff, who need two-factor sign-in:
 * at their first sign-in on a site this enrolls them through the real enrollment page (the key read
 * off it, codes made with otpauth), and later sign-ins answer the code step.
 */
export async function signIn(site: { url: string }, email: string, password: string) {
  const answer = await postForm(site, "/auth", { intent: "signin", email, password });
  if (answer.status !== 302) throw new Error(`sign-in failed (${answer.status})`);
  if (answer.location?.startsWith("/auth/two-factor")) {
    const secret = adminTotpSecrets.get(site.url);
    if (!secret) throw new Error("sign-in asks for a second factor this helper does not know");
    const done = await postForm(
      site,
      "/auth/two-factor",
      { method: "totp", code: totpCode(secret, { base32: true }) },
      { cookie: jar(answer.cookies) },
    );
    if (done.status !== 302) throw new Error(`two-factor sign-in failed (${done.status})`);
    const setCookie = [...answer.cookies, ...done.cookies];
    return { cookie: sessionCookie(done.cookies), setCookie };
  }
  if (email !== ADMIN.email) return { cookie: sessionCookie(answer.cookies), setCookie: answer.cookies };
  // The admin's first sign-in on this site: set up two-factor sign-in, as staff must.
  const cookie = jar(answer.cookies);
  await postForm(site, "/auth/two-factor/setup", { intent: "start", password }, { cookie });
  const page = await send(`${site.url}/auth/two-factor/setup`, { cookie });
  const secret = /data-testid="two-factor-secret">([A-Z2-7 ]+)</.exec(page.body)?.[1];
  if (!secret) throw new Error("the enrollment page showed no key");
  const confirmed = await postForm(
    site,
    "/auth/two-factor/setup",
    { intent: "confirm", code: totpCode(secret, { base32: true }) },
    { cookie },
  );
  if (confirmed.status !== 200) throw new Error(`enrolling the admin failed (${confirmed.status})`);
  adminTotpSecrets.set(site.url, secret);
  const setCookie = [...answer.cookies, ...confirmed.cookies];
  return { cookie: sessionCookie(confirmed.cookies), setCookie };
}

/** Signs a new member up, follows the emailed confirmation link, and signs them in. */
export async function createConfirmedUser(site: Site) {
  const email = `member-${randomBytes(4).toString("hex")}@example.org`;
  const password = "quiet-harbor-lantern-93";
  const signup = await postForm(site, "/auth", { intent: "signup", email, password, confirmPassword: password });
  if (signup.status !== 200) throw new Error(`sign-up failed (${signup.status})`);
  const mail = await waitForEmail(site.mailDir, email, /confirm your email/i, 30_000);
  const link = /https?:\/\/\S+verify-email\S+/.exec(mail)![0].replace(/^https?:\/\/[^/]+/, site.url);
  const confirmed = await send(link);
  if (confirmed.status >= 400) throw new Error(`confirming failed (${confirmed.status})`);
  return { email, ...(await signIn(site, email, password)) };
}

/** Runs `task` for 0..count-1 with at most `concurrency` at a time. */
export async function runBounded<T>(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await task(index);
      }
    }),
  );
  return results;
}

/**
 * A POST on its own connection (no keep-alive), resolving with the status or the network
 * error's code: used around crashes, where pooled connections would blur what happened.
 */
export function postOnce(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<number | string> {
  const body = formBody(fields).toString();
  return new Promise((resolve) => {
    const request = httpRequest(
      url,
      {
        method: "POST",
        agent: false,
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
          Connection: "close",
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    request.setTimeout(30_000, () => request.destroy(Object.assign(new Error("timeout"), { code: "ETIMEDOUT" })));
    request.end(body);
  });
}

export const contactFields = (token: string): Record<string, string> => ({
  name: "Ana Pérez",
  email: `${token}@load.example.org`,
  subject: "Volunteering in spring",
  message: `Hello! Could you tell me more about the spring food drive? Reference ${token}.`,
});

export const volunteerFields = (token: string): Record<string, string | string[]> => ({
  firstName: "Marcus",
  lastName: "Hill",
  email: `${token}@load.example.org`,
  phone: "(555) 201-3344",
  address: "12 Harbor Street",
  city: "Norfolk",
  state: "VA",
  zipCode: "23510",
  interests: ["mentoring", "events"],
  availability: "evenings",
  experience: `Ran a bakery for ten years. Reference ${token}.`,
  hearAboutUs: "friend_family",
});

/** The route table as [full path, route id, file] (ids as React Router gives them). */
export interface RouteEntry {
  path: string;
  id: string;
  file: string;
  /** An index route: its action is reached with `?index`. */
  index: boolean;
}

interface ConfigRoute {
  path?: string;
  id?: string;
  file: string;
  index?: boolean;
  children?: ConfigRoute[];
}

export async function listRoutes(): Promise<RouteEntry[]> {
  const routes = (await import("../../app/routes")).default as unknown as ConfigRoute[];
  const entries: RouteEntry[] = [];
  const walk = (list: ConfigRoute[], parent: string) => {
    for (const route of list) {
      const full = route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent || "/";
      entries.push({
        path: full || "/",
        id: route.id ?? route.file.replace(/\.[^.]+$/, ""),
        file: route.file,
        index: Boolean(route.index),
      });
      if (route.children) walk(route.children, full);
    }
  };
  walk(routes, "");
  return entries;
}

/** Whether a route module exports a loader / an action (read from its source). */
export function moduleExports(file: string) {
  const source = readSource(file);
  return {
    loader: /export\s+(async\s+)?function\s+loader\b|export\s+const\s+loader\b/.test(source),
    action: /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(source),
  };
}

function readSource(file: string): string {
  return readFileSync(path.join(ROOT, "app", file), "utf8");
}

/** A route pattern as a regular expression over pathnames. */
export function routePattern(routePath: string): RegExp {
  const source = routePath
    .split("/")
    .map((segment) =>
      segment.startsWith(":") ? "[^/]+" : segment === "*" ? ".*" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("/");
  return new RegExp(`^${source}$`);
}

/**
 * Same-origin pages reachable from the home page by links, anonymously (breadth first).
 * Returns each page's answer.
 */
export async function crawl(
  site: { url: string },
  options: { cookie?: string; limit?: number; start?: string[] } = {},
) {
  const limit = options.limit ?? 150;
  const queue = [...(options.start ?? ["/"])];
  const seen = new Set(queue);
  const pages = new Map<string, Answer>();
  while (queue.length > 0 && pages.size < limit) {
    const batch = queue.splice(0, 6);
    const answers = await Promise.all(
      batch.map((pathname) => send(`${site.url}${pathname}`, { cookie: options.cookie })),
    );
    batch.forEach((pathname, index) => {
      const answer = answers[index]!;
      pages.set(pathname, answer);
      if (!(answer.headers.get("content-type") ?? "").includes("text/html")) return;
      for (const match of answer.body.matchAll(/href="(\/[^"#]*)"/g)) {
        const link = match[1]!.replace(/&amp;/g, "&");
        const pathname = link.split("?")[0]!;
        if (
          /^\/(assets|images|media|favicon|api\/)/.test(pathname) ||
          /\.(css|js|svg|png|jpg|webp|ico|xml|txt|csv)$/.test(pathname)
        )
          continue;
        if (!seen.has(link) && seen.size < limit * 3) {
          seen.add(link);
          queue.push(link);
        }
      }
    });
  }
  return pages;
}

/** The field names of the first POST form of a page. */
function formFieldNames(html: string): string[] {
  const form = /<form[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/i.exec(html)?.[1] ?? "";
  return [...new Set([...form.matchAll(/name="([^"]+)"/g)].map((match) => match[1]!))];
}

/**
 * Every public form action (outside /admin, /api and the JSON /webhooks) as a real path (params filled from the pages
 * linked on the site; `?index` for an index route) with the field names of its page's form.
 */
export async function publicFormTargets(site: { url: string }): Promise<{ path: string; fields: string[] }[]> {
  const routes = await listRoutes();
  const publicActions = routes.filter(
    (route) => !/^\/(admin|api|webhooks)/.test(route.path) && moduleExports(route.file).action,
  );
  const pages = await crawl(site, { limit: 90, start: ["/", "/academy", "/projects/helping-hand", "/projects"] });
  const targets: { path: string; fields: string[] }[] = [];
  for (const route of publicActions) {
    let path = route.path;
    if (path.includes(":")) {
      const pattern = routePattern(route.path);
      const found = [...pages.keys()].map((key) => key.split("?")[0]!).find((key) => pattern.test(key));
      const parent = routePattern(route.path.replace(/\/[^/:]+$/, ""));
      const viaParent = [...pages.keys()].find((key) => parent.test(key));
      const suffix = route.path.split("/").pop()!;
      path =
        found ??
        (viaParent && !suffix.startsWith(":") ? `${viaParent}/${suffix}` : route.path.replace(/:[^/]+/g, "unknown"));
    }
    const page = await send(`${site.url}${path}`);
    targets.push({ path: route.index ? `${path}?index` : path, fields: formFieldNames(page.body) });
  }
  return targets;
}

/** React Router's data URL of a form's action (`/contact` → `/contact.data`, `/?index` → `/_root.data?index`). */
export function dataUrl(target: string): string {
  const [pathname, query] = target.split("?") as [string, string | undefined];
  const data = pathname === "/" ? "/_root.data" : `${pathname.replace(/\/$/, "")}.data`;
  return query === undefined ? data : `${data}?${query}`;
}
