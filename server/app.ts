/**
 * The Express application. Vite builds this file as the server bundle's entry, so the
 * database, the request handler and every route share one module graph (one PGlite).
 * `server/main.ts` starts it and owns the process (signals, exit codes).
 */
import "react-router";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import { randomBytes, randomUUID } from "node:crypto";
import type { Server } from "node:http";
import path from "node:path";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { openDatabase, type Database } from "~/db/client.server";
import { lockDataDir, type DataDirLock } from "~/db/data-dir-lock.server";
import { migrateDatabase } from "~/db/migrate.server";
import { seedDemoContent } from "~/db/seed/seed.server";
import { getEnv, type Env } from "~/env.server";
import { createAuth, ensureFirstAdmin, type Auth } from "~/features/auth/auth.server";
import { startOutboxWorker } from "~/utils/email.server";
import { createLogger, type Logger } from "~/utils/logger.server";
import { createRateLimiter } from "~/utils/rate-limit.server";

const MAX_BODY_BYTES = 1_000_000;

export interface StartOptions {
  vite?: ViteDevServer;
}

export interface RunningServer {
  server: Server;
  url: string;
  shutdown(reason: string): Promise<void>;
}

export async function start(options: StartOptions = {}): Promise<RunningServer> {
  const startedAt = performance.now();
  const env = getEnv();
  const logger = createLogger(env.LOG_LEVEL);

  let lock: DataDirLock | undefined;
  if (!env.DATABASE_URL) lock = lockDataDir(env.DATA_DIR);

  let database: Database | undefined;
  let auth: Auth;
  let server: Server;
  try {
    database = await openDatabase(
      env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: env.DATA_DIR },
    );
    await migrateDatabase(database);
    if (env.SEED_DEMO_CONTENT) {
      const seeded = await seedDemoContent(database.db);
      if (seeded) logger.info("seeded demo content into the empty database");
    }
    auth = createAuth({ db: database.db, env, logger });
    await ensureFirstAdmin({ auth, db: database.db, env, logger });
    const app = createExpressApp({ env, logger, database, auth, vite: options.vite });
    server = await new Promise<Server>((resolve, reject) => {
      const listening = app.listen(env.PORT, env.HOST, () => resolve(listening));
      listening.once("error", reject);
    });
  } catch (error) {
    await database?.close().catch(() => {});
    lock?.release();
    throw error;
  }
  const db = database;
  const outbox = startOutboxWorker({ db: db.db, env, logger });
  // Keep-alive longer than a typical load balancer's idle timeout, so it closes first.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const url = `http://localhost:${port}`;
  logger.info(
    { url, database: db.kind, startMs: Math.round(performance.now() - startedAt) },
    "server listening",
  );

  let closing: Promise<void> | undefined;
  const shutdown = (reason: string) => {
    closing ??= (async () => {
      logger.info({ reason }, "shutting down: finishing in-flight requests");
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const forced = setTimeout(() => server.closeAllConnections(), 10_000);
      await closed;
      clearTimeout(forced);
      await outbox.stop().catch((error: unknown) => logger.error({ err: error }, "stopping the outbox failed"));
      await db.close().catch((error: unknown) => logger.error({ err: error }, "closing the database failed"));
      lock?.release();
      logger.info("shut down cleanly");
    })();
    return closing;
  };

  return { server, url, shutdown };
}

interface AppDeps {
  env: Env;
  logger: Logger;
  database: Database;
  auth: Auth;
  vite?: ViteDevServer;
}

export function createExpressApp({ env, logger, database, auth, vite }: AppDeps) {
  const app = express();
  const rateLimiter = createRateLimiter({ db: database.db, kind: database.kind, scale: env.RATE_LIMIT_SCALE });
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");

  app.use((_req, res, next) => {
    res.locals.nonce = randomBytes(16).toString("base64");
    next();
  });

  const isProduction = env.NODE_ENV === "production";
  const donationOrigin = env.DONATION_FORM_URL ? new URL(env.DONATION_FORM_URL).origin : undefined;
  const donationScriptOrigin = env.DONATION_SCRIPT_URL ? new URL(env.DONATION_SCRIPT_URL).origin : undefined;
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          "default-src": ["'self'"],
          "base-uri": ["'self'"],
          "script-src": [
            "'self'",
            (_req, res) => `'nonce-${(res as Response).locals.nonce as string}'`,
            "'strict-dynamic'",
            ...(donationScriptOrigin ? [donationScriptOrigin] : []),
          ],
          // Inline style attributes carry partner brand colours; styles cannot run code.
          "style-src": ["'self'", "'unsafe-inline'"],
          "img-src": ["'self'", "data:", "https:"],
          "font-src": ["'self'", "data:"],
          "connect-src": ["'self'", ...(isProduction ? [] : ["ws:", "wss:"])],
          "frame-src": donationOrigin ? [donationOrigin, "https://www.youtube-nocookie.com", "https://player.vimeo.com"] : ["https://www.youtube-nocookie.com", "https://player.vimeo.com"],
          "frame-ancestors": ["'none'"],
          "form-action": ["'self'"],
          "object-src": ["'none'"],
          ...(isProduction && env.PUBLIC_URL.startsWith("https:") ? { "upgrade-insecure-requests": [] } : {}),
        },
      },
      strictTransportSecurity: isProduction && env.PUBLIC_URL.startsWith("https:") ? undefined : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: "deny" },
    }),
  );

  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    try {
      await withTimeout(database.ping(), 2_000);
      res.set("Cache-Control", "no-store").json({ status: "ok", database: database.kind });
    } catch {
      res.status(503).set("Cache-Control", "no-store").json({ status: "unavailable", database: database.kind });
    }
  });

  if (vite) {
    app.use(vite.middlewares);
  } else {
    const clientDir = path.resolve(process.cwd(), env.BUILD_DIR, "client");
    // Hashed file names: safe to cache for a year.
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  app.use(rejectOversizedBodies);
  app.use(checkOrigin(env));

  app.all(
    "/{*splat}",
    createRequestHandler({
      build: vite
        ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
        : () => import("virtual:react-router/server-build"),
      mode: env.NODE_ENV,
      getLoadContext: (req, res) => ({
        db: database.db,
        env,
        logger: req.log,
        nonce: res.locals.nonce as string,
        requestId: String(req.id),
        clientIp: req.ip ?? "unknown",
        rateLimiter,
        auth,
      }),
    }),
  );

  return app;
}

function rejectOversizedBodies(req: Request, res: Response, next: NextFunction) {
  const length = Number(req.headers["content-length"] ?? 0);
  if (length > MAX_BODY_BYTES) {
    res.status(413).type("text/plain").send("That submission is too large.");
    return;
  }
  next();
}

/** A POST from another site is refused (CSRF defence on top of SameSite=Lax cookies). */
function checkOrigin(env: Env) {
  const allowed = new URL(env.PUBLIC_URL).host;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const origin = req.headers.origin;
    if (!origin || origin === "null") return next();
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      host = "";
    }
    if (host === allowed || host === req.headers.host) return next();
    res.status(403).type("text/plain").send("Cross-site form submissions are not accepted.");
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timed out")), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
