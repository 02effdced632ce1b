import type { ComponentPropsWithRef } from "react";
import { SITE_NAME } from "~/content/site";
import { cn } from "~/utils/misc";

/**
 * The mark: three people (nodes) joined into one network around a heart. Decorative: the organisation's
 * name always sits next to it or in the link's accessible name. Same drawing as /favicon.svg.
 */
export function LogoMark({ className, ...props }: ComponentPropsWithRef<"svg">) {
  return (
    <svg
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      className={cn("size-10 shrink-0", className)}
      {...props}
    >
      <rect width="40" height="40" rx="10" fill="#11565b" />
      <path d="M20 10.5 10.8 26.8h18.4Z" fill="none" stroke="#72bcbd" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="20" cy="10.5" r="4.6" fill="#fff" />
      <circle cx="10.8" cy="26.8" r="4.6" fill="#fff" />
      <circle cx="29.2" cy="26.8" r="4.6" fill="#fff" />
      <path
        d="M20 25.4c-3-2.1-4.4-3.6-4.4-5.3a2.25 2.25 0 0 1 4.4-.7 2.25 2.25 0 0 1 4.4.7c0 1.7-1.4 3.2-4.4 5.3Z"
        fill="#f9b066"
      />
    </svg>
  );
}

/**
 * Mark + name. `tone="light"` for dark backgrounds (the footer). The text is real text, so the
 * surrounding link is named by it.
 */
export function Logo({ tone = "dark", className }: { tone?: "dark" | "light"; className?: string }) {
  const [first = "", ...rest] = SITE_NAME.split(" ");
  const second = rest.slice(0, -1).join(" ");
  const last = rest.at(-1) ?? "";
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      {/* On dark backgrounds a hairline keeps the teal tile from melting into the teal footer. */}
      <LogoMark className={cn("rounded-[10px]", tone === "light" && "ring-1 ring-white/40")} />
      <span className="flex flex-col leading-none">
        <span
          className={cn(
            "font-display text-[1.0625rem] font-semibold tracking-tight whitespace-nowrap sm:text-lg",
            tone === "dark" ? "text-brand-900" : "text-white",
          )}
        >
          {first} {second}
        </span>
        <span
          className={cn(
            "mt-1 text-[0.6875rem] font-bold tracking-[0.2em] uppercase",
            tone === "dark" ? "text-accent-700" : "text-accent-200",
          )}
        >
          {last}
        </span>
      </span>
    </span>
  );
}
