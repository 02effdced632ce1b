import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** "← All …" at the top of an editor or a confirm page, back to where the admin came from. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-brand-800 underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> {children}
    </Link>
  );
}
