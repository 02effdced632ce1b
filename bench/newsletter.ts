/**
 * The newsletter send's numbers (issue 19): how long queueing an issue for 2,000 confirmed
 * subscribers takes (one INSERT … SELECT into the outbox) and how long the outbox worker takes
 * to hand all 2,000 to a local SMTP server, unthrottled (NEWSLETTER_RATE_PER_MINUTE=0). On the
 * embedded database (PGlite in memory), the default. Run alone with `npm run bench:newsletter`.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pino } from "pino";
import { newsletterSubscribers } from "../app/db/schema";
import { getSendProgress, startNewsletterSend } from "../app/features/newsletter/send.server";
import { startOutboxWorker } from "../app/utils/email.server";
import { testEnv } from "../tests/setup/context";
import { createTestDatabase } from "../tests/setup/database";
import { startMailCatcher } from "../tests/setup/mail-catcher";
import { createNewsletter } from "../tests/factories/newsletters";
import { createUser } from "../tests/factories/users";

export interface NewsletterBench {
  recipients: number;
  database: string;
  queueMs: number;
  deliverMs: number;
  messagesPerSecond: number;
  delivered: number;
}

export const NEWSLETTER_BUDGET = { queueMs: 2_000 };

export async function benchNewsletterSend(recipients = 2_000): Promise<NewsletterBench> {
  const database = await createTestDatabase();
  const mailDir = mkdtempSync(path.join(os.tmpdir(), "bench-mail-"));
  const smtp = await startMailCatcher(mailDir);
  try {
    const rows = Array.from({ length: recipients }, (_, i) => ({
      email: `reader-${i}@example.org`,
      status: "confirmed" as const,
      confirmToken: randomBytes(16).toString("base64url"),
      unsubscribeToken: randomBytes(24).toString("base64url"),
      source: "bench",
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await database.db.insert(newsletterSubscribers).values(rows.slice(i, i + 500));
    }
    const user = await createUser(database.db, { role: "admin" });
    const admin = { id: user.id, email: user.email, role: "admin" as const, isStaff: true };
    const issue = await createNewsletter(database.db, { content: "<p>Thank you, neighbors, for a warm winter.</p>" });
    const env = testEnv({ NEWSLETTER_RATE_PER_MINUTE: "0", SMTP_URL: smtp.url });

    const queued = performance.now();
    const started = await startNewsletterSend(database.db, env, issue.id, admin);
    const queueMs = Math.round(performance.now() - queued);
    if (!started.ok) throw new Error(`the send was refused: ${started.reason}`);

    const delivering = performance.now();
    const worker = startOutboxWorker({ db: database.db, env, logger: pino({ level: "silent" }) });
    for (;;) {
      const progress = await getSendProgress(database.db, issue.id);
      if (progress?.done) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const deliverMs = Math.round(performance.now() - delivering);
    await worker.stop();
    const delivered = readdirSync(mailDir).length;
    return {
      recipients,
      database: database.label,
      queueMs,
      deliverMs,
      messagesPerSecond: Math.round((delivered / deliverMs) * 1000),
      delivered,
    };
  } finally {
    await smtp.close();
    await database.close();
    rmSync(mailDir, { recursive: true, force: true });
  }
}

export function newsletterMarkdown(result: NewsletterBench): string[] {
  return [
    `## Newsletter send (${result.recipients.toLocaleString("en-US")} confirmed subscribers, ${result.database}, unthrottled, local SMTP)`,
    "",
    "| step | time | budget |",
    "| --- | ---: | --- |",
    `| queue the issue (one outbox row each) | ${result.queueMs} ms | ≤ ${NEWSLETTER_BUDGET.queueMs} ms ${result.queueMs <= NEWSLETTER_BUDGET.queueMs ? "✅" : "❌"} |`,
    `| deliver all to the SMTP server | ${(result.deliverMs / 1000).toFixed(1)} s (${result.messagesPerSecond}/s, ${result.delivered} delivered) | reported |`,
    "",
  ];
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  benchNewsletterSend()
    .then((result) => {
      console.log(newsletterMarkdown(result).join("\n"));
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
