/**
 * Process entry: loads the server bundle (or, in development, the same module through
 * Vite), starts it, and turns SIGTERM/SIGINT into a graceful shutdown.
 */
import type { RunningServer, StartOptions } from "./app";

type ServerModule = { start(options?: StartOptions): Promise<RunningServer> };

import { existsSync } from "node:fs";

// A local .env (see .env.example) is read when present; real environment variables win.
if (existsSync(".env")) process.loadEnvFile(".env");

const isDevelopment = process.env.NODE_ENV === "development";

async function loadServerModule(): Promise<{ mod: ServerModule; options: StartOptions }> {
  if (isDevelopment) {
    const { createServer } = await import("vite");
    const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    const mod = (await vite.ssrLoadModule("./server/app.ts")) as ServerModule;
    return { mod, options: { vite } };
  }
  const buildDir = process.env.BUILD_DIR || "build";
  const buildPath = new URL(`../${buildDir}/server/index.js`, import.meta.url).href;
  const mod = (await import(buildPath)) as ServerModule;
  return { mod, options: {} };
}

try {
  const { mod, options } = await loadServerModule();
  const running = await mod.start(options);
  let signals = 0;
  const onSignal = (signal: NodeJS.Signals) => {
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
