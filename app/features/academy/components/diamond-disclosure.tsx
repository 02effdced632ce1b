import { Gem } from "lucide-react";
import { useId } from "react";
import { DIAMOND_DISCLOSURE } from "~/content/academy/diamond-disclosure";

/** Part 2 §2: shown with lessons that mention AMERA or diamonds; printed with the lesson. */
export function DiamondDisclosure() {
  const titleId = useId();
  return (
    <aside
      aria-labelledby={titleId}
      className="rounded-lg border border-purple-200 bg-purple-50 p-5 text-purple-950 print:break-inside-avoid print:border-black print:bg-white print:text-black"
    >
      <h2
        id={titleId}
        className="flex items-center gap-2 font-sans text-base font-semibold text-purple-900 print:text-black"
      >
        <Gem aria-hidden="true" className="size-5 shrink-0 print:hidden" />
        {DIAMOND_DISCLOSURE.title}
      </h2>
      <div className="mt-2 flex flex-col gap-2 text-sm leading-relaxed">
        {DIAMOND_DISCLOSURE.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </aside>
  );
}
