import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { ErrorList } from "~/components/forms/error-list";
import { Field } from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { usePublicForm } from "~/components/forms/use-public-form";
import { toast } from "~/components/ui/toast";
import type { PublicFormReply } from "~/utils/public-form";

export const SUBSCRIBED_TITLE = "Almost done!";
export const SUBSCRIBED_MESSAGE =
  "Check your inbox for an email from us and open its link to confirm your subscription.";

export interface SubscribeFormProps {
  /** The form's id (Conform's, and the fetcher's key): one per page the form is on. */
  id: string;
  /** Where it posts: /newsletter, or the home page's own action. */
  action: string;
  /** The page's action data: how the outcome shows when the form posted without JavaScript. */
  pageResult?: PublicFormReply;
  successTitle?: string;
  successMessage?: string;
  /** Hidden fields sent along (the home page's `intent`). */
  hiddenFields?: Record<string, string>;
  /** The id of the heading that names the form. */
  labelledBy?: string;
  /** The small print under the field. */
  note: ReactNode;
}

/**
 * The newsletter subscribe form, on /newsletter and on the home page. With JavaScript it is a
 * fetcher form: the page stays put, the button reads "Subscribing..." for about a second, then a
 * toast confirms and the field clears (part 2 §4). Without JavaScript it posts to `action` and
 * `pageResult` (the page's action data) shows the outcome inline.
 */
export function SubscribeForm({
  id,
  action,
  pageResult,
  successTitle = SUBSCRIBED_TITLE,
  successMessage = SUBSCRIBED_MESSAGE,
  hiddenFields = {},
  labelledBy,
  note,
}: SubscribeFormProps) {
  const fetcher = useFetcher<PublicFormReply>({ key: id });
  const lastResult = fetcher.data?.result ?? pageResult?.result;
  const { form, fields, formProps } = usePublicForm({
    id,
    lastResult,
    validate: () => import("../form-validators").then((m) => m.validateSubscribe),
    shouldValidate: "onSubmit",
  });
  const emailRef = useRef<HTMLInputElement>(null);
  const isPending = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) toast({ title: successTitle, description: successMessage, variant: "success" });
    else emailRef.current?.focus();
  }, [fetcher.state, fetcher.data, successTitle, successMessage]);

  const isSubscribedWithoutJs = !fetcher.data && pageResult?.ok === true;
  // A refused rate limit says how long to wait in `formError`; a failed write is in the form's errors too.
  const shown = fetcher.data ?? pageResult;
  const formErrors = form.errors ?? (shown && !shown.ok && shown.formError ? [shown.formError] : undefined);

  return (
    <div>
      {isSubscribedWithoutJs ? (
        <div
          role="status"
          className="mb-5 flex items-start gap-3 rounded-lg border border-success-700/30 bg-success-50 p-4 text-success-700"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            <strong className="block font-semibold">{successTitle}</strong>
            {successMessage}
          </p>
        </div>
      ) : null}
      <fetcher.Form method="post" action={action} {...formProps} aria-labelledby={labelledBy} className="relative">
        {Object.entries(hiddenFields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Honeypot />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <Field
            ref={emailRef}
            className="flex-1"
            label="Email address"
            meta={fields.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            required
            maxLength={254}
            placeholder="you@example.com"
          />
          <SubmitButton
            variant="accent"
            className="w-full sm:mt-[1.625rem] sm:w-auto"
            isPending={isPending}
            pendingLabel="Subscribing..."
          >
            Subscribe
          </SubmitButton>
        </div>
        <div role="alert" className="empty:hidden">
          {formErrors ? <ErrorList id={form.errorId} errors={formErrors} className="mt-3" /> : null}
        </div>
        <p className="mt-4 text-sm text-muted">{note}</p>
      </fetcher.Form>
    </div>
  );
}
