import { MailCheck, MailX, UserX } from "lucide-react";
import { Link, useLoaderData } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Container } from "~/components/layout/section";
import { SITE_NAME } from "~/content/site";
import { seoMeta } from "~/utils/seo";
import type { Route } from "./+types/confirm-email";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: `Confirming your email | ${SITE_NAME}`,
    description: "Whether your email address is confirmed, and what to do when a confirmation link does not work.",
    path: null,
    noindex: true,
  });

/**
 * Where the emailed confirmation link leads (routes/api/auth.ts): `?result=confirmed` once the
 * address is confirmed (the visitor is signed in then), `?result=already` for a link opened
 * again (nobody is signed in by it), `?result=disabled` for an account staff
 * have disabled, anything else for a link that has expired, was already used or was cut short.
 */
export function loader({ url }: Route.LoaderArgs) {
  const result = url.searchParams.get("result");
  return {
    result: result === "confirmed" || result === "already" || result === "disabled" ? result : "invalid",
  };
}

export default function ConfirmEmailRoute() {
  const { result } = useLoaderData<typeof loader>();
  const disabled = result === "disabled";
  return (
    <div className="bg-sand py-12 sm:py-20">
      <Container className="max-w-md">
        <div className="rounded-xl border border-line bg-white p-6 shadow-card sm:p-8">
          <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            {result === "confirmed" ? (
              <MailCheck aria-hidden="true" />
            ) : disabled ? (
              <UserX aria-hidden="true" />
            ) : (
              <MailX aria-hidden="true" />
            )}
          </span>
          {result === "confirmed" ? (
            <>
              <h1 className="text-center text-3xl font-semibold">Your email is confirmed</h1>
              <p className="mt-4">
                Thank you! Your account is ready, and you are signed in. You can take a course in the Academy, and
                everything you send us is linked to your account.
              </p>
              <Link to="/" className={buttonClasses({ className: "mt-6 w-full" })}>
                Go to the home page
              </Link>
            </>
          ) : result === "already" ? (
            <>
              <h1 className="text-center text-3xl font-semibold">Your email is already confirmed</h1>
              <p className="mt-4">This link was used before. Sign in with your email and password to continue.</p>
              <Link to="/auth" className={buttonClasses({ className: "mt-6 w-full" })}>
                Go to sign in
              </Link>
            </>
          ) : disabled ? (
            <>
              <h1 className="text-center text-3xl font-semibold">This account has been disabled</h1>
              <p className="mt-4">
                Staff have turned this account off, so it cannot be used to sign in. If you think this is a mistake,
                please{" "}
                <Link to="/contact" className="font-semibold text-brand-700 underline">
                  contact us
                </Link>{" "}
                and tell us the email address of the account.
              </p>
            </>
          ) : (
            <>
              <h1 className="text-center text-3xl font-semibold">This confirmation link does not work</h1>
              <p className="mt-4">
                It has expired (links work for 24 hours), it was already used, or part of it was cut off when it was
                copied.
              </p>
              <p className="mt-3">
                If you confirmed your address before, simply sign in. If not, sign in with your email and password: the
                sign-in page will offer to send you a new confirmation link.
              </p>
              <Link to="/auth" className={buttonClasses({ className: "mt-6 w-full" })}>
                Go to sign in
              </Link>
            </>
          )}
        </div>
      </Container>
    </div>
  );
}
