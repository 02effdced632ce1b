/**
 * The Express application. Vite builds this file as the server bundle's entry, so the
 * database, the request handler and every route share one module graph (one PGlite).
 * `server/main.mjs` starts it and owns the process (signals, exit codes).
 */
import "react-router";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express, { type NextFunction, type Request, type Response } from "express";
import cluster from "node:cluster";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { getHeapStatistics } from "node:v8";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { siteContext } from "~/context";
import type { ViteDevServer } from "vite";
import { openDatabase, type Database } from "~/db/client.server";
import { lockDataDir, type DataDirLock } from "~/db/data-dir-lock.server";
import { migrateDatabase } from "~/db/migrate.server";
import { nextScheduledPublish } from "~/db/publishing";
import { countQueries } from "~/db/query-count.server";
import { seedDemoContent } from "~/db/seed/seed.server";
import { getEnv, type Env } from "~/env.server";
import { startBackupService } from "~/features/admin/backup/service.server";
import { startRetentionJob } from "~/features/admin/privacy/retention.server";
import { startTrashPurgeJob } from "~/features/media/trash-purge.server";
import { createMediaStore } from "~/utils/media/media-store.server";
import { createAuth, ensureFirstAdmin, type Auth } from "~/features/auth/auth.server";
import { startOutboxWorker } from "~/utils/email.server";
import { createLogger, type Logger } from "~/utils/logger.server";
import { createRateLimiter } from "~/utils/rate-limit.server";
import { todayInZone } from "~/utils/site-time";
import { parseDateTimeInput } from "~/utils/site-time-input";
import { dontCache, HtmlCache, isCacheablePath } from "./html-cache";
import { accessLog, answerUncaughtErrors } from "./access-log";
import { readFormBody } from "./form-body";
import { admissionControl, DEFAULT_ADMISSION } from "./overload";
import { createRequestHandler } from "./request-handler";
import { securityHeaders } from "./security-headers";
import {
  checkOrigin,
  passClientIp,
  plainAddress,
  refuseMalformedRequests,
  rejectOversizedBodies,
  requireFormBody,
  UPLOAD_PATH,
} from "./request-guards";

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
  let htmlCache: HtmlCache | undefined;
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
    await ensureFirstAdmin({ db: database.db, env, logger });
    // The dev server renders every request afresh, so edits show at once.
    if (env.HTML_CACHE && !options.vite) {
      const db = database.db;
      const zone = env.SITE_TIME_ZONE;
      htmlCache = new HtmlCache({
        logger,
        listen: database.listen,
        // A story or issue scheduled for later appears by time passing: the cache empties itself then (ADR 0012).
        nextScheduledAt: () => {
          const now = new Date();
          return nextScheduledPublish(db, {
            now,
            today: todayInZone(zone, now),
            startOfDay: (day) => parseDateTimeInput(day, zone),
          });
        },
      });
      await htmlCache.start();
    }
    const app = createExpressApp({ env, logger, database, auth, vite: options.vite, htmlCache });
    // A repeat anonymous visit is answered before Express (server/html-cache/http.ts, `frontDoor`).
    const listener = htmlCache ? htmlCache.frontDoor(app, { logger, plainAddress }) : app;
    server = await new Promise<Server>((resolve, reject) => {
      // One of several workers (WEB_CONCURRENCY, ADR 0019) binds the port itself beside the
      // others (SO_REUSEPORT): the kernel spreads new connections, and one that dies takes only
      // its own connections with it.
      const worker = cluster.isWorker;
      const listening = createServer(listener).listen(
        { port: env.PORT, host: env.HOST, reusePort: worker, exclusive: worker },
        () => resolve(listening),
      );
      listening.once("error", reject);
    });
  } catch (error) {
    await htmlCache?.close().catch(() => {});
    await database?.close().catch(() => {});
    lock?.release();
    throw error;
  }
  const db = database;
  const outbox = startOutboxWorker({ db: db.db, env, logger });
  // The embedded database's daily backup, and `npm run backup` while it is open (ADR 0007).
  const backups = await startBackupService({ database: db, env, logger });
  // Anonymizes, once a day, what is past its retention period, once staff turn it on (ADR 0042).
  const retention = startRetentionJob({ db: db.db, logger });
  // Hourly: what has been in the trash for 30 days is purged, with the image files only it used (ADR 0051).
  const trashPurge = startTrashPurgeJob({ db: db.db, store: createMediaStore(env), logger });
  // Keep-alive longer than a typical load balancer's idle timeout, so it closes first.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const url = `http://localhost:${port}`;
  logger.info(
    {
      url,
      database: db.kind,
      node: process.versions.node,
      // 192 MB under `npm run serve` (ADR 0015); about 4 GB when started without its settings.
      heapLimitMb: Math.round(getHeapStatistics().heap_size_limit / 2 ** 20),
      startMs: Math.round(performance.now() - startedAt),
    },
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
      await backups.stop().catch((error: unknown) => logger.error({ err: error }, "stopping the backups failed"));
      await retention
        .stop()
        .catch((error: unknown) => logger.error({ err: error }, "stopping the retention job failed"));
      await trashPurge
        .stop()
        .catch((error: unknown) => logger.error({ err: error }, "stopping the trash purge failed"));
      await htmlCache?.close();
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
  htmlCache?: HtmlCache;
}

export function createExpressApp({ env, logger, database, auth, vite, htmlCache }: AppDeps) {
  const app = express();
  const rateLimiter = createRateLimiter({ db: database.db, kind: database.kind, scale: env.RATE_LIMIT_SCALE });
  app.disable("x-powered-by");
  // Whose X-Forwarded-For/-Proto/-Host to believe (TRUST_PROXY): req.ip is then the visitor's
  // address (rate limits, logs, sessions) and req.protocol the one the browser used.
  app.set("trust proxy", env.TRUST_PROXY);

  const clientDir = path.resolve(process.cwd(), env.BUILD_DIR, "client");
  if (!vite) {
    // The build's hashed scripts and stylesheet (safe to cache for a year) are served ahead of
    // the page headers: a policy for documents (CSP, frame options...) means nothing on a script
    // and cost about 750 bytes on each of a first visit's files. The build wrote each also as
    // Brotli and gzip (vite.config.ts), sent as they are to a browser that takes them.
    const assets = expressStaticGzip(path.join(clientDir, "assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      index: false,
      serveStatic: {
        immutable: true,
        maxAge: "1y",
        index: false,
        setHeaders: (res) => {
          res.setHeader("X-Content-Type-Options", "nosniff");
          res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
        },
      },
    });
    app.use("/assets", assets);
  }

  app.use(securityHeaders(env));

  // A page from the HTML cache goes out as stored (its own Brotli or gzip bytes, or plain while
  // those are being made): compressing it again per request is what the cache exists to avoid.
  app.use(compression({ filter: (req, res) => res.getHeader("x-cache") !== "HIT" && compression.filter(req, res) }));
  app.use(refuseMalformedRequests(logger));

  // PGlite runs every query on this thread: a second render at once would only interleave with
  // the first and make the turn longer. PostgreSQL answers over the network, so renders overlap.
  const admission = admissionControl({
    ...DEFAULT_ADMISSION,
    ...(database.kind === "postgres" ? {} : { concurrency: 1 }),
    onRenderOverdue: (req) =>
      logger.warn(
        { method: req.method, path: req.path },
        "a request held its rendering place past the limit; place given back",
      ),
    onRefusals: (refused, seconds) =>
      logger.warn({ refused, seconds }, `refused ${refused} requests in ${seconds} s while rendering fell behind`),
  });
  app.get("/healthz", async (_req, res) => {
    try {
      await withTimeout(database.ping(), 2_000);
      // The page cache's size and the renders in progress, for monitoring (and the hostile suite).
      const cache = htmlCache ? { entries: htmlCache.size, bytes: htmlCache.bytes } : undefined;
      const rendering = { active: admission.active, waiting: admission.waiting, ...admission.stats };
      // The JavaScript heap in use, in MB: what a hostile body would grow (tests/hostile/form-bodies.test.ts).
      const heapUsedMb = Math.round(process.memoryUsage().heapUsed / 2 ** 20);
      res
        .set("Cache-Control", "no-store")
        .json({ status: "ok", database: database.kind, htmlCache: cache, rendering, heapUsedMb });
    } catch {
      res.status(503).set("Cache-Control", "no-store").json({ status: "unavailable", database: database.kind });
    }
  });

  if (vite) {
    app.use(vite.middlewares);
  } else {
    // Other public files (favicon, images, all with an extension) are served before logging;
    // page paths skip this file lookup and reach the HTML cache below.
    const publicFiles = express.static(clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => (isCacheablePath(req.originalUrl) ? next() : publicFiles(req, res, next)));
  }

  app.use(accessLog(logger));

  // A repeat anonymous visit is answered from memory here, logged but before any other work.
  if (htmlCache) app.use(htmlCache.middleware());
  app.use(rejectOversizedBodies);
  app.use(requireFormBody);
  app.use(checkOrigin(env));
  // A form's whole body arrives, and is bounded, before the request may take a rendering place
  // (server/form-body.ts): a slow sender holds a connection, never a place.
  app.use(readFormBody(logger, UPLOAD_PATH));
  // Everything past this point renders: when rendering falls behind, refuse at once (503).
  app.use(admission);
  app.use(passClientIp);
  app.use(reportQueryCount);

  // React Router refuses an action whose Origin differs from the address it rebuilt from the
  // request; behind a TLS-terminating proxy that is http://internal-host, so the public origin
  // (already checked above) is named as allowed.
  const allowedActionOrigins = [new URL(env.PUBLIC_URL).host];
  let productionBuild: ServerBuild | undefined;
  app.all(
    "/{*splat}",
    createRequestHandler({
      build: vite
        ? async () => ({
            ...((await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild),
            allowedActionOrigins,
          })
        : async () =>
            (productionBuild ??= { ...(await import("virtual:react-router/server-build")), allowedActionOrigins }),
      mode: env.NODE_ENV,
      // A new provider per request: middleware adds its own values to it
      // (the admin check), which must never carry over to another request.
      getLoadContext: (req, res) => {
        const context = new RouterContextProvider();
        context.set(siteContext, {
          db: database.db,
          env,
          logger: req.log,
          nonce: res.locals.nonce as string,
          requestId: String(req.id),
          clientIp: req.ip ?? "unknown",
          rateLimiter,
          auth,
          dontCache: () => dontCache(res),
          leaveRenderBudget: () => (res.locals.leaveRenderBudget as (() => void) | undefined)?.(),
        });
        return context;
      },
    }),
  );

  app.use(answerUncaughtErrors(logger));

  return app;
}

/** Runs the request with a query counter and names its database round trips in `Server-Timing`. */
function reportQueryCount(_req: Request, res: Response, next: NextFunction) {
  let queries = () => 0;
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (!this.headersSent) this.setHeader("Server-Timing", `db;desc="${queries()} queries"`);
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as Response["writeHead"];
  queries = countQueries(() => next()).queries;
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
