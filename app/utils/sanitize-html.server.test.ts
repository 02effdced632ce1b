import { describe, expect, it } from "vitest";
import { sanitizeRichHtml } from "./sanitize-html.server";

describe("sanitizeRichHtml", () => {
  it("removes script elements with their content", () => {
    const html = sanitizeRichHtml('<p>Hello</p><script>alert("x")</script><SCRIPT src="//evil.example/x.js"></SCRIPT>');
    expect(html).toBe("<p>Hello</p>");
  });

  it("removes event handlers such as onerror and onclick", () => {
    const html = sanitizeRichHtml('<img src="/images/a.svg" onerror="alert(1)" alt="A"><p onclick="steal()">Hi</p>');
    expect(html).not.toMatch(/onerror|onclick|alert|steal/);
    expect(html).toContain('<img src="/images/a.svg" alt="A"');
    expect(html).toContain("<p>Hi</p>");
  });

  it("drops javascript: and data: links but keeps their text", () => {
    expect(sanitizeRichHtml('<a href="javascript:alert(1)">click</a>')).toBe("<a>click</a>");
    expect(sanitizeRichHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeRichHtml('<a href="data:text/html;base64,PHNjcmlwdD4=">y</a>')).toBe("<a>y</a>");
  });

  it("keeps only http, https and relative image sources", () => {
    expect(sanitizeRichHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x">')).toBe("");
    expect(sanitizeRichHtml('<img src="javascript:alert(1)" alt="x">')).toBe("");
    expect(sanitizeRichHtml('<img src="//evil.example/pixel.gif" alt="x">')).toBe("");
    expect(sanitizeRichHtml('<img src="https://cdn.example.org/a.jpg" alt="Volunteers">')).toBe(
      '<img src="https://cdn.example.org/a.jpg" alt="Volunteers" loading="lazy" decoding="async" />',
    );
    expect(sanitizeRichHtml('<img src="/images/seed/baby-cam.svg">')).toContain('alt=""');
  });

  it("removes iframes, styles, style attributes, forms and unknown tags", () => {
    const html = sanitizeRichHtml(
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>' +
        '<p style="color:red">Text</p><form action="/x"><input name="a"></form><div><span>kept text</span></div>',
    );
    expect(html).toBe("<p>Text</p>kept text");
  });

  it("keeps the allowed markup: headings h2-h4, paragraphs, lists, blockquote, strong, em, links and images", () => {
    const input =
      "<h2>Title</h2><h3>Sub</h3><h4>Small</h4><p><strong>Bold</strong> and <em>italic</em></p>" +
      '<ul><li>One</li></ul><ol start="3"><li>Three</li></ol><blockquote><p>Quote</p></blockquote>' +
      '<p><a href="/volunteer">Volunteer</a></p>';
    expect(sanitizeRichHtml(input)).toBe(input);
  });

  it("opens external links in a new tab with rel=noopener noreferrer, and leaves site links alone", () => {
    expect(sanitizeRichHtml('<a href="https://example.org/report" target="_self" rel="opener">Report</a>')).toBe(
      '<a href="https://example.org/report" target="_blank" rel="noopener noreferrer">Report</a>',
    );
    expect(sanitizeRichHtml('<a href="/donate" target="_blank">Give</a>')).toBe('<a href="/donate">Give</a>');
    expect(sanitizeRichHtml('<a href="mailto:info@example.org">Write</a>')).toBe(
      '<a href="mailto:info@example.org">Write</a>',
    );
  });

  it("maps h1, h5, h6, b and i to the page's outline and meaning", () => {
    expect(sanitizeRichHtml("<h1>A</h1><h5>B</h5><h6>C</h6><b>D</b><i>E</i>")).toBe(
      "<h2>A</h2><h4>B</h4><h4>C</h4><strong>D</strong><em>E</em>",
    );
  });

  it("escapes stray angle brackets in text", () => {
    expect(sanitizeRichHtml("<p>1 < 2 & 3 > 2</p>")).toBe("<p>1 &lt; 2 &amp; 3 &gt; 2</p>");
  });
});
