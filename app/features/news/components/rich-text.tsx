import { cn } from "~/utils/misc";

/**
 * Renders HTML that was cleaned on the server with `sanitizeRichHtml` (never raw database HTML),
 * with readable spacing for the elements the sanitiser keeps.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        "max-w-none text-lg leading-relaxed text-ink",
        // The editor writes list items as <li><p>…</p></li>: those paragraphs take no extra space.
        "[&_li>p]:mt-0 [&_p]:mt-5 [&>*:first-child]:mt-0",
        "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold sm:[&_h2]:text-3xl",
        "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-6 [&_h4]:font-sans [&_h4]:text-lg [&_h4]:font-semibold",
        "[&_li]:mt-2 [&_li]:pl-1 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6",
        "[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-900",
        "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-400 [&_blockquote]:bg-sand [&_blockquote]:py-3 [&_blockquote]:pr-4 [&_blockquote]:pl-5 [&_blockquote]:italic",
        "[&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-muted [&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
        // Players inserted from the editor (issue 39): the width of the text, 16:9.
        "[&_iframe]:mt-6 [&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full [&_iframe]:rounded-lg [&_iframe]:border-0",
        "[&_hr]:my-8 [&_hr]:border-line [&_strong]:font-semibold",
        "[&_code]:rounded [&_code]:bg-sand [&_code]:px-1 [&_code]:font-mono [&_code]:text-base [&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-sand [&_pre]:p-4",
        className,
      )}
      // Safe: callers pass HTML from sanitizeRichHtml (app/utils/sanitize-html.server.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
