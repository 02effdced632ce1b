import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitForEmail } from "../setup/mail-catcher";
import { ADMIN, postForm, send, signIn, startSite, type Answer, type Site } from "./helpers";

// Issue 33, items 5 and 7: what a client gets wrong is answered 4xx, never 500, and leaves the
// log without a stack trace, without an error-level line and without the secrets it carried;
// overload is a warning counted every few seconds, not an error line per refused request.

let site: Site;
let admin: string;
/** Strings sent in this file that must never reach the log (tokens, the file name's marker). */
const secrets: string[] = [];
const secret = (label: string) => {
  const value = `${label}${randomBytes(9).toString("hex")}`;
  secrets.push(value);
  return value;
};

beforeAll(async () => {
  // Everything the server writes, down to info: a secret logged at any level is found.
  site = await startSite({ env: { LOG_LEVEL: "info", RATE_LIMIT_SCALE: "1000" } });
  admin = (await signIn(site, ADMIN.email, ADMIN.password)).cookie;
}, 300_000);

afterAll(async () => {
  await site?.close();
});

/** JSON log lines of the server, parsed (other lines, if any, as `{ text }`). */
function logLines(): { level?: number; msg?: string; text?: string; [key: string]: unknown }[] {
  return site
    .output()
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      try {
        return JSON.parse(line) as { level?: number; msg?: string };
      } catch {
        return { text: line };
      }
    });
}

function multipart(name: string, contentType: string, body: string | Buffer, cookie?: string): Promise<Answer> {
  return send(`${site.url}${name}`, {
    method: "POST",
    body: typeof body === "string" ? body : new Uint8Array(body),
    cookie,
    headers: { Origin: site.url, "Content-Type": contentType },
  });
}

/** The four malformed multipart bodies of the hostile pass, each as [content type, body]. */
const MALFORMED: Record<string, [string, string]> = {
  "no closing boundary": [
    "multipart/form-data; boundary=XyZ",
    '--XyZ\r\nContent-Disposition: form-data; name="message"\r\n\r\nhello\r\n',
  ],
  "no boundary parameter": [
    "multipart/form-data",
    '--XyZ\r\nContent-Disposition: form-data; name="message"\r\n\r\nhello\r\n--XyZ--\r\n',
  ],
  "a garbage boundary": ["multipart/form-data; boundary=%%%garbage%%%", "\u0001\u0002 not a multipart body at all"],
  "a part without a name": [
    "multipart/form-data; boundary=XyZ",
    "--XyZ\r\nContent-Disposition: form-data\r\n\r\nhello\r\n--XyZ--\r\n",
  ],
};

describe("mistakes a client makes are answered 4xx", () => {
  it("answers 400 to malformed multipart bodies on public and admin forms, document and .data", async () => {
    const targets: { path: string; cookie?: string }[] = [
      { path: "/contact" },
      { path: "/contact.data" },
      { path: "/auth" },
      { path: "/auth.data" },
      { path: "/admin/outbox", cookie: admin },
      { path: "/admin/outbox.data", cookie: admin },
      { path: "/admin/news/new", cookie: admin },
      { path: "/admin/news/new.data", cookie: admin },
    ];
    const answers: string[] = [];
    for (const target of targets) {
      for (const [label, [type, body]] of Object.entries(MALFORMED)) {
        const answer = await multipart(target.path, type, body, target.cookie);
        answers.push(`${target.path} (${label}): ${answer.status}`);
      }
    }
    expect(answers.filter((line) => !line.endsWith(": 400"))).toEqual([]);
  });

  it("answers 405 to a post to a page that takes none, document and .data", async () => {
    for (const pathname of ["/about", "/about.data", "/about/team.data"]) {
      expect((await postForm(site, pathname, { anything: "at all" })).status, pathname).toBe(405);
    }
    // Each on one line at info, not an error with React Router's message and stack.
    await expect
      .poll(() => logLines().filter((line) => line.msg === "refused a request the page cannot answer").length)
      .toBe(3);
    expect(logLines().filter((line) => /did not provide an .action/.test(JSON.stringify(line)))).toEqual([]);
  });

  it("answers a reset token with a NUL byte or other garbage as an expired link, never a 500", async () => {
    const password = "quiet-lantern-harbor-51";
    const tokens = [
      `${secret("resetnul")}\u0000tail`,
      `\u0000${secret("resetlead")}`,
      `${secret("resetbad")}'; drop table users; --`,
      `${secret("resetlong")}${"x".repeat(5_000)}`,
    ];
    for (const token of tokens) {
      for (const pathname of ["/auth/reset-password", "/auth/reset-password.data"]) {
        const answer = await postForm(site, pathname, { token, password, confirmPassword: password });
        expect(answer.status, `${pathname} ${JSON.stringify(token.slice(0, 40))}`).toBe(400);
        if (!pathname.endsWith(".data"))
          expect(answer.body).toContain("This reset link has expired or was already used");
      }
      // The emailed link's own address, with the same token in it.
      const link = await send(
        `${site.url}/api/auth/reset-password/${encodeURIComponent(token)}?callbackURL=${encodeURIComponent("/auth/reset-password")}`,
      );
      expect(link.status, JSON.stringify(token.slice(0, 40))).toBe(302);
      expect(link.location).toMatch(/error=INVALID_TOKEN/);
    }
  });

  it("keeps a real reset link's token out of the log when the link is followed", async () => {
    await postForm(site, "/auth/forgot-password", { email: ADMIN.email });
    const mail = await waitForEmail(site.mailDir, ADMIN.email, /reset your/i, 30_000);
    const link = /https?:\/\/\S+reset-password\/\S+/.exec(mail)![0].replace(/^https?:\/\/[^/]+/, site.url);
    const token = /reset-password\/([^/?]+)/.exec(link)![1]!;
    secrets.push(token);
    const followed = await send(link);
    expect(followed.status).toBe(302);
    expect(followed.location).toContain(`token=${token}`);
    // The page it leads to carries the token in its address too.
    expect((await send(new URL(followed.location!, site.url).href)).status).toBe(200);
    // Both requests are in the access log (written asynchronously), with their addresses.
    await expect.poll(() => site.output()).toContain('"url":"/auth/reset-password?token=');
    expect(site.output()).not.toContain(token);
  });

  it("refuses an emailed link's callbackURL to another site with a 403 and a warning", async () => {
    const elsewhere = encodeURIComponent("https://elsewhere.example.net/");
    for (const pathname of [
      `/api/auth/verify-email?token=${secret("verify")}&callbackURL=${elsewhere}`,
      `/api/auth/reset-password/${secret("reset")}?callbackURL=${elsewhere}`,
    ]) {
      const answer = await send(`${site.url}${pathname}`);
      expect(answer.status, pathname).toBe(403);
      expect(answer.location).toBeNull();
    }
    await expect
      .poll(() =>
        logLines()
          .filter((line) => line.msg?.startsWith("Invalid callbackURL"))
          .map((line) => line.level),
      )
      .toEqual([40, 40]);
  });

  it("refuses an upload whose file name has a NUL byte before storing anything, and sends nosniff once", async () => {
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#11565b" } })
      .png()
      .toBuffer();
    const upload = (fileName: string) => {
      const boundary = `----hostile${randomBytes(6).toString("hex")}`;
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
          "latin1",
        ),
        image,
        Buffer.from(`\r\n--${boundary}--\r\n`, "latin1"),
      ]);
      return multipart("/admin-api/media", `multipart/form-data; boundary=${boundary}`, body, admin);
    };
    const uploads = path.join(site.server.dataDir, "uploads");
    const stored = () => (existsSync(uploads) ? readdirSync(uploads).filter((name) => !name.startsWith(".")) : []);

    const refused = await upload(`${secret("photo")}\u0000.png`);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({ error: expect.stringMatching(/rename the file/) });
    expect(stored()).toEqual([]);

    const accepted = await upload("harbor.png");
    expect(accepted.status).toBe(201);
    const { url } = JSON.parse(accepted.body) as { url: string };
    // The image and its JPEG twin for mail clients that show no WebP (ADR 0030).
    expect(stored()).toHaveLength(2);
    const served = await send(`${site.url}${url}`);
    expect(served.status).toBe(200);
    // Headers#get joins repeated headers with ", ": once means exactly this.
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("overload is a warning, counted", () => {
  it("logs the refusals of a burst as one counted warning, with no error line and no stack", async () => {
    const before = site.output().length;
    // Search pages are never cached: each one is rendered, one at a time on the embedded database.
    const statuses = await Promise.all(
      Array.from({ length: 300 }, async (_, index) => {
        try {
          const response = await fetch(`${site.url}/search?q=harbor${index}`);
          await response.arrayBuffer();
          return response.status;
        } catch {
          return 0;
        }
      }),
    );
    const refused = statuses.filter((status) => status === 503).length;
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(refused).toBeGreaterThan(0);

    // The count is told at the end of the ten-second window the first refusal opened.
    const deadline = Date.now() + 30_000;
    let reported = 0;
    while (Date.now() < deadline) {
      const lines = site
        .output()
        .slice(before)
        .split("\n")
        .filter((line) => line.includes("while rendering fell behind"));
      reported = lines.reduce((sum, line) => sum + (JSON.parse(line) as { refused: number }).refused, 0);
      if (reported >= refused) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(reported).toBe(refused);
    const burst = site.output().slice(before).split("\n").filter(Boolean);
    const warnings = burst.filter((line) => (JSON.parse(line) as { level: number }).level >= 40);
    // One or two windows' lines, not one per refused request.
    expect(warnings.length).toBeLessThanOrEqual(3);
    expect(warnings.every((line) => line.includes("while rendering fell behind"))).toBe(true);
  });
});

describe("the log after all of it", () => {
  it("holds no stack trace, no error-level line and none of the secrets sent", () => {
    const output = site.output();
    expect(output.split("\n").filter((line) => /^\s+at |\\n\s+at /.test(line))).toEqual([]);
    expect(logLines().filter((line) => (line.level ?? 0) >= 50 || line.text !== undefined)).toEqual([]);
    expect(secrets.filter((value) => output.includes(value))).toEqual([]);
    // Overload refusals (503, logged at info and counted above) are the only 5xx.
    expect(site.serverErrors({ except: [503] })).toEqual([]);
  });
});
