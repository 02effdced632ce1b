/**
 * The stored pages: bounded in entries and in bytes, least recently used first to go, each
 * fresh for `ttlMs`. A page's Brotli and gzip bytes are made once, a few milliseconds after it
 * is stored, and kept per address (in a second, equally bounded list) while the page's bytes
 * stay the same, so a page that expires or is invalidated and renders unchanged is not
 * compressed again. Knows nothing of HTTP (./http.ts) or of when to empty (./invalidation.ts).
 */
import type { Logger } from "~/utils/logger.server";
import { compressPage, type Encoding } from "./encoding";

/** A page's bytes as stored, and once compressed (a few milliseconds after it is stored) as Brotli and gzip. */
export interface Encoded {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Settles when the Brotli and gzip bytes are made (or could not be); set while they are being made. */
  compressing?: Promise<void>;
}

export interface Entry {
  status: number;
  /**
   * The render's own headers as a flat name, value list (the security headers, the type, the
   * cache policy …), with the policy that names the page's script hashes: what a hit repeats.
   */
  headers: string[];
  body: Encoded;
  storedAt: number;
  /** What a hit sends in each encoding, made on its first hit (./http.ts). */
  answers: Partial<Record<Encoding, string[]>>;
}

/** What the cache counts (the bench and the tests read it). */
export interface CacheStats {
  hits: number;
  misses: number;
  stores: number;
  compressions: number;
  invalidations: number;
  scheduledInvalidations: number;
  /** Visitors answered with a page another visitor's render stored while they waited. */
  sharedRenders: number;
}

export interface StoreLimits {
  ttlMs: number;
  maxEntries: number;
  /** All entries together; the least recently used go first past it. */
  maxBytes: number;
}

const encodedBytes = (body: Encoded) => body.identity.length + (body.br?.length ?? 0) + (body.gzip?.length ?? 0);

export class PageStore {
  private readonly entries = new Map<string, Entry>();
  /** Counts the times the store was emptied: a render begun before then stores nothing. */
  generation = 0;
  private storedBytes = 0;
  /**
   * The last compressed bytes of each address (least recently stored first), kept across
   * invalidations and expiry so a page that renders the same bytes again reuses them.
   */
  private readonly compressed = new Map<string, Encoded>();
  private compressedBytes = 0;
  private readonly compressions = new Set<Promise<void>>();

  constructor(
    private readonly limits: StoreLimits,
    private readonly stats: CacheStats,
    private readonly logger: Logger,
  ) {}

  get size() {
    return this.entries.size;
  }

  /** The bytes of every stored page together, in every encoding kept. */
  get bytes() {
    return this.storedBytes;
  }

  /** Resolves once every compression under way has finished (tests, and the bench's warm-up). */
  async settled(): Promise<void> {
    while (this.compressions.size > 0) await Promise.all(this.compressions);
  }

  /** Drops every stored page (their compressed bytes stay, for a page that renders the same again). */
  clear() {
    this.generation += 1;
    this.entries.clear();
    this.storedBytes = 0;
  }

  /** The stored page for a key while it is fresh (an expired one is dropped). */
  fresh(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.storedAt < this.limits.ttlMs) return entry;
    this.remove(key);
    return undefined;
  }

  /** Marks a page as just used: most recently used last, so the oldest entry is the first to go. */
  touch(key: string, entry: Entry) {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  /** Stores a page that rendered with status 200, pushing the least recently used out past the limits. */
  put(key: string, headers: string[], identity: Buffer) {
    const previous = this.compressed.get(key);
    const encoded: Encoded = previous?.identity.equals(identity) ? previous : { identity };
    const bytes = encodedBytes(encoded);
    this.remove(key);
    while (
      this.entries.size > 0 &&
      (this.entries.size >= this.limits.maxEntries || this.storedBytes + bytes > this.limits.maxBytes)
    ) {
      this.remove(this.entries.keys().next().value!);
    }
    this.entries.set(key, { status: 200, headers, body: encoded, storedAt: Date.now(), answers: {} });
    this.storedBytes += bytes;
    this.remember(key, encoded);
    if (!encoded.br && !encoded.compressing) this.compress(key, encoded);
    this.stats.stores += 1;
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.storedBytes -= encodedBytes(entry.body);
  }

  /** Keeps a page's bytes as the last of its address (most recent last), within the cache's own bounds. */
  private remember(key: string, encoded: Encoded) {
    const earlier = this.compressed.get(key);
    if (earlier) {
      this.compressed.delete(key);
      this.compressedBytes -= encodedBytes(earlier);
    }
    this.compressed.set(key, encoded);
    this.compressedBytes += encodedBytes(encoded);
    this.trimCompressed();
  }

  private trimCompressed() {
    while (
      this.compressed.size > 1 &&
      (this.compressed.size > this.limits.maxEntries || this.compressedBytes > this.limits.maxBytes)
    ) {
      const [oldest, value] = this.compressed.entries().next().value!;
      this.compressed.delete(oldest);
      this.compressedBytes -= encodedBytes(value);
    }
  }

  /**
   * Makes a stored page's Brotli and gzip bytes off the main thread; done once per address for
   * as long as its bytes stay the same.
   */
  private compress(key: string, encoded: Encoded) {
    this.stats.compressions += 1;
    const work = (async () => {
      try {
        const [br, gz] = await compressPage(encoded.identity);
        const added = br.length + gz.length;
        encoded.br = br;
        encoded.gzip = gz;
        // The bytes now count wherever this page is held, and push older pages out past the limit.
        if (this.entries.get(key)?.body === encoded) {
          this.storedBytes += added;
          while (this.entries.size > 1 && this.storedBytes > this.limits.maxBytes) {
            this.remove(this.entries.keys().next().value!);
          }
        }
        if (this.compressed.get(key) === encoded) {
          this.compressedBytes += added;
          this.trimCompressed();
        }
      } catch (error) {
        // The page still goes out, plain (hits skip the compression middleware); the next store
        // of the same bytes tries again, as `compressing` is cleared below.
        this.logger.error({ err: error }, "html cache: could not compress a page");
      } finally {
        encoded.compressing = undefined;
      }
    })();
    encoded.compressing = work;
    this.compressions.add(work);
    void work.finally(() => this.compressions.delete(work));
  }
}
