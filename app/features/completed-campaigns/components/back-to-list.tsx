import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/** The way back to the list of completed campaigns: a text link above the story, a button below it. */
export function BackToList({ button = false }: { button?: boolean }) {
  return (
    <Link
      to="/completed-campaigns"
      className={
        button
          ? buttonClasses({ variant: "outline" })
          : "inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline-offset-4 hover:underline"
      }
    >
      <ArrowLeft aria-hidden="true" className={button ? undefined : "size-4"} />
      Back to Completed Campaigns
    </Link>
  );
}
