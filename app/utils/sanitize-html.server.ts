import sanitizeHtml from "sanitize-html";

/**
 * Rich HTML stored in the database (news articles, newsletter issues, academy lessons) is
 * cleaned here, on the server, before it is rendered with `dangerouslySetInnerHTML`
 * (ARCHITECTURE: rich text). An allow-list, so anything not named below is dropped:
 * scripts, styles, iframes, forms, event handlers (`onerror=`), `style` attributes, and
 * `javascript:`/`data:` URLs.
 */

const ALLOWED_TAGS = [
  "p",
  "br",
  "hr",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "blockquote",
  "strong",
  "em",
  "code",
  "pre",
  "a",
  "img",
  "figure",
  "figcaption",
];

/** True for links that leave the site: absolute http(s) or protocol-relative addresses. */
function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href.trim());
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
    ol: ["start"],
  },
  // Links may also start an email or a call; images only load over http(s) or from the site.
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // The page already has its h1, and the outline must not skip levels: h1 → h2, h5/h6 → h4.
  // Old markup is mapped to its meaning (b → strong, i → em).
  transformTags: {
    h1: "h2",
    h5: "h4",
    h6: "h4",
    b: "strong",
    i: "em",
    a: (tagName, attribs) => {
      const { href, title } = attribs;
      const clean: Record<string, string> = {};
      if (href) clean.href = href;
      if (title) clean.title = title;
      if (href && isExternalHref(href)) {
        // A new tab must not get a handle on this page, nor learn which page sent it.
        clean.target = "_blank";
        clean.rel = "noopener noreferrer";
      }
      return { tagName, attribs: clean };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, alt: attribs.alt ?? "", loading: "lazy", decoding: "async" },
    }),
  },
  // Text inside these is code or markup, never content: drop it with the tag.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template"],
  // An image whose address was refused is an empty box; leave it out entirely.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/** Returns HTML safe to render: only the allowed markup, with external links opening safely in a new tab. */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
