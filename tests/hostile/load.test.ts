import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactFields, formBody, runBounded, startSite, volunteerFields, type Site } from "./helpers";

// A bounded burst of valid submissions from several simulated clients (rate limits raised for
// the run): no 5xx, and exactly one stored row per successful answer.

const REQUESTS = Number(process.env.HOSTILE_LOAD_REQUESTS ?? 2_000);
const CONNECTIONS = 50;
const CLIENTS = 8;

let site: Site;

beforeAll(async () => {
  // No SMTP: the outbox only logs, so shutting down does not wait on 2,000 staff emails.
  site = await startSite({ env: { RATE_LIMIT_SCALE: "10000", SMTP_URL: "" } });
}, 300_000);

afterAll(async () => {
  // Across the hostile suite, no answer of 5xx (issue 33); read before the server is stopped.
  const serverErrors = site?.serverErrors() ?? [];
  await site?.close();
  expect(serverErrors).toEqual([]);
});

describe("a burst of writes", () => {
  // About 15 s on either database here. (It took 23 s to 481 s on PostgreSQL while every queued
  // email started its own outbox run, which queued on the others' row locks.) The test asserts
  // nothing lost and nothing doubled, not speed (that is npm run bench): a busy machine gets room.
  it(
    `stores each of ${REQUESTS} contact messages and volunteer applications exactly once`,
    { timeout: 300_000 },
    async () => {
      const run = `load${Date.now().toString(36)}`;
      const startedAt = Date.now();
      const answers = await runBounded(REQUESTS, CONNECTIONS, async (index) => {
        const token = `${run}-${index}`;
        const isContact = index % 2 === 0;
        try {
          // The data request the page's own script sends (the HTML answer is covered elsewhere).
          const response = await fetch(`${site.url}${isContact ? "/contact" : "/volunteer"}.data`, {
            method: "POST",
            body: formBody(isContact ? contactFields(token) : volunteerFields(token)),
            headers: { Origin: site.url, "X-Forwarded-For": `198.51.100.${index % CLIENTS}` },
            redirect: "manual",
          });
          await response.arrayBuffer();
          return { kind: isContact ? "contact" : "volunteer", status: response.status };
        } catch (error) {
          return { kind: isContact ? "contact" : "volunteer", status: String((error as Error).cause ?? error) };
        }
      });
      const seconds = (Date.now() - startedAt) / 1000;
      console.log(`load: ${REQUESTS} requests in ${seconds.toFixed(1)} s (${Math.round(REQUESTS / seconds)}/s)`);

      const statuses = answers.reduce<Record<string, number>>(
        (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
        {},
      );
      const failures = answers.filter((answer) => typeof answer.status !== "number" || answer.status >= 500);
      const logged = site.server
        .output()
        .split("\n")
        .filter((line) => /storing a form submission failed|could not be reached/.test(line))
        .slice(0, 3)
        .join("\n");
      expect(failures.length, `${JSON.stringify(statuses)}\n${logged}`).toBe(0);
      const ok = (kind: string) => answers.filter((answer) => answer.kind === kind && answer.status === 200).length;
      expect(ok("contact") + ok("volunteer")).toBeGreaterThan(REQUESTS * 0.95);

      await site.server.stop("SIGTERM");
      const [contacts] = await site.query<{ total: number; distinct: number }>(
        "select count(*)::int as total, count(distinct email)::int as distinct from contact_submissions where email like $1",
        [`${run}-%`],
      );
      const [volunteers] = await site.query<{ total: number; distinct: number }>(
        "select count(*)::int as total, count(distinct email)::int as distinct from volunteer_applications where email like $1",
        [`${run}-%`],
      );
      expect(contacts).toEqual({ total: ok("contact"), distinct: ok("contact") });
      expect(volunteers).toEqual({ total: ok("volunteer"), distinct: ok("volunteer") });
    },
  );
});
