import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import AboutTeamRoute, { loader as teamLoader } from "~/routes/about/team";
import CatalogueRoute, { loader as catalogueLoader } from "~/routes/academy/catalogue";
import CourseRoute, { loader as courseLoader } from "~/routes/academy/course";
import CampaignRoute, { loader as campaignLoader } from "~/routes/campaigns/campaign";
import HelpingHandCampaignRoute, { loader as helpingHandLoader } from "~/routes/campaigns/helping-hand-campaign";
import CompletedDetailRoute, { loader as completedDetailLoader } from "~/routes/completed-campaigns/detail";
import CompletedListRoute, { loader as completedListLoader } from "~/routes/completed-campaigns/list";
import HomeRoute, { loader as homeLoader } from "~/routes/home";
import ArticleRoute, { loader as articleLoader } from "~/routes/news/article";
import LatestNewsRoute, { loader as latestNewsLoader } from "~/routes/news/latest-news";
import IssueRoute, { loader as issueLoader } from "~/routes/newsletter/issue";
import NewsletterRoute, { loader as newsletterLoader } from "~/routes/newsletter/newsletter";
import LibraryRoute, { loader as libraryLoader } from "~/routes/projects/library";
import ProjectDetailRoute, { loader as projectDetailLoader } from "~/routes/projects/project-detail";
import { createCourse } from "../factories/academy";
import { createCampaign, createCompletedCampaign } from "../factories/campaigns";
import { createNewsItem } from "../factories/news";
import { createNewsletter } from "../factories/newsletters";
import { createBusinessProject } from "../factories/projects";
import { createTeamMember } from "../factories/team";
import { args, callRoute, createTestContext, getRequest } from "../setup/context";
import { createTestDatabase, type TestDatabase } from "../setup/database";

/**
 * Issue 18: no content image reaches a public page with an empty alt unless staff marked it
 * decorative. Every kind of content gets three rows: one described, one decorative and one saved
 * before alt text existed (neither). Each page is rendered as the server would render it, and
 * every <img> on it is checked.
 */

let database: TestDatabase;
let context: ReturnType<typeof createTestContext>;

type Kind = "team" | "project" | "campaign" | "completed" | "news" | "newsletter" | "course";
const KINDS: Kind[] = ["team", "project", "campaign", "completed", "news", "newsletter", "course"];

/** Each row's picture has its own address, so an <img> can be traced back to its row. */
const src = (kind: Kind, variant: "described" | "decorative" | "legacy") => `/images/test/${kind}-${variant}.svg`;
const described = (kind: Kind) => `A test picture of the ${kind}: three volunteers stacking boxes & “labels”`;

const image = (kind: Kind, variant: "described" | "decorative" | "legacy") => ({
  ...(kind === "newsletter" ? { featuredImageUrl: src(kind, variant) } : { imageUrl: src(kind, variant) }),
  imageAlt: variant === "described" ? described(kind) : null,
  imageDecorative: variant === "decorative",
});

const ids: Record<Kind, Record<"described" | "decorative" | "legacy", string>> = Object.fromEntries(
  KINDS.map((kind) => [kind, { described: "", decorative: "", legacy: "" }]),
) as never;
const issueSlugs = { described: "", decorative: "", legacy: "" };

const DECORATIVE_SOURCES = new Set(KINDS.map((kind) => src(kind, "decorative")));

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  for (const [n, variant] of (["described", "decorative", "legacy"] as const).entries()) {
    ids.team[variant] = (await createTeamMember(db, { ...image("team", variant), sortOrder: n })).id;
    // The detail page answers at the project's address (a uuid redirects there).
    ids.project[variant] = (await createBusinessProject(db, image("project", variant))).slug;
    ids.campaign[variant] = (await createCampaign(db, { ...image("campaign", variant), status: "Active" })).id;
    // The described one is the newest, so the home page shows it.
    ids.completed[variant] = (
      await createCompletedCampaign(db, { ...image("completed", variant), completionDate: `2025-0${3 - n}-01` })
    ).slug;
    ids.news[variant] = (
      await createNewsItem(db, { ...image("news", variant), publishedDate: new Date(Date.UTC(2026, 2, 3 - n, 12)) })
    ).slug;
    const issue = await createNewsletter(db, { ...image("newsletter", variant), newsletterNumber: 3 - n });
    ids.newsletter[variant] = issue.id;
    // The issue's address (ADR 0052).
    issueSlugs[variant] = issue.slug;
    ids.course[variant] = (await createCourse(db, image("course", variant))).slug;
  }
  context = createTestContext(database);
});
afterAll(async () => {
  await database?.close();
});

/** Runs the route's loader for `url`, then renders its page to HTML as the server does. */
async function renderPage(
  Component: ComponentType<never>,
  loader: (args: never) => unknown,
  url: string,
  pattern: string,
  params: Record<string, string> = {},
): Promise<string> {
  const result = await callRoute(() => loader(args(getRequest(url), context, params)));
  expect(result.status, url).toBe(200);
  // Streamed parts (the team list) are awaited here, as the server waits for them before it finishes the page.
  const data = Object.fromEntries(
    await Promise.all(Object.entries(result.data as object).map(async ([key, value]) => [key, await value])),
  );
  const Stub = createRoutesStub([{ path: pattern, Component: Component as never, loader: () => data }]);
  return renderToString(createElement(Stub, { initialEntries: [url], hydrationData: { loaderData: { "0": data } } }));
}

interface RenderedImage {
  src: string;
  alt: string | null;
  hidden: boolean;
}

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function imagesIn(html: string): RenderedImage[] {
  return [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => {
    const attribute = (name: string) => {
      const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
      return match ? decode(match[1]!) : null;
    };
    return {
      src: attribute("src") ?? "",
      alt: attribute("alt"),
      hidden: attribute("aria-hidden") === "true" || attribute("role") === "presentation",
    };
  });
}

/**
 * The rule every public page keeps: every <img> has an alt; an empty one is either a row staff
 * marked decorative or a site decoration hidden from assistive tech; a described row shows
 * exactly its description; a row saved before alt text existed still says something.
 */
function expectAccessibleImages(html: string, page: string, expected: Kind[]) {
  const images = imagesIn(html);
  expect(images.length, `${page} shows pictures`).toBeGreaterThan(0);
  for (const img of images) {
    expect(img.alt, `${page}: <img src="${img.src}"> has no alt attribute`).not.toBeNull();
    if (img.alt === "") {
      expect(
        DECORATIVE_SOURCES.has(img.src) || img.hidden,
        `${page}: <img src="${img.src}"> has alt="" but its row was not marked decorative`,
      ).toBe(true);
    }
  }
  for (const kind of expected) {
    const shown = images.filter((img) => img.src.startsWith(`/images/test/${kind}-`));
    expect(shown.length, `${page} shows a ${kind} picture`).toBeGreaterThan(0);
    for (const img of shown) {
      if (img.src === src(kind, "described")) expect(img.alt, page).toBe(described(kind));
      if (img.src === src(kind, "decorative")) expect(img.alt, page).toBe("");
      if (img.src === src(kind, "legacy")) expect(img.alt?.trim(), page).not.toBe("");
    }
  }
}

describe("alt text on the public pages (issue 18)", () => {
  it("lists: every card picture carries its stored alt text", async () => {
    const pages: [string, Promise<string>, Kind[]][] = [
      ["home", renderPage(HomeRoute as never, homeLoader as never, "/", "/"), ["completed"]],
      ["about/team", renderPage(AboutTeamRoute as never, teamLoader as never, "/about/team", "/about/team"), ["team"]],
      [
        "project library",
        renderPage(LibraryRoute as never, libraryLoader as never, "/projects/library", "/projects/library"),
        ["project"],
      ],
      [
        "helping hand library",
        renderPage(
          LibraryRoute as never,
          libraryLoader as never,
          "/projects/library?category=helping-hand",
          "/projects/library",
        ),
        ["campaign"],
      ],
      [
        "completed campaigns",
        renderPage(
          CompletedListRoute as never,
          completedListLoader as never,
          "/completed-campaigns",
          "/completed-campaigns",
        ),
        ["completed"],
      ],
      [
        "latest news",
        renderPage(LatestNewsRoute as never, latestNewsLoader as never, "/latest-news", "/latest-news"),
        ["news", "campaign"],
      ],
      [
        "newsletter archive",
        renderPage(NewsletterRoute as never, newsletterLoader as never, "/newsletter", "/newsletter"),
        ["newsletter"],
      ],
      ["academy", renderPage(CatalogueRoute as never, catalogueLoader as never, "/academy", "/academy"), ["course"]],
    ];
    for (const [page, html, kinds] of pages) expectAccessibleImages(await html, page, kinds);
  });

  it("home: the latest completed campaign's described picture keeps its words", async () => {
    const html = await renderPage(HomeRoute as never, homeLoader as never, "/", "/");
    expect(imagesIn(html)).toContainEqual({
      src: src("completed", "described"),
      alt: described("completed"),
      hidden: false,
    });
  });

  it("lists: all three rows of a kind appear with the alt each one asks for", async () => {
    const html = await renderPage(AboutTeamRoute as never, teamLoader as never, "/about/team", "/about/team");
    const images = imagesIn(html);
    expect(images.find((img) => img.src === src("team", "described"))?.alt).toBe(described("team"));
    expect(images.find((img) => img.src === src("team", "decorative"))?.alt).toBe("");
    // Saved before alt text existed: named after the person, never left empty.
    expect(images.find((img) => img.src === src("team", "legacy"))?.alt).toMatch(/^Portrait of Test Member/);
  });

  const details: [
    Kind,
    string,
    ComponentType<never>,
    (args: never) => unknown,
    (id: string) => string,
    string,
    string,
  ][] = [
    [
      "project",
      "project",
      ProjectDetailRoute as never,
      projectDetailLoader as never,
      (id) => `/projects/${id}`,
      "/projects/:idOrSlug",
      "idOrSlug",
    ],
    [
      "campaign",
      "campaign",
      CampaignRoute as never,
      campaignLoader as never,
      (id) => `/campaigns/${id}`,
      "/campaigns/:id",
      "id",
    ],
    [
      "campaign",
      "helping hand campaign",
      HelpingHandCampaignRoute as never,
      helpingHandLoader as never,
      (id) => `/projects/helping-hand/${id}`,
      "/projects/helping-hand/:id",
      "id",
    ],
    [
      "completed",
      "completed campaign",
      CompletedDetailRoute as never,
      completedDetailLoader as never,
      (id) => `/completed-campaigns/${id}`,
      "/completed-campaigns/:id",
      "id",
    ],
    ["news", "news article", ArticleRoute as never, articleLoader as never, (id) => `/news/${id}`, "/news/:id", "id"],
    [
      "course",
      "course",
      CourseRoute as never,
      courseLoader as never,
      (id) => `/academy/course/${id}`,
      "/academy/course/:id",
      "id",
    ],
  ];

  for (const [kind, name, Component, loader, path, pattern, param] of details) {
    it(`the ${name} page uses the stored alt text, decorative and old rows included`, async () => {
      for (const variant of ["described", "decorative", "legacy"] as const) {
        const id = ids[kind][variant];
        const html = await renderPage(Component, loader, path(id), pattern, { [param]: id });
        expectAccessibleImages(html, `${name} (${variant})`, [kind]);
        expect(imagesIn(html).some((img) => img.src === src(kind, variant))).toBe(true);
      }
    });
  }

  it("the newsletter issue page uses the stored alt text, decorative and old rows included", async () => {
    for (const variant of ["described", "decorative", "legacy"] as const) {
      const slug = issueSlugs[variant];
      const html = await renderPage(
        IssueRoute as never,
        issueLoader as never,
        `/newsletter/${slug}`,
        "/newsletter/:number",
        { number: slug },
      );
      expectAccessibleImages(html, `newsletter issue (${variant})`, ["newsletter"]);
    }
  });

  it("the check itself catches a content picture published with an empty alt", () => {
    const html = `<img src="${src("news", "described")}" alt=""><img src="/images/x.svg" alt="" aria-hidden="true">`;
    expect(() => expectAccessibleImages(html, "a broken page", [])).toThrow(/not marked decorative/);
  });
});
