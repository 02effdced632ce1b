import { CheckCircle2, CircleAlert } from "lucide-react";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { toast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import { SUBMIT_FAILED } from "../choices";
import type { SuccessDialogProps } from "./success-dialog";

/** What an application action (or its client wrapper) answers. */
export type ApplicationOutcome = { ok: true; result?: unknown } | { ok: false; result?: unknown; formError?: string };

/**
 * Shows the outcome of an application: a toast for a failed submission (part 1 §8 'Partner
 * form submit failure'), and whether the success dialog is open. With JavaScript the
 * confirmation is a dialog; before it loads, `showInlineSuccess` renders it in the page.
 */
export function useApplicationOutcome(outcome: ApplicationOutcome | undefined) {
  const isHydrated = useHydrated();
  const [dismissed, setDismissed] = useState<ApplicationOutcome | undefined>(undefined);

  useEffect(() => {
    if (!outcome || outcome.ok) return;
    if (outcome.formError) {
      // A refused rate limit says how long to wait and an unreachable database to try again in a
      // minute; every other failure gets the spec's wording.
      const isRateLimit = outcome.formError !== SUBMIT_FAILED.description;
      toast({
        title: SUBMIT_FAILED.title,
        description: isRateLimit ? outcome.formError : SUBMIT_FAILED.description,
        variant: "destructive",
      });
    }
  }, [outcome]);

  const succeeded = Boolean(outcome?.ok);
  return {
    isDialogOpen: succeeded && isHydrated && dismissed !== outcome,
    closeDialog: () => setDismissed(outcome),
    showInlineSuccess: succeeded && !isHydrated,
    formError: outcome && !outcome.ok ? outcome.formError : undefined,
  };
}

/** The form-level error, read out when it appears. */
export function FormAlert({ message }: { message?: string }) {
  return (
    <div role="alert" className="empty:hidden">
      {message ? (
        <p className="flex items-start gap-2 rounded-md border border-danger-700/30 bg-danger-50 p-3 text-sm font-medium text-danger-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** The confirmation shown in the page when JavaScript has not loaded (the dialog needs it). */
export function InlineSuccess({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      role="status"
      className="mb-6 flex items-start gap-3 rounded-lg border border-success-700/30 bg-success-50 p-4 text-success-700"
    >
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        <div className="mt-1">{children}</div>
      </div>
    </div>
  );
}

const LoadedSuccessDialog = lazy(() => import("./success-dialog"));

/**
 * The thank-you dialog. Its code (Radix Dialog, about 12 KB gzipped) loads the first time an
 * application succeeds, not with the page (the JavaScript budget in docs/architecture.md).
 */
export function SuccessDialog(props: SuccessDialogProps) {
  // Once opened it stays mounted, so closing can animate and return focus.
  const [needed, setNeeded] = useState(props.open);
  if (props.open && !needed) setNeeded(true);
  if (!needed && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <LoadedSuccessDialog {...props} />
    </Suspense>
  );
}
