import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/utils/misc";

export function BackLink({ to, children, className }: { to: string; children: string; className?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        "inline-flex min-h-11 items-center gap-1.5 rounded-sm font-semibold text-brand-800 underline-offset-4 hover:underline",
        className,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
