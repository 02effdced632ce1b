import type { Db } from "~/db/client.server";
import type { Auth } from "~/features/auth/auth.server";
import type { Env } from "~/env.server";
import type { Logger } from "~/utils/logger.server";
import type { RateLimiter } from "~/utils/rate-limit.server";

/** What the Express entry hands every loader and action (see server/app.ts). */
export interface SiteContext {
  db: Db;
  env: Env;
  logger: Logger;
  nonce: string;
  requestId: string;
  /** The visitor's address (Express `req.ip`, proxy-aware), for rate limits. */
  clientIp: string;
  rateLimiter: RateLimiter;
  auth: Auth;
  /**
   * Stops counting this request among the renders in progress (server/overload.ts), for an
   * action about to wait on purpose (a slowed wrong answer, ADR 0009): a waiting request uses no
   * CPU and must not make page views wait. Absent outside the Express server (tests).
   */
  leaveRenderBudget?: () => void;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteContext {}
}
