import { ArrowLeft, KeyRound } from "lucide-react";
import { data, Form, Link, useActionData } from "react-router";
import { siteContext } from "~/context";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/forgot-password";
import { Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Container } from "~/components/layout/section";
import { SITE_NAME } from "~/content/site";
import { requestPasswordReset } from "~/features/auth/accounts.server";
import { AUTH_MESSAGES } from "~/features/auth/credentials";
import { EMAIL_PATTERN } from "~/utils/text-rules";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: `Forgot your password? | ${SITE_NAME}`,
    description: "Get a link to choose a new password for your account.",
    path: "/auth/forgot-password",
    noindex: true,
  });

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const formData = await request.formData();
  const email = String(formData.get("email") ?? "")
    .trim()
    .toLowerCase();
  if (!EMAIL_PATTERN.test(email)) {
    return data({ ok: false as const, email, error: AUTH_MESSAGES.invalidEmail.message }, { status: 400 });
  }
  const outcome = await requestPasswordReset(site, email);
  if (!outcome.ok)
    return data({ ok: false as const, email, error: outcome.problem.message }, { status: outcome.status });
  return data({ ok: true as const, email, message: outcome.message!.message });
}

export default function ForgotPasswordRoute() {
  const result = useActionData<typeof action>();
  return (
    <div className="bg-sand py-12 sm:py-20">
      <Container className="max-w-md">
        <div className="rounded-xl border border-line bg-white p-6 shadow-card sm:p-8">
          <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <KeyRound aria-hidden="true" />
          </span>
          <h1 className="text-center text-3xl font-semibold">Forgot your password?</h1>
          <p className="mt-2 mb-6 text-center text-muted">
            Enter the email address of your account and we&apos;ll send you a link to choose a new password.
          </p>
          {result?.ok ? (
            <div role="status" className="rounded-md bg-success-50 p-4 text-success-700">
              <strong className="block">Check your email</strong>
              {result.message}
            </div>
          ) : (
            <Form method="post" className="flex flex-col gap-5" noValidate>
              <Field
                label="Email"
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={result?.email}
                errors={result && !result.ok ? [result.error] : undefined}
              />
              <SubmitButton pendingLabel="Sending..." size="lg">
                Send reset link
              </SubmitButton>
            </Form>
          )}
        </div>
        <p className="mt-6 text-center">
          <Link to="/auth" className="inline-flex items-center gap-1.5 font-semibold text-brand-800 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" /> Back to sign in
          </Link>
        </p>
      </Container>
    </div>
  );
}
