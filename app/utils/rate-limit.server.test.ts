import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/setup/database";
import { addressKey, createRateLimiter, mailboxKey, RATE_LIMITS, type RateLimitName } from "./rate-limit.server";

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
    const { points } = RATE_LIMITS.accountEmailsByMailbox;
    for (let i = 0; i < points; i++) {
      expect(await limiter.consume("accountEmailsByMailbox", "ana@example.org")).toEqual({ allowed: true });
    }
    const refused = await limiter.consume("accountEmailsByMailbox", "ana@example.org");
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(800);
    // Another key is counted separately.
    expect(await limiter.consume("accountEmailsByMailbox", "ben@example.org")).toEqual({ allowed: true });
    await limiter.reset("accountEmailsByMailbox", "ana@example.org");
    expect(await limiter.consume("accountEmailsByMailbox", "ana@example.org")).toEqual({ allowed: true });
  });

  it("scales every limit for load tests", async () => {
    const limiter = createRateLimiter({ db: database.db, kind: database.kind, scale: 2 });
    for (let i = 0; i < RATE_LIMITS.accountEmailsByMailbox.points * 2; i++) {
      expect((await limiter.consume("accountEmailsByMailbox", "scaled@example.org")).allowed).toBe(true);
    }
    expect((await limiter.consume("accountEmailsByMailbox", "scaled@example.org")).allowed).toBe(false);
  });

  it("counts the addresses of one IPv6 /64 as one client, and each IPv4 address on its own", async () => {
    const limiter = createRateLimiter({ db: database.db, kind: database.kind });
    const { points } = RATE_LIMITS.coursePasswordByIp;
    for (let i = 0; i < points; i++) {
      const address = `2001:db8:33:1:${(i + 1).toString(16)}::${i + 7}`;
      expect(await limiter.consume("coursePasswordByIp", { address, scope: "course-password" })).toEqual({
        allowed: true,
      });
    }
    expect(
      (await limiter.consume("coursePasswordByIp", { address: "2001:db8:33:1:ffff::1", scope: "course-password" }))
        .allowed,
    ).toBe(false);
    // The neighboring /64, another kind of secret, and IPv4 neighbors are counted apart.
    expect(
      (await limiter.consume("coursePasswordByIp", { address: "2001:db8:33:2::1", scope: "course-password" })).allowed,
    ).toBe(true);
    expect(
      (await limiter.consume("coursePasswordByIp", { address: "2001:db8:33:1::1", scope: "eligibility-code" })).allowed,
    ).toBe(true);
    for (let i = 0; i < points; i++) {
      await limiter.consume("coursePasswordByIp", { address: "198.51.100.33", scope: "course-password" });
    }
    expect(
      (await limiter.consume("coursePasswordByIp", { address: "198.51.100.34", scope: "course-password" })).allowed,
    ).toBe(true);
    // An IPv4 client seen through a dual-stack socket is the same client.
    expect(
      (await limiter.consume("coursePasswordByIp", { address: "::ffff:198.51.100.33", scope: "course-password" }))
        .allowed,
    ).toBe(false);
  });

  it("refuses a per-address limit given a plain key, and a plain limit given an address", async () => {
    const limiter = createRateLimiter({ db: database.db, kind: database.kind });
    await expect(limiter.consume("authFailuresByIp" as RateLimitName, "203.0.113.9" as never)).rejects.toThrow(
      /per address/,
    );
    await expect(limiter.consume("authByDevice", { address: "203.0.113.9" } as never)).rejects.toThrow(
      /not per address/,
    );
  });

  it("marks every limit named by address as per address", () => {
    for (const [name, limit] of Object.entries(RATE_LIMITS)) {
      if (/ByIp$/.test(name)) expect((limit as { per?: string }).per, name).toBe("address");
    }
  });
});

describe("addressKey", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(addressKey("203.0.113.4")).toBe("203.0.113.4");
    expect(addressKey("10.0.0.1")).not.toBe(addressKey("10.0.0.2"));
  });

  it("folds an IPv4-mapped IPv6 address to its IPv4 address", () => {
    expect(addressKey("::ffff:203.0.113.4")).toBe("203.0.113.4");
    expect(addressKey("::FFFF:cb00:7104")).toBe("203.0.113.4");
  });

  it("keys an IPv6 address by its /64, however it is written", () => {
    const key = "2001:db8:1:2::/64";
    expect(addressKey("2001:db8:1:2::5")).toBe(key);
    expect(addressKey("2001:0db8:0001:0002:0000:0000:0000:0005")).toBe(key);
    expect(addressKey("2001:DB8:1:2:ffff:ffff:ffff:ffff")).toBe(key);
    expect(addressKey("2001:db8:1:2:a:b:c:d")).toBe(key);
    expect(addressKey("2001:db8:1:3::5")).toBe("2001:db8:1:3::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8::/64");
    expect(addressKey("::1")).toBe("::/64");
  });

  it("drops a zone id", () => {
    expect(addressKey("fe80::1%eth0")).toBe("fe80::/64");
    expect(addressKey("fe80::2%3")).toBe("fe80::/64");
  });

  it("keeps anything that is not an address as it is", () => {
    expect(addressKey("unknown")).toBe("unknown");
    expect(addressKey("")).toBe("");
    expect(addressKey("1.2.3")).toBe("1.2.3");
  });
});

describe("mailboxKey", () => {
  it("folds plus-address variants for every domain", () => {
    expect(mailboxKey("victim+1@example.org")).toBe("victim@example.org");
    expect(mailboxKey("Victim+news+2@Example.ORG")).toBe("victim@example.org");
    expect(mailboxKey("victim@example.org")).toBe("victim@example.org");
  });

  it("folds dots only for Gmail, where they do not change the mailbox", () => {
    expect(mailboxKey("v.ictim@gmail.com")).toBe("victim@gmail.com");
    expect(mailboxKey("V.i.c.t.i.m+x@googlemail.com")).toBe("victim@gmail.com");
    expect(mailboxKey("a.lee@example.org")).toBe("a.lee@example.org");
    expect(mailboxKey("a.lee@example.org")).not.toBe(mailboxKey("al.ee@example.org"));
  });

  it("keeps what it cannot split as it is, lower-cased", () => {
    expect(mailboxKey("+tag@example.org")).toBe("+tag@example.org");
    expect(mailboxKey(" Not-An-Address ")).toBe("not-an-address");
  });
});
