import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeQuotedPrintable } from "../setup/mail-catcher";
import { contactFields, postForm, runBounded, startSite, type Site } from "./helpers";

// Issue 33: a contact post every 100 ms from rotating addresses sent 647 staff emails in two
// minutes. Now the first 20 in an hour go out one by one and the rest wait for one digest per
// period (ADR 0021; the period is 15 s here instead of 10 minutes): every message is stored, and
// the staff inbox gets a handful of emails.

const POSTS = 500;
const STAFF = "staff@example.org";
const ALONE = 20;

let site: Site;

beforeAll(async () => {
  site = await startSite({ env: { STAFF_EMAIL: STAFF, STAFF_DIGEST_MINUTES: "0.25" } });
}, 300_000);

afterAll(async () => {
  await site?.close();
});

/** The emails the catcher took for the staff address, decoded. */
function staffInbox(): string[] {
  return readdirSync(site.mailDir)
    .map((file) => readFileSync(path.join(site.mailDir, file), "utf8"))
    .filter((raw) => (/^X-Envelope-To: (.*)$/m.exec(raw)?.[1] ?? "").split(",").includes(STAFF))
    .map(decodeQuotedPrintable);
}

const subjectOf = (mail: string) => /^Subject: (.*)$/m.exec(mail)?.[1] ?? "";
/** How many submissions a digest covers, from its subject ("Digest: 480 new submissions …"). */
const digestCount = (mail: string) =>
  Number(/^Digest: ([\d,]+) new submission/.exec(subjectOf(mail))?.[1]?.replace(",", "") ?? 0);

describe("a flood of contact messages from rotating addresses", () => {
  it(
    `stores all ${POSTS}, answers no 5xx, and the staff inbox gets a handful of emails`,
    { timeout: 240_000 },
    async () => {
      const run = `flood${Date.now().toString(36)}`;
      const startedAt = Date.now();
      const statuses = await runBounded(POSTS, 8, async (index) => {
        const answer = await postForm(site, "/contact", contactFields(`${run}-${index}`), {
          // A new address each time (each in a /24 of its own), as a botnet or a rotating proxy sends.
          headers: { "X-Forwarded-For": `10.${(index % 250) + 1}.${Math.floor(index / 250) + 1}.9` },
        });
        return answer.status;
      });
      const seconds = (Date.now() - startedAt) / 1000;
      console.log(`staff flood: ${POSTS} contact posts in ${seconds.toFixed(1)} s`);
      expect(seconds, "the posts took more than a minute").toBeLessThan(60);
      const counts = statuses.reduce<Record<number, number>>(
        (all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }),
        {},
      );
      expect(counts).toEqual({ 200: POSTS });

      // Everything the flood asked for has reached staff, one way or the other: alone or in a digest.
      const covered = () => {
        const inbox = staffInbox();
        const alone = inbox.filter((mail) => subjectOf(mail).startsWith("New contact message")).length;
        return alone + inbox.reduce((sum, mail) => sum + digestCount(mail), 0);
      };
      const deadline = Date.now() + 90_000;
      while (covered() < POSTS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500));
      // Long enough for a stray extra email to arrive.
      await new Promise((resolve) => setTimeout(resolve, 1_000));

      const inbox = staffInbox();
      const alone = inbox.filter((mail) => subjectOf(mail).startsWith("New contact message"));
      const digests = inbox.filter((mail) => subjectOf(mail).startsWith("Digest:"));
      console.log(`staff flood: ${inbox.length} staff emails (${alone.length} alone, ${digests.length} digests)`);
      expect(inbox.length, `${inbox.length} staff emails for ${POSTS} messages`).toBeLessThanOrEqual(25);
      expect(alone).toHaveLength(ALONE);
      expect(digests.length).toBeGreaterThanOrEqual(1);
      expect(digests.reduce((sum, mail) => sum + digestCount(mail), 0)).toBe(POSTS - ALONE);
      for (const digest of digests) {
        expect(digest).toMatch(/Content-Type: text\/plain/);
        expect(digest).toMatch(/Content-Type: text\/html/);
        expect(digest).toMatch(new RegExp(`${site.url}/admin/submissions/contact/[0-9a-f-]{36}`));
      }

      await site.server.stop("SIGTERM");
      const [stored] = await site.query<{ total: number; distinct: number }>(
        "select count(*)::int as total, count(distinct email)::int as distinct from contact_submissions where email like $1",
        [`${run}-%`],
      );
      expect(stored).toEqual({ total: POSTS, distinct: POSTS });
      const [outbox] = await site.query<{ staff: number }>(
        "select count(*)::int as staff from email_outbox where to_address = $1",
        [STAFF],
      );
      expect(outbox?.staff).toBe(inbox.length);
    },
  );
});
