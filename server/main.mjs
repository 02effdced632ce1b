/**
 * Process entry: loads the server bundle (or, in development, the same module through
 * Vite), starts it, and turns SIGTERM/SIGINT into a graceful shutdown. With WEB_CONCURRENCY
 * above 1 it runs that many such processes on one port instead (`runWorkers`).
 *
 * Plain JavaScript, run by Node as it is: the bundle it loads is JavaScript already, and a
 * TypeScript loader (tsx) would sit in front of every module the bundle imports. That cost
 * about a second of each start (restart 2.5 s with it, 1.5 s without, measured here).
 *
 * @typedef {import("./app").RunningServer} RunningServer
 * @typedef {import("./app").StartOptions} StartOptions
 * @typedef {{ start(options?: StartOptions): Promise<RunningServer> }} ServerModule
 */
import cluster from "node:cluster";
import { existsSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

// The project brings its own Node 24 (ADR 0010), which `npm start` and `npm run serve` use. Run
// directly by an older Node, the server would fail somewhere inside React Router instead.
const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 22)) {
  console.error(
    `Node ${process.versions.node} is too old for this site (it runs on Node 24). ` +
      "Start it with `npm start` or `npm run serve`, which use the project's own Node, or install Node 24.",
  );
  process.exit(1);
}

// A local .env (see .env.example) is read when present; real environment variables win.
if (existsSync(".env")) process.loadEnvFile(".env");

const isDevelopment = process.env.NODE_ENV === "development";

/** @returns {Promise<{ mod: ServerModule; options: StartOptions }>} */
async function loadServerModule() {
  if (isDevelopment) {
    const { createServer } = await import("vite");
    const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    const mod = /** @type {ServerModule} */ (await vite.ssrLoadModule("./server/app.ts"));
    return { mod, options: { vite } };
  }
  const buildDir = process.env.BUILD_DIR || "build";
  const buildPath = new URL(`../${buildDir}/server/index.js`, import.meta.url).href;
  const mod = /** @type {ServerModule} */ (await import(buildPath));
  return { mod, options: {} };
}

/** Starts the site in this process and turns SIGTERM/SIGINT (or a primary's "shutdown") into a graceful shutdown. */
async function serve() {
  try {
    const { mod, options } = await loadServerModule();
    const running = await mod.start(options);
    // A worker of several tells its primary it is serving (see `runWorkers`).
    process.send?.("listening");
    let signals = 0;
    const shutdown = (/** @type {string} */ reason) =>
      running.shutdown(reason).then(
        () => process.exit(0),
        () => process.exit(1),
      );
    /** @param {NodeJS.Signals} signal */
    const onSignal = (signal) => {
      signals += 1;
      if (signals > 1) process.exit(1);
      void shutdown(signal);
    };
    process.on("SIGTERM", onSignal);
    process.on("SIGINT", onSignal);
    // A worker of several (see `runWorkers`): its primary asks for the same graceful shutdown by
    // message, so that a Ctrl-C, which reaches every process of the group, is not counted twice.
    process.on("message", (message) => {
      if (message === "shutdown") void shutdown("primary shutting down");
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`\nThe server could not start.\n${message}\n`);
    if (!(error instanceof Error && (error.name === "DataDirLockedError" || error.name === "EnvError"))) {
      console.error(error);
    }
    process.exit(1);
  }
}

/**
 * WEB_CONCURRENCY > 1 (with DATABASE_URL; app/env.server.ts refuses it without): this process
 * becomes a small primary that runs that many copies of the site on the same port, one per core,
 * as nginx runs a worker per core (ADR 0019). Each worker binds the port itself (SO_REUSEPORT,
 * server/app.ts) and the kernel spreads new connections among them. The first worker starts
 * alone, so migrations and the demo seed run once; the others start after it listens. If one
 * cannot start, the server stops with the worker's own message, as a single process would. A
 * worker that dies later is replaced (waiting longer after each failed try) while the others go
 * on serving; with none left, the primary exits 1 for its supervisor to restart it.
 *
 * @param {number} count
 */
async function runWorkers(count) {
  let stopping = false;
  /** Workers that have started serving (they shut down gracefully when asked). */
  const serving = new Set();
  const alive = () => Object.values(cluster.workers ?? {}).filter((worker) => worker && !worker.isDead());
  /** @returns {Promise<void>} resolves when the new worker listens, rejects if it ends first */
  const fork = () =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork();
      let listening = false;
      worker.on("message", (message) => {
        if (message !== "listening") return;
        listening = true;
        serving.add(worker);
        resolve();
      });
      worker.once("exit", (code, signal) => {
        serving.delete(worker);
        if (!listening) return reject(new Error(`exit ${code ?? signal}`));
        if (stopping) return;
        console.error(`A server process (pid ${worker.process.pid}) ended (${signal ?? code}); starting another.`);
        void replace(1_000);
      });
    });
  /** @param {number} delayMs */
  const replace = async (delayMs) => {
    await sleep(delayMs);
    if (stopping) return;
    await fork().catch(() => {
      if (stopping) return;
      if (alive().length === 0) return stopAll(1);
      void replace(Math.min(delayMs * 2, 30_000));
    });
  };
  /** @param {number} code */
  const stopAll = (code) => {
    stopping = true;
    const workers = alive();
    let left = workers.length;
    if (left === 0) process.exit(code);
    for (const worker of workers) {
      worker?.once("exit", () => {
        left -= 1;
        if (left === 0) process.exit(code);
      });
      // One still starting has nothing to finish yet (its migrations run in a transaction).
      if (serving.has(worker)) worker?.send("shutdown");
      else worker?.process.kill("SIGTERM");
    }
  };
  let signals = 0;
  const onSignal = () => {
    signals += 1;
    if (signals === 1) return stopAll(0);
    for (const worker of alive()) worker?.process.kill("SIGKILL");
    process.exit(1);
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
  try {
    await fork();
    await Promise.all(Array.from({ length: count - 1 }, fork));
  } catch {
    // The worker has said why on its own output.
    stopAll(1);
  }
}

const processes = Number(process.env.WEB_CONCURRENCY ?? "1");
if (cluster.isPrimary && Number.isInteger(processes) && processes > 1 && !isDevelopment) {
  await runWorkers(processes);
} else {
  await serve();
}
