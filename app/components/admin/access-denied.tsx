import { Home, LogIn, ShieldAlert } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Container } from "~/components/layout/section";
import { withRedirectTo } from "~/utils/safe-redirect";

/** What non-admins see at /admin (part 1 §6), answered with status 403 by the server. */
export function AccessDenied({ signedIn }: { signedIn: boolean }) {
  // Sign In brings the staff member back to this address afterwards (issue 35).
  const location = useLocation();
  const signInPath = withRedirectTo("/auth", `${location.pathname}${location.search}`);
  return (
    <div className="bg-sand">
      <Container className="flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-danger-50 text-danger-700">
          <ShieldAlert aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-5 text-3xl font-semibold sm:text-4xl">Access Denied</h1>
        <p className="mt-3 max-w-md text-lg text-muted">You don&apos;t have permission to access this page</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {!signedIn ? (
            <Link to={signInPath} className={buttonClasses()}>
              <LogIn aria-hidden="true" /> Sign In
            </Link>
          ) : null}
          <Link to="/" className={buttonClasses({ variant: signedIn ? "primary" : "outline" })}>
            <Home aria-hidden="true" /> Back to Home
          </Link>
        </div>
      </Container>
    </div>
  );
}
