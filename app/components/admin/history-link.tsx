import { History } from "lucide-react";
import { Link, useLocation } from "react-router";

/** On an editor: the item's saved versions, to compare and restore (ADR 0051). */
export function HistoryLink({ kind, id, label = "History" }: { kind: string; id: string; label?: string }) {
  return (
    <Link
      to={`/admin/revisions/${kind}/${id}`}
      className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:underline"
    >
      <History aria-hidden="true" className="size-4" /> {label}
    </Link>
  );
}

/** On a page-copy editor (`/admin/pages/<key>`): that page's saved versions. */
export function PageHistoryLink() {
  const { pathname } = useLocation();
  return <HistoryLink kind="page" id={pathname.split("/").pop() ?? ""} />;
}
