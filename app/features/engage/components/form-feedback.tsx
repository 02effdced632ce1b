import { CheckCircle2, CircleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "~/components/ui/toast";
import type { PublicFormReply } from "~/utils/public-form";

export interface FormFeedbackTexts {
  successTitle: string;
  successDescription: string;
  failureTitle: string;
  failureDescription: string;
  /** The failure banner under the form's heading (defaults to the failure description). */
  failureBanner?: string;
}

const RATE_LIMIT_TITLE = "Please wait a moment";

/**
 * Turns a public form's answer into what the visitor sees: one toast per answer (never again on
 * a re-render), and a banner that stays until the next edit (part 2 §4: "the status banner clears
 * on the next edit"). Call `dismiss` from the form's change handler.
 */
export function usePublicFormFeedback(answer: PublicFormReply | undefined, texts: FormFeedbackTexts) {
  const toastedId = useRef<string | null>(null);
  const [dismissedId, setDismissedId] = useState<string | null>(null);

  useEffect(() => {
    if (!answer || toastedId.current === answer.id) return;
    toastedId.current = answer.id;
    if (answer.outcome === "sent") {
      toast({ title: texts.successTitle, description: texts.successDescription, variant: "success" });
    } else if (answer.outcome === "failed") {
      toast({ title: texts.failureTitle, description: texts.failureDescription, variant: "destructive" });
    } else if (answer.outcome === "limited") {
      toast({ title: RATE_LIMIT_TITLE, description: answer.formError, variant: "destructive" });
    }
  }, [answer, texts.successTitle, texts.successDescription, texts.failureTitle, texts.failureDescription]);

  const banner = answer && answer.outcome !== "invalid" && answer.id !== dismissedId ? answer : undefined;
  return {
    banner,
    dismiss: () => {
      if (banner) setDismissedId(banner.id);
    },
  };
}

/**
 * The banner above a form's fields. The failure banner is an alert (also read when the page
 * arrives without JavaScript); the success banner is plain, the toast already announces it.
 */
export function FormBanner({ banner, texts }: { banner: PublicFormReply | undefined; texts: FormFeedbackTexts }) {
  return (
    <>
      {banner?.outcome === "sent" ? (
        <div
          data-testid="form-success"
          className="flex items-start gap-3 rounded-lg border border-success-700/30 bg-success-50 p-4 text-success-700"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            <strong className="block font-semibold">{texts.successTitle}</strong>
            {texts.successDescription}
          </p>
        </div>
      ) : null}
      <div role="alert" className="empty:hidden">
        {banner && (banner.outcome === "failed" || banner.outcome === "limited") ? (
          <div className="flex items-start gap-3 rounded-lg border border-danger-700/30 bg-danger-50 p-4 text-danger-700">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p>
              {banner.outcome === "failed" ? (
                <>
                  <strong className="block font-semibold">{texts.failureTitle}</strong>
                  {banner.formError ?? texts.failureBanner ?? texts.failureDescription}
                </>
              ) : (
                <>
                  <strong className="block font-semibold">{RATE_LIMIT_TITLE}</strong>
                  {banner.formError}
                </>
              )}
            </p>
          </div>
        ) : null}
      </div>
    </>
  );
}
