import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteContext } from "~/context";
import { nextScheduledPublish } from "~/db/publishing";
import { newsItems } from "~/db/schema";
import { loader as courseLoader } from "~/routes/academy/course";
import { loader as campaignLoader } from "~/routes/campaigns/campaign";
import { loader as completedLoader } from "~/routes/completed-campaigns/detail";
import { loader as articleLoader } from "~/routes/news/article";
import { loader as latestNewsLoader } from "~/routes/news/latest-news";
import { loader as issueLoader } from "~/routes/newsletter/issue";
import { loader as archiveLoader } from "~/routes/newsletter/newsletter";
import { loader as projectLoader } from "~/routes/projects/project-detail";
import { loader as searchLoader } from "~/routes/search/search";
import { loader as sitemapLoader } from "~/routes/seo/sitemap";
import { todayInZone } from "~/utils/site-time";
import { parseDateTimeInput } from "~/utils/site-time-input";
import { args, callRoute } from "../setup/context";
import type { TestDatabase } from "../setup/database";
import { createCourse } from "../factories/academy";
import { createCampaign, createCompletedCampaign } from "../factories/campaigns";
import { createNewsItem } from "../factories/news";
import { createNewsletter } from "../factories/newsletters";
import { createBusinessProject } from "../factories/projects";
import * as newsEditRoute from "~/routes/admin/news/edit";
import * as newsListRoute from "~/routes/admin/news/list";
import { get, setUpAdminTests, underAdminLayout } from "./admin-helpers";

let database: TestDatabase;
let context: SiteContext;
let adminCookie: string;
let userCookie: string;

beforeAll(async () => {
  ({ database, context, adminCookie, userCookie } = await setUpAdminTests({
    adminEmail: "preview-admin@example.org",
    userEmail: "preview-user@example.org",
  }));
});
afterAll(async () => {
  await database?.close();
});

type Loader = (args: never) => unknown;
const call = <T>(loader: Loader, path: string, params: Record<string, string>, cookie?: string) =>
  callRoute<T>(() => loader(args(get(path, cookie), context, params)));

const HOUR = 60 * 60 * 1000;

describe(`a draft at its public address (${process.env.TEST_DB_KIND})`, () => {
  it("answers 404 to visitors and signed-in non-admins, and an admin's preview marked as a draft, unindexed and never cached", async () => {
    const { db } = database;
    const story = await createNewsItem(db, { title: "Test Preview Draft Story", isPublished: false });
    const completed = await createCompletedCampaign(db, { title: "Test Preview Completed", isPublished: false });
    const course = await createCourse(db, { title: "Test Preview Course", isPublished: false });
    const project = await createBusinessProject(db, { title: "Test Preview Project", isPublished: false });
    const issue = await createNewsletter(db, { title: "Test Preview Issue", isPublished: false });
    const campaign = await createCampaign(db, { title: "Test Preview Campaign", isPublished: false });

    const pages: { loader: Loader; path: string; params: Record<string, string>; pick: (data: never) => unknown }[] = [
      {
        loader: articleLoader,
        path: `/news/${story.slug}`,
        params: { id: story.slug },
        pick: (d: { article: { title: string; state: string } }) => [d.article.title, d.article.state],
      },
      {
        loader: completedLoader,
        path: `/completed-campaigns/${completed.slug}`,
        params: { id: completed.slug },
        pick: (d: { campaign: { title: string; state: string } }) => [d.campaign.title, d.campaign.state],
      },
      {
        loader: courseLoader,
        path: `/academy/course/${course.slug}`,
        params: { id: course.slug },
        pick: (d: { course: { title: string }; state: string }) => [d.course.title, d.state],
      },
      {
        loader: projectLoader,
        path: `/projects/${project.slug}`,
        params: { idOrSlug: project.slug },
        pick: (d: { project: { title: string; state: string } }) => [d.project.title, d.project.state],
      },
      {
        loader: issueLoader,
        // The issue's address (ADR 0052); its number redirects there.
        path: `/newsletter/${issue.slug}`,
        params: { number: issue.slug },
        pick: (d: { issue: { title: string; state: string } }) => [d.issue.title, d.issue.state],
      },
      {
        loader: campaignLoader,
        path: `/campaigns/${campaign.id}`,
        params: { id: campaign.id },
        pick: (d: { campaign: { title: string; state: string } }) => [d.campaign.title, d.campaign.state],
      },
    ];
    const titles = [story, completed, course, project, issue, campaign].map((row) => row.title);

    for (const [index, page] of pages.entries()) {
      const anonymous = await call(page.loader, page.path, page.params);
      expect(anonymous.status, `${page.path} signed out`).toBe(404);
      const user = await call(page.loader, page.path, page.params, userCookie);
      expect(user.status, `${page.path} as a user`).toBe(404);

      const admin = await call(page.loader, page.path, page.params, adminCookie);
      expect(admin.status, `${page.path} as an admin`).toBe(200);
      expect(page.pick(admin.data as never)).toEqual([titles[index], "draft"]);
      expect(admin.headers.get("Cache-Control")).toBe("private, no-store");
      expect(admin.headers.get("X-Robots-Tag")).toBe("noindex");
    }
  });

  it("shows an admin a published page as everyone sees it, with no preview marks", async () => {
    const story = await createNewsItem(database.db, { title: "Test Preview Live Story" });
    const result = await call<{ article: { state: string } }>(
      articleLoader,
      `/news/${story.slug}`,
      { id: story.slug },
      adminCookie,
    );
    expect(result.status).toBe(200);
    expect(result.data.article.state).toBe("live");
    expect(result.headers.get("Cache-Control")).toBeNull();
  });
});

interface NewsPageData {
  featured: { title: string }[];
  items: { title: string }[];
}
const newsTitles = async () => {
  const { data } = await call<NewsPageData>(latestNewsLoader, "/latest-news", {});
  return [...data.featured, ...data.items].map((story) => story.title);
};
const searchTitles = async (q: string) => {
  const { data } = await call<{ groups: { hits: { title: string }[] }[] }>(
    searchLoader,
    `/search?q=${encodeURIComponent(q)}`,
    {},
  );
  return data.groups.flatMap((group) => group.hits.map((hit) => hit.title));
};
const sitemap = async () => {
  const response = (await sitemapLoader(args(get("/sitemap.xml"), context))) as Response;
  return response.text();
};

describe(`a story scheduled for later (${process.env.TEST_DB_KIND})`, () => {
  it("stays out of the news list, search, the sitemap and its own address until its time, then appears by itself", async () => {
    const { db } = database;
    const title = "Test Scheduled Zeppelin Story";
    const story = await createNewsItem(db, { title, publishedDate: new Date(Date.now() + 2 * HOUR) });
    const path = `/news/${story.slug}`;

    expect(await newsTitles()).not.toContain(title);
    expect(await searchTitles("zeppelin")).not.toContain(title);
    expect(await sitemap()).not.toContain(path);
    expect((await call(articleLoader, path, { id: story.slug })).status).toBe(404);
    expect((await call(articleLoader, `/news/${story.id}`, { id: story.id })).status).toBe(404);
    // The editor and the admin list say when it goes live.
    const editor = await callRoute<{ scheduledFor: string | null }>(() =>
      underAdminLayout(newsEditRoute.loader)(
        args(get(`/admin/news/${story.id}`, adminCookie), context, { id: story.id }),
      ),
    );
    expect(editor.data.scheduledFor).toBe(story.publishedDate.toISOString());
    const list = await callRoute<{ items: { id: string; scheduled: boolean }[] }>(() =>
      underAdminLayout(newsListRoute.loader)(args(get("/admin/news", adminCookie), context)),
    );
    expect(list.data.items.find((item) => item.id === story.id)?.scheduled).toBe(true);
    // The admin previews it, marked as scheduled.
    const preview = await call<{ article: { state: string } }>(articleLoader, path, { id: story.slug }, adminCookie);
    expect(preview.data.article.state).toBe("scheduled");
    expect(preview.headers.get("Cache-Control")).toBe("private, no-store");

    // Time passes (its date moves to a moment ago): nobody publishes anything, yet it is everywhere.
    await db
      .update(newsItems)
      .set({ publishedDate: new Date(Date.now() - 1000) })
      .where(eq(newsItems.id, story.id));
    expect(await newsTitles()).toContain(title);
    expect(await searchTitles("zeppelin")).toContain(title);
    expect(await sitemap()).toContain(path);
    expect((await call(articleLoader, path, { id: story.slug })).status).toBe(200);
  });

  it("goes live a second after its date, read on the server's clock", async () => {
    const title = "Test Scheduled Second Story";
    const story = await createNewsItem(database.db, { title, publishedDate: new Date(Date.now() + 1500) });
    expect(await newsTitles()).not.toContain(title);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(await newsTitles()).toContain(title);
    expect((await call(articleLoader, `/news/${story.slug}`, { id: story.slug })).status).toBe(200);
  });
});

describe(`a newsletter issue dated later (${process.env.TEST_DB_KIND})`, () => {
  it("is out of the archive and 404 until the start of its day in the site's zone", async () => {
    const zone = context.env.SITE_TIME_ZONE;
    const today = todayInZone(zone);
    const tomorrow = todayInZone(zone, new Date(Date.now() + 26 * HOUR));
    const later = await createNewsletter(database.db, { title: "Test Tomorrow Issue", publishedDate: tomorrow });
    const now = await createNewsletter(database.db, { title: "Test Today Issue", publishedDate: today });

    const { data } = await call<{ issues: { title: string }[] }>(archiveLoader, "/newsletter", {});
    const archive = data.issues.map((issue) => issue.title);
    expect(archive).toContain("Test Today Issue");
    expect(archive).not.toContain("Test Tomorrow Issue");
    // An issue's address is its slug (ADR 0052); its number redirects there, once it is live.
    const visit = (segment: string | number, cookie?: string) =>
      call<{ issue: { state: string } }>(issueLoader, `/newsletter/${segment}`, { number: String(segment) }, cookie);
    expect((await visit(later.slug)).status).toBe(404);
    expect((await visit(later.newsletterNumber)).status).toBe(404);
    expect((await visit(now.slug)).status).toBe(200);
    expect((await visit(now.newsletterNumber)).location).toBe(`/newsletter/${now.slug}`);
    expect(await sitemap()).not.toContain(`/newsletter/${later.slug}<`);
    const preview = await visit(later.slug, adminCookie);
    expect(preview.data.issue.state).toBe("scheduled");

    // The cache's next wake-up is that day's first instant in the site's zone, unless a story comes sooner.
    const next = await nextScheduledPublish(database.db, {
      now: new Date(),
      today,
      startOfDay: (day) => parseDateTimeInput(day, zone),
    });
    expect(next).not.toBeNull();
    expect(next!.getTime()).toBeLessThanOrEqual(parseDateTimeInput(tomorrow, zone)!.getTime());
  });
});
