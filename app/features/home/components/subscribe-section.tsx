import { CheckCircle2, MailOpen } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { ErrorList } from "~/components/forms/error-list";
import { Field } from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { Container } from "~/components/layout/section";
import { toast } from "~/components/ui/toast";
import { SUBSCRIBE_SECTION } from "~/content/home";

/** What the home route's action answers to the subscribe form. */
export type SubscribeFormResult =
  | { ok: true }
  | { ok: false; errors: { email?: string[]; form?: string[] }; values: { email: string } };

export const SUBSCRIBE_INTENT = "subscribe";
const SUBSCRIBE_ANCHOR = "stay-informed";

/**
 * "Stay Informed" (part 1 §2, part 2 §4). One form for both cases: with JavaScript it is a
 * fetcher form (the page does not move; a toast confirms and the field clears); without,
 * it posts to the route action and `result` (the page's action data) shows the outcome inline.
 */
export function SubscribeSection({ result }: { result?: SubscribeFormResult }) {
  const copy = SUBSCRIBE_SECTION;
  const fetcher = useFetcher<SubscribeFormResult>({ key: "home-subscribe" });
  const formRef = useRef<HTMLFormElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const isPending = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) {
      toast({ title: copy.successTitle, description: copy.successDescription, variant: "success" });
      formRef.current?.reset();
    } else {
      emailRef.current?.focus();
    }
  }, [fetcher.state, fetcher.data, copy.successTitle, copy.successDescription]);

  // Errors come from the fetcher (with JavaScript) or the page's action data (without).
  const shown = fetcher.data ?? result;
  const errors = shown && !shown.ok ? shown.errors : undefined;
  const typedEmail = result && !result.ok ? result.values.email : undefined;
  const isSubscribedWithoutJs = !fetcher.data && result?.ok === true;

  return (
    <section id={SUBSCRIBE_ANCHOR} aria-labelledby="home-subscribe-title" className="bg-brand-50 py-14 sm:py-20">
      <Container>
        <div className="mx-auto grid max-w-5xl items-center gap-8 rounded-xl border border-brand-100 bg-white p-6 shadow-card sm:p-10 lg:grid-cols-[1fr_1.1fr] lg:gap-12">
          <div>
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent-100 text-accent-700">
              <MailOpen aria-hidden="true" className="size-6" />
            </span>
            <p className="mt-4 text-sm font-semibold tracking-widest text-accent-700 uppercase">{copy.eyebrow}</p>
            <h2 id="home-subscribe-title" className="mt-1 text-3xl font-semibold sm:text-4xl">
              {copy.title}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-muted">{copy.lead}</p>
          </div>

          <div>
            {isSubscribedWithoutJs ? (
              <div
                role="status"
                className="mb-5 flex items-start gap-3 rounded-lg border border-success-700/30 bg-success-50 p-4 text-success-700"
              >
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                <p>
                  <strong className="block font-semibold">{copy.successTitle}</strong>
                  {copy.successDescription}
                </p>
              </div>
            ) : null}
            <fetcher.Form
              ref={formRef}
              method="post"
              // Without JavaScript the answer is a new page: the fragment brings the visitor back here.
              action={`/?index#${SUBSCRIBE_ANCHOR}`}
              className="relative"
              aria-labelledby="home-subscribe-title"
            >
              <input type="hidden" name="intent" value={SUBSCRIBE_INTENT} />
              <Honeypot />
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
                <Field
                  ref={emailRef}
                  className="flex-1"
                  label={copy.label}
                  name="email"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  spellCheck={false}
                  required
                  maxLength={254}
                  placeholder={copy.placeholder}
                  defaultValue={typedEmail}
                  errors={errors?.email}
                />
                <SubmitButton
                  variant="accent"
                  className="w-full sm:mt-[1.625rem] sm:w-auto"
                  isPending={isPending}
                  pendingLabel={copy.pending}
                >
                  {copy.button}
                </SubmitButton>
              </div>
              <div role="alert" className="empty:hidden">
                {errors?.form ? <ErrorList errors={errors.form} className="mt-3" /> : null}
              </div>
              <p className="mt-4 text-sm text-muted">
                We use your address only for this newsletter. Read our{" "}
                <Link to={copy.privacyLink.to} className="font-semibold text-brand-700 underline underline-offset-2">
                  {copy.privacyLink.label}
                </Link>
                .
              </p>
            </fetcher.Form>
          </div>
        </div>
      </Container>
    </section>
  );
}
