import { describe, expect, it } from "vitest";
import { isUnreadableBody } from "./unreadable-body";

const multipart = (body: string, type = "multipart/form-data; boundary=xyz") =>
  new Request("http://localhost/contact", { method: "POST", headers: { "Content-Type": type }, body }).formData();

describe("isUnreadableBody", () => {
  it.each([
    ["garbage instead of parts", "not multipart at all"],
    ["a part without headers", "--xyz\r\n\r\nvalue\r\n--xyz--\r\n"],
    ["a body cut short", '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue'],
  ])("recognises the runtime's error for %s", async (_label, body) => {
    const error = await multipart(body).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).not.toBeNull();
    expect(isUnreadableBody(error)).toBe(true);
  });

  it("recognises a multipart type without a boundary", async () => {
    const error = await multipart("a=1", "multipart/form-data").catch((caught: unknown) => caught);
    expect(isUnreadableBody(error)).toBe(true);
  });

  it("leaves other errors alone", () => {
    expect(isUnreadableBody(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isUnreadableBody(new Error("Failed to parse body as FormData."))).toBe(false);
    expect(isUnreadableBody(null)).toBe(false);
  });
});
