/**
 * WEB_CONCURRENCY (server/main.mjs, ADR 0019): one command runs several copies of the site on one
 * port, one per core, on a PostgreSQL server. A copy that dies is replaced while the others go on
 * answering, and SIGTERM stops them all gracefully. Without DATABASE_URL the setting is refused.
 */
import { randomBytes } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type StartedServer } from "../setup/server";
import { createPostgresDatabase, ensureBuild, runBounded } from "../hostile/helpers";

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** The pids of a process's children (Linux /proc). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** CPU seconds (user + system) a process has used, or 0 once it is gone. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** How many sockets listen on a TCP port here: each worker binds its own (SO_REUSEPORT). */
function listeningSockets(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  let count = 0;
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text = "";
    try {
      text = readFileSync(table, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const [, local = "", , state] = line.trim().split(/\s+/);
      if (state === "0A" && local.endsWith(`:${hexPort}`)) count += 1;
    }
  }
  return count;
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** One GET on a connection of its own (so the primary hands each to the next worker), with a session-like cookie: rendered, not cached. */
function renderOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { agent: false, timeout: 10_000, headers: { Cookie: "csn_workers=1", Connection: "close" } },
      (reply) => {
        reply.resume();
        reply.on("end", () => resolve(reply.statusCode ?? 0));
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("no answer within 10 s")));
    outgoing.on("error", reject);
    outgoing.end();
  });
}

async function waitFor<T>(what: string, probe: () => T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("WEB_CONCURRENCY without a PostgreSQL server", () => {
  it("refuses to start several processes on the embedded database, naming the setting", async () => {
    const started = startBuiltServer({ env: { BUILD_DIR: ensureBuild(), WEB_CONCURRENCY: "2" } });
    await expect(started).rejects.toThrow(/WEB_CONCURRENCY: can be above 1 only with DATABASE_URL/);
  });
});

describe.skipIf(!TEST_DATABASE_URL)("WEB_CONCURRENCY=2 on one PostgreSQL database", () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let server: StartedServer;
  let primary: number;

  beforeAll(async () => {
    database = await createPostgresDatabase(TEST_DATABASE_URL);
    server = await startBuiltServer({
      env: {
        BUILD_DIR: ensureBuild(),
        DATABASE_URL: database.url,
        SESSION_SECRET: randomBytes(32).toString("hex"),
        WEB_CONCURRENCY: "2",
      },
    });
    primary = server.process.pid!;
  });

  afterAll(async () => {
    if (server && server.process.exitCode === null) {
      for (const pid of childrenOf(primary)) process.kill(pid, "SIGKILL");
      await server.stop("SIGKILL");
    }
    await database?.drop();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("runs two worker processes on the one port, and both answer", async () => {
    // The server answers once the first worker listens; the second starts after it.
    await waitFor("both workers to listen", () => (listeningSockets(server.port) === 2 ? true : undefined));
    const workers = childrenOf(primary);
    expect(workers).toHaveLength(2);
    const before = workers.map(cpuSeconds);
    const statuses: number[] = [];
    await runBounded(60, 4, async () => {
      statuses.push(await renderOnNewConnection(`${server.url}/about`));
    });
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const used = workers.map((pid, index) => cpuSeconds(pid) - before[index]!);
    const total = used[0]! + used[1]!;
    expect(total).toBeGreaterThan(0);
    // Connections go to the workers in turn: each rendered a fair share of the pages.
    for (const share of used) expect(share / total).toBeGreaterThan(0.2);
  });

  it("replaces a worker that dies while the other goes on answering", async () => {
    const [victim, survivor] = childrenOf(primary);
    process.kill(victim!, "SIGKILL");
    const outcomes: string[] = [];
    // Asked over and over while the replacement starts: every answer comes from a live worker.
    const replacement = await (async () => {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const status = await renderOnNewConnection(`${server.url}/healthz`).catch(
          (error: NodeJS.ErrnoException) => error.code ?? error.message,
        );
        outcomes.push(String(status));
        const fresh = childrenOf(primary).find((pid) => pid !== victim && pid !== survivor);
        if (fresh !== undefined) return fresh;
        if (Date.now() > deadline) throw new Error("no replacement worker started");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    // A connection the kernel had queued for the killed worker at that instant is reset (never
    // left hanging); from the survivor's first answer on, every request is answered.
    const firstAnswer = outcomes.indexOf("200");
    expect(firstAnswer).toBeGreaterThanOrEqual(0);
    expect(outcomes.slice(0, firstAnswer).filter((outcome) => outcome !== "ECONNRESET")).toEqual([]);
    expect(outcomes.slice(firstAnswer).filter((outcome) => outcome !== "200")).toEqual([]);
    expect(isRunning(survivor!)).toBe(true);
    // Once it listens, it takes its share of new connections.
    await waitFor("the replacement to listen", () => (listeningSockets(server.port) === 2 ? true : undefined));
    const before = cpuSeconds(replacement);
    const statuses = await Promise.all(Array.from({ length: 10 }, () => renderOnNewConnection(`${server.url}/about`)));
    expect(statuses).toEqual(Array(10).fill(200));
    expect(cpuSeconds(replacement)).toBeGreaterThan(before);
    expect(server.process.exitCode).toBeNull();
  });

  it("stops every worker gracefully on SIGTERM and exits 0", async () => {
    const workers = childrenOf(primary);
    expect(workers).toHaveLength(2);
    const code = await server.stop("SIGTERM");
    expect(code).toBe(0);
    expect(workers.filter(isRunning)).toEqual([]);
  });
});
