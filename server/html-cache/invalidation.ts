/**
 * When the page store empties (ADR 0006, ADR 0012):
 * - Every committed write to a content table: a trigger announces it on the `content_changed`
 *   channel (drizzle/0004), which this LISTENs to through the database (PGlite in this process,
 *   or PostgreSQL, where every process hears every other's writes). Until the subscription is
 *   ready, and while a PostgreSQL LISTEN connection is down, the cache is off (`listening`),
 *   since writes could go unseen.
 * - Scheduled publishing: an item whose publish date is still ahead goes live by time passing,
 *   with no write to announce it. `nextScheduledAt` names the earliest such moment; the store
 *   empties then (a timer, re-armed after every invalidation), so the first request after that
 *   instant renders the page with the item.
 */
import type { Database } from "~/db/client.server";
import type { Logger } from "~/utils/logger.server";
import type { CacheStats, PageStore } from "./store";

export const CONTENT_CHANGED_CHANNEL = "content_changed";

/** Node's longest timer (about 24.8 days); a later date is re-checked when it fires. */
const MAX_TIMER_MS = 2_147_483_647;
/**
 * How long after a scheduled instant the cache empties: timers never fire early, but a render
 * that starts this late is sure to read a clock past the instant.
 */
const SCHEDULE_MARGIN_MS = 5;

export interface InvalidationOptions {
  logger: Logger;
  /** The database whose content_changed notifications empty the cache (none: only `clear()` does). */
  listen?: Database["listen"];
  /**
   * The next moment a scheduled item goes live (null: nothing scheduled). Asked at start and
   * after every invalidation; the cache empties itself at that moment.
   */
  nextScheduledAt?: () => Promise<Date | null>;
}

export class Invalidation {
  /** Whether every write would be heard: the cache answers and stores only then. */
  listening: boolean;
  private unsubscribe: (() => Promise<void>) | undefined;
  private publishTimer: ReturnType<typeof setTimeout> | undefined;
  private nextPublishAt: number | undefined;
  private refreshing = false;
  private refreshAgain = false;
  private closed = false;

  constructor(
    private readonly store: PageStore,
    private readonly stats: CacheStats,
    private readonly options: InvalidationOptions,
  ) {
    this.listening = !options.listen;
  }

  /** Subscribes to content changes; resolves once tried (never throws: the cache stays off). */
  async start(): Promise<void> {
    this.refreshSchedule();
    if (!this.options.listen) return;
    try {
      this.unsubscribe = await this.options.listen(CONTENT_CHANGED_CHANNEL, {
        onNotify: () => this.clear(),
        onReady: () => {
          // Anything written while we were not listening is unknown: start empty.
          this.clear();
          this.listening = true;
        },
        onLost: () => {
          this.listening = false;
          this.clear();
          this.options.logger.warn("html cache: lost the LISTEN connection; caching paused until it is back");
        },
      });
    } catch (error) {
      this.options.logger.error(
        { err: error },
        "html cache: could not subscribe to content changes; caching stays off",
      );
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.publishTimer);
    this.listening = false;
    await this.unsubscribe?.().catch(() => {});
  }

  /** Empties the store. */
  clear() {
    this.stats.invalidations += 1;
    this.store.clear();
    // A write may have scheduled, moved or published something: ask again when the next one is due.
    this.refreshSchedule();
  }

  /** When the cache next empties itself for a scheduled item (undefined: nothing scheduled). */
  get nextScheduledInvalidation(): Date | undefined {
    return this.nextPublishAt === undefined ? undefined : new Date(this.nextPublishAt);
  }

  /** Asks for the next scheduled publish time and arms the timer; a burst of calls asks once more at most. */
  private refreshSchedule() {
    const ask = this.options.nextScheduledAt;
    if (!ask || this.closed) return;
    if (this.refreshing) {
      this.refreshAgain = true;
      return;
    }
    this.refreshing = true;
    void (async () => {
      try {
        let next: Date | null;
        do {
          this.refreshAgain = false;
          next = await ask();
        } while (this.refreshAgain && !this.closed);
        this.armPublishTimer(next);
      } catch (error) {
        // Entries still expire after ttlMs, so a scheduled item shows up at most that late.
        this.options.logger.error({ err: error }, "html cache: could not read the next scheduled publish time");
      } finally {
        this.refreshing = false;
      }
    })();
  }

  private armPublishTimer(next: Date | null) {
    clearTimeout(this.publishTimer);
    this.publishTimer = undefined;
    this.nextPublishAt = next ? next.getTime() : undefined;
    if (this.nextPublishAt === undefined || this.closed) return;
    const due = this.nextPublishAt;
    const delay = Math.min(Math.max(due - Date.now() + SCHEDULE_MARGIN_MS, 0), MAX_TIMER_MS);
    this.publishTimer = setTimeout(() => {
      this.publishTimer = undefined;
      if (Date.now() >= due) {
        this.stats.scheduledInvalidations += 1;
        this.clear();
      } else {
        this.refreshSchedule();
      }
    }, delay);
    // The timer never keeps the process alive on its own.
    this.publishTimer.unref?.();
  }
}
