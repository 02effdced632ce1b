import { TriangleAlert } from "lucide-react";
import { PLAYER_COPY } from "~/content/academy/player";
import { cn } from "~/utils/misc";

/**
 * Reading styles for sanitised lesson HTML: comfortable 18 px text on phones, clear heading
 * steps, list markers, and black-on-white when printed.
 */
const PROSE = cn(
  "max-w-[68ch] text-lg leading-relaxed text-ink",
  "[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2:first-child]:mt-0",
  "[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_h4]:mt-5 [&_h4]:mb-2 [&_h4]:font-sans [&_h4]:text-lg [&_h4]:font-semibold",
  // The editor writes list items as <li><p>…</p></li>: those paragraphs take no extra space.
  "[&_li>p]:my-0 [&_p]:my-4 [&_p:first-child]:mt-0",
  "[&_li]:my-1.5 [&_li]:pl-1 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6",
  "[&_em]:italic [&_li::marker]:text-brand-700 [&_strong]:font-semibold",
  "[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4",
  "[&_blockquote]:my-5 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-300 [&_blockquote]:pl-4 [&_blockquote]:text-muted",
  "[&_code]:rounded [&_code]:bg-sand [&_code]:px-1 [&_code]:font-mono [&_code]:text-base",
  "[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-sand [&_pre]:p-4",
  "[&_hr]:my-8 [&_hr]:border-line [&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md",
  "[&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-muted",
  "[&_iframe]:my-4 [&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full [&_iframe]:rounded-md [&_iframe]:border-0 print:[&_iframe]:hidden",
  "print:max-w-none print:text-[12pt] print:text-black print:[&_a]:text-black print:[&_h2]:break-after-avoid print:[&_h3]:break-after-avoid",
);

/**
 * A lesson's body. `html` comes from the server's sanitiser (lesson-html.server.ts); null means
 * it could not be rendered, and the page says so instead of breaking (part 2 §8).
 */
export function LessonBody({ html, className }: { html: string | null; className?: string }) {
  if (html === null) {
    return (
      <div
        role="alert"
        className="flex gap-3 rounded-lg border border-warning-800/30 bg-warning-50 p-5 text-warning-800"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">{PLAYER_COPY.contentErrorTitle}</p>
          <p className="mt-1">{PLAYER_COPY.contentErrorMessage}</p>
        </div>
      </div>
    );
  }
  if (html === "") return null;
  // Sanitised on the server with an allow-list (app/utils/sanitize-html.server.ts).
  return <div className={cn(PROSE, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
