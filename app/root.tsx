import { useEffect, type ReactNode } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
import { AppStylesheet } from "~/components/layout/app-stylesheet";
import { NotFoundPage, ServerErrorPage, StatusPage } from "~/components/layout/error-pages";
import { staticIsland } from "~/components/layout/static-island";
import { SiteHeader } from "~/components/layout/site-header";
import { toast, Toaster } from "~/components/ui/toast";
import { FOOTER_COPY, SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { getSessionUser } from "~/features/auth/auth.server";
import { getTextCopyOrSeed } from "~/features/pages/pages.server";
import { ROLE_LABELS } from "~/db/constants";
import { SearchButton, SearchDialogHost } from "~/features/search/components/search-launcher";
import { isLoadFailure } from "~/utils/load-failure";
import { getToast } from "~/utils/toast.server";
import { useNonce } from "~/utils/nonce";
import { DEFAULT_DESCRIPTION, seoMeta } from "~/utils/seo";

/**
 * The footer is text and links, the same on every page: the browser keeps the server's HTML for it
 * and never loads its code (the root layout is always drawn from the server's HTML first).
 */
const SiteFooter = staticIsland(() =>
  import("~/components/layout/site-footer.static").then((module) => module.SiteFooter),
);

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "any" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const [user, flash, footer] = await Promise.all([
    getSessionUser(site, request),
    getToast(request, site.env),
    // The footer's words staff edit in the back office (ADR 0049); a save empties the page cache.
    getTextCopyOrSeed(site, "footer"),
  ]);
  return data(
    {
      contact: { email: site.env.CONTACT_EMAIL, phone: site.env.CONTACT_PHONE },
      footer,
      // PUBLIC_URL: canonical links, social cards and structured data use absolute URLs on it.
      origin: site.env.PUBLIC_URL,
      year: new Date().getFullYear(),
      // Not a secret: lets the browser format dates in the site's zone as the server does.
      timeZone: site.env.SITE_TIME_ZONE,
      user: user ? { email: user.email, isStaff: user.isStaff, roleLabel: ROLE_LABELS[user.role] } : null,
      toast: flash.toast,
    },
    { headers: flash.headers },
  );
}

type RootData = Awaited<ReturnType<Route.ClientLoaderArgs["serverLoader"]>>;

/** The site-wide data the page shows now (header, footer), kept for a failed reload of it. */
let shownRootData: RootData | undefined;

/**
 * React Router's single fetch reloads every loader on each client navigation, the root's too, so a
 * request that never gets an answer fails the root as well as the page, and the root's error
 * boundary would replace the whole page with the generic 500. The root's data (the signed-in user,
 * contact details, a flash toast) is rarely what changed, so when its request fails the page keeps
 * the data it already shows, and the page's own error boundary says what did not load. Having a
 * clientLoader also gives the root a request of its own (`?_routes=root`), made in parallel.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (shownRootData === undefined || !isLoadFailure(error)) throw error;
    return { ...shownRootData, toast: null };
  }
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#11565b" />
        <AppStylesheet href={appStylesheet} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main-content"
          className="sr-only z-[100] rounded-md bg-white px-4 py-3 font-semibold text-brand-800 shadow-raised focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to main content
        </a>
        <SiteHeader
          user={rootData?.user}
          renderSearchButton={(props) => <SearchButton {...props} />}
          searchDialog={<SearchDialogHost />}
        />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter
          props={{
            copy: rootData?.footer ?? FOOTER_COPY,
            contactEmail: rootData?.contact.email,
            contactPhone: rootData?.contact.phone,
            year: rootData?.year ?? new Date().getFullYear(),
          }}
        />
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const rootData = useLoaderData<typeof loader>();
  const flash = rootData.toast;
  useEffect(() => {
    shownRootData = rootData;
  }, [rootData]);
  useEffect(() => {
    if (flash) toast(flash);
  }, [flash]);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage />;
    if (error.status === 503) {
      return (
        <ServerErrorPage
          status={503}
          title="We can't reach our records right now"
          message="Our database is taking a short break. Nothing you entered has been lost; please try again in a minute."
        />
      );
    }
    if (error.status < 500) {
      return <StatusPage status={error.status} title={error.statusText || "Something is not right"} />;
    }
  }
  return <ServerErrorPage details={import.meta.env.DEV && error instanceof Error ? error.stack : undefined} />;
}

/**
 * The default head, and the head of the error pages: the root error boundary shows them, and
 * React Router then uses the root's meta only. Error pages are never indexed.
 */
export const meta: Route.MetaFunction = ({ error, location, matches }) => {
  if (error !== undefined) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return seoMeta(matches, {
      title: notFound ? `Page not found | ${SITE_NAME}` : `Something went wrong | ${SITE_NAME}`,
      description: notFound
        ? "We could not find that page. It may have moved, or the link may be mistyped."
        : "Something went wrong on our side. Please try again in a moment.",
      path: null,
      noindex: true,
    });
  }
  return seoMeta(matches, { title: SITE_NAME, description: DEFAULT_DESCRIPTION, path: location.pathname });
};
