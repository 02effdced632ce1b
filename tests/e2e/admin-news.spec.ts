import { deflateSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./admin-session";
import { expect, test } from "./fixtures";

/** A made-up word per run, so the story can be found again on the shared test site and in search. */
function uniqueWord(): string {
  const letters = "bcdfghjklmnpqrstvwxz";
  let word = "";
  for (let i = 0; i < 8; i += 1) word += letters[Math.floor(Math.random() * letters.length)];
  return `Zorb${word}`;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}
/** A small real PNG (24×16, a warm orange with a teal band), built here rather than kept as a file. */
function smallPng(): Buffer {
  const width = 24;
  const height = 16;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0); // filter: none
    for (let x = 0; x < width; x += 1) rows.push(...(y > 10 ? [20, 120, 110] : [235, 130, 40]));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.from(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test.describe("Admin news management", () => {
  // Long journeys (sign in, upload, four pages) on a shared 2-core machine.
  test.slow();

  test("An admin creates a news item with an uploaded image and sees it on /latest-news and in search", async ({
    page,
    checkA11y,
  }) => {
    const word = uniqueWord();
    const title = `${word} volunteers pack winter boxes`;
    await signInAsAdmin(page);

    await page.goto("/admin/news");
    await expect(page.getByRole("heading", { name: "News", exact: true })).toBeVisible();
    await checkA11y();
    await page.getByRole("link", { name: "New news item" }).click();
    await expect(page).toHaveURL(/\/admin\/news\/new$/);

    // After hydration the HTML box becomes the rich text editor with its toolbar.
    const toolbar = page.getByRole("toolbar", { name: "Text formatting" });
    await expect(toolbar).toBeVisible();
    const editor = page.getByRole("textbox", { name: "Article content" });
    await expect(editor).toHaveAttribute("contenteditable", "true");
    await checkA11y();

    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Summary").fill("Thirty neighbours packed food boxes for families in Duluth.");
    await editor.click();
    await page.keyboard.type("Our volunteers ");
    const bold = toolbar.getByRole("button", { name: "Bold" });
    await expect(bold).toHaveAttribute("aria-pressed", "false");
    await bold.click();
    await expect(bold).toHaveAttribute("aria-pressed", "true");
    // The toolbar hands focus back to the text; typed before that, a space would press Bold.
    await expect(editor).toBeFocused();
    await page.keyboard.type("packed 300 boxes");
    await bold.click();
    await expect(bold).toHaveAttribute("aria-pressed", "false");
    await expect(editor).toBeFocused();
    await page.keyboard.type(" in one afternoon.");
    // Escape leaves the text for the toolbar, so the keyboard is never stuck in the editor.
    await editor.press("Escape");
    await expect(toolbar.getByRole("button").first()).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(toolbar.getByRole("button", { name: "Italic" })).toBeFocused();

    await page.getByLabel("Category").selectOption("Community");
    await page.getByLabel("Tags").fill("food, volunteers, food");

    await page
      .getByLabel("Upload an image")
      .setInputFiles({ name: "boxes.png", mimeType: "image/png", buffer: smallPng() });
    const imageUrl = page.getByLabel("Image", { exact: true });
    await expect(imageUrl).toHaveValue(/^\/media\/\S+$/);
    await expect(page.getByRole("img", { name: "Preview of what you uploaded" })).toBeVisible();
    const uploaded = await imageUrl.inputValue();

    // A picture needs words for visitors who cannot see it: saving without them is refused, next to the field.
    const altText = `Volunteers in ${word} T-shirts stacking boxes of canned food`;
    await page.getByLabel("Published on the public site").check();
    await page.getByRole("button", { name: "Create news item" }).click();
    const altField = page.getByLabel("Alt text");
    await expect(altField).toHaveAccessibleDescription(/Describe the image, or mark it as decorative\./);
    await expect(imageUrl).toHaveValue(uploaded);
    await altField.fill(altText);
    await page.getByRole("button", { name: "Create news item" }).click();

    await expect(page).toHaveURL(/\/admin\/news$/);
    const row = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title }) });
    await expect(row.getByText("Published", { exact: true })).toBeVisible();

    await page.goto("/latest-news");
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: title }) })
      .first();
    await expect(card).toBeVisible();
    await expect(card.locator("img")).toHaveAttribute("src", uploaded);
    await expect(card.getByRole("img", { name: altText })).toBeVisible();
    await card.getByRole("link", { name: title }).click();

    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("img", { name: altText })).toHaveAttribute("src", uploaded);
    await expect(page.locator("strong", { hasText: "packed 300 boxes" })).toBeVisible();
    await expect(page.getByText("in one afternoon.")).toBeVisible();

    await page.goto(`/search?q=${word}`);
    await expect(page.getByRole("link", { name: title }).first()).toBeVisible();

    // Deleting asks first and names the story.
    await page.goto("/admin/news");
    await row.getByRole("link", { name: `Delete “${title}”` }).click();
    await expect(page.getByRole("heading", { name: `Delete “${title}”?` })).toBeVisible();
    await checkA11y();
    await page.getByRole("button", { name: "Yes, delete this news item" }).click();
    await expect(page).toHaveURL(/\/admin\/news$/);
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  });
});

test.describe("Admin news management without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.slow();

  test("An admin writes a draft as HTML, publishes it from the list, and deletes it after confirming", async ({
    page,
  }) => {
    // (axe needs JavaScript in the page; these screens are checked with it in the journey above.)
    const title = `${uniqueWord()} garden day`;
    await signInAsAdmin(page);
    await page.goto("/admin/news/new");

    // No toolbar: a plain box for HTML.
    await expect(page.getByRole("toolbar")).toHaveCount(0);
    const box = page.getByRole("textbox", { name: "Article content" });
    await expect(box).toHaveJSProperty("tagName", "TEXTAREA");

    // A mistake first: the errors sit next to the fields and what was typed stays.
    await page.getByLabel("Title").fill(title);
    await box.fill("<p>Bring <strong>gloves</strong>.</p><script>alert(1)</script>");
    await page.getByRole("button", { name: "Create news item" }).click();
    await expect(page.getByText("Please write a short summary for the news cards.")).toBeVisible();
    await expect(page.getByText("Choose a category: Campaigns, Academy, Partnerships, Community.")).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect(box).toHaveValue(/gloves/);

    await page.getByLabel("Summary").fill("Planting day at the community garden.");
    await page.getByLabel("Category").selectOption("Community");
    await page.getByRole("button", { name: "Create news item" }).click();
    await expect(page).toHaveURL(/\/admin\/news$/);
    const row = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title }) });
    await expect(row.getByText("Draft", { exact: true })).toBeVisible();

    await page.goto("/latest-news");
    await expect(page.getByRole("heading", { name: title })).toHaveCount(0);

    await page.goto("/admin/news");
    await row.getByRole("button", { name: `Publish “${title}”` }).click();
    await expect(row.getByText("Published", { exact: true })).toBeVisible();
    await page.goto("/latest-news");
    await page.getByRole("link", { name: title }).first().click();
    await expect(page.locator("strong", { hasText: "gloves" })).toBeVisible();
    expect(await page.content()).not.toContain("alert(1)");

    await page.goto("/admin/news");
    await row.getByRole("link", { name: `Delete “${title}”` }).click();
    await expect(page.getByRole("heading", { name: `Delete “${title}”?` })).toBeVisible();
    await page.getByRole("button", { name: "Yes, delete this news item" }).click();
    await expect(page).toHaveURL(/\/admin\/news$/);
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  });
});

/**
 * "2026-11-24T17:05" plus `minutes`, as wall-clock text (the editor's datetime-local value is in
 * the site's zone; adding minutes to the text keeps it there).
 */
/**
 * The start of the next minute but one, or of the next minute when it is 30 seconds away or more,
 * in the site's time zone (the test servers keep the default, America/New_York), as the form's
 * field takes it: 30 to 90 seconds from now. Minutes and seconds come from one reading of the clock:
 * adding to the minute the server had put in the field (drawn at 11:11:59) by the seconds read
 * after it (11:12:01) once gave 11:12, already past when the list was drawn (CI, under load).
 */
function startOfMinuteAhead(): string {
  const now = new Date();
  const target = new Date(now.getTime() + (now.getSeconds() < 30 ? 1 : 2) * 60_000);
  const part = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: "America/New_York",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(target)
      .map(({ type, value }) => [type, value]),
  );
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

test.describe("Previewing and scheduling news", () => {
  // Plain forms (the HTML box), so these journeys do not depend on the rich text editor.
  test.use({ javaScriptEnabled: false });

  test("An admin previews a draft at its public address; signed out it is not found", async ({ page, browser }) => {
    const title = `${uniqueWord()} quilt circle`;
    await signInAsAdmin(page);
    await page.goto("/admin/news/new");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Summary").fill("Neighbors sew quilts for the shelter.");
    await page.getByRole("textbox", { name: "Article content" }).fill("<p>Twelve quilts so far.</p>");
    await page.getByLabel("Category").selectOption("Community");
    await page.getByRole("button", { name: "Create news item" }).click();
    await expect(page).toHaveURL(/\/admin\/news$/);

    await page.getByRole("link", { name: title }).first().click();
    const preview = page.getByRole("link", { name: /Preview on the site/ });
    const href = await preview.getAttribute("href");
    expect(href).toMatch(/^\/news\/[a-z0-9-]+$/);

    const response = await page.goto(href!);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByText("Draft — only staff can see this")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false });
    try {
      const anonymous = await visitor.newPage();
      const notFound = await anonymous.goto(href!);
      expect(notFound?.status()).toBe(404);
      await expect(anonymous.getByRole("heading", { name: "News Article Not Found" })).toBeVisible();
      await expect(anonymous.getByText(title)).toHaveCount(0);
    } finally {
      await visitor.close();
    }
  });

  test("A story scheduled a minute ahead appears on Latest News by itself", async ({ page, browser }) => {
    test.setTimeout(240_000);
    const title = `${uniqueWord()} lantern walk`;
    await signInAsAdmin(page);
    await page.goto("/admin/news/new");
    const date = page.getByLabel(/Publication date and time/);
    const ahead = startOfMinuteAhead();
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Summary").fill("An evening walk with paper lanterns.");
    await page.getByRole("textbox", { name: "Article content" }).fill("<p>Meet at the library steps.</p>");
    await page.getByLabel("Category").selectOption("Community");
    await date.fill(ahead);
    await page.getByLabel("Published on the public site").check();
    await page.getByRole("button", { name: "Create news item" }).click();
    await expect(page).toHaveURL(/\/admin\/news$/);

    const row = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title }) });
    await expect(row.getByText(/^Scheduled for /)).toBeVisible();
    await row.getByRole("link", { name: title, exact: true }).click();
    await expect(page.getByText(/^Scheduled for /)).toBeVisible();

    // A visitor (no session: the page comes through the HTML cache) does not see it yet…
    const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false });
    try {
      const anonymous = await visitor.newPage();
      await anonymous.goto("/latest-news");
      await expect(anonymous.getByRole("heading", { name: title })).toHaveCount(0);
      // …and then does, with nobody touching it.
      await expect
        .poll(
          async () => {
            await anonymous.goto("/latest-news");
            return anonymous.getByRole("heading", { name: title }).count();
          },
          { timeout: 150_000, intervals: [5_000] },
        )
        .toBeGreaterThan(0);
      await anonymous.getByRole("link", { name: title }).first().click();
      await expect(anonymous.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(anonymous.getByText("only staff can see this")).toHaveCount(0);
    } finally {
      await visitor.close();
    }
  });
});

test.describe("Saving after the alt-text message", () => {
  const editors = [
    {
      name: "news",
      path: "/admin/news/new",
      button: "Create news item",
      saved: /\/admin\/news$/,
      async fill(page: Page, title: string) {
        // The rich text editor loads after the form hydrates and takes the HTML box's place: wait for it.
        const body = page.getByRole("textbox", { name: "Article content" });
        await expect(body).toHaveAttribute("contenteditable", "true");
        await page.getByLabel("Title").fill(title);
        await page.getByLabel("Summary").fill("Lanterns along the river path.");
        await body.click();
        await page.keyboard.type("Meet at the boathouse.");
        await page.getByLabel("Category").selectOption("Community");
      },
    },
    {
      name: "completed campaign",
      path: "/admin/completed-campaigns/new",
      button: "Create campaign",
      saved: /\/admin\/completed-campaigns$/,
      async fill(page: Page, title: string) {
        await page.getByLabel(/^Title/).fill(title);
        await page.getByLabel(/^Description/).fill("Lanterns for the families of the river path.");
        await page.getByLabel(/^Completion date/).fill("2025-11-20");
      },
    },
  ];

  for (const editor of editors) {
    test(`in the ${editor.name} editor, checking "This image is decorative" after the message lets the first Save press save`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const title = `${uniqueWord()} lantern walk`;
      await signInAsAdmin(page);
      await page.goto(editor.path);
      // The upload control appears once the form has hydrated: the checks then run in the browser.
      await expect(page.getByLabel("Upload an image")).toBeVisible();
      await editor.fill(page, title);
      await page.getByLabel("Image", { exact: true }).fill("https://images.example.org/lanterns.jpg");

      const save = page.getByRole("button", { name: editor.button });
      await save.click();
      const altField = page.getByLabel("Alt text");
      await expect(altField).toHaveAccessibleDescription(/Describe the image, or mark it as decorative\./);

      await page.getByLabel("This image is decorative").check();
      const posted = page.waitForRequest((request) => request.method() === "POST", { timeout: 5_000 });
      await save.click();
      await posted;
      await expect(page).toHaveURL(editor.saved, { timeout: 20_000 });
      await expect(page.getByText(title).first()).toBeVisible();
    });
  }
});
