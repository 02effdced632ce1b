import { existsSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "~/utils/rate-limit.server";
import { createTestDatabase, type TestDatabase } from "../setup/database";
import { startBuiltServer, type StartedServer } from "../setup/server";

// The production build behind a proxy that is not on the loopback address the default trusts:
// the "proxy" is 127.0.0.7 (this machine's loopback range lets a test pick its source address),
// named in TRUST_PROXY; requests from 127.0.0.1 are an untrusted client talking directly.
const root = path.resolve(import.meta.dirname, "../..");
const hasBuild = existsSync(path.join(root, process.env.BUILD_DIR || "build", "server/index.js"));

const PROXY = "127.0.0.7";
const DIRECT = "127.0.0.1";
const PUBLIC_URL = "https://public.example";

let server: StartedServer;
let database: TestDatabase | undefined;

beforeAll(async () => {
  if (!hasBuild) return;
  // On the postgres project the server uses a database of its own there (and the PostgreSQL
  // rate-limit store); otherwise the embedded database and the in-memory store.
  if (process.env.TEST_DB_KIND === "postgres") database = await createTestDatabase();
  server = await startBuiltServer({
    env: {
      TRUST_PROXY: PROXY,
      PUBLIC_URL,
      SEED_DEMO_CONTENT: "false",
      DATABASE_URL: database ? databaseUrlOf(database) : "",
    },
  });
}, 240_000);

afterAll(async () => {
  await server?.stop("SIGKILL");
  await database?.close();
});

function databaseUrlOf(db: TestDatabase): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${db.label.replace(/^postgres:/, "")}`;
  return url.toString();
}

/** A form POST to the server from `from` (the proxy or a direct client), as plain http. */
function post(from: string, pathname: string, fields: Record<string, string>, headers: Record<string, string>) {
  const body = new URLSearchParams(fields).toString();
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: server.port,
        localAddress: from,
        method: "POST",
        path: pathname,
        agent: false,
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
          Connection: "close",
          ...headers,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const message = (who: string) => ({
  name: "Ana Pérez",
  email: `${who}@example.org`,
  subject: "Volunteering in spring",
  message: `Hello! Could you tell me more about the spring food drive? (${who})`,
});
/** An incomplete form: answered 400, but it counts against the sender's budget all the same. */
const incomplete = { name: "Ana" };

describe.runIf(hasBuild)("behind a proxy named in TRUST_PROXY", { timeout: 120_000 }, () => {
  it("accepts a form the browser sent to the https address, arriving as plain http with an internal Host", async () => {
    const viaProxy = await post(PROXY, "/contact", message("tls-terminated"), {
      Host: `127.0.0.1:${server.port}`,
      Origin: PUBLIC_URL,
      "X-Forwarded-For": "198.51.100.10",
    });
    expect(viaProxy.status).toBe(200);
    expect(viaProxy.body).not.toContain("Cross-site");

    // The same with the forwarded scheme and host a well-configured proxy adds.
    const forwarded = await post(PROXY, "/contact", message("forwarded"), {
      Host: "public.example",
      Origin: PUBLIC_URL,
      "X-Forwarded-For": "198.51.100.11",
      "X-Forwarded-Proto": "https",
    });
    expect(forwarded.status).toBe(200);
  });

  it("still refuses a form from another site", async () => {
    const answer = await post(PROXY, "/contact", message("cross-site"), {
      Host: "public.example",
      Origin: "https://evil.example",
      "X-Forwarded-For": "198.51.100.12",
    });
    expect(answer.status).toBe(403);
  });

  it("gives two visitors behind the proxy separate rate-limit budgets", async () => {
    const limit = RATE_LIMITS.publicForm.points;
    const from = (ip: string) =>
      post(PROXY, "/contact", incomplete, {
        Host: "public.example",
        Origin: PUBLIC_URL,
        "X-Forwarded-For": ip,
        "X-Forwarded-Proto": "https",
      });
    for (let attempt = 0; attempt < limit; attempt += 1) expect((await from("203.0.113.21")).status).toBe(400);
    expect((await from("203.0.113.21")).status).toBe(429);
    // A second visitor behind the same proxy is not held back by the first.
    expect((await from("203.0.113.22")).status).toBe(400);
    // A visitor's own X-Forwarded-For entry, before the proxy's, does not make a new budget:
    // the proxy appends the address it saw, and that is the one believed.
    expect((await from("10.9.9.9, 203.0.113.21")).status).toBe(429);
  });

  it("ignores X-Forwarded-For from a client the setting does not name", async () => {
    const limit = RATE_LIMITS.publicForm.points;
    // Each request claims another address; all of them come straight from 127.0.0.1.
    const direct = (index: number) =>
      post(DIRECT, "/contact", incomplete, {
        Host: `127.0.0.1:${server.port}`,
        Origin: PUBLIC_URL,
        "X-Forwarded-For": `192.0.2.${index + 1}`,
      });
    for (let attempt = 0; attempt < limit; attempt += 1) expect((await direct(attempt)).status).toBe(400);
    expect((await direct(limit)).status).toBe(429);
  });
});

describe.runIf(!hasBuild)("behind a proxy", () => {
  it("needs a build", () => {
    expect(hasBuild, "run `npm run build` first (npm test does)").toBe(true);
  });
});
