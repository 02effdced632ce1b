import { pino, type Logger } from "pino";

export type { Logger };

/** JSON lines; secrets and form payloads are never logged (only method, path, status, timing). */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'], remove: true },
  });
}
