import { hasMarkup, plainTextToHtml } from "~/utils/plain-text-html";

/**
 * What the rich text editor (rich-text-editor.tsx) can hold without losing anything: the marks
 * and blocks of its StarterKit, which are also what the server's sanitiser keeps
 * (app/utils/sanitize-html.server.ts), plus pictures of the media library and YouTube or Vimeo
 * players (issue 39). Other pictures, figures and other headings are not among them, so HTML
 * that has them stays in the plain HTML box rather than being cut on save.
 */
const EDITOR_TAGS = new Set([
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
  "b",
  "em",
  "i",
  "code",
  "pre",
  "a",
  "img",
  "iframe",
]);

/** True when every tag in the HTML is one the editor keeps (and no link carries a title it would drop). */
export function editorCanKeep(html: string): boolean {
  for (const match of html.matchAll(/<\/?([a-z][a-z0-9]*)\b([^>]*)>/gi)) {
    const tag = match[1]!.toLowerCase();
    if (!EDITOR_TAGS.has(tag)) return false;
    if (tag === "a" && /\btitle\s*=/i.test(match[2] ?? "")) return false;
    if (tag === "img" && !/\ssrc="\/media\//i.test(match[2] ?? "")) return false;
  }
  return true;
}

/** The editor's starting HTML: plain text (lesson bodies may be plain text) becomes paragraphs first. */
export function toEditorHtml(value: string): string {
  return value.trim() === "" || hasMarkup(value) ? value : plainTextToHtml(value);
}
