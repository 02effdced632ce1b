import { cn } from "~/utils/misc";

/**
 * A page's rich text copy (an FAQ answer, a legal section), cleaned on the server with
 * `sanitizeRichHtml` before it was stored; laid out like the paragraphs and lists it replaced.
 */
export function CopyHtml({ html, className = "gap-4" }: { html: string; className?: string }) {
  if (!html) return null;
  return (
    <div
      className={cn(
        "flex flex-col",
        "[&_li>p]:mt-0 [&_ol]:flex [&_ol]:list-decimal [&_ol]:flex-col [&_ol]:gap-2 [&_ol]:pl-6 [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-2 [&_ul]:pl-6 [&_ul]:marker:text-brand-600",
        "[&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:font-sans [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink [&_h4]:font-sans [&_h4]:font-semibold",
        "[&_a]:font-semibold [&_a]:wrap-anywhere [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:text-brand-800",
        "[&_blockquote]:border-l-4 [&_blockquote]:border-accent-400 [&_blockquote]:pl-4 [&_blockquote]:italic [&_strong]:font-semibold",
        "[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
        className,
      )}
      // Safe: the HTML was sanitised before it was stored (app/features/pages/admin.server.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
