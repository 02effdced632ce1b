import { hasMarkup, plainTextToHtml } from "~/utils/plain-text-html";
import { sanitizeRichHtml } from "~/utils/sanitize-html.server";

/**
 * Lesson bodies (part 2 §3: "HTML or plain text") made safe to render. The shared allow-list
 * sanitiser does the cleaning; its parser lower-cases tag and attribute names before anything
 * is matched, which is the spec's "normalised for case" (§5 'Other'): `<P>` and `<p>` are one tag.
 */

export type LessonHtml = { ok: true; html: string } | { ok: false };

/**
 * The lesson's HTML, or `ok: false` when it cannot be shown: the sanitiser failed, or nothing
 * was left of content that was not empty (the page then says "Content parsing error").
 * An absent or blank body is simply empty.
 */
export function renderLessonHtml(
  content: string | null | undefined,
  sanitize: (html: string) => string = sanitizeRichHtml,
): LessonHtml {
  const source = content?.trim() ?? "";
  if (source === "") return { ok: true, html: "" };
  try {
    const html = sanitize(hasMarkup(source) ? source : plainTextToHtml(source)).trim();
    // Markup with no visible text left (only a script, say) is as unreadable as a parse failure.
    const hasContent = html.replace(/<(?!img\b)[^>]*>/gi, "").trim() !== "" || /<img\b/i.test(html);
    return hasContent ? { ok: true, html } : { ok: false };
  } catch {
    return { ok: false };
  }
}
