import { describe, expect, it } from "vitest";
import { plainTextToHtml, renderLessonHtml } from "./lesson-html.server";

describe("renderLessonHtml", () => {
  it("normalises tag and attribute case before sanitising", () => {
    expect(
      renderLessonHtml(
        '<H2>Welcome</H2><P CLASS="x" ONCLICK="steal()">Hello <STRONG>there</STRONG></P><A HREF="/academy">Back</A>',
      ),
    ).toEqual({
      ok: true,
      html: '<h2>Welcome</h2><p>Hello <strong>there</strong></p><a href="/academy">Back</a>',
    });
  });

  it("removes scripts, handlers and javascript: links", () => {
    const result = renderLessonHtml(
      '<p>Safe</p><SCRIPT>alert(1)</SCRIPT><img src=x onerror=alert(1)><a href="JAVASCRIPT:alert(1)">x</a>',
    );
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.html).not.toMatch(/script|onerror|javascript/i);
  });

  it("turns plain text into paragraphs", () => {
    expect(plainTextToHtml("First line\nsecond line\n\nNew paragraph & more <3")).toBe(
      "<p>First line<br />second line</p>\n<p>New paragraph &amp; more &lt;3</p>",
    );
    expect(renderLessonHtml("Just words.")).toEqual({ ok: true, html: "<p>Just words.</p>" });
  });

  it("reports a parsing error when nothing readable is left or the sanitiser fails", () => {
    expect(renderLessonHtml("<script>alert(1)</script>")).toEqual({ ok: false });
    expect(renderLessonHtml("<iframe src='https://evil.example'></iframe>")).toEqual({ ok: false });
    expect(
      renderLessonHtml("<p>Fine</p>", () => {
        throw new Error("parser crashed");
      }),
    ).toEqual({ ok: false });
  });

  it("treats an empty body as empty, not as an error", () => {
    expect(renderLessonHtml(null)).toEqual({ ok: true, html: "" });
    expect(renderLessonHtml("   ")).toEqual({ ok: true, html: "" });
  });
});
