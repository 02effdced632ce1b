import { LogIn, MailCheck } from "lucide-react";
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/sign-in-link";
import { SubmitButton } from "~/components/forms/submit-button";
import { Container } from "~/components/layout/section";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { isSignInLinkShape, SPENT_LINK } from "~/features/auth/two-factor";
import { spendSignInLink } from "~/features/auth/two-factor.server";
import { safeRedirectPath, withRedirectTo } from "~/utils/safe-redirect";
import { seoMeta } from "~/utils/seo";

/**
 * The emailed sign-in link (ADR 0026). Opening it shows a button; only pressing it spends the
 * link, so a mail scanner that opens links ahead of the reader cannot use it up.
 */
export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: `Sign in with your link | ${SITE_NAME}`,
    description: `Finish signing in to ${SITE_NAME} with the link we emailed you.`,
    path: "/auth/sign-in-link",
    noindex: true,
  });

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  return {
    token: isSignInLinkShape(token) ? token : null,
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo")),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const formData = await request.formData();
  const token = typeof formData.get("token") === "string" ? (formData.get("token") as string) : "";
  const redirectTo = safeRedirectPath(formData.get("redirectTo"));
  const outcome = await spendSignInLink(site, request, token);
  if (!outcome.ok) return data({ message: outcome.message }, { status: outcome.status });
  const next = outcome.twoFactor ? withRedirectTo("/auth/two-factor", redirectTo) : (redirectTo ?? "/");
  throw redirect(next, { headers: outcome.headers });
}

export default function SignInLinkRoute() {
  const { token, redirectTo } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const message = answer?.message ?? (token ? null : SPENT_LINK);
  return (
    <div className="bg-sand py-12 sm:py-20">
      <Container className="max-w-md">
        <div className="rounded-xl border border-line bg-white p-6 text-center shadow-card sm:p-8">
          <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <MailCheck aria-hidden="true" />
          </span>
          <h1 className="text-3xl font-semibold">Sign in with your link</h1>
          {message ? (
            <>
              <p role="alert" className="mt-4 rounded-md bg-danger-50 p-4 text-danger-700">
                {message}
              </p>
              <Link
                to={withRedirectTo("/auth", redirectTo)}
                className="mt-6 inline-block font-semibold text-brand-700 underline"
              >
                Back to sign in
              </Link>
            </>
          ) : (
            <>
              <p className="mt-2 text-muted">
                Press the button to sign in in this browser. The link then stops working.
              </p>
              <Form method="post" className="mt-6 flex flex-col">
                <input type="hidden" name="token" value={token ?? ""} />
                {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
                <SubmitButton
                  pendingLabel="Signing in..."
                  isPending={navigation.state !== "idle" && navigation.formMethod === "POST"}
                  size="lg"
                >
                  <LogIn aria-hidden="true" /> Sign in
                </SubmitButton>
              </Form>
            </>
          )}
        </div>
      </Container>
    </div>
  );
}
