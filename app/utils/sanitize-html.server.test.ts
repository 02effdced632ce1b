import { describe, expect, it } from "vitest";
import { sanitizeRichHtml } from "./sanitize-html.server";

describe("sanitizeRichHtml", () => {
  it("removes script elements with their content", () => {
    const html = sanitizeRichHtml('<p>Hello</p><script>alert("x")</script><SCRIPT src="//evil.example/x.js"></SCRIPT>');
    expect(html).toBe("<p>Hello</p>");
  });

  it("removes event handlers such as onerror and onclick", () => {
    const html = sanitizeRichHtml(
      '<img src="/media/0123456789abcdef.webp" onerror="alert(1)" alt="A"><p onclick="steal()">Hi</p>',
    );
    expect(html).not.toMatch(/onerror|onclick|alert|steal/);
    expect(html).toContain('<img src="/media/0123456789abcdef.webp" alt="A"');
    expect(html).toContain("<p>Hi</p>");
  });

  it("drops javascript: and data: links but keeps their text", () => {
    expect(sanitizeRichHtml('<a href="javascript:alert(1)">click</a>')).toBe("<a>click</a>");
    expect(sanitizeRichHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeRichHtml('<a href="data:text/html;base64,PHNjcmlwdD4=">y</a>')).toBe("<a>y</a>");
  });

  it("keeps only pictures of the media library (issue 39), with their alt text or decorative mark", () => {
    expect(sanitizeRichHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x">')).toBe("");
    expect(sanitizeRichHtml('<img src="javascript:alert(1)" alt="x">')).toBe("");
    expect(sanitizeRichHtml('<img src="//evil.example/pixel.gif" alt="x">')).toBe("");
    expect(sanitizeRichHtml('<img src="https://cdn.example.org/a.jpg" alt="Volunteers">')).toBe("");
    expect(sanitizeRichHtml('<img src="/images/seed/baby-cam.svg" alt="A camera">')).toBe("");
    expect(sanitizeRichHtml('<img src="/media/../secret.webp" alt="x">')).toBe("");
    expect(
      sanitizeRichHtml('<img src="/media/0123456789abcdef.webp" alt="Volunteers" width="800" height="600" style="x">'),
    ).toBe(
      '<img src="/media/0123456789abcdef.webp" alt="Volunteers" width="800" height="600" loading="lazy" decoding="async" />',
    );
    // Decorative only when it says so; a missing alt is not turned into a decorative one.
    expect(sanitizeRichHtml('<img src="/media/0123456789abcdef.webp" alt="" role="presentation">')).toBe(
      '<img src="/media/0123456789abcdef.webp" alt="" role="presentation" loading="lazy" decoding="async" />',
    );
    expect(sanitizeRichHtml('<img src="/media/0123456789abcdef.webp" alt="A dog" role="presentation">')).not.toContain(
      "role",
    );
    expect(sanitizeRichHtml('<img src="/media/0123456789abcdef.webp">')).not.toContain("alt=");
  });

  it("keeps YouTube and Vimeo players at their normalised address, and no other frame", () => {
    expect(sanitizeRichHtml('<iframe src="https://www.youtube-nocookie.com/embed/Qm3vT8sLx2A"></iframe>')).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/Qm3vT8sLx2A" title="YouTube video" loading="lazy" referrerpolicy="strict-origin-when-cross-origin" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen" allowfullscreen></iframe>',
    );
    expect(
      sanitizeRichHtml(
        '<iframe src="https://player.vimeo.com/video/76979871" title="Our garden" onload="x()"></iframe>',
      ),
    ).toContain('src="https://player.vimeo.com/video/76979871" title="Our garden"');
    for (const src of [
      "https://www.youtube.com/embed/Qm3vT8sLx2A",
      "https://www.youtube.com/watch?v=Qm3vT8sLx2A",
      "http://www.youtube-nocookie.com/embed/Qm3vT8sLx2A",
      "https://evil.example/embed/Qm3vT8sLx2A",
      "javascript:alert(1)",
    ]) {
      expect(sanitizeRichHtml(`<p>a</p><iframe src="${src}"></iframe>`), src).toBe("<p>a</p>");
    }
  });

  it("removes other iframes, styles, style attributes, forms and unknown tags", () => {
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
