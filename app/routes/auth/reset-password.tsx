import { ArrowLeft, KeyRound } from "lucide-react";
import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { siteContext } from "~/context";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/reset-password";
import { Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Container } from "~/components/layout/section";
import { SITE_NAME } from "~/content/site";
import { resetPassword } from "~/features/auth/accounts.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  // Reached through a personal link: no canonical that could carry its token.
  seoMeta(matches, {
    title: `Choose a new password | ${SITE_NAME}`,
    description: "Choose a new password for your account.",
    path: null,
    noindex: true,
  });

/** Reached from the emailed link (better-auth adds ?token=… or ?error=INVALID_TOKEN). */
export function loader({ url }: Route.LoaderArgs) {
  return { token: url.searchParams.get("token") ?? "", linkError: url.searchParams.has("error") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const formData = await request.formData();
  const outcome = await resetPassword(site, {
    token: String(formData.get("token") ?? ""),
    password: String(formData.get("password") ?? ""),
    confirmPassword: String(formData.get("confirmPassword") ?? ""),
  });
  if (!outcome.ok) return data({ problem: outcome.problem }, { status: outcome.status });
  return redirectWithToast(site.env, "/auth", {
    title: "Password changed",
    description: "Please sign in with your new password. You have been signed out on every device.",
    variant: "success",
  });
}

export default function ResetPasswordRoute() {
  const { token, linkError } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const problem = result?.problem;
  const fieldError = (field: "password" | "confirmPassword") =>
    problem?.field === field ? [problem.message] : undefined;
  const usable = token && !linkError;
  return (
    <div className="bg-sand py-12 sm:py-20">
      <Container className="max-w-md">
        <div className="rounded-xl border border-line bg-white p-6 shadow-card sm:p-8">
          <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <KeyRound aria-hidden="true" />
          </span>
          <h1 className="text-center text-3xl font-semibold">Choose a new password</h1>
          {!usable ? (
            <div role="alert" className="mt-6 rounded-md bg-danger-50 p-4 text-danger-700">
              This reset link has expired or was already used.{" "}
              <Link to="/auth/forgot-password" className="font-semibold underline">
                Ask for a new one
              </Link>
              .
            </div>
          ) : (
            <Form method="post" className="mt-6 flex flex-col gap-5" noValidate>
              <input type="hidden" name="token" value={token} />
              {problem && !problem.field ? (
                <div role="alert" className="rounded-md bg-danger-50 p-4 text-danger-700">
                  {problem.message}{" "}
                  <Link to="/auth/forgot-password" className="font-semibold underline">
                    Ask for a new link
                  </Link>
                </div>
              ) : null}
              <Field
                label="New password"
                name="password"
                type="password"
                autoComplete="new-password"
                required
                description="At least 6 characters. Avoid common passwords."
                errors={fieldError("password")}
              />
              <Field
                label="Confirm new password"
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                required
                errors={fieldError("confirmPassword")}
              />
              <SubmitButton pendingLabel="Processing..." size="lg">
                Save new password
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
