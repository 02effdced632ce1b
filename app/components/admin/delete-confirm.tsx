import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonClasses } from "~/components/ui/button";
import { BackLink } from "./back-link";

interface ConfirmButtons {
  confirmLabel: string;
  /** Where "No, keep it" goes: back to the editor, changing nothing. */
  keepTo: string;
  keepLabel?: string;
  /** The action to post to, when it is not this page's. */
  action?: string;
  intent?: string;
  /** Hidden fields the action needs besides the intent (e.g. which module). */
  fields?: Record<string, string>;
}

/**
 * The confirm step before deleting, as a page of its own so that it works without JavaScript: a
 * heading that names what goes, the section's account of what goes with it (`children`), and a
 * second POST.
 */
export function DeleteConfirm({
  back,
  title,
  children,
  ...buttons
}: ConfirmButtons & { back: { to: string; label: string }; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="delete-title" className="flex flex-col gap-4">
      <BackLink to={back.to}>{back.label}</BackLink>
      <div className="rounded-lg border border-danger-700/30 bg-white p-5 sm:p-6">
        <h2 id="delete-title" className="text-2xl font-semibold break-words">
          {title}
        </h2>
        {children}
        <DeleteConfirmForm {...buttons} />
      </div>
    </section>
  );
}

/** The confirm step's buttons: delete for good, or keep it. */
export function DeleteConfirmForm({
  confirmLabel,
  keepTo,
  keepLabel = "No, keep it",
  action,
  intent = "delete",
  fields = {},
}: ConfirmButtons) {
  return (
    <Form method="post" action={action} className="mt-5 flex flex-wrap gap-3">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmitButton name="intent" value={intent} variant="danger" pendingLabel="Deleting...">
        <Trash2 aria-hidden="true" /> {confirmLabel}
      </SubmitButton>
      <Link to={keepTo} className={buttonClasses({ variant: "outline" })}>
        {keepLabel}
      </Link>
    </Form>
  );
}

/** On an editor: where deleting starts (it leads to the confirm step). */
export function DeletePanel({ heading, to }: { heading: string; to: string }) {
  return (
    <div className="rounded-lg border border-line bg-white p-5 sm:p-6">
      <h3 className="font-sans text-lg font-semibold">{heading}</h3>
      <p className="mt-1 text-muted">Removes it from the site for good. You will be asked to confirm.</p>
      <Link
        to={to}
        className={buttonClasses({
          variant: "outline",
          className: "mt-3 border-danger-700 text-danger-700 hover:bg-danger-50",
        })}
      >
        <Trash2 aria-hidden="true" /> Delete…
      </Link>
    </div>
  );
}
