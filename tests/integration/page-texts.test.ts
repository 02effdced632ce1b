import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SiteContext } from "~/context";
import { auditLog, pageCopy } from "~/db/schema";
import { ABOUT_OVERVIEW, ABOUT_PAGE } from "~/content/about/overview";
import { IMPACT_PAGE } from "~/content/about/impact";
import { MISSION_PAGE } from "~/content/about/mission";
import { STORIES_PAGE } from "~/content/about/stories";
import { TEAM_PAGE } from "~/content/about/team";
import { SUPPORT_SECTION } from "~/content/home-sections";
import { FOOTER_COPY } from "~/content/site";
import { TEXT_COPY, TEXT_COPY_KEYS, allTextPaths, textFieldName, textLeaves } from "~/features/pages/text-copy";
import * as textRoute from "~/routes/admin/pages/text";
import { loader as aboutLoader } from "~/routes/about/about";
import { loader as impactLoader } from "~/routes/about/impact";
import { loader as missionLoader } from "~/routes/about/mission";
import { loader as storiesLoader } from "~/routes/about/stories";
import { loader as teamLoader } from "~/routes/about/team";
import { loader as homeLoader } from "~/routes/home";
import { loader as rootLoader } from "~/root";
import { args, callRoute, getRequest } from "../setup/context";
import type { TestDatabase } from "../setup/database";
import { get, nextVisitorContext, post, setUpAdminTests, underAdminLayout } from "./admin-helpers";

const editorLoader = underAdminLayout(textRoute.loader);
const editorAction = underAdminLayout(textRoute.action);

let database: TestDatabase;
let context: SiteContext;
let adminCookie: string;
let userCookie: string;
const notified: string[] = [];
let unlisten: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ database, context, adminCookie, userCookie } = await setUpAdminTests({
    adminEmail: "texts-editor@example.org",
    userEmail: "texts-reader@example.org",
    clientIp: "192.0.2.231",
  }));
  await new Promise<void>((resolve) => {
    void database
      .listen("content_changed", { onNotify: (table) => notified.push(table), onReady: resolve, onLost: () => {} })
      .then((stop) => (unlisten = stop));
  });
});
afterAll(async () => {
  await unlisten?.();
  await database?.close();
});
beforeEach(() => {
  context = nextVisitorContext(database);
});

type EditorData = {
  fields: { name: string; path: string; group: string; label: string }[];
  values: Record<string, string>;
};
type FormReply = {
  result: { error?: Record<string, string[] | null> } | null;
  preview: { label: string; before: string; after: string }[] | null;
  message: string | null;
};
const openEditor = async (key: string, cookie = adminCookie) =>
  callRoute<EditorData>(() => editorLoader(args(get(`/admin/pages/${key}`, cookie), context, { key })));
const submit = (key: string, fields: Record<string, string>, cookie = adminCookie) =>
  callRoute<FormReply>(() => editorAction(args(post(`/admin/pages/${key}`, fields, cookie), context, { key })));
/** The editor's form as loaded, with some texts changed. */
async function formWith(key: string, changes: Record<string, string>, intent = "save") {
  const { data } = await openEditor(key);
  const fields: Record<string, string> = { ...data.values, intent };
  for (const [path, text] of Object.entries(changes)) fields[textFieldName(path)] = text;
  return fields;
}
const publicCopy = async <T>(loader: (a: never) => unknown, path: string) =>
  (await callRoute<{ copy: T }>(() => loader(args(getRequest(path), context) as never))).data.copy;
const audit = (entityId: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "page_copy"), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.createdAt));

describe(`pages of texts (${process.env.TEST_DB_KIND})`, () => {
  it("a fresh site shows the launch words on every such page, and the spec's headings are not offered", async () => {
    expect(await publicCopy<typeof ABOUT_OVERVIEW>(aboutLoader, "/about")).toMatchObject({
      hero: ABOUT_PAGE.hero,
      overview: { paragraphs: [...ABOUT_OVERVIEW.paragraphs] },
    });
    expect((await publicCopy<typeof MISSION_PAGE>(missionLoader, "/about/mission")).vision).toBe(MISSION_PAGE.vision);
    expect((await publicCopy<typeof IMPACT_PAGE>(impactLoader, "/about/impact")).hero).toEqual(IMPACT_PAGE.hero);
    expect((await publicCopy<typeof STORIES_PAGE>(storiesLoader, "/about/stories")).stories).toEqual(
      STORIES_PAGE.stories,
    );
    expect((await publicCopy<typeof TEAM_PAGE>(teamLoader, "/about/team")).loading).toBe("Loading team information...");
    const home = await callRoute<{ sections: { support: typeof SUPPORT_SECTION } }>(() =>
      homeLoader(args(getRequest("/"), context)),
    );
    expect(home.data.sections.support).toEqual(SUPPORT_SECTION);
    const root = await callRoute<{ footer: typeof FOOTER_COPY }>(() => rootLoader(args(getRequest("/"), context)));
    expect(root.data.footer).toEqual(FOOTER_COPY);

    const offered = textLeaves("home-sections").map((leaf) => leaf.path);
    expect(offered).toContain("support.cards.0.description");
    for (const fixed of ["support.title", "support.cards.0.title", "mission.title"])
      expect(offered).not.toContain(fixed);
    expect(textLeaves("team").map((leaf) => leaf.path)).not.toContain("loading");
    expect(offered.some((path) => path.endsWith(".to"))).toBe(false);
  });

  it("every fixed path names a real text, and every part of each page has a name in the editor", () => {
    for (const key of TEXT_COPY_KEYS) {
      const paths = allTextPaths(key);
      for (const pattern of TEXT_COPY[key].fixed as readonly string[]) {
        const regex = new RegExp(`^${pattern.replaceAll(".", "\\.").replaceAll("*", "\\d+")}$`);
        expect(
          paths.some((path) => regex.test(path)),
          `${key}: ${pattern}`,
        ).toBe(true);
      }
      for (const leaf of textLeaves(key)) expect(Object.keys(TEXT_COPY[key].parts), key).toContain(leaf.part);
    }
  });

  it("a saved text is on the page at once, the cache is told, only changed texts are stored and the log says what", async () => {
    const since = notified.length;
    const paragraph = "We began in San Antonio, with one teacher and a folding table at the public library.";
    const saved = await submit("about", await formWith("about", { "overview.paragraphs.0": paragraph }));
    expect(saved.status).toBe(302);
    const about = await publicCopy<{ overview: { paragraphs: string[] } }>(aboutLoader, "/about");
    expect(about.overview.paragraphs).toEqual([paragraph, ABOUT_OVERVIEW.paragraphs[1]]);
    await vi.waitFor(() => expect(notified.slice(since)).toContain("page_copy"), { timeout: 5_000, interval: 20 });

    const [row] = await database.db.select().from(pageCopy).where(eq(pageCopy.key, "about"));
    expect(row!.value).toEqual({ texts: { "overview.paragraphs.0": paragraph } });
    const [entry] = await audit("about");
    expect(entry!.actorEmail).toBe("texts-editor@example.org");
    expect(Object.keys((entry!.details as { changes: Record<string, unknown> }).changes)).toEqual([
      "overview.paragraphs.0",
    ]);

    // The editor opens with the saved words; saving it unchanged writes and logs nothing.
    const unchanged = await submit("about", await formWith("about", {}));
    expect(unchanged.status).toBe(302);
    expect(await audit("about")).toHaveLength(1);
  });

  it("the footer's words change on every page after one save", async () => {
    const blurb = "A neighbor-funded 501(c)(3): volunteers, donors and partners opening doors together.";
    expect(
      (await submit("footer", await formWith("footer", { about: blurb, "groups.2": "Keep learning" }))).status,
    ).toBe(302);
    const root = await callRoute<{ footer: typeof FOOTER_COPY }>(() =>
      rootLoader(args(getRequest("/about/team"), context)),
    );
    expect(root.data.footer).toMatchObject({
      about: blurb,
      groups: ["About us", "Get involved", "Keep learning", "Legal"],
    });
  });

  it("refuses an emptied or overlong text next to its field, keeps what was typed, and stores script as text", async () => {
    const name = textFieldName("callToAction.lead");
    const empty = await submit("home-sections", await formWith("home-sections", { "callToAction.lead": "   " }));
    expect(empty.status).toBe(400);
    expect(empty.data.result?.error?.[name]?.[0]).toMatch(/can’t be left empty/);

    const long = await submit(
      "home-sections",
      await formWith("home-sections", { "callToAction.lead": "é".repeat(10_000) }),
    );
    expect(long.status).toBe(400);
    expect(long.data.result?.error?.[name]).toEqual(["Please keep this under 2,000 characters."]);

    const hostile = await submit(
      "home-sections",
      await formWith("home-sections", { "callToAction.lead": "Give an hour 🙌 <script>alert(1)</script><b>now</b>" }),
    );
    expect(hostile.status).toBe(302);
    const home = await callRoute<{ sections: { callToAction: { lead: string } } }>(() =>
      homeLoader(args(getRequest("/"), context)),
    );
    expect(home.data.sections.callToAction.lead).toBe("Give an hour 🙌 <b>now</b>");
  });

  it("a preview lists what would change and saves nothing", async () => {
    const before = await audit("mission");
    const preview = await submit(
      "mission",
      await formWith("mission", { vision: "A country of good neighbors." }, "preview"),
    );
    expect(preview.status).toBe(200);
    expect(preview.data.preview).toEqual([
      expect.objectContaining({ before: MISSION_PAGE.vision, after: "A country of good neighbors." }),
    ]);
    expect((await publicCopy<{ vision: string }>(missionLoader, "/about/mission")).vision).toBe(MISSION_PAGE.vision);
    expect(await audit("mission")).toEqual(before);
  });

  it("ignores stored texts for places the code no longer has or keeps fixed", async () => {
    await database.db
      .insert(pageCopy)
      .values({
        key: "team",
        value: { texts: { loading: "Hang on", "hero.subtitle": "Gone", boardLead: "Our board." } },
      })
      .onConflictDoUpdate({
        target: pageCopy.key,
        set: { value: { texts: { loading: "Hang on", "hero.subtitle": "Gone", boardLead: "Our board." } } },
      });
    const team = await publicCopy<Record<string, unknown>>(teamLoader, "/about/team");
    expect(team).toMatchObject({ loading: "Loading team information...", boardLead: "Our board." });
    expect(team.hero).toEqual(TEAM_PAGE.hero);
  });

  it("refuses the editor to anyone but content staff, and knows no other page", async () => {
    for (const cookie of ["", userCookie]) {
      expect((await openEditor("footer", cookie)).status).toBe(403);
      expect((await submit("footer", { intent: "save", [textFieldName("about")]: "Hacked" }, cookie)).status).toBe(403);
    }
    expect((await openEditor("secrets")).status).toBe(404);
    const root = await callRoute<{ footer: { about: string } }>(() => rootLoader(args(getRequest("/"), context)));
    expect(root.data.footer.about).not.toBe("Hacked");
  });
});
