/**
 * Process entry: loads the server bundle (or, in development, the same module through
 * Vite), starts it, and turns SIGTERM/SIGINT into a graceful shutdown.
 *
 * Plain JavaScript, run by Node as it is: the bundle it loads is JavaScript already, and a
 * TypeScript loader (tsx) would sit in front of every module the bundle imports. That cost
 * about a second of each start (restart 2.5 s with it, 1.5 s without, measured here).
 *
 * @typedef {import("./app").RunningServer} RunningServer
 * @typedef {import("./app").StartOptions} StartOptions
 * @typedef {{ start(options?: StartOptions): Promise<RunningServer> }} ServerModule
 */
import { existsSync } from "node:fs";

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

try {
  const { mod, options } = await loadServerModule();
  const running = await mod.start(options);
  let signals = 0;
  /** @param {NodeJS.Signals} signal */
  const onSignal = (signal) => {
    signals += 1;
    if (signals > 1) process.exit(1);
    running.shutdown(signal).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`\nThe server could not start.\n${message}\n`);
  if (!(error instanceof Error && (error.name === "DataDirLockedError" || error.name === "EnvError"))) {
    console.error(error);
  }
  process.exit(1);
}
