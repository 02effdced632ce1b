import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/utils/misc";

/** A list that could not be loaded, or a change to it that could not be made: announced at once. */
export function ListAlert({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p role="alert" className={cn("rounded-md bg-danger-50 p-4 text-danger-700", className)}>
      {children}
    </p>
  );
}

/** What a list shows instead of its rows when it has none (a `title`), or none that match (no title). */
export function ListEmpty({
  title,
  children,
  icon,
  action,
}: {
  title?: string;
  children: ReactNode;
  icon?: ReactNode;
  /** A button to create the first one. */
  action?: { to: string; label: string };
}) {
  return (
    <div className="rounded-lg border border-line bg-white p-6">
      {icon}
      {title ? <p className="font-semibold">{title}</p> : null}
      <p className={title ? "mt-1 text-muted" : "text-muted"}>{children}</p>
      {action ? (
        <Link to={action.to} className={buttonClasses({ variant: "outline", className: "mt-4" })}>
          <Plus aria-hidden="true" /> {action.label}
        </Link>
      ) : null}
    </div>
  );
}
