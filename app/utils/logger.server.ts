import { pino, type Logger } from "pino";

export type { Logger };

/**
 * JSON lines; secrets and form payloads are never logged (only method, path, status, timing).
 *
 * Written to stdout asynchronously: lines logged while a write is under way go out together in
 * the next, so a busy server makes one write for many requests instead of one each (about a
 * quarter of a cached page's cost, issue 20). pino flushes what is pending when the process exits.
 */
export function createLogger(level: string): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: { paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'], remove: true },
    },
    pino.destination({ dest: 1, sync: false }),
  );
}
