import { ArrowRight, KeyRound, ShieldCheck } from "lucide-react";
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/two-factor-setup";
import { Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Container } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { getSessionUser } from "~/features/auth/auth.server";
import { isStaffRole } from "~/features/auth/permissions";
import { confirmEnrollment, hasTwoFactor, pendingEnrollment, startEnrollment } from "~/features/auth/two-factor.server";
import { EnrollmentFormSchema } from "~/features/auth/validation";
import { safeRedirectPath, withRedirectTo } from "~/utils/safe-redirect";
import { TWO_FACTOR_SETUP_PATH } from "~/features/auth/two-factor-gate.server";
import { seoMeta } from "~/utils/seo";

/**
 * Setting up two-factor sign-in (ADR 0026), required for staff before any back-office page: the
 * password again, then a QR code drawn on the server (and the secret as text) to add to an
 * authenticator app, then a code from the app, then the ten backup codes, shown this once.
 * Works without JavaScript. The secret is in this page's data only for the user enrolling, and
 * only until the app's first code confirms it.
 */
export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: `Set up two-factor sign-in | ${SITE_NAME}`,
    description: `Protect your ${SITE_NAME} account with a code from an authenticator app.`,
    path: "/auth/two-factor/setup",
    noindex: true,
  });

/**
 * The confirming action renews the session cookie (the plugin replaces the session): its
 * Set-Cookie must reach the browser with the page, which only this export passes on.
 */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  const user = await getSessionUser(site, request);
  // Signed out: a link to sign in, not a redirect. Right after the confirming action this loader
  // still sees the session the plugin replaced, and a redirect would drop the action's answer
  // (the backup codes) and its new session cookie.
  if (!user)
    return {
      state: "signed-out" as const,
      next: withRedirectTo("/auth", withRedirectTo(TWO_FACTOR_SETUP_PATH, redirectTo)),
      enrollment: null,
    };
  const next = redirectTo ?? (isStaffRole(user.role) ? "/admin" : "/");
  if (await hasTwoFactor(site.db, user.id)) return { state: "on" as const, next, enrollment: null };
  const enrollment = await pendingEnrollment(site, user.id);
  return {
    state: enrollment ? ("scan" as const) : ("start" as const),
    next,
    enrollment,
    required: isStaffRole(user.role),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const user = await getSessionUser(site, request);
  if (!user) throw data(null, { status: 403 });
  const parsed = EnrollmentFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data(
      { ok: false as const, field: "code" as const, message: "Enter the 6-digit code from your authenticator app." },
      { status: 400 },
    );
  }
  if (parsed.data.intent === "start") {
    const outcome = await startEnrollment(site, request, parsed.data.password);
    // Back to this page by its own address: a data request's URL ends in ".data", which a
    // redirect must not carry (the browser would be sent to a page that does not exist).
    if (outcome.ok) {
      const redirectTo = new URL(request.url).searchParams.get("redirectTo");
      throw redirect(withRedirectTo(TWO_FACTOR_SETUP_PATH, redirectTo));
    }
    return data({ ok: false as const, field: outcome.field, message: outcome.message }, { status: outcome.status });
  }
  if (!/^\d{6}$/.test(parsed.data.code)) {
    return data(
      { ok: false as const, field: "code" as const, message: "Enter the 6-digit code from your authenticator app." },
      { status: 400 },
    );
  }
  const outcome = await confirmEnrollment(site, request, user.id, parsed.data.code);
  if (!outcome.ok)
    return data({ ok: false as const, field: outcome.field, message: outcome.message }, { status: outcome.status });
  // Shown this once: they are not in any loader's data.
  return data({ ok: true as const, backupCodes: outcome.backupCodes ?? [] }, { headers: outcome.headers });
}

export default function TwoFactorSetupRoute() {
  const loaderData = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const problem = answer && !answer.ok ? answer : null;

  return (
    <div className="bg-sand py-12 sm:py-20">
      <Container className="max-w-xl">
        <div className="rounded-xl border border-line bg-white p-6 shadow-card sm:p-8">
          <div className="mb-6 text-center">
            <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <ShieldCheck aria-hidden="true" />
            </span>
            <h1 className="text-3xl font-semibold">Set up two-factor sign-in</h1>
          </div>

          {answer?.ok ? (
            <BackupCodes codes={answer.backupCodes} next={loaderData.next} />
          ) : loaderData.state === "signed-out" ? (
            <div className="flex flex-col items-center gap-4 text-center">
              <p>Please sign in first: two-factor sign-in is set up for your own account.</p>
              <Link to={loaderData.next} className={buttonClasses()}>
                Sign in <ArrowRight aria-hidden="true" />
              </Link>
            </div>
          ) : loaderData.state === "on" ? (
            <div className="flex flex-col items-center gap-4 text-center">
              <p role="status">Two-factor sign-in is on for your account.</p>
              <Link to={loaderData.next} className={buttonClasses()}>
                Continue <ArrowRight aria-hidden="true" />
              </Link>
            </div>
          ) : loaderData.state === "start" ? (
            <>
              <p className="text-muted">
                {"required" in loaderData && loaderData.required
                  ? "Staff accounts can see people's personal details, so they need a second step at sign-in: a 6-digit code from an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password). Setting it up takes about two minutes."
                  : "Add a second step to your sign-in: a 6-digit code from an authenticator app on your phone. Setting it up takes about two minutes."}
              </p>
              <Form method="post" noValidate className="mt-6 flex flex-col gap-5">
                <input type="hidden" name="intent" value="start" />
                <Field
                  label="Your password"
                  description="To confirm it is you before we make your code."
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  errors={problem ? [problem.message] : undefined}
                />
                <SubmitButton pendingLabel="Preparing..." isPending={busy} size="lg">
                  <KeyRound aria-hidden="true" /> Continue
                </SubmitButton>
              </Form>
            </>
          ) : (
            <>
              <ol className="flex list-decimal flex-col gap-3 pl-5">
                <li>Open your authenticator app and add an account (often a “+” button).</li>
                <li>Scan this QR code with it, or type the key below instead.</li>
                <li>Enter the 6-digit code the app then shows.</li>
              </ol>
              {loaderData.enrollment ? (
                <div className="mt-6 flex flex-col items-center gap-4">
                  <div
                    role="img"
                    aria-label="QR code to add Community Synergy Network to your authenticator app"
                    className="size-56 max-w-full [&_svg]:size-full"
                    dangerouslySetInnerHTML={{ __html: loaderData.enrollment.qrSvg }}
                  />
                  <div className="w-full rounded-md bg-sand p-4 text-center">
                    <p className="text-sm font-semibold text-muted">Key for typing into the app</p>
                    <p className="mt-1 font-mono text-lg break-all" data-testid="two-factor-secret">
                      {loaderData.enrollment.secret}
                    </p>
                    <p className="mt-1 text-sm text-muted">Time-based, 6 digits.</p>
                  </div>
                </div>
              ) : null}
              <Form method="post" noValidate className="mt-6 flex flex-col gap-5">
                <input type="hidden" name="intent" value="confirm" />
                <Field
                  label="Code from your authenticator app"
                  name="code"
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  required
                  errors={problem ? [problem.message] : undefined}
                />
                <SubmitButton pendingLabel="Checking..." isPending={busy} size="lg">
                  <ShieldCheck aria-hidden="true" /> Turn on two-factor sign-in
                </SubmitButton>
              </Form>
            </>
          )}
        </div>
      </Container>
    </div>
  );
}

function BackupCodes({ codes, next }: { codes: string[]; next: string }) {
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="rounded-md bg-success-50 p-4 text-success-700">
        <strong className="block">Two-factor sign-in is on.</strong>
        From now on you will enter a code from your app after your password.
      </p>
      <h2 className="font-sans text-xl font-semibold">Save your backup codes</h2>
      <p className="text-muted">
        If you lose your phone, each of these codes signs you in once instead of the app. Print them or keep them in a
        password manager now: this is the only time they are shown.
      </p>
      <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 rounded-md bg-sand p-4 font-mono text-lg">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Link to={next} className={buttonClasses({ className: "self-start" })}>
        I saved my backup codes, continue <ArrowRight aria-hidden="true" />
      </Link>
    </div>
  );
}
