import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SiteContext } from "~/context";
import { auditLog, media, newsItems, newsletters } from "~/db/schema";
import { sendTestIssue } from "~/features/newsletter/send.server";
import * as imageRoute from "~/routes/admin/media/image";
import * as libraryRoute from "~/routes/admin/media/library";
import * as mediaUploadRoute from "~/routes/admin/media-upload";
import { loader as articleLoader } from "~/routes/news/article";
import { createNewsItem } from "../factories/news";
import { createNewsletter } from "../factories/newsletters";
import type { TestDatabase } from "../setup/database";
import { args, callRoute, lastEmailTo, TEST_ORIGIN, testEnv, withMiddleware } from "../setup/context";
import { get, nextVisitorContext, post, setUpAdminTests, underAdminLayout } from "./admin-helpers";

/**
 * Issue 39, the media library: every upload in one place with its alt text stored once, where it
 * is used, a used image that cannot be deleted, a file replaced everywhere, and rich text that
 * holds library pictures and videos, on the site and in the newsletter email.
 */

const uploadAction = withMiddleware(mediaUploadRoute.middleware, mediaUploadRoute.action);
const libraryLoader = underAdminLayout(libraryRoute.loader);
const imageLoader = underAdminLayout(imageRoute.loader);
const imageAction = underAdminLayout(imageRoute.action);

let database: TestDatabase;
let env: ReturnType<typeof testEnv>;
let context: SiteContext;
let adminCookie: string;
let adminId: string;

beforeAll(async () => {
  env = testEnv();
  ({ database, context, adminCookie, adminId } = await setUpAdminTests({
    adminEmail: "librarian@example.org",
    userEmail: "reader@example.org",
    clientIp: "192.0.2.160",
    env,
  }));
});
afterAll(async () => {
  await database?.close();
});
beforeEach(() => {
  context = nextVisitorContext(database, env);
});

let shade = 0;
/** A picture no other test uploads (its color is its own), so each has its own key. */
async function upload(fileName: string, fields: Record<string, string> = {}) {
  shade += 1;
  const png = await sharp({
    create: { width: 320 + shade, height: 200, channels: 3, background: { r: 10 * shade, g: 120, b: 200 - shade } },
  })
    .png()
    .toBuffer();
  const body = new FormData();
  body.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), fileName);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const request = new Request(`${TEST_ORIGIN}/admin-api/media`, {
    method: "POST",
    headers: { Origin: TEST_ORIGIN, Cookie: adminCookie },
    body,
  });
  const response = (await uploadAction(args(request, context))) as Response;
  return {
    status: response.status,
    body: (await response.json()) as {
      key: string;
      url: string;
      alt: string | null;
      decorative: boolean;
      places?: number;
      error?: string;
    },
  };
}

type Library = Awaited<ReturnType<typeof libraryRoute.loader>>;
const library = async (search = "") =>
  (await callRoute<Library>(() => libraryLoader(args(get(`/admin/media${search}`, adminCookie), context)))).data;
type ImagePage = Awaited<ReturnType<typeof imageRoute.loader>>;
const imagePage = (key: string) =>
  callRoute<ImagePage>(() => imageLoader(args(get(`/admin/media/${key}`, adminCookie), context, { key })));
const saveAlt = (key: string, fields: Record<string, string>) =>
  callRoute<{ result: { error?: Record<string, string[]> } | null; refused: string | null }>(() =>
    imageAction(args(post(`/admin/media/${key}`, { intent: "save", ...fields }, adminCookie), context, { key })),
  );
const deleteImage = (key: string) =>
  callRoute<{ refused: string | null }>(() =>
    imageAction(args(post(`/admin/media/${key}`, { intent: "delete" }, adminCookie), context, { key })),
  );

describe(`media library (${process.env.TEST_DB_KIND})`, () => {
  it("lists every upload, searched by file name and alt text and filtered by where it is used", async () => {
    const harvest = await upload("harvest-festival.png");
    const pantry = await upload("pantry-shelves.png");
    expect(harvest.status).toBe(201);
    expect((await saveAlt(pantry.body.key, { alt: "Volunteers stacking cans on pantry shelves" })).status).toBe(302);
    const story = await createNewsItem(database.db, {
      title: "Harvest festival recap",
      imageUrl: harvest.body.url,
      imageAlt: "Families at the harvest festival",
    });

    const all = await library();
    expect(all.images.map((image) => image.fileName)).toEqual(
      expect.arrayContaining(["harvest-festival.png", "pantry-shelves.png"]),
    );
    expect((await library("?q=STACKING")).images.map((image) => image.fileName)).toEqual(["pantry-shelves.png"]);
    expect((await library("?q=harvest-fest")).images.map((image) => image.fileName)).toEqual(["harvest-festival.png"]);
    const inNews = await library("?used=news");
    expect(inNews.images.map((image) => image.fileName)).toEqual(["harvest-festival.png"]);
    expect(inNews.images[0]!.usages).toEqual([
      expect.objectContaining({ kind: "news", title: "Harvest festival recap", href: `/admin/news/${story.id}` }),
    ]);
    const unused = (await library("?used=unused")).images.map((image) => image.fileName);
    expect(unused).toContain("pantry-shelves.png");
    expect(unused).not.toContain("harvest-festival.png");
    // The list view shows the same images.
    expect((await library("?view=list")).view).toBe("list");
  });

  it("stores the alt text once: the first use gives it to the library, a new upload of the file and every use get it, and a change reaches them all", async () => {
    const coats = await upload("coat-drive.png");
    expect(coats.body.alt).toBeNull();
    // Saved with its alt in a story's image field: the library takes it.
    const story = await createNewsItem(database.db, {
      title: "Coat drive",
      imageUrl: coats.body.url,
      imageAlt: "Winter coats on a rack",
    });
    const [row] = await database.db.select().from(media).where(eq(media.key, coats.body.key));
    expect(row).toMatchObject({ alt: "Winter coats on a rack", decorative: false, fileName: "coat-drive.png" });

    // Chosen again (the picker and the upload answer both carry the library's alt).
    const picked = (await library("?q=coat-drive")).images[0]!;
    expect(picked).toMatchObject({ alt: "Winter coats on a rack", url: coats.body.url });

    // In a newsletter body too, then the description changes in the library: everywhere at once.
    const issue = await createNewsletter(database.db, {
      content: `<p>Thank you!</p><img src="${coats.body.url}" alt="Winter coats on a rack" loading="lazy" decoding="async" />`,
    });
    const saved = await saveAlt(coats.body.key, { alt: "Volunteers sorting winter coats by size" });
    expect(saved.status).toBe(302);
    const [news] = await database.db.select().from(newsItems).where(eq(newsItems.id, story.id));
    expect(news).toMatchObject({ imageAlt: "Volunteers sorting winter coats by size", imageDecorative: false });
    const [letter] = await database.db.select().from(newsletters).where(eq(newsletters.id, issue.id));
    expect(letter!.content).toContain(`<img src="${coats.body.url}" alt="Volunteers sorting winter coats by size"`);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, coats.body.key));
    expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(["upload", "update"]));

    // Marked decorative: the story publishes it with an empty alt, the body says so too.
    expect((await saveAlt(coats.body.key, { alt: "", decorative: "on" })).status).toBe(302);
    const [letterAfter] = await database.db.select().from(newsletters).where(eq(newsletters.id, issue.id));
    expect(letterAfter!.content).toContain(`<img src="${coats.body.url}" alt="" role="presentation"`);

    // Neither: the library asks for one, next to the field.
    const refused = await saveAlt(coats.body.key, { alt: "" });
    expect(refused.status).toBe(400);
    expect(refused.data.result?.error?.alt).toEqual(["Describe the image, or mark it as decorative."]);
  });

  it("refuses to delete an image that is used, saying where, and deletes one that is not", async () => {
    const banner = await upload("banner.png");
    const spare = await upload("spare.png");
    await createNewsletter(database.db, {
      title: "Spring issue",
      content: `<p>Look:</p><img src="${banner.body.url}" alt="Our banner" />`,
    });

    const page = await imagePage(banner.body.key);
    expect(page.data.image.usages).toEqual([expect.objectContaining({ kind: "newsletter" })]);
    expect(page.data.image.usages[0]!.title).toMatch(/Spring issue$/);

    const refused = await deleteImage(banner.body.key);
    expect(refused.status).toBe(409);
    expect(refused.data.refused).toBe(
      "This image is still used in 1 place, so it was not deleted. Remove it from them first, or replace its file.",
    );
    expect(await database.db.select().from(media).where(eq(media.key, banner.body.key))).toHaveLength(1);

    const deleted = await deleteImage(spare.body.key);
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe("/admin/media");
    expect(await database.db.select().from(media).where(eq(media.key, spare.body.key))).toHaveLength(0);
    expect((await imagePage(spare.body.key)).status).toBe(404);
  });

  it("replaces an image's file everywhere it is used, keeping its alt text", async () => {
    const old = await upload("garden-old.png");
    await saveAlt(old.body.key, { alt: "The community garden in June" });
    const first = await createNewsItem(database.db, {
      title: "Garden opens",
      imageUrl: old.body.url,
      imageAlt: "The community garden in June",
    });
    const second = await createNewsItem(database.db, {
      title: "Garden harvest",
      content: `<p>Tomatoes!</p><img src="${old.body.url}" alt="The community garden in June" width="321" height="200" />`,
    });

    const replaced = await upload("garden-new.png", { replaces: old.body.key });
    expect(replaced.status).toBe(201);
    expect(replaced.body.places).toBe(2);
    expect(replaced.body.key).not.toBe(old.body.key);

    const [one] = await database.db.select().from(newsItems).where(eq(newsItems.id, first.id));
    const [two] = await database.db.select().from(newsItems).where(eq(newsItems.id, second.id));
    expect(one!.imageUrl).toBe(replaced.body.url);
    expect(two!.content).toContain(`<img src="${replaced.body.url}" alt="The community garden in June"`);
    expect(two!.content).not.toContain(old.body.url);
    const [row] = await database.db.select().from(media).where(eq(media.key, replaced.body.key));
    expect(row).toMatchObject({ fileName: "garden-new.png", alt: "The community garden in June" });
    expect(await database.db.select().from(media).where(eq(media.key, old.body.key))).toHaveLength(0);
  });

  it("counts a picture used only as a story's social image as used: it cannot be deleted, and a new file reaches it", async () => {
    const card = await upload("share-card.png");
    const story = await createNewsItem(database.db, { title: "Coat drive", socialImageUrl: card.body.url });

    const page = await imagePage(card.body.key);
    expect(page.data.image.usages).toEqual([expect.objectContaining({ kind: "news", title: "Coat drive" })]);
    expect((await deleteImage(card.body.key)).status).toBe(409);

    const replaced = await upload("share-card-2.png", { replaces: card.body.key });
    expect(replaced.body.places).toBe(1);
    const [row] = await database.db.select().from(newsItems).where(eq(newsItems.id, story.id));
    expect(row!.socialImageUrl).toBe(replaced.body.url);
  });

  it("counts a picture used only as a newsletter issue's social image as used, and a new file reaches it", async () => {
    const card = await upload("letter-card.png");
    const issue = await createNewsletter(database.db, { title: "Coat drive letter", socialImageUrl: card.body.url });

    const page = await imagePage(card.body.key);
    expect(page.data.image.usages).toEqual([
      expect.objectContaining({ kind: "newsletter", title: `No. ${issue.newsletterNumber}: Coat drive letter` }),
    ]);
    expect((await deleteImage(card.body.key)).status).toBe(409);

    const replaced = await upload("letter-card-2.png", { replaces: card.body.key });
    expect(replaced.body.places).toBe(1);
    const [row] = await database.db.select().from(newsletters).where(eq(newsletters.id, issue.id));
    expect(row!.socialImageUrl).toBe(replaced.body.url);
  });

  it("rich text keeps library pictures and normalised players, and strips every other picture and frame", async () => {
    const photo = await upload("story-photo.png");
    const story = await createNewsItem(database.db, {
      title: "A story with pictures",
      isPublished: true,
      publishedDate: new Date(Date.now() - 60_000),
      content:
        `<p>Read on.</p><img src="${photo.body.url}" alt="Neighbors at the block party" onerror="alert(1)">` +
        '<img src="https://tracker.example/pixel.gif" alt="x"><img src="/images/logo.svg" alt="Logo">' +
        '<iframe src="https://www.youtube-nocookie.com/embed/Qm3vT8sLx2A" title="Block party highlights"></iframe>' +
        '<iframe src="https://player.vimeo.com/video/76979871"></iframe>' +
        '<iframe src="https://www.youtube.com/embed/Qm3vT8sLx2A"></iframe><iframe src="https://evil.example/x"></iframe>',
    });
    const page = await callRoute<{ article: { contentHtml: string } }>(() =>
      articleLoader(args(get(`/news/${story.slug}`), context, { id: story.slug })),
    );
    const html = page.data.article.contentHtml;
    expect(html).toContain(`<img src="${photo.body.url}" alt="Neighbors at the block party"`);
    expect(html).not.toMatch(/tracker\.example|logo\.svg|onerror|evil\.example|www\.youtube\.com/);
    expect(html).toContain(
      '<iframe src="https://www.youtube-nocookie.com/embed/Qm3vT8sLx2A" title="Block party highlights"',
    );
    expect(html).toContain('<iframe src="https://player.vimeo.com/video/76979871" title="Vimeo video"');
    expect(html.match(/<iframe/g)).toHaveLength(2);
  });

  it("the newsletter email shows a body picture as a linked JPEG at its full address, and videos as links to watch them", async () => {
    const photo = await upload("email-photo.png");
    const issue = await createNewsletter(database.db, {
      title: "Pictures and videos",
      content:
        `<p>From the food drive.</p><img src="${photo.body.url}" alt="Boxes of food ready to go" />` +
        '<iframe src="https://www.youtube-nocookie.com/embed/Qm3vT8sLx2A?start=30" title="The drive in two minutes"></iframe>' +
        '<iframe src="https://player.vimeo.com/video/76979871" title="Thank you from the team"></iframe>',
    });
    const admin = { id: adminId, email: "librarian@example.org", role: "admin" as const, isStaff: true };
    expect((await sendTestIssue(database.db, env, issue.id, admin)).ok).toBe(true);
    const email = (await lastEmailTo(database.db, admin.email))!;
    const html = email.htmlBody!;
    const twin = `${env.PUBLIC_URL}/media/${photo.body.key.replace(/\.webp$/, ".jpg")}`;
    expect(html).toMatch(
      new RegExp(
        `<a href="${twin.replaceAll(".", "\\.")}"><img[^>]*src="${twin.replaceAll(".", "\\.")}"[^>]*alt="Boxes of food ready to go"`,
      ),
    );
    expect(html).not.toContain("<iframe");
    // YouTube: its thumbnail, linked to the video (its start time kept), and a line to click.
    expect(html).toContain('<a href="https://www.youtube.com/watch?v=Qm3vT8sLx2A&amp;t=30s"');
    expect(html).toContain('src="https://i.ytimg.com/vi/Qm3vT8sLx2A/hqdefault.jpg"');
    expect(html).toContain('alt="Watch the video: The drive in two minutes (on YouTube)"');
    // Vimeo: no thumbnail can be known without asking Vimeo, so a linked line.
    expect(html).toMatch(/<a href="https:\/\/vimeo\.com\/76979871"[^>]*>Watch the video<\/a>/);
    // The plain-text part has the picture's and the videos' addresses.
    const text = email.textBody;
    expect(text).toContain(twin);
    expect(text).toContain("Watch the video");
    expect(text).toContain("https://www.youtube.com/watch?v=Qm3vT8sLx2A&t=30s");
    expect(text).toContain("https://vimeo.com/76979871");
  });
});
