import { ArrowLeft, LogIn, MailCheck, UserPlus } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { data, Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { siteContext } from "~/context";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/auth";
import { Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Container } from "~/components/layout/section";
import { toast } from "~/components/ui/toast";
import { SITE_NAME } from "~/content/site";
import { resendConfirmation, signIn, signUp, type AuthProblem } from "~/features/auth/accounts.server";
import { getSessionUser } from "~/features/auth/auth.server";
import { sendSignInLink } from "~/features/auth/two-factor.server";
import { safeRedirectPath, withRedirectTo } from "~/utils/safe-redirect";
import { readCredentialsForm, validateCredentials, type AuthMode } from "~/features/auth/credentials";
import { CredentialsFormSchema } from "~/features/auth/validation";

export const meta: Route.MetaFunction = ({ location, matches }) =>
  seoMeta(matches, {
    title: `${new URLSearchParams(location.search).get("mode") === "signup" ? "Create an account" : "Sign in"} | ${SITE_NAME}`,
    description: `Sign in to your ${SITE_NAME} account, or create one.`,
    path: "/auth",
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const user = await getSessionUser(site, request);
  if (user) throw redirect(safeRedirectPath(new URL(request.url).searchParams.get("redirectTo")) ?? "/");
  return null;
}

type Intent = AuthMode | "resend" | "link";
type ActionResult =
  | { id: string; intent: Intent; ok: true; title: string; message: string; email: string }
  | { id: string; intent: Intent; ok: false; problem: AuthProblem; email: string };

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const input = CredentialsFormSchema.parse(Object.fromEntries(formData));
  const id = crypto.randomUUID();
  // Where the visitor was going (issue 35): a path on this site only, else "/" (part 1 §2).
  const redirectTo = safeRedirectPath(formData.get("redirectTo"));

  if (intent === "link") {
    const outcome = await sendSignInLink(site, input.email, redirectTo);
    return outcome.ok
      ? data<ActionResult>({
          id,
          intent,
          ok: true,
          email: input.email,
          title: "Check Your Email",
          message: outcome.message,
        })
      : data<ActionResult>(
          {
            id,
            intent,
            ok: false,
            problem: { title: "Could Not Send Email", message: outcome.message },
            email: input.email,
          },
          { status: outcome.status },
        );
  }

  if (intent === "resend") {
    const outcome = await resendConfirmation(site, input.email);
    return outcome.ok
      ? data<ActionResult>({ id, intent, ok: true, email: input.email, ...outcome.message! })
      : data<ActionResult>(
          { id, intent, ok: false, problem: outcome.problem, email: input.email },
          { status: outcome.status },
        );
  }

  const mode: AuthMode = intent === "signup" ? "signup" : "signin";
  const outcome = mode === "signup" ? await signUp(site, request, input) : await signIn(site, request, input);
  if (!outcome.ok) {
    return data<ActionResult>(
      { id, intent: mode, ok: false, problem: outcome.problem, email: input.email },
      { status: outcome.status },
    );
  }
  if (mode === "signin" && outcome.twoFactor)
    throw redirect(withRedirectTo("/auth/two-factor", redirectTo), { headers: outcome.headers });
  if (mode === "signin") throw redirect(redirectTo ?? "/", { headers: outcome.headers });
  return data<ActionResult>({ id, intent: mode, ok: true, email: input.email, ...outcome.message! });
}

export default function AuthRoute() {
  const [searchParams] = useSearchParams();
  const mode: AuthMode = searchParams.get("mode") === "signup" ? "signup" : "signin";
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const result =
    actionData && actionData.intent !== "resend" && actionData.intent !== "link" && actionData.intent !== mode
      ? undefined
      : actionData;
  const redirectTo = safeRedirectPath(searchParams.get("redirectTo"));
  // A problem found in the browser belongs to the mode it was found in.
  const [clientCheck, setClientCheck] = useState<{ mode: AuthMode; problem: AuthProblem | null }>({
    mode,
    problem: null,
  });
  const clientProblem = clientCheck.mode === mode ? clientCheck.problem : null;
  const problem = clientProblem ?? (result && !result.ok ? result.problem : null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      toast({ title: result.title, description: result.message, variant: "success" });
      if (result.intent === "signup") formRef.current?.reset();
    } else {
      toast({ title: result.problem.title, description: result.problem.message, variant: "destructive" });
      if (result.problem.field)
        formRef.current?.querySelector<HTMLInputElement>(`[name="${result.problem.field}"]`)?.focus();
    }
  }, [result]);

  function checkBeforeSending(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === "resend" || submitter?.value === "link") return;
    const input = readCredentialsForm(new FormData(event.currentTarget));
    const found = validateCredentials(mode, input);
    setClientCheck({ mode, problem: found });
    if (found) {
      event.preventDefault();
      toast({ title: found.title, description: found.message, variant: "destructive" });
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${found.field}"]`)?.focus();
    }
  }

  const fieldError = (field: AuthProblem["field"]) =>
    problem && problem.field === field ? [problem.message] : undefined;
  const isSignUp = mode === "signup";
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const signedUp = result?.ok && result.intent === "signup";

  return (
    <div className="bg-sand py-12 sm:py-20">
      <Container className="max-w-md">
        <div className="rounded-xl border border-line bg-white p-6 shadow-card sm:p-8">
          <div className="mb-6 text-center">
            <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              {isSignUp ? <UserPlus aria-hidden="true" /> : <LogIn aria-hidden="true" />}
            </span>
            <h1 className="text-3xl font-semibold">{isSignUp ? "Join Our Community" : "Welcome Back"}</h1>
            <p className="mt-2 text-muted">
              {isSignUp
                ? "Create an account to follow campaigns, courses and your applications."
                : "Sign in to your account to continue."}
            </p>
          </div>

          {signedUp ? (
            <div role="status" className="mb-6 flex gap-3 rounded-md bg-success-50 p-4 text-success-700">
              <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <p>
                <strong className="block">Success!</strong>
                Please check your email to confirm your account. The link signs you in and brings you back here.
              </p>
            </div>
          ) : null}

          {problem && !problem.field ? (
            <div role="alert" className="mb-6 rounded-md bg-danger-50 p-4 text-danger-700">
              <strong className="block">{problem.title}</strong>
              {problem.message}
            </div>
          ) : null}

          {result?.ok && result.intent === "link" ? (
            <div role="status" className="mb-6 flex gap-3 rounded-md bg-success-50 p-4 text-success-700">
              <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <p>
                <strong className="block">{result.title}</strong>
                {result.message}
              </p>
            </div>
          ) : null}

          <Form method="post" ref={formRef} onSubmit={checkBeforeSending} noValidate className="flex flex-col gap-5">
            {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
            <Field
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={result?.email}
              errors={fieldError("email")}
            />
            <Field
              label="Password"
              name="password"
              type="password"
              autoComplete={isSignUp ? "new-password" : "current-password"}
              required
              description={isSignUp ? "At least 6 characters. Avoid common passwords." : undefined}
              errors={fieldError("password")}
            />
            {isSignUp ? (
              <Field
                label="Confirm Password"
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                required
                errors={fieldError("confirmPassword")}
              />
            ) : null}
            {!isSignUp ? (
              <p className="-mt-2 text-right text-sm">
                <Link
                  to="/auth/forgot-password"
                  className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  Forgot password?
                </Link>
              </p>
            ) : null}
            <SubmitButton name="intent" value={mode} pendingLabel="Processing..." isPending={busy} size="lg">
              {isSignUp ? "Sign Up" : "Sign In"}
            </SubmitButton>
            {problem?.needsConfirmation ? (
              <SubmitButton name="intent" value="resend" variant="outline" pendingLabel="Sending...">
                Send the confirmation email again
              </SubmitButton>
            ) : null}
            {problem?.paused ? (
              <SubmitButton name="intent" value="link" variant="outline" pendingLabel="Sending...">
                Email me a sign-in link
              </SubmitButton>
            ) : null}
          </Form>

          <p className="mt-6 text-center text-muted">
            {isSignUp ? "Already have an account? " : "Don't have an account? "}
            <Link
              to={isSignUp ? "/auth" : "/auth?mode=signup"}
              replace
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              {isSignUp ? "Sign in" : "Sign up"}
            </Link>
          </p>
        </div>
        <p className="mt-6 text-center">
          <Link to="/" className="inline-flex items-center gap-1.5 font-semibold text-brand-800 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" /> Back to home
          </Link>
        </p>
      </Container>
    </div>
  );
}
