import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/setup/database";
import { createRateLimiter, RATE_LIMITS } from "./rate-limit.server";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe(`rate limits (${process.env.TEST_DB_KIND})`, () => {
  it("allows the configured number of attempts per key, then says how long to wait", async () => {
    const limiter = createRateLimiter({ db: database.db, kind: database.kind });
    const { points } = RATE_LIMITS.authEmailByAccount;
    for (let i = 0; i < points; i++) {
      expect(await limiter.consume("authEmailByAccount", "ana@example.org")).toEqual({ allowed: true });
    }
    const refused = await limiter.consume("authEmailByAccount", "ana@example.org");
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(800);
    // Another key is counted separately.
    expect(await limiter.consume("authEmailByAccount", "ben@example.org")).toEqual({ allowed: true });
    await limiter.reset("authEmailByAccount", "ana@example.org");
    expect(await limiter.consume("authEmailByAccount", "ana@example.org")).toEqual({ allowed: true });
  });

  it("scales every limit for load tests", async () => {
    const limiter = createRateLimiter({ db: database.db, kind: database.kind, scale: 2 });
    for (let i = 0; i < RATE_LIMITS.authEmailByAccount.points * 2; i++) {
      expect((await limiter.consume("authEmailByAccount", "scaled@example.org")).allowed).toBe(true);
    }
    expect((await limiter.consume("authEmailByAccount", "scaled@example.org")).allowed).toBe(false);
  });
});
