import { ArrowLeft, ShieldCheck } from "lucide-react";
import { data, Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/two-factor";
import { Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Container } from "~/components/layout/section";
import { Checkbox } from "~/components/ui/checkbox";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { getSessionUser } from "~/features/auth/auth.server";
import { TRUST_BROWSER_DAYS } from "~/features/auth/two-factor";
import { pendingSecondFactorUser, verifySecondFactor } from "~/features/auth/two-factor.server";
import { SecondFactorFormSchema } from "~/features/auth/validation";
import { safeRedirectPath, withRedirectTo } from "~/utils/safe-redirect";
import { seoMeta } from "~/utils/seo";

/** The second step of a sign-in with two-factor on (ADR 0026): a code from the app, or a backup code. */
export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: `Two-factor sign-in | ${SITE_NAME}`,
    description: `Enter the code from your authenticator app to finish signing in to ${SITE_NAME}.`,
    path: "/auth/two-factor",
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  if (await getSessionUser(site, request)) throw redirect(redirectTo ?? "/");
  if (!(await pendingSecondFactorUser(site, request))) throw redirect(withRedirectTo("/auth", redirectTo));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const formData = await request.formData();
  const redirectTo = safeRedirectPath(formData.get("redirectTo"));
  const parsed = SecondFactorFormSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const method = formData.get("method") === "backup" ? "backup" : "totp";
    return data(
      {
        message:
          method === "backup"
            ? "Enter one of your backup codes, like abcde-12345."
            : "Enter the 6-digit code from your authenticator app.",
        expired: false,
      },
      { status: 400 },
    );
  }
  const outcome = await verifySecondFactor(site, request, parsed.data);
  if (outcome.ok) throw redirect(redirectTo ?? "/", { headers: outcome.headers });
  return data({ message: outcome.message, expired: Boolean(outcome.expired) }, { status: outcome.status });
}

export default function TwoFactorRoute() {
  const [searchParams] = useSearchParams();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const method = searchParams.get("method") === "backup" ? "backup" : "totp";
  const redirectTo = safeRedirectPath(searchParams.get("redirectTo"));
  const other = new URLSearchParams(searchParams);
  if (method === "backup") other.delete("method");
  else other.set("method", "backup");
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";

  return (
    <div className="bg-sand py-12 sm:py-20">
      <Container className="max-w-md">
        <div className="rounded-xl border border-line bg-white p-6 shadow-card sm:p-8">
          <div className="mb-6 text-center">
            <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <ShieldCheck aria-hidden="true" />
            </span>
            <h1 className="text-3xl font-semibold">Two-factor sign-in</h1>
            <p className="mt-2 text-muted">
              {method === "backup"
                ? "Enter one of the backup codes you saved when you set up two-factor sign-in. Each one works once."
                : "Open your authenticator app and enter the 6-digit code it shows for Community Synergy Network."}
            </p>
          </div>

          {answer?.expired ? (
            <div role="alert" className="mb-6 rounded-md bg-danger-50 p-4 text-danger-700">
              {answer.message}{" "}
              <Link to={withRedirectTo("/auth", redirectTo)} className="font-semibold underline underline-offset-4">
                Sign in again
              </Link>
            </div>
          ) : null}

          <Form method="post" noValidate className="flex flex-col gap-5">
            <input type="hidden" name="method" value={method} />
            {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
            <Field
              key={method}
              label={method === "backup" ? "Backup code" : "Code from your authenticator app"}
              name="code"
              autoComplete="one-time-code"
              inputMode={method === "backup" ? "text" : "numeric"}
              autoCapitalize="off"
              spellCheck={false}
              required
              errors={answer && !answer.expired ? [answer.message] : undefined}
            />
            <div className="flex items-start gap-3">
              <Checkbox
                id="trust-device"
                name="trustDevice"
                value="on"
                className="mt-0.5"
                aria-describedby="trust-device-help"
              />
              <span>
                <label htmlFor="trust-device" className="font-semibold">
                  Trust this browser for {TRUST_BROWSER_DAYS} days
                </label>
                <span id="trust-device-help" className="block text-sm text-muted">
                  Only on a computer or phone that is yours alone: it won&apos;t ask you for a code here until then.
                </span>
              </span>
            </div>
            <SubmitButton pendingLabel="Checking..." isPending={busy} size="lg">
              Verify and sign in
            </SubmitButton>
          </Form>

          <p className="mt-6 text-center">
            <Link
              to={`/auth/two-factor?${other.toString()}`}
              replace
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              {method === "backup" ? "Use your authenticator app instead" : "Use a backup code instead"}
            </Link>
          </p>
        </div>
        <p className="mt-6 text-center">
          <Link
            to={withRedirectTo("/auth", redirectTo)}
            className="inline-flex items-center gap-1.5 font-semibold text-brand-800 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" /> Back to sign in
          </Link>
        </p>
      </Container>
    </div>
  );
}
