import type { AddressInfo } from "node:net";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "~/features/auth/auth.server";
import { sendTestIssue } from "~/features/newsletter/send.server";
import { loader as mediaLoader } from "~/routes/media/file";
import { createMediaStore } from "~/utils/media/media-store.server";
import { saveUploadedImage } from "~/utils/media/media.server";
import { securityHeaders } from "../../server/security-headers";
import { createTestDatabase, type TestDatabase } from "../setup/database";
import { args, createTestContext, getRequest, lastEmailTo, testEnv } from "../setup/context";
import { createNewsletter } from "../factories/newsletters";
import { createUser } from "../factories/users";

// Issue 35: uploads are kept as WebP, which Outlook on the desktop does not show, and /media was
// sent with Cross-Origin-Resource-Policy: same-origin, which web mail (another origin) is refused.

let database: TestDatabase;
let admin: SessionUser;
const env = testEnv();
let server: ReturnType<ReturnType<typeof express>["listen"]>;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const user = await createUser(database.db, { role: "admin" });
  admin = { id: user.id, email: user.email, role: "admin", isStaff: true };

  // The server's own header middleware in front of the real /media route, as server/app.ts has them.
  const context = createTestContext(database, { env });
  const app = express();
  app.use(securityHeaders(env));
  app.get("/media/:key", async (req, res) => {
    const answer = (await mediaLoader(args(getRequest(req.url), context, { key: req.params.key }))) as Response;
    res.status(answer.status);
    answer.headers.forEach((value, name) => res.setHeader(name, value));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  app.get("/", (_req, res) => res.send("a page"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await database?.close();
});

async function upload(name: string, alpha: boolean) {
  const bytes = await sharp({
    create: { width: 900, height: 500, channels: alpha ? 4 : 3, background: { r: 30, g: 120, b: 90, alpha: 0.6 } },
  })
    .png()
    .toBuffer();
  const file = new File([new Uint8Array(bytes)], name, { type: "image/png" });
  return saveUploadedImage({ db: database.db, store: createMediaStore(env) }, admin, file);
}

const imageSources = (html: string) => [...html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)].map((match) => match[1]!);

describe(`newsletter email images (${process.env.TEST_DB_KIND})`, () => {
  it("the email's pictures are JPEG copies of the WebP uploads, and /media lets a mail client load them from another origin", async () => {
    const featured = await upload("lanterns.png", false);
    const inline = await upload("logo-with-transparency.png", true);
    expect(featured.url).toMatch(/\.webp$/);

    const issue = await createNewsletter(database.db, {
      featuredImageUrl: featured.url,
      content: `<p>The lantern walk, in pictures.</p><p><img src="${inline.url}" alt="Our logo"></p>`,
    });
    const sent = await sendTestIssue(database.db, env, issue.id, admin);
    expect(sent.ok).toBe(true);
    const email = await lastEmailTo(database.db, admin.email);
    const sources = imageSources(email!.htmlBody!);
    expect(sources).toHaveLength(2);

    for (const src of sources) {
      const url = new URL(src);
      expect(url.origin).toBe(env.PUBLIC_URL);
      expect(url.pathname).toMatch(/^\/media\/[a-f0-9]{16}\.(jpg|png)$/);
      // As a web mail client's page (another origin) asks for it.
      const answer = await fetch(`${base}${url.pathname}`, {
        headers: { Origin: "https://mail.example.net", "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "no-cors" },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toMatch(/^image\/(jpeg|png)$/);
      expect(answer.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
      const metadata = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      expect(["jpeg", "png"]).toContain(metadata.format);
      expect(metadata.width).toBe(900);
    }

    // The site's own pages stay same-origin.
    expect((await fetch(`${base}/`)).headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });

  it("an image uploaded before email copies existed gets one when an issue is sent", async () => {
    // A WebP stored the old way: only the WebP file.
    const webp = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#c05020" } })
      .webp()
      .toBuffer();
    const key = "0123456789abcdef.webp";
    await createMediaStore(env).put(key, webp, "image/webp");
    const issue = await createNewsletter(database.db, { featuredImageUrl: `${env.PUBLIC_URL}/media/${key}` });
    await sendTestIssue(database.db, env, issue.id, admin);
    const email = await lastEmailTo(database.db, admin.email);
    const [src] = imageSources(email!.htmlBody!);
    expect(src).toBe(`${env.PUBLIC_URL}/media/0123456789abcdef.jpg`);
    const answer = await fetch(`${base}/media/0123456789abcdef.jpg`);
    expect(answer.headers.get("content-type")).toBe("image/jpeg");
  });
});
