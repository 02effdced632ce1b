import { deflateSync } from "node:zlib";
import { signInAsAdmin } from "./admin-session";
import { expect, test } from "./fixtures";

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
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
/** A small PNG of its own color per run (so its key is new on the shared test site). */
function png(seed: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20, 0);
  header.writeUInt32BE(12, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < 12; y += 1) {
    rows.push(0);
    for (let x = 0; x < 20; x += 1) rows.push(seed % 256, (seed >> 8) % 256, 90);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.from(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test.describe("Media library", () => {
  test.slow();

  test("staff describe an upload once in the library, choose it in a story's image field and its body with a YouTube video, and see both on the story", async ({
    page,
    checkA11y,
  }) => {
    const seed = Math.floor(Math.random() * 60_000);
    const fileName = `garden-${seed}.png`;
    const alt = `Neighbors planting tomatoes in bed ${seed}`;
    const title = `Garden day ${seed}`;
    await signInAsAdmin(page);

    await page.goto("/admin/media");
    await expect(page.getByRole("heading", { name: /^Images/ })).toBeVisible();
    await page
      .getByLabel("Upload an image")
      .setInputFiles({ name: fileName, mimeType: "image/png", buffer: png(seed) });
    await expect(page.getByText(`Uploaded “${fileName}”.`)).toBeVisible();
    await page.getByRole("link", { name: fileName }).click();
    await expect(page.getByRole("heading", { name: fileName })).toBeVisible();
    const altField = page.getByLabel("Alt text");
    // Filled again until it holds: the page may still be settling from the list's refresh.
    await expect(async () => {
      await altField.fill(alt);
      await expect(altField).toHaveValue(alt, { timeout: 500 });
    }).toPass();
    await page.getByRole("button", { name: "Save alt text" }).click();
    await expect(page.getByText("Every page that shows this image now uses it.").first()).toBeVisible();
    await expect(page.getByText("Nowhere on the site yet.")).toBeVisible();
    await checkA11y();

    await page.goto("/admin/news/new");
    const toolbar = page.getByRole("toolbar", { name: "Text formatting" });
    await expect(toolbar).toBeVisible();
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Summary").fill("A morning in the community garden.");
    await page.getByLabel("Category").selectOption("Community");

    // The image field: chosen from the library, its alt text comes with it.
    await page.getByRole("button", { name: "Choose from the library" }).click();
    const picker = page.getByRole("dialog", { name: "Choose an image from the library" });
    await picker.getByLabel("Search by file name or alt text").fill(fileName);
    await expect(picker.getByRole("button", { name: new RegExp(fileName) })).toContainText(alt);
    await picker.getByRole("button", { name: new RegExp(fileName) }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByLabel("Image", { exact: true })).toHaveValue(/^\/media\//);
    await expect(page.getByLabel("Alt text")).toHaveValue(alt);

    // The body: the same picture (its alt offered), then a video.
    const editor = page.getByRole("textbox", { name: "Article content" });
    await editor.click();
    await page.keyboard.type("We planted forty tomatoes.");
    await toolbar.getByRole("button", { name: "Image from the library" }).click();
    await picker.getByLabel("Search by file name or alt text").fill(fileName);
    await picker.getByRole("button", { name: new RegExp(fileName) }).click();
    await expect(picker.getByLabel("Alt text")).toHaveValue(alt);
    await checkA11y();
    await picker.getByRole("button", { name: "Insert image" }).click();
    await toolbar.getByRole("button", { name: "YouTube or Vimeo video" }).click();
    await page.getByLabel("Video link (YouTube or Vimeo)").fill("https://www.youtube.com/watch?v=Qm3vT8sLx2A");
    await page.getByRole("button", { name: "Insert video" }).click();
    await page.getByLabel("Published on the public site").check();
    await page.getByRole("button", { name: "Create news item" }).click();
    await expect(page).toHaveURL(/\/admin\/news$/);

    await page.getByRole("link", { name: title }).first().click();
    await expect(page).toHaveURL(/\/admin\/news\/[0-9a-f-]{36}$/);
    const id = page.url().split("/").pop()!;
    await page.goto(`/news/${id}`);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByRole("img", { name: alt })).toHaveCount(2);
    await expect(page.locator('iframe[src="https://www.youtube-nocookie.com/embed/Qm3vT8sLx2A"]')).toHaveAttribute(
      "title",
      "YouTube video",
    );

    // The library knows where it is used now, and will not delete it.
    await page.goto("/admin/media");
    await page.getByRole("link", { name: fileName }).click();
    await expect(page.getByRole("link", { name: title })).toBeVisible();
    await expect(page.getByText("so it can’t be deleted")).toBeVisible();
  });
});
