import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SiteContext } from "~/context";
import { auditLog, completedCampaigns, contentRevisions, contentTrash, media, newsItems } from "~/db/schema";
import { purgeExpiredTrashAndFiles } from "~/features/media/trash-purge.server";
import * as newsEditRoute from "~/routes/admin/news/edit";
import * as newsletterEditRoute from "~/routes/admin/newsletters/edit";
import * as completedEditRoute from "~/routes/admin/completed-campaigns/edit";
import { loader as completedLoader } from "~/routes/completed-campaigns/detail";
import * as textRoute from "~/routes/admin/pages/text";
import { loader as missionLoader } from "~/routes/about/mission";
import { MISSION_PAGE } from "~/content/about/mission";
import { textFieldName } from "~/features/pages/text-copy";
import * as revisionsRoute from "~/routes/admin/revisions";
import * as trashRoute from "~/routes/admin/trash";
import { loader as articleLoader } from "~/routes/news/article";
import { createMediaStore } from "~/utils/media/media-store.server";
import { saveUploadedImage } from "~/utils/media/media.server";
import { createNewsItem } from "../factories/news";
import { createNewsletter } from "../factories/newsletters";
import type { TestDatabase } from "../setup/database";
import { args, callRoute, getRequest, testEnv } from "../setup/context";
import { get, nextVisitorContext, post, setUpAdminTests, signUp, underAdminLayout } from "./admin-helpers";

/**
 * Issue 39 part 4: every save keeps a revision that staff can compare and restore, and a deleted
 * story waits in the trash for 30 days, from which it comes back at its address, before it is
 * purged with the image only it used.
 */
const editAction = underAdminLayout(newsEditRoute.action);
const newsletterAction = underAdminLayout(newsletterEditRoute.action);
const completedAction = underAdminLayout(completedEditRoute.action);
const textLoader = underAdminLayout(textRoute.loader);
const textAction = underAdminLayout(textRoute.action);
const historyLoader = underAdminLayout(revisionsRoute.loader);
const historyAction = underAdminLayout(revisionsRoute.action);
const trashLoader = underAdminLayout(trashRoute.loader);
const trashAction = underAdminLayout(trashRoute.action);

let database: TestDatabase;
let env: ReturnType<typeof testEnv>;
let context: SiteContext;
let adminCookie: string;
let adminId: string;
let userCookie: string;
let editorCookie: string;
let caseworkerCookie: string;

beforeAll(async () => {
  env = testEnv();
  ({ database, context, adminCookie, adminId, userCookie } = await setUpAdminTests({
    adminEmail: "keeper@example.org",
    userEmail: "visitor@example.org",
    clientIp: "192.0.2.171",
    env,
  }));
  editorCookie = (await signUp(database, context, "writer@example.org", "editor")).cookie;
  caseworkerCookie = (await signUp(database, context, "helper@example.org", "caseworker")).cookie;
});
afterAll(async () => {
  await database?.close();
});
beforeEach(() => {
  context = nextVisitorContext(database, env);
});

const storyFields = (overrides: Record<string, string> = {}) => ({
  intent: "save",
  title: "Coats for the winter",
  description: "The coat drive is on.",
  content: "<p>Bring a coat to the center.</p>",
  category: "Campaigns",
  tags: "winter",
  author: "Maya Lopez",
  publishedDate: "2025-01-15T08:30",
  imageUrl: "",
  imageAlt: "",
  externalUrl: "",
  isPublished: "on",
  ...overrides,
});

const save = (id: string, fields: Record<string, string>, cookie = adminCookie) =>
  callRoute(() => editAction(args(post(`/admin/news/${id}`, fields, cookie), context, { id })));

interface History {
  history: {
    title: string;
    revisions: { id: string; authorName: string | null; changedFields: string[]; source: string }[];
  };
  comparison: { fields: { field: string; older: string; newer: string; changed: boolean }[] } | null;
}
const history = (kind: string, id: string, query = "", cookie = adminCookie) =>
  callRoute<History>(() =>
    historyLoader(args(get(`/admin/revisions/${kind}/${id}${query}`, cookie), context, { kind, id })),
  );
const restore = (kind: string, id: string, revisionId: string, cookie = adminCookie) =>
  callRoute(() =>
    historyAction(
      args(post(`/admin/revisions/${kind}/${id}`, { intent: "restore", revisionId }, cookie), context, { kind, id }),
    ),
  );
/** The public story as a visitor opens it, at its address (its id answers 301 to the slug, ADR 0052). */
async function article(id: string) {
  const [row] = await database.db.select({ slug: newsItems.slug }).from(newsItems).where(eq(newsItems.id, id));
  const slug = row?.slug ?? id;
  return callRoute<{ article: { title: string; contentHtml: string } }>(() =>
    articleLoader(args(getRequest(`/news/${slug}`), context, { id: slug })),
  );
}

interface TrashPage {
  rows: { id: string; title: string; kindLabel: string; deletedByName: string | null; daysLeft: number }[];
}
const trash = (cookie = adminCookie) =>
  callRoute<TrashPage>(() => trashLoader(args(get("/admin/trash", cookie), context)));
const trashPost = (fields: Record<string, string>, cookie = adminCookie) =>
  callRoute(() => trashAction(args(post("/admin/trash", fields, cookie), context)));

describe("revisions", () => {
  it("keeps one revision per save, with the fields it changed, and none for a save that changed nothing", async () => {
    const created = await save("new", storyFields({ title: "Two saves story" }));
    expect(created.status).toBe(302);
    const [row] = await database.db.select().from(newsItems).where(eq(newsItems.title, "Two saves story"));
    const id = row!.id;

    expect((await save(id, storyFields({ title: "Two saves story", content: "<p>Second text.</p>" }))).status).toBe(
      302,
    );
    expect(
      (await save(id, storyFields({ title: "Two saves story, renamed", content: "<p>Second text.</p>" }))).status,
    ).toBe(302);
    // The same fields again: nothing changed, nothing recorded.
    expect(
      (await save(id, storyFields({ title: "Two saves story, renamed", content: "<p>Second text.</p>" }))).status,
    ).toBe(302);

    const page = await history("news", id);
    expect(page.status).toBe(200);
    const revisions = page.data.history.revisions;
    expect(revisions).toHaveLength(3);
    expect(revisions[0]!.changedFields).toEqual(["title"]);
    expect(revisions[1]!.changedFields).toEqual(["content"]);
    expect(revisions.every((revision) => revision.authorName !== null)).toBe(true);

    // Comparing the first and the last save shows both changed fields, old text beside new.
    const compared = await history("news", id, `?compare=${revisions[2]!.id}&compare=${revisions[0]!.id}`);
    const changed = compared.data.comparison!.fields.filter((field) => field.changed);
    expect(changed.map((field) => field.field)).toEqual(["title", "content"]);
    expect(changed[1]).toMatchObject({ older: "Bring a coat to the center.", newer: "Second text." });
  });

  it("restores an earlier revision on the public page, as a new revision with an audit entry", async () => {
    const story = await createNewsItem(database.db, { content: "<p>The first words.</p>", title: "Restorable" });
    expect(
      (await save(story.id, storyFields({ title: "Restorable", content: "<p>Words that went wrong.</p>" }))).status,
    ).toBe(302);
    expect((await article(story.id)).data.article.contentHtml).toContain("Words that went wrong.");

    const before = (await history("news", story.id)).data.history.revisions;
    // The story existed before history was kept: its first state is kept on its first save.
    expect(before.map((revision) => revision.source)).toEqual(["save", "baseline"]);
    const restored = await restore("news", story.id, before[1]!.id);
    expect(restored.status).toBe(302);

    const page = await article(story.id);
    expect(page.data.article.contentHtml).toContain("The first words.");
    const after = (await history("news", story.id)).data.history.revisions;
    expect(after).toHaveLength(3);
    expect(after[0]!.source).toBe("restore");
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "restore_revision"), eq(auditLog.entityId, story.id)));
    expect(audit).toBeDefined();
  });

  it("keeps newsletter issues' saves too", async () => {
    const issue = await createNewsletter(database.db, { title: "Spring letter" });
    const fields = {
      intent: "save",
      newsletterNumber: String(issue.newsletterNumber),
      title: "Spring letter, revised",
      excerpt: "",
      content: "<p>Hello, neighbors.</p>",
      author: "",
      publishedDate: "2026-03-01",
      featuredImageUrl: "",
      imageAlt: "",
    };
    const saved = await callRoute(() =>
      newsletterAction(args(post(`/admin/newsletters/${issue.id}`, fields, adminCookie), context, { id: issue.id })),
    );
    expect(saved.status).toBe(302);
    const revisions = (await history("newsletter", issue.id)).data.history.revisions;
    expect(revisions[0]!.changedFields).toContain("title");
  });

  it("keeps a page's copy too, and restores the words it shipped with", async () => {
    const key = "mission";
    const editor = await callRoute<{ values: Record<string, string> }>(() =>
      textLoader(args(get(`/admin/pages/${key}`, adminCookie), context, { key })),
    );
    const vision = "A county where every family has a way in.";
    const fields = { ...editor.data.values, intent: "save", [textFieldName("vision")]: vision };
    const saved = await callRoute(() =>
      textAction(args(post(`/admin/pages/${key}`, fields, adminCookie), context, { key })),
    );
    expect(saved.status).toBe(302);
    const mission = async () =>
      (
        await callRoute<{ copy: { vision: string } }>(() =>
          missionLoader(args(getRequest("/about/mission"), context) as never),
        )
      ).data.copy.vision;
    expect(await mission()).toBe(vision);

    const page = await history("page", key);
    expect(page.data.history.title).toBe("Our Mission");
    const [latest, baseline] = page.data.history.revisions;
    expect(latest!.changedFields).toEqual(["texts.vision"]);
    expect(baseline!.source).toBe("baseline");
    expect((await restore("page", key, baseline!.id)).status).toBe(302);
    expect(await mission()).toBe(MISSION_PAGE.vision);
    // A key that is no page is not found.
    expect((await history("page", "nothing-here")).status).toBe(404);
  });

  it("refuses the history and the trash to anyone who does not edit content", async () => {
    const story = await createNewsItem(database.db);
    for (const cookie of ["", userCookie, caseworkerCookie]) {
      expect((await history("news", story.id, "", cookie)).status).toBeGreaterThanOrEqual(401);
      expect((await trash(cookie)).status).toBeGreaterThanOrEqual(401);
      expect((await restore("news", story.id, story.id, cookie)).status).toBeGreaterThanOrEqual(401);
    }
    expect((await history("news", story.id, "", editorCookie)).status).toBe(200);
    expect((await trash(editorCookie)).status).toBe(200);
  });
});

describe("completed campaigns", () => {
  const fields = (overrides: Record<string, string> = {}) => ({
    intent: "save",
    title: "Warm meals in Duluth",
    description: "Hot dinners for families all winter.",
    location: "Duluth, MN",
    completionDate: "2026-02-10",
    partnerOrganization: "",
    beneficiary: "",
    impactSummary: "Every family on the list ate well.",
    imageUrl: "",
    imageAlt: "",
    campaignUrl: "",
    isPublished: "on",
    ...overrides,
  });
  const saveCampaign = (id: string, values: Record<string, string>) =>
    callRoute(() =>
      completedAction(args(post(`/admin/completed-campaigns/${id}`, values, adminCookie), context, { id })),
    );
  const publicTitle = async (id: string) => {
    const [row] = await database.db
      .select({ slug: completedCampaigns.slug })
      .from(completedCampaigns)
      .where(eq(completedCampaigns.id, id));
    const slug = row?.slug ?? id;
    const page = await callRoute<{ campaign: { title: string } }>(() =>
      completedLoader(args(getRequest(`/completed-campaigns/${slug}`), context, { id: slug })),
    );
    return page.status === 200 ? page.data.campaign.title : page.status;
  };

  it("keep their saves as revisions to restore, and a deleted one comes back from the trash at its address", async () => {
    expect((await saveCampaign("new", fields())).status).toBe(302);
    const [created] = await database.db
      .select()
      .from(completedCampaigns)
      .where(eq(completedCampaigns.title, "Warm meals in Duluth"));
    const id = created!.id;
    expect(
      (await saveCampaign(id, fields({ title: "Warm meals for Duluth families", slug: created!.slug }))).status,
    ).toBe(302);
    expect(await publicTitle(id)).toBe("Warm meals for Duluth families");

    const revisions = (await history("completed-campaign", id)).data.history.revisions;
    expect(revisions).toHaveLength(2);
    expect(revisions[0]!.changedFields).toEqual(["title"]);
    expect((await restore("completed-campaign", id, revisions[1]!.id)).status).toBe(302);
    expect(await publicTitle(id)).toBe("Warm meals in Duluth");

    expect((await saveCampaign(id, { intent: "delete" })).status).toBe(302);
    expect(await publicTitle(id)).toBe(404);
    const listed = (await trash()).data.rows.find((row) => row.title === "Warm meals in Duluth");
    expect(listed).toMatchObject({ kindLabel: "Completed campaign", daysLeft: 30 });
    expect((await trashPost({ intent: "restore", id: listed!.id })).status).toBe(302);
    expect(await publicTitle(id)).toBe("Warm meals in Duluth");
  });
});

describe("the trash", () => {
  it("takes a deleted story off the site and restores it at its address", async () => {
    const story = await createNewsItem(database.db, { title: "Back from the trash" });
    const deleted = await save(story.id, { intent: "delete" });
    expect(deleted.status).toBe(302);
    expect((await article(story.id)).status).toBe(404);

    const listed = (await trash()).data.rows.find((row) => row.title === "Back from the trash");
    expect(listed).toMatchObject({ kindLabel: "News story", daysLeft: 30 });
    expect(listed!.deletedByName).not.toBeNull();

    const restored = await trashPost({ intent: "restore", id: listed!.id });
    expect(restored.status).toBe(302);
    expect((await article(story.id)).data.article.title).toBe("Back from the trash");
    expect((await trash()).data.rows.some((row) => row.id === listed!.id)).toBe(false);
  });

  it("purges a story after 30 days with the image only it used, and keeps it until then", async () => {
    const store = createMediaStore(env);
    const bytes = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 40, b: 90 } },
    })
      .png()
      .toBuffer();
    const image = await saveUploadedImage(
      { db: database.db, store },
      { id: adminId, email: "keeper@example.org" },
      new File([new Uint8Array(bytes)], "purged.png", { type: "image/png" }),
    );
    const story = await createNewsItem(database.db, { title: "Old and gone", imageUrl: image.url });
    expect(
      (await save(story.id, storyFields({ title: "Old and gone", imageUrl: image.url, imageAlt: "A red square" })))
        .status,
    ).toBe(302);
    expect((await save(story.id, { intent: "delete" })).status).toBe(302);

    // Within the 30 days the image is kept (the library counts the trash as a use).
    expect((await purgeExpiredTrashAndFiles(database.db, store)).purged).toBe(0);
    expect(await store.get(image.key)).not.toBeNull();

    const later = new Date(Date.now() + 31 * 86_400_000);
    const result = await purgeExpiredTrashAndFiles(database.db, store, later);
    expect(result.purged).toBe(1);
    expect(result.deletedImages).toEqual([image.key]);
    expect(await store.get(image.key)).toBeNull();
    expect(await database.db.select().from(media).where(eq(media.key, image.key))).toHaveLength(0);
    expect(await database.db.select().from(contentTrash).where(eq(contentTrash.itemId, story.id))).toHaveLength(0);
    // Its history goes with it.
    expect(await database.db.select().from(contentRevisions).where(eq(contentRevisions.itemId, story.id))).toHaveLength(
      0,
    );
    expect((await article(story.id)).status).toBe(404);
  });

  it("purges at once when staff confirm, keeping an image another story still uses", async () => {
    const store = createMediaStore(env);
    const bytes = await sharp({
      create: { width: 310, height: 200, channels: 3, background: { r: 20, g: 140, b: 90 } },
    })
      .png()
      .toBuffer();
    const image = await saveUploadedImage(
      { db: database.db, store },
      { id: adminId, email: "keeper@example.org" },
      new File([new Uint8Array(bytes)], "shared.png", { type: "image/png" }),
    );
    const story = await createNewsItem(database.db, { title: "Purged now", imageUrl: image.url });
    await createNewsItem(database.db, { title: "Keeps the picture", imageUrl: image.url });
    expect((await save(story.id, { intent: "delete" })).status).toBe(302);
    const entry = (await trash()).data.rows.find((row) => row.title === "Purged now")!;
    expect((await trashPost({ intent: "purge", id: entry.id })).status).toBe(302);
    expect((await trash()).data.rows.some((row) => row.id === entry.id)).toBe(false);
    expect(await store.get(image.key)).not.toBeNull();
  });
});
