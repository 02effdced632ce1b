import { createContext } from "react-router";
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
  /**
   * The visitor's address (Express `req.ip`, proxy-aware), for rate limits: give it to a
   * per-address limit as `{ address }`, which folds an IPv6 address to its /64 (ADR 0009).
   */
  clientIp: string;
  rateLimiter: RateLimiter;
  auth: Auth;
  /**
   * Says this response must not be kept by the page cache (server/html-cache) and served to
   * other visitors: for a page that rendered around a failed query, with a fallback where its
   * data would be. Called by the code that caught the failure, next to logging it.
   */
  dontCache: () => void;
  /**
   * Stops counting this request among the renders in progress (server/overload.ts), for an
   * action about to wait on purpose (a slowed wrong answer, ADR 0009): a waiting request uses no
   * CPU and must not make page views wait. Absent outside the Express server (tests).
   */
  leaveRenderBudget?: () => void;
}

/**
 * The site context in React Router 8's request context: server/app.ts sets
 * it on every request's `RouterContextProvider`; loaders and actions read it with
 * `context.get(siteContext)`. No default value: reading it where nobody set it throws.
 */
export const siteContext = createContext<SiteContext>();
