import { ArrowLeft, BookOpen, Home, Info, Mail, RotateCcw, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation, useNavigate, useRevalidator } from "react-router";
import { Button, buttonClasses, type ButtonVariant } from "~/components/ui/button";
import { cn } from "~/utils/misc";
import { ErrorReference } from "./error-reference";
import { Container } from "./section";

/**
 * Loads the page's data again: a plain link to the same address before JavaScript has loaded,
 * a revalidation in place after (the page keeps its URL, query included, and the shell stays).
 */
export function RetryLink({
  children,
  pendingLabel,
  variant,
  className,
}: {
  children: ReactNode;
  /** Replaces the label while the data loads; by default the icon spins instead. */
  pendingLabel?: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  const revalidator = useRevalidator();
  const location = useLocation();
  const isLoading = revalidator.state === "loading";
  return (
    <a
      href={`${location.pathname}${location.search}`}
      onClick={(event) => {
        event.preventDefault();
        void revalidator.revalidate();
      }}
      className={buttonClasses({ variant, className })}
    >
      <RotateCcw aria-hidden="true" className={cn(isLoading && !pendingLabel && "animate-spin")} />
      {isLoading && pendingLabel ? pendingLabel : children}
    </a>
  );
}

function ErrorLayout({ code, title, children }: { code: string; title: string; children: ReactNode }) {
  return (
    <div className="bg-sand">
      <Container className="flex min-h-[60vh] flex-col items-center justify-center py-16 text-center sm:py-24">
        <p className="font-display text-6xl font-semibold text-brand-700 sm:text-7xl" aria-hidden="true">
          {code}
        </p>
        <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">{title}</h1>
        {children}
      </Container>
    </div>
  );
}

const HELPFUL_LINKS = [
  { to: "/about", label: "About Us", icon: Info },
  { to: "/projects", label: "Our Projects", icon: Users },
  { to: "/academy", label: "Academy", icon: BookOpen },
  { to: "/contact", label: "Contact Us", icon: Mail },
] as const;

/** The 404 page of part 2 §2. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <ErrorLayout code="404" title="Oops! Page Not Found">
      <p className="mt-4 max-w-xl text-lg text-muted">
        The page you were looking for has moved or never existed. Let&apos;s get you back on track.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses()}>
          <Home aria-hidden="true" /> Back to Home
        </Link>
        <Button variant="outline" onClick={() => navigate(-1)}>
          <ArrowLeft aria-hidden="true" /> Go Back
        </Button>
      </div>
      <nav aria-label="Helpful links" className="mt-12 w-full max-w-2xl">
        <h2 className="font-sans text-sm font-semibold tracking-widest text-muted uppercase">
          Or try one of these pages
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {HELPFUL_LINKS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full flex-col items-center gap-2 rounded-lg border border-line bg-white p-4 font-semibold text-brand-800 shadow-card transition hover:border-brand-300 hover:bg-brand-50"
              >
                <Icon aria-hidden="true" className="size-6 text-brand-600" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </ErrorLayout>
  );
}

/** Any other 4xx answered as a page (403, 400 …). */
export function StatusPage({ status, title, message }: { status: number; title: string; message?: string }) {
  return (
    <ErrorLayout code={String(status)} title={title}>
      {message ? <p className="mt-4 max-w-xl text-lg text-muted">{message}</p> : null}
      <div className="mt-8">
        <Link to="/" className={buttonClasses()}>
          <Home aria-hidden="true" /> Back to Home
        </Link>
      </div>
    </ErrorLayout>
  );
}

/** Status 500: the shell stays, the visitor can retry, and support can find the request by its id. */
export function ServerErrorPage({
  details,
  status = 500,
  title = "Something went wrong on our side",
  message = "We couldn't load this page just now. Nothing you entered has been lost; please try again in a moment.",
}: {
  details?: string;
  /** 503 with its own title and message when the database cannot be reached. */
  status?: number;
  title?: string;
  message?: string;
}) {
  return (
    <ErrorLayout code={String(status)} title={title}>
      <p className="mt-4 max-w-xl text-lg text-muted">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <RetryLink pendingLabel="Retrying...">Try again</RetryLink>
        <Link to="/" className={buttonClasses({ variant: "outline" })}>
          <Home aria-hidden="true" /> Back to Home
        </Link>
      </div>
      <ErrorReference />
      {details ? (
        <pre className="mt-8 max-w-full overflow-auto rounded-md bg-white p-4 text-left text-xs text-danger-700">
          {details}
        </pre>
      ) : null}
    </ErrorLayout>
  );
}
