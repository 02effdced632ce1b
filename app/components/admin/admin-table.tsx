import type { ReactNode } from "react";
import { cn } from "~/utils/misc";
import { TableScroll } from "./table-scroll";

/**
 * A list's table: scrolls sideways on a phone rather than squeezing its columns (`className` sets
 * the table's minimum width), with a caption for screen readers and a heading per column.
 */
export function AdminTable({
  caption,
  headings,
  className,
  children,
}: {
  caption: string;
  headings: readonly string[];
  className?: string;
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <TableScroll label={caption}>
      <table className={cn("w-full text-left text-sm", className)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sand text-muted">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </TableScroll>
  );
}
