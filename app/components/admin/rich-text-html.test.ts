import { describe, expect, it } from "vitest";
import { editorCanKeep, toEditorHtml } from "./rich-text-html";

describe("what the rich text editor can hold", () => {
  it("takes the marks and blocks of its toolbar, as stored after cleaning", () => {
    expect(
      editorCanKeep(
        '<h2>Welcome</h2><p>Read <strong>this</strong> and <em>that</em>, then <a href="https://example.org" target="_blank" rel="noopener noreferrer">the guide</a>.</p><ul><li><p>One</p></li></ul><ol start="3"><li>Three</li></ol><blockquote><p>Quote</p></blockquote><h3>Next</h3><hr /><pre><code>x</code></pre><br>',
      ),
    ).toBe(true);
    expect(editorCanKeep("Just words, no markup.")).toBe(true);
  });

  it("leaves HTML with pictures or a link title to the plain box, so nothing is cut on save", () => {
    expect(editorCanKeep('<p>Look:</p><img src="https://example.org/a.jpg" alt="A">')).toBe(false);
    expect(editorCanKeep("<figure><figcaption>Caption</figcaption></figure>")).toBe(false);
    expect(editorCanKeep('<p><a href="/donate" title="Give">Give</a></p>')).toBe(false);
  });

  it("starts plain text as paragraphs and leaves HTML as it is", () => {
    expect(toEditorHtml("First line\nsecond\n\nNew paragraph")).toBe(
      "<p>First line<br />second</p>\n<p>New paragraph</p>",
    );
    expect(toEditorHtml("<p>Already HTML</p>")).toBe("<p>Already HTML</p>");
    expect(toEditorHtml("")).toBe("");
  });
});
