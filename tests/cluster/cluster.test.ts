/**
 * Several processes, proven (issue 15): two production processes on one PostgreSQL database,
 * behind nginx terminating TLS (round robin), with uploads in an S3 bucket (s3rver). Every
 * request below goes through nginx over HTTPS unless it says "directly"; nginx's X-Served-By
 * header names the process that answered.
 */
import { AwsClient } from "aws4fetch";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeQuotedPrintable, startMailCatcher } from "../setup/mail-catcher";
import { startBuiltServer, type StartedServer } from "../setup/server";
import { totpCode } from "../setup/two-factor";
import {
  ADMIN,
  adminQuery,
  ROOT,
  contactFields,
  createPostgresDatabase,
  ensureBuild,
  formBody,
  freePort,
  runBounded,
  sessionCookie,
} from "../hostile/helpers";
import {
  BUCKET,
  createClient,
  findNginx,
  makeCertificate,
  multipartFile,
  S3_CREDENTIALS,
  startNginx,
  startS3rver,
  type Body,
  type Bucket,
  type Nginx,
  type Reply,
} from "./cluster";

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const STAFF_EMAIL = "staff@cluster.example.org";

if (!TEST_DATABASE_URL) {
  console.warn(
    "\nThe cluster suite is skipped: it needs a PostgreSQL server. Run it with\n" +
      "  TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run test:cluster\n",
  );
}

describe.skipIf(!TEST_DATABASE_URL)("two processes behind nginx on one PostgreSQL database", () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let mailDir: string;
  let bucket: Bucket;
  let nginx: Nginx;
  const processes: StartedServer[] = [];
  let client: ReturnType<typeof createClient>;
  /** Upstream address (as nginx names it) → "A" / "B". */
  const names = new Map<string, string>();
  let site: string;
  let tlsPem: string;
  const temporary: string[] = [];
  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    temporary.push(dir);
    return dir;
  };

  const query = <T extends Record<string, unknown>>(statement: string, values: unknown[] = []) =>
    adminQuery<T>(database.url, statement, values);
  /** The process that answered: the last address nginx tried (after a refused one it names both). */
  const upstream = (reply: Reply) => {
    const last = reply.servedBy.split(",").pop()!.trim();
    return names.get(last) ?? `unknown (${reply.servedBy || "no X-Served-By"})`;
  };
  const send = (
    pathname: string,
    init: { method?: string; headers?: Record<string, string>; body?: Body; cookie?: string } = {},
  ) => client.send(`${site}${pathname}`, init);
  /** A form POST as a browser on the public address sends it. */
  const post = (
    pathname: string,
    fields: Record<string, string | string[]>,
    options: { cookie?: string; headers?: Record<string, string> } = {},
  ) =>
    send(pathname, {
      method: "POST",
      body: formBody(fields),
      cookie: options.cookie,
      headers: { Origin: site, ...options.headers },
    });
  /** Sends the same request through nginx until both processes have answered it (round robin: two or three). */
  const fromBoth = async (request: () => Promise<Reply>) => {
    const replies = new Map<string, Reply>();
    for (let attempt = 0; attempt < 8 && replies.size < 2; attempt++) {
      const reply = await request();
      replies.set(upstream(reply), reply);
    }
    expect([...replies.keys()].sort()).toEqual(["A", "B"]);
    return replies;
  };
  /** Cookie header from Set-Cookie lines, later ones replacing earlier ones of the same name. */
  const jar = (...lists: string[][]) => {
    const cookies = new Map<string, string>();
    for (const cookie of lists.flat()) cookies.set(cookie.split("=")[0]!, cookie.split(";")[0]!);
    return [...cookies.values()].join("; ");
  };
  /** The authenticator key the admin enrolled at their first sign-in (staff need a second factor, ADR 0026). */
  let totpSecret: string | undefined;
  /**
   * Signs the admin in as staff must: the first time through the real enrollment page (the key
   * read off it), later with the code step. Each step may be answered by either process.
   */
  const signIn = async () => {
    const reply = await post("/auth", { intent: "signin", email: ADMIN.email, password: ADMIN.password });
    expect(reply.status, reply.text.slice(0, 300)).toBe(302);
    const location = String(reply.headers.location ?? "");
    let done: Reply;
    if (location.startsWith("/auth/two-factor") && !location.startsWith("/auth/two-factor/setup")) {
      expect(totpSecret, "the admin was asked for a code before enrolling").toBeDefined();
      done = await post(
        "/auth/two-factor",
        { method: "totp", code: totpCode(totpSecret!, { base32: true }) },
        { cookie: jar(reply.cookies) },
      );
      expect(done.status, done.text.slice(0, 300)).toBe(302);
    } else {
      const cookie = jar(reply.cookies);
      await post("/auth/two-factor/setup", { intent: "start", password: ADMIN.password }, { cookie });
      const page = await send("/auth/two-factor/setup", { cookie });
      totpSecret = /data-testid="two-factor-secret">([A-Z2-7 ]+)</.exec(page.text)?.[1];
      expect(totpSecret, "the enrollment page showed a key").toBeDefined();
      done = await post(
        "/auth/two-factor/setup",
        { intent: "confirm", code: totpCode(totpSecret!, { base32: true }) },
        { cookie },
      );
      expect(done.status, done.text.slice(0, 300)).toBe(200);
    }
    return {
      cookie: sessionCookie(done.cookies),
      setCookie: [...reply.cookies, ...done.cookies],
      servedBy: upstream(reply),
    };
  };

  beforeAll(async () => {
    const nginxBinary = findNginx();
    // Only a missing database skips this suite; without nginx it fails (CI installs nginx-light).
    if (!nginxBinary)
      throw new Error(
        "nginx is not installed (apt-get install -y nginx-light): the cluster suite needs it as its load balancer",
      );
    const buildDir = ensureBuild();
    database = await createPostgresDatabase(TEST_DATABASE_URL);
    mailDir = tempDir("cluster-mail-");
    mail = await startMailCatcher(mailDir);
    bucket = await startS3rver();
    const tls = makeCertificate(tempDir("cluster-tls-"));
    tlsPem = tls.pem;
    const nginxPort = await freePort();
    site = `https://127.0.0.1:${nginxPort}`;

    const env = {
      BUILD_DIR: buildDir,
      DATABASE_URL: database.url,
      PUBLIC_URL: site,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      SMTP_URL: mail.url,
      STAFF_EMAIL,
      // Staff digests every 6 s instead of 10 minutes (ADR 0021), so the suite sees them.
      STAFF_DIGEST_MINUTES: "0.1",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      S3_ENDPOINT: bucket.endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
      RATE_LIMIT_SCALE: "1",
      // The default, named so an outer environment cannot change what this suite proves.
      TRUST_PROXY: "loopback",
    };
    // Both at once, on the same empty database: migrations, seed and first admin race here.
    const started = await Promise.allSettled([startBuiltServer({ env }), startBuiltServer({ env })]);
    for (const result of started) if (result.status === "fulfilled") processes.push(result.value);
    const failure = started.find((result) => result.status === "rejected");
    if (failure) throw failure.reason;
    processes.forEach((server, index) => names.set(`127.0.0.1:${server.port}`, index === 0 ? "A" : "B"));

    nginx = await startNginx({
      binary: nginxBinary,
      port: nginxPort,
      upstreams: [processes[0]!.port, processes[1]!.port],
      certificate: tls.certificate,
      key: tls.key,
    });
    client = createClient({ ca: tlsPem, maxSockets: 24 });
  });

  afterAll(async () => {
    client?.close();
    await nginx?.stop();
    await Promise.all(processes.map((server) => server.stop("SIGKILL")));
    await bucket?.stop();
    await mail?.close();
    await database?.drop();
    for (const dir of [...temporary, ...processes.map((server) => server.dataDir)])
      rmSync(dir, { recursive: true, force: true });
  });

  it("runs nginx with the proxy settings of deploy/nginx.conf.example", () => {
    // The directives of the upstream and `location /` blocks, comments and blank lines dropped.
    const directives = (file: string, block: RegExp) => {
      const text = readFileSync(path.join(ROOT, file), "utf8")
        .replace(/#.*$/gm, "")
        .replace(/\{\{[A-Z_]+\}\}/g, "0");
      const body = block.exec(text)?.[1] ?? "";
      return body
        .split(";")
        .map((line) => line.trim().replace(/\s+/g, " "))
        .filter(Boolean);
    };
    const location = /location \/ \{([^}]*)\}/;
    const upstreamBlock = /upstream \w+ \{([^}]*)\}/;
    const example = directives("deploy/nginx.conf.example", location).filter((line) => !line.startsWith("proxy_pass "));
    const tested = directives("tests/cluster/nginx.test.conf", location);
    expect(
      tested.filter((line) => !line.startsWith("proxy_pass ") && !line.startsWith("add_header X-Served-By")),
    ).toEqual(example);
    const options = (lines: string[]) => lines.map((line) => line.replace(/^server \S+/, "server"));
    expect(options(directives("tests/cluster/nginx.test.conf", upstreamBlock))).toEqual(
      options(directives("deploy/nginx.conf.example", upstreamBlock)),
    );
  });

  it("serves the site over HTTPS through nginx, from both processes", async () => {
    const replies = await fromBoth(() => send("/"));
    for (const [name, reply] of replies) {
      expect(reply.status, name).toBe(200);
      // PUBLIC_URL is https: the page is sent with HSTS, which only an https request gets.
      expect(reply.headers["strict-transport-security"], name).toMatch(/max-age=/);
    }
  });

  it("a session made on one process is valid on the other, and signing out ends it on both", async () => {
    const { cookie, setCookie, servedBy } = await signIn();
    // Over HTTPS behind the proxy the session cookie is a Secure one.
    expect(setCookie.find((line) => line.includes("session_token="))).toMatch(
      /^__Secure-csn\.session_token=.*;\s*Secure/i,
    );

    const signedIn = await fromBoth(() => send("/admin", { cookie }));
    for (const [name, reply] of signedIn) {
      expect(reply.status, `the dashboard from ${name} (signed in on ${servedBy})`).toBe(200);
      expect(reply.text).toContain("Admin Dashboard");
    }

    const signOut = await post("/auth/sign-out", {}, { cookie });
    expect(signOut.status).toBe(302);
    expect(signOut.headers.location).toBe("/auth");

    const signedOut = await fromBoth(() => send("/admin", { cookie }));
    for (const [name, reply] of signedOut) {
      expect(reply.status, `the dashboard from ${name} after signing out on ${upstream(signOut)}`).toBe(403);
      expect(reply.text).not.toContain(ADMIN.email);
    }
  });

  it("an admin's edit shows on every process within 2 s, and no anonymous page is stale after it", async () => {
    const { cookie } = await signIn();
    const [campaign] = await query<Record<string, string | number | boolean | null>>(
      `select id, title, description, location, started_date::text as "startedDate", status, goal_amount as "goalAmount",
              raised_amount as "raisedAmount", image_url as "imageUrl", campaign_url as "campaignUrl",
              donation_form_url as "donationFormUrl", eligibility_code as "eligibilityCode"
         from campaigns where is_published order by created_at limit 1`,
    );
    expect(campaign).toBeDefined();
    const page = `/campaigns/${campaign!.id as string}`;
    const oldTitle = String(campaign!.title);
    const direct = processes.map((server) => (pathname: string) => client.send(`${server.url}${pathname}`));

    // Each process's cache holds the page (a miss, then a hit), so a stale copy is there to be served.
    for (const get of direct) {
      await get(page);
      const cached = await get(page);
      expect(cached.headers["x-cache"]).toBe("HIT");
      expect(cached.text).toContain(oldTitle);
    }

    const newTitle = `Warm Coats for Winter ${randomBytes(3).toString("hex")}`;
    const fields: Record<string, string> = { intent: "campaign-save", id: String(campaign!.id), isPublished: "on" };
    for (const name of [
      "description",
      "location",
      "startedDate",
      "status",
      "goalAmount",
      "raisedAmount",
      "imageUrl",
      "campaignUrl",
      "donationFormUrl",
      "eligibilityCode",
    ]) {
      const value = campaign![name];
      if (value !== null && value !== undefined) fields[name] = String(value);
    }
    const saved = await post("/admin/campaigns", { ...fields, title: newTitle }, { cookie });
    expect(saved.status, saved.text.slice(0, 300)).toBe(302);
    const savedAt = Date.now();

    // Polled directly on each process and through nginx, until every one shows the edit.
    const readers: [string, () => Promise<Reply>][] = [
      ["A directly", () => direct[0]!(page)],
      ["B directly", () => direct[1]!(page)],
      ["nginx", () => send(page)],
    ];
    const firstFresh = new Map<string, number>();
    while (firstFresh.size < readers.length && Date.now() - savedAt < 5_000) {
      await Promise.all(
        readers.map(async ([name, read]) => {
          if (firstFresh.has(name)) return;
          const reply = await read();
          if (reply.status === 200 && reply.text.includes(newTitle)) firstFresh.set(name, Date.now() - savedAt);
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    console.info(
      `cluster: ms from the save's answer until the edit showed: ${[...firstFresh].map(([name, ms]) => `${name} ${ms}`).join(", ")}`,
    );
    for (const [name] of readers) {
      expect(firstFresh.get(name) ?? Number.POSITIVE_INFINITY, `ms until ${name} showed the edit`).toBeLessThanOrEqual(
        2_000,
      );
    }

    // From then on every anonymous read, cached or not, on either process, shows the new title.
    const after = await runBounded(60, 6, (index) => readers[index % readers.length]![1]());
    for (const reply of after) {
      expect(reply.status).toBe(200);
      expect(reply.text).toContain(newTitle);
      expect(reply.text).not.toContain(oldTitle);
    }
    // …and the pages are cached again (the edit did not switch the cache off).
    expect(after.some((reply) => reply.headers["x-cache"] === "HIT")).toBe(true);
  });

  it("holds a form's rate limit across both processes: the 11th message is refused whichever gets it", async () => {
    const visitor = "203.0.113.77";
    const run = `limit${randomBytes(3).toString("hex")}`;
    const replies: Reply[] = [];
    for (let index = 0; index < 12; index++) {
      replies.push(
        await post("/contact", contactFields(`${run}-${index}`), { headers: { "X-Forwarded-For": visitor } }),
      );
    }
    const statuses = replies.map((reply) => reply.status);
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
    // Both processes took part in the ten, and each refused one of the last two.
    expect(new Set(replies.slice(0, 10).map(upstream))).toEqual(new Set(["A", "B"]));
    expect(new Set(replies.slice(10).map(upstream))).toEqual(new Set(["A", "B"]));
    const stored = await query<{ count: number }>(
      "select count(*)::int as count from contact_submissions where email like $1",
      [`${run}-%`],
    );
    expect(stored[0]!.count).toBe(10);
  });

  it("stores 300 submissions spread over both processes once each, and tells staff of each exactly once, alone or in one digest", async () => {
    const run = `many${randomBytes(3).toString("hex")}`;
    const count = 300;
    const startedAt = Date.now();
    // One visitor each, in a /64 of its own (the rate limit is per address and form, 10 per 10
    // minutes, and an IPv6 /64 is one address: ADR 0009).
    const replies = await runBounded(count, 16, (index) =>
      post("/contact", contactFields(`${run}-${index}`), {
        headers: { "X-Forwarded-For": `2001:db8:${(index + 1).toString(16)}::1` },
      }),
    );
    expect(replies.filter((reply) => reply.status !== 200).map((reply) => reply.status)).toEqual([]);
    const perProcess = { A: 0, B: 0 } as Record<string, number>;
    for (const reply of replies) perProcess[upstream(reply)] = (perProcess[upstream(reply)] ?? 0) + 1;
    const postedMs = Date.now() - startedAt;
    expect(perProcess.A).toBeGreaterThan(count / 4);
    expect(perProcess.B).toBeGreaterThan(count / 4);

    const rows = await query<{ email: string; copies: number }>(
      "select email, count(*)::int as copies from contact_submissions where email like $1 group by email",
      [`${run}-%`],
    );
    expect(rows).toHaveLength(count);
    expect(rows.filter((row) => row.copies !== 1)).toEqual([]);

    // Each submission's staff notification: sent alone (at most 20 in the hour, from both
    // processes together) or waiting for the digest (ADR 0021; every 6 s in this suite).
    const notifications = () =>
      query<{ token: string; sent_alone: boolean; digest_email_id: string | null }>(
        `select split_part(c.email, '@', 1) as token, n.sent_alone, n.digest_email_id
           from contact_submissions c join staff_notifications n on n.path = '/admin/submissions/contact/' || c.id
          where c.email like $1`,
        [`${run}-%`],
      );
    // The outbox drains (both processes' workers share it) and the digest is made, then every
    // message is counted at the SMTP server.
    const deadline = Date.now() + 60_000;
    let waiting = Number.POSITIVE_INFINITY;
    while (Date.now() < deadline) {
      const [row] = await query<{ waiting: number }>(
        "select count(*)::int as waiting from email_outbox where status <> 'sent' and to_address = $1",
        [STAFF_EMAIL],
      );
      const held = (await notifications()).filter((item) => !item.sent_alone && !item.digest_email_id).length;
      waiting = row!.waiting + held;
      if (waiting === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(waiting).toBe(0);
    const drainedMs = Date.now() - startedAt - postedMs;
    console.info(
      `cluster: ${count} submissions (A ${perProcess.A}, B ${perProcess.B}) answered in ${postedMs} ms, ` +
        `staff told ${drainedMs} ms later`,
    );
    // A second sender racing the first would deliver a moment later: give it that moment.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const told = await notifications();
    expect(told).toHaveLength(count);
    const alone = told.filter((item) => item.sent_alone).map((item) => item.token);
    expect(alone.length).toBeLessThanOrEqual(20);
    const delivered = new Map<string, number>();
    const digests = new Map<string, number>();
    for (const file of readdirSync(mailDir)) {
      const raw = decodeQuotedPrintable(readFileSync(path.join(mailDir, file), "utf8"));
      if (!raw.startsWith(`X-Envelope-To: ${STAFF_EMAIL}`)) continue;
      const token = new RegExp(`Reference (${run}-\\d+)\\.`).exec(raw)?.[1];
      if (token) delivered.set(token, (delivered.get(token) ?? 0) + 1);
      const digestId = /^Subject: Digest:/m.test(raw) ? /^Message-ID: <([0-9a-f-]{36})@/im.exec(raw)?.[1] : undefined;
      if (digestId) digests.set(digestId, (digests.get(digestId) ?? 0) + 1);
    }
    // The ones sent alone arrived once each, and nobody else's alone email came.
    expect(delivered.size).toBe(alone.length);
    expect(new Set(delivered.keys())).toEqual(new Set(alone));
    expect([...delivered].filter(([, copies]) => copies !== 1)).toEqual([]);
    // The rest were each listed by a digest that arrived exactly once.
    const listedBy = new Set(told.flatMap((item) => (item.digest_email_id ? [item.digest_email_id] : [])));
    expect(told.filter((item) => !item.sent_alone && !item.digest_email_id)).toEqual([]);
    expect([...listedBy].filter((id) => digests.get(id) !== 1)).toEqual([]);
    expect([...digests].filter(([, copies]) => copies !== 1)).toEqual([]);
  });

  it("serves an image uploaded through one process from the other, out of the bucket", async () => {
    const { cookie } = await signIn();
    // A photo-sized upload (noise does not compress): nginx buffers it to a file before passing it on.
    const png = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    expect(png.byteLength).toBeGreaterThan(1024 * 1024);
    const upload = multipartFile("file", "team-photo.png", "image/png", png);
    const uploaded = await send("/admin-api/media", {
      method: "POST",
      body: upload.body,
      cookie,
      headers: { Origin: site, "Content-Type": upload.contentType },
    });
    expect(uploaded.status, uploaded.text).toBe(201);
    const { url } = JSON.parse(uploaded.text) as { url: string };
    const key = url.replace("/media/", "");
    const uploadedBy = upstream(uploaded);

    // The object is in the bucket, as S3 sends it to any client holding the keys.
    const s3 = new AwsClient({ ...S3_CREDENTIALS, region: "us-east-1", service: "s3" });
    const object = await fetch(await s3.sign(`${bucket.endpoint}/${BUCKET}/${key}`));
    expect(object.status).toBe(200);
    const stored = Buffer.from(await object.arrayBuffer());
    expect((await sharp(stored).metadata()).format).toBe("webp");
    // …and on neither process's disk.
    for (const server of processes) expect(existsSync(path.join(server.dataDir, "uploads"))).toBe(false);

    const served = await fromBoth(() => send(url));
    const other = uploadedBy === "A" ? "B" : "A";
    const reply = served.get(other)!;
    expect(reply.status, `${url} from ${other} (uploaded through ${uploadedBy})`).toBe(200);
    expect(reply.headers["content-type"]).toBe("image/webp");
    expect(reply.body.equals(stored)).toBe(true);

    const missing = await fromBoth(() => send("/media/ffffffffffffffff.webp"));
    for (const [name, answer] of missing) expect(answer.status, name).toBe(404);
  });

  it("keeps serving from the other process when one is killed mid-burst, and loses no acknowledged submission", async () => {
    const run = `kill${randomBytes(3).toString("hex")}`;
    const total = 240;
    const victim = processes[0]!;
    // When the process was gone: a request that reached it before then may fail with it.
    const diedAt = new Promise<number>((resolve) => victim.process.once("exit", () => resolve(Date.now())));
    let killed = false;
    let acknowledged = 0;
    const outcomes: { token: string; status: number | string; startedAt: number; servedBy: string }[] = [];
    // Connections of their own: none left over from earlier tests, which nginx may have closed.
    const burst = createClient({ ca: tlsPem, maxSockets: 12 });
    await runBounded(total, 12, async (index) => {
      const token = `${run}-${index}`;
      const startedAt = Date.now();
      let status: number | string;
      let servedBy = "";
      try {
        const reply = await burst.send(`${site}/contact`, {
          method: "POST",
          body: formBody(contactFields(token)),
          headers: { Origin: site, "X-Forwarded-For": `2001:db8:1:${(index + 1).toString(16)}::1` },
        });
        status = reply.status;
        servedBy = upstream(reply);
      } catch (error) {
        status = (error as NodeJS.ErrnoException).code ?? "error";
      }
      outcomes.push({ token, status, startedAt, servedBy });
      if (status === 200) acknowledged += 1;
      // Once the burst is well under way on both processes, process A dies without warning.
      if (acknowledged >= 40 && !killed) {
        killed = true;
        victim.process.kill("SIGKILL");
      }
    });
    burst.close();
    expect(killed).toBe(true);
    const died = await diedAt;

    const confirmed = outcomes.filter((outcome) => outcome.status === 200);
    const refused = outcomes.filter((outcome) => outcome.status !== 200);
    const afterDeath = outcomes.filter((outcome) => outcome.startedAt > died);
    const refusedStatuses = refused.map((outcome) => outcome.status).join(", ") || "none";
    console.info(
      `cluster: SIGKILL mid-burst: ${confirmed.length} of ${total} acknowledged, ` +
        `${refused.length} refused (${refusedStatuses}), ${afterDeath.length} sent after A was gone`,
    );
    // Only requests in A's hands when it died may fail: with a 502 from nginx (which does not
    // resend a POST it had passed on: it may have been stored), or, for one sent just then, with
    // its connection reset (seen once in about twenty runs). Either way the visitor was told
    // nothing was acknowledged. Every request sent once A was gone is answered by B.
    expect(
      refused.filter(
        (outcome) => outcome.status !== 502 && !(outcome.status === "ECONNRESET" && outcome.startedAt <= died),
      ),
    ).toEqual([]);
    expect(afterDeath.length).toBeGreaterThan(total / 2);
    expect(afterDeath.filter((outcome) => outcome.status !== 200 || outcome.servedBy !== "B")).toEqual([]);

    const rows = await query<{ email: string }>("select email from contact_submissions where email like $1", [
      `${run}-%`,
    ]);
    const stored = new Set(rows.map((row) => row.email.split("@")[0]!));
    expect(rows.length).toBe(stored.size);
    expect(confirmed.filter((outcome) => !stored.has(outcome.token)).map((outcome) => outcome.token)).toEqual([]);

    // The survivor is healthy.
    expect((await client.send(`${processes[1]!.url}/healthz`)).status).toBe(200);
  });
});
