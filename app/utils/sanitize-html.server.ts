import sanitizeHtml from "sanitize-html";
import { isMediaKey } from "./media/keys";
import { toVideoEmbed } from "./video";

/**
 * Rich HTML stored in the database (news articles, newsletter issues, academy lessons) is
 * cleaned here, on the server, before it is rendered with `dangerouslySetInnerHTML`
 * (ARCHITECTURE: rich text). An allow-list, so anything not named below is dropped:
 * scripts, styles, forms, event handlers (`onerror=`), `style` attributes, and
 * `javascript:`/`data:` URLs. Pictures and videos are exactly what the editor inserts (issue 39,
 * ADR 0050): images of the media library (`/media/<key>`), and iframes of the two players the
 * CSP allows, at the address lesson videos are normalised to (`toVideoEmbed`).
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
  "iframe",
];

/** A picture of the media library, by its relative address (the only pictures rich text may show). */
export function isLibraryImageSrc(src: string | undefined): boolean {
  const match = /^\/media\/([^/?#]+)$/.exec(src ?? "");
  return Boolean(match && isMediaKey(match[1]));
}

/** The player address a rich-text iframe may have: already normalised, so nothing about it is guessed. */
function playerSrc(src: string | undefined) {
  const embed = toVideoEmbed(src);
  return embed && embed.src === src ? embed : null;
}

/** True for links that leave the site: absolute http(s) or protocol-relative addresses. */
function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href.trim());
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading", "decoding", "role"],
    iframe: ["src", "title", "loading", "referrerpolicy", "allow", "allowfullscreen"],
    ol: ["start"],
  },
  // Links may also start an email or a call; images only load over http(s) or from the site.
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: [], iframe: ["https"] },
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
    img: (tagName, attribs) => {
      const clean: Record<string, string> = { src: isLibraryImageSrc(attribs.src) ? attribs.src! : "" };
      // No alt is left as it is (a page test catches it); alt="" is decorative only when it says so.
      if (attribs.alt !== undefined) clean.alt = attribs.alt;
      if (attribs.alt === "" && attribs.role === "presentation") clean.role = "presentation";
      for (const size of ["width", "height"] as const) {
        if (/^\d{1,5}$/.test(attribs[size] ?? "")) clean[size] = attribs[size]!;
      }
      if (attribs.title) clean.title = attribs.title;
      return { tagName, attribs: { ...clean, loading: "lazy", decoding: "async" } };
    },
    iframe: (tagName, attribs): sanitizeHtml.Tag => {
      const embed = playerSrc(attribs.src);
      if (!embed) return { tagName, attribs: {} };
      return {
        tagName,
        attribs: {
          src: embed.src,
          title: attribs.title?.trim() || `${embed.provider} video`,
          loading: "lazy",
          referrerpolicy: "strict-origin-when-cross-origin",
          allow: "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen",
          allowfullscreen: "",
        },
      };
    },
  },
  // Text inside these is code or markup, never content: drop it with the tag.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template"],
  // A picture or player whose address was refused is an empty box; leave it out entirely.
  exclusiveFilter: (frame) => (frame.tag === "img" || frame.tag === "iframe") && !frame.attribs.src,
};

/** Returns HTML safe to render: only the allowed markup, with external links opening safely in a new tab. */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
