import { eq } from "drizzle-orm";
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteContext } from "~/context";
import { newsItems } from "~/db/schema";
import * as newsEditRoute from "~/routes/admin/news/edit";
import LearnRoute, { loader as learnLoader } from "~/routes/academy/learn";
import ArticleRoute, { loader as articleLoader } from "~/routes/news/article";
import IssueRoute, { loader as issueLoader } from "~/routes/newsletter/issue";
import { describeBodyImages } from "~/utils/media/body-images.server";
import { createMediaStore } from "~/utils/media/media-store.server";
import { saveUploadedImage, type SavedUpload } from "~/utils/media/media.server";
import { updateLibraryAlt } from "~/features/media/library.server";
import { createCourse, createLesson, createModule } from "../factories/academy";
import { createNewsletter } from "../factories/newsletters";
import type { TestDatabase } from "../setup/database";
import { args, callRoute, getRequest, testEnv } from "../setup/context";
import { post, setUpAdminTests, underAdminLayout } from "./admin-helpers";

/**
 * Issue 39: no public page shows a picture inside rich text (news, newsletters, lessons) without
 * alt text unless it was marked decorative. The bodies are written as the editor writes them
 * (a library picture with the alt given in the picker, or decorative), and one typed by hand
 * into the HTML box with no alt, which takes the library's description when it is saved.
 */

let database: TestDatabase;
let context: SiteContext;
let adminCookie: string;
let described: SavedUpload;
let decorative: SavedUpload;
let handTyped: SavedUpload;
const env = testEnv();
const DESCRIBED = "Two volunteers carrying a box of winter coats";
const HAND_TYPED = "A chalkboard sign that says welcome";

const editorImage = (image: SavedUpload, alt: string | null) =>
  alt === null
    ? `<img src="${image.url}" alt="" role="presentation" width="${image.width}" height="${image.height}">`
    : `<img src="${image.url}" alt="${alt}" width="${image.width}" height="${image.height}">`;
const body = () =>
  `<p>What a week.</p>${editorImage(described, DESCRIBED)}<p>And more.</p>${editorImage(decorative, null)}` +
  `<img src="${handTyped.url}">`;

let newsId = "";
let issueSlug = "";
let lessonPath = "";

beforeAll(async () => {
  let adminId: string;
  ({ database, context, adminCookie, adminId } = await setUpAdminTests({
    adminEmail: "writer@example.org",
    userEmail: "visitor@example.org",
    clientIp: "192.0.2.170",
    env,
  }));
  const admin = { id: adminId, email: "writer@example.org" };
  const store = createMediaStore(env);
  const picture = async (name: string, red: number) => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: red, g: 80, b: 60 } } })
      .png()
      .toBuffer();
    return saveUploadedImage({ db: database.db, store }, admin, new File([new Uint8Array(png)], name));
  };
  described = await picture("coats.png", 10);
  decorative = await picture("border.png", 120);
  handTyped = await picture("sign.png", 240);
  await updateLibraryAlt(database.db, admin, decorative.key, { alt: null, decorative: true });
  await updateLibraryAlt(database.db, admin, handTyped.key, { alt: HAND_TYPED, decorative: false });

  // A story saved through its editor, as staff save one.
  const saved = await callRoute(() =>
    underAdminLayout(newsEditRoute.action)(
      args(
        post(
          "/admin/news/new",
          {
            intent: "save",
            title: "Pictures from the coat drive",
            description: "The week in pictures.",
            content: body(),
            category: "Campaigns",
            tags: "",
            author: "",
            publishedDate: "2025-01-15T08:30",
            imageUrl: "",
            imageAlt: "",
            externalUrl: "",
            isPublished: "on",
          },
          adminCookie,
        ),
        context,
        { id: "new" },
      ),
    ),
  );
  expect(saved.status).toBe(302);
  const [story] = await database.db
    .select({ slug: newsItems.slug })
    .from(newsItems)
    .where(eq(newsItems.title, "Pictures from the coat drive"));
  // The story's address (ADR 0052).
  newsId = story!.slug;

  const content = await describeBodyImages(database.db, body());
  // The issue's address (ADR 0052).
  issueSlug = (await createNewsletter(database.db, { content, isPublished: true })).slug;
  const course = await createCourse(database.db, { isPublished: true });
  const module = await createModule(database.db, course);
  const lesson = await createLesson(database.db, module, { content, isPreview: true });
  lessonPath = `/academy/course/${course.slug}/learn?lesson=${lesson.id}`;
});
afterAll(async () => {
  await database?.close();
});

async function renderPage(
  Component: ComponentType<never>,
  loader: (args: never) => unknown,
  url: string,
  pattern: string,
  params: Record<string, string>,
): Promise<string> {
  const result = await callRoute(() => loader(args(getRequest(url), context, params)));
  expect(result.status, url).toBe(200);
  const data = Object.fromEntries(
    await Promise.all(Object.entries(result.data as object).map(async ([key, value]) => [key, await value])),
  );
  const Stub = createRoutesStub([{ path: pattern, Component: Component as never, loader: () => data }]);
  return renderToString(createElement(Stub, { initialEntries: [url], hydrationData: { loaderData: { "0": data } } }));
}

const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? match[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, "&") : null;
};

/** Every library picture on the page has an alt, and an empty one only where the picture is marked decorative. */
function expectDescribedPictures(html: string, page: string) {
  const pictures = [...html.matchAll(/<img\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\ssrc="\/media\//.test(tag));
  expect(pictures.length, `${page} shows its pictures`).toBe(3);
  for (const tag of pictures) {
    const alt = attribute(tag, "alt");
    expect(alt, `${page}: ${tag} has no alt text`).not.toBeNull();
    if (alt === "")
      expect(attribute(tag, "role"), `${page}: ${tag} has alt="" but is not marked decorative`).toBe("presentation");
  }
  expect(pictures.map((tag) => attribute(tag, "alt"))).toEqual([DESCRIBED, "", HAND_TYPED]);
}

describe(`pictures inside rich text carry alt text on every public page (${process.env.TEST_DB_KIND})`, () => {
  it("a news article", async () => {
    const html = await renderPage(ArticleRoute as never, articleLoader as never, `/news/${newsId}`, "/news/:id", {
      id: newsId,
    });
    expectDescribedPictures(html, "news article");
  });

  it("a newsletter issue", async () => {
    const html = await renderPage(
      IssueRoute as never,
      issueLoader as never,
      `/newsletter/${issueSlug}`,
      "/newsletter/:number",
      {
        number: issueSlug,
      },
    );
    expectDescribedPictures(html, "newsletter issue");
  });

  it("a lesson", async () => {
    const id = lessonPath.split("/")[3]!;
    const html = await renderPage(LearnRoute as never, learnLoader as never, lessonPath, "/academy/course/:id/learn", {
      id,
    });
    expectDescribedPictures(html, "lesson");
  });

  it("the check itself catches a picture with no alt, and an empty alt not marked decorative", () => {
    const picture = (extra: string) => `<img src="${described.url}" ${extra}>`;
    const page = (extra: string) =>
      picture(`alt="${DESCRIBED}"`) + picture('alt="" role="presentation"') + picture(extra);
    expect(() => expectDescribedPictures(page(""), "a broken page")).toThrow(/has no alt text/);
    expect(() => expectDescribedPictures(page('alt=""'), "a broken page")).toThrow(/not marked decorative/);
  });
});
