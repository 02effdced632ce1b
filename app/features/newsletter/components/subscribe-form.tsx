import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { ErrorList } from "~/components/forms/error-list";
import { Field } from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { useFocusFirstInvalid, useLazyValidation } from "~/components/forms/use-lazy-validation";
import { toast } from "~/components/ui/toast";

/** What the /newsletter action answers to the subscribe form. */
export type SubscribeActionData = { ok: boolean; result: SubmissionResult<string[]> };

export const SUBSCRIBED_TITLE = "Almost done!";
export const SUBSCRIBED_MESSAGE = "Check your inbox for an email from us and open its link to confirm your subscription.";

/**
 * The newsletter subscribe form. With JavaScript it is a fetcher form: the page stays put, the
 * button reads "Subscribing..." for about a second, then a toast confirms and the field clears
 * (part 2 §4). Without JavaScript it posts to /newsletter and `pageResult` (the page's action data)
 * shows the outcome inline.
 */
export function SubscribeForm({ pageResult }: { pageResult?: SubscribeActionData }) {
  const fetcher = useFetcher<SubscribeActionData>({ key: "newsletter-subscribe" });
  const lastResult = fetcher.data?.result ?? pageResult?.result;
  const validation = useLazyValidation(() => import("../form-validators").then((m) => m.validateSubscribe), {
    shouldValidate: "onSubmit",
  });
  const [form, fields] = useForm({
    id: "newsletter-subscribe",
    lastResult,
    ...validation.options,
  });
  useFocusFirstInvalid(form.id, lastResult);
  const emailRef = useRef<HTMLInputElement>(null);
  const isPending = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) toast({ title: SUBSCRIBED_TITLE, description: SUBSCRIBED_MESSAGE, variant: "success" });
    else emailRef.current?.focus();
  }, [fetcher.state, fetcher.data]);

  const isSubscribedWithoutJs = !fetcher.data && pageResult?.ok === true;
  const { key: _key, ...emailProps } = getInputProps(fields.email, { type: "email" });

  return (
    <div>
      {isSubscribedWithoutJs ? (
        <div
          role="status"
          className="mb-5 flex items-start gap-3 rounded-lg border border-success-700/30 bg-success-50 p-4 text-success-700"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            <strong className="block font-semibold">{SUBSCRIBED_TITLE}</strong>
            {SUBSCRIBED_MESSAGE}
          </p>
        </div>
      ) : null}
      <fetcher.Form
        method="post"
        action="/newsletter"
        {...getFormProps(form)}
        onFocus={validation.warm}
        className="relative"
      >
        <Honeypot />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <Field
            ref={emailRef}
            className="flex-1"
            label="Email address"
            {...emailProps}
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            required
            maxLength={254}
            placeholder="you@example.com"
            errors={fields.email.errors}
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
          {form.errors ? <ErrorList id={form.errorId} errors={form.errors} className="mt-3" /> : null}
        </div>
        <p className="mt-4 text-sm text-muted">
          We will email you a link to confirm. One letter a month, never shared, and every email has an unsubscribe link.
        </p>
      </fetcher.Form>
    </div>
  );
}
