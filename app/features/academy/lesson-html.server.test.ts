import { describe, expect, it } from "vitest";
import { plainTextToHtml } from "~/utils/plain-text-html";
import { sanitizeRichHtml } from "~/utils/sanitize-html.server";
import { renderLessonHtml } from "./lesson-html.server";

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

  it("keeps everything the rich text editor writes, as newsletters and news keep it", () => {
    // What the editor's getHTML() gives for its toolbar: headings, bold, italic, lists (items hold
    // paragraphs), a quote, links (no target of their own) and a line break.
    const fromEditor =
      '<h2>Welcome</h2><p>Read <strong>this</strong> and <em>that</em>.<br>Then <a href="/academy">the catalog</a>.</p>' +
      '<ul><li><p>Rent</p></li><li><p>Groceries</p></li></ul><ol start="3"><li><p>Third</p></li></ol>' +
      "<blockquote><p>Small steps.</p></blockquote><h3>Next</h3><p>Worksheet: " +
      '<a href="https://example.org/worksheet">download</a></p>';
    const expected = fromEditor
      .replace("<br>", "<br />")
      .replace(
        '<a href="https://example.org/worksheet">',
        '<a href="https://example.org/worksheet" target="_blank" rel="noopener noreferrer">',
      );
    expect(renderLessonHtml(fromEditor)).toEqual({ ok: true, html: expected });
    expect(sanitizeRichHtml(fromEditor)).toBe(expected);
  });

  it("treats an empty body as empty, not as an error", () => {
    expect(renderLessonHtml(null)).toEqual({ ok: true, html: "" });
    expect(renderLessonHtml("   ")).toEqual({ ok: true, html: "" });
  });
});
