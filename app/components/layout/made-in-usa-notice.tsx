import { Flag } from "lucide-react";
import { cn } from "~/utils/misc";

/** Part 1 §2: the Made-in-USA statement of the lab-grown diamond partner. */
export function MadeInUsaNotice({ title, text, className }: { title: string; text: string; className?: string }) {
  return (
    <aside
      aria-label="Made in USA"
      className={cn("flex items-start gap-4 rounded-lg border-2 border-info-700/30 bg-info-50 p-5 text-ink", className)}
    >
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-info-700 text-white">
        <Flag aria-hidden="true" className="size-5" />
      </span>
      <span>
        <strong className="block font-sans text-lg font-bold tracking-wide text-info-700">{title}</strong>
        <span className="mt-1 block leading-relaxed">{text}</span>
      </span>
    </aside>
  );
}
