/**
 * A separate process that runs the outbox worker until nothing is waiting, then exits: the crash
 * test kills one with SIGKILL mid-send and starts another. OUTBOX_CHILD_TARGET is the database
 * (a DatabaseTarget as JSON), OUTBOX_CHILD_SMTP the mail server.
 */
import { count, eq } from "drizzle-orm";
import { pino } from "pino";
import { openDatabase, type DatabaseTarget } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { startOutboxWorker } from "~/utils/email.server";
import { testEnv } from "./context";

const target = JSON.parse(process.env.OUTBOX_CHILD_TARGET!) as DatabaseTarget;
const database = await openDatabase(target);
const worker = startOutboxWorker({
  db: database.db,
  env: testEnv({ SMTP_URL: process.env.OUTBOX_CHILD_SMTP! }),
  logger: pino({ level: "silent" }),
  leaseMs: 1_000,
  retryBaseMs: 100,
});
process.stdout.write("started\n");
for (;;) {
  const [row] = await database.db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.status, "pending"));
  if ((row?.n ?? 0) === 0) break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}
await worker.stop();
await database.close();
process.exit(0);
