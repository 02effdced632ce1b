import express from "express";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { contactSubmissions, newsItems } from "~/db/schema";
import { createTestDatabase } from "../../tests/setup/database";
import { nextScheduledPublish } from "~/db/publishing";
import { getNewsPage } from "~/features/news/news.server";
import { todayInZone } from "~/utils/site-time";
import { parseDateTimeInput } from "~/utils/site-time-input";
import { HtmlCache } from ".";
import { caches, closeAll, escape, get, logger, servers, site } from "./test-site";

afterEach(closeAll);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const story = (title: string) => ({
  title,
  description: "A short summary.",
  content: "<p>Body</p>",
  category: "Community",
});

describe(`the HTML cache, emptied by the database's own writes (${process.env.TEST_DB_KIND})`, () => {
  it("a committed write to a content table empties it, whatever made it; private tables and rolled-back writes do not", async () => {
    const database = await createTestDatabase();
    try {
      const cache = new HtmlCache({ logger, listen: database.listen });
      caches.push(cache);
      await cache.start();
      const { base } = await site(cache);
      await get(`${base}/latest-news`);
      expect((await get(`${base}/latest-news`)).cache).toBe("HIT");
      const before = cache.stats.invalidations;

      // A visitor's message (a private table) and a write that was rolled back change no page.
      await database.db.insert(contactSubmissions).values({ name: "Ivy", email: "ivy@example.org", message: "Hello" });
      await database.db
        .transaction(async (tx) => {
          await tx.insert(newsItems).values(story("Never published"));
          tx.rollback();
        })
        .catch(() => {});
      await sleep(100);
      expect((await get(`${base}/latest-news`)).cache).toBe("HIT");

      // A story written straight to the table, as a script or another process would.
      await database.db.insert(newsItems).values(story("Coat drive"));
      await expect.poll(() => cache.stats.invalidations, { timeout: 5_000 }).toBe(before + 1);
      expect((await get(`${base}/latest-news`)).cache).toBe("MISS");
      // Notifications arrive in commit order: had the earlier writes announced themselves, they
      // would have been counted before this one.
      expect(cache.stats.invalidations).toBe(before + 1);
    } finally {
      await database.close();
    }
  });
});

describe(`the HTML cache and scheduled publishing (${process.env.TEST_DB_KIND})`, () => {
  it("serves a story scheduled a moment ahead as soon as its time comes, with no write to announce it", async () => {
    const database = await createTestDatabase();
    try {
      const zone = "America/New_York";
      const cache = new HtmlCache({
        logger,
        listen: database.listen,
        nextScheduledAt: () => {
          const now = new Date();
          return nextScheduledPublish(database.db, {
            now,
            today: todayInZone(zone, now),
            startOfDay: (day) => parseDateTimeInput(day, zone),
          });
        },
      });
      caches.push(cache);
      await cache.start();
      // The news page as the site renders it: the live stories, read at request time.
      const app = express();
      app.use((_req, res, next) => {
        res.locals.nonce = randomBytes(16).toString("base64");
        next();
      });
      app.use(cache.middleware());
      app.get("/latest-news", async (_req, res) => {
        const page = await getNewsPage(database.db, { categorySlug: null, page: 1 });
        const titles = page.featured.map((item) => `<li>${escape(item.title)}</li>`).join("");
        res.type("html").send(`<!DOCTYPE html><html><body><ul>${titles}</ul></body></html>`);
      });
      const server = await new Promise<Server>((resolve) => {
        const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
      });
      servers.push(server);
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/latest-news`;

      const publishAt = new Date(Date.now() + 1500);
      await database.db
        .insert(newsItems)
        .values({ ...story("Scheduled lantern walk"), isPublished: true, publishedDate: publishAt });
      // The write empties the cache and tells it when the story is due.
      await expect.poll(() => cache.nextScheduledInvalidation?.getTime(), { timeout: 5_000 }).toBe(publishAt.getTime());
      expect((await get(url)).html).not.toContain("Scheduled lantern walk");
      const cached = await get(url);
      expect(cached.cache).toBe("HIT");
      expect(cached.html).not.toContain("Scheduled lantern walk");
      const writes = cache.stats.invalidations;

      let seenAt = 0;
      await expect
        .poll(
          async () => {
            const page = await get(url);
            if (page.html.includes("Scheduled lantern walk")) seenAt = Date.now();
            return page.html.includes("Scheduled lantern walk");
          },
          { timeout: 5_000, interval: 20 },
        )
        .toBe(true);
      // Emptied once, by its timer, not by a write; and within moments of the date, not the 60 s lifetime.
      expect(cache.stats.scheduledInvalidations).toBe(1);
      expect(cache.stats.invalidations).toBe(writes + 1);
      expect(seenAt - publishAt.getTime()).toBeLessThan(1_000);
      // Nothing else is scheduled now.
      await expect.poll(() => cache.nextScheduledInvalidation, { timeout: 5_000 }).toBeUndefined();
      expect((await get(url)).cache).toBe("HIT");
    } finally {
      await database.close();
    }
  });
});

describe.runIf(process.env.TEST_DB_KIND === "postgres")("the HTML cache with several processes on PostgreSQL", () => {
  it("a content write made through any connection empties every process's cache", async () => {
    const database = await createTestDatabase();
    const processes = await Promise.all([1, 2].map(() => openDatabase({ kind: "postgres", url: database.url! })));
    try {
      const [one, two] = processes.map((process) => new HtmlCache({ logger, listen: process.listen }));
      caches.push(one!, two!);
      await Promise.all([one!.start(), two!.start()]);
      const sites = await Promise.all([site(one!), site(two!)]);
      for (const { base } of sites) {
        await get(`${base}/completed-campaigns`);
        expect((await get(`${base}/completed-campaigns`)).cache).toBe("HIT");
      }

      await processes[0]!.db.insert(newsItems).values(story("Written by process one"));
      await expect.poll(() => [one!.size, two!.size], { timeout: 5_000 }).toEqual([0, 0]);
      for (const { base } of sites) expect((await get(`${base}/completed-campaigns`)).cache).toBe("MISS");
    } finally {
      await Promise.all(caches.splice(0).map((cache) => cache.close()));
      await Promise.all(processes.map((process) => process.close()));
      await database.close();
    }
  });

  it("pauses while its LISTEN connection is down, and serves again once it is back", async () => {
    const database = await createTestDatabase();
    const cache = new HtmlCache({ logger, listen: database.listen });
    caches.push(cache);
    try {
      await cache.start();
      const { base } = await site(cache);
      await get(`${base}/faq`);
      expect((await get(`${base}/faq`)).cache).toBe("HIT");
      // The listening connection is ended by the server (as a restart or failover would).
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`,
      );
      await expect.poll(async () => (await get(`${base}/faq`)).cache, { timeout: 5_000 }).toBeNull();
      await expect.poll(async () => (await get(`${base}/faq`)).cache, { timeout: 10_000 }).toBe("HIT");
    } finally {
      await Promise.all(caches.splice(0).map((entry) => entry.close()));
      await database.close();
    }
  });
});
