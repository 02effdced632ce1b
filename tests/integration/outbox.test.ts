import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { like } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema";
import { queueEmail, startOutboxWorker } from "~/utils/email.server";
import { createTestDatabase, type TestDatabase } from "../setup/database";
import { testEnv } from "../setup/context";
import { startMailCatcher } from "../setup/mail-catcher";

let database: TestDatabase;
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});
afterAll(async () => {
  await database?.close();
});

/** A real logger whose lines the test can read. */
function capturingLogger() {
  const lines: { msg: string; emailId?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: "info" }, stream), lines };
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Forty submissions at once, each queueing its staff email in its own transaction. */
function queueBurst(run: string, count = 40) {
  return Promise.all(
    Array.from({ length: count }, (_, index) =>
      database.db.transaction(async (tx) => {
        await queueEmail(tx, { to: `${run}-${index}@example.org`, subject: `New message ${index}`, text: "Hello" });
      }),
    ),
  );
}

describe("the outbox worker", () => {
  it("without SMTP, logs each message of a burst exactly once, right after it is queued", async () => {
    const { logger, lines } = capturingLogger();
    const worker = startOutboxWorker({ db: database.db, env: testEnv({ SMTP_URL: "" }), logger });
    stops.push(() => worker.stop());
    const run = `burst${Date.now().toString(36)}`;
    await queueBurst(run);

    const kept = () => lines.filter((line) => line.msg === "email kept in the outbox (no SMTP_URL)");
    await until(() => kept().length >= 40, 5_000);
    // Long enough for any straggling run to log a message a second time.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(kept()).toHaveLength(40);
    expect(new Set(kept().map((line) => line.emailId)).size).toBe(40);
    const rows = await database.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.toAddress, `${run}-%`));
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(Array.from({ length: 40 }, () => ["pending", 1]));
  });

  it("with SMTP, sends a burst larger than one batch at once, each message once, without waiting for the next poll", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "outbox-mail-"));
    const catcher = await startMailCatcher(dir);
    stops.push(() => catcher.close());
    const { logger } = capturingLogger();
    const worker = startOutboxWorker({ db: database.db, env: testEnv({ SMTP_URL: catcher.url }), logger });
    stops.push(() => worker.stop());
    const run = `smtp${Date.now().toString(36)}`;
    await queueBurst(run);

    // (Messages the test before kept without SMTP are sent now too: only this burst's are counted.)
    const received = () =>
      readdirSync(dir)
        .map((file) => /^X-Envelope-To: (.*)$/m.exec(readFileSync(path.join(dir, file), "utf8"))?.[1] ?? "")
        .filter((to) => to.startsWith(`${run}-`));
    // Four batches of ten; the worker's poll is every 15 s, so this is the wakes and the batches.
    await until(() => received().length >= 40, 10_000);
    await until(async () => {
      const rows = await database.db
        .select()
        .from(emailOutbox)
        .where(like(emailOutbox.toAddress, `${run}-%`));
      return rows.every((row) => row.status === "sent");
    }, 5_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received()).toHaveLength(40);
    expect(new Set(received()).size).toBe(40);
  });
});
