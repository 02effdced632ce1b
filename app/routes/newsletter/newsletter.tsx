import { Mail } from "lucide-react";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { RetryLink } from "~/components/layout/error-pages";
import { Container } from "~/components/layout/section";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { StaticPageHero } from "~/components/layout/page-hero-island";
import { formIsland } from "~/components/forms/form-island";
import { preloadIslands } from "~/components/layout/static-island";
import { IssueCard, LatestIssue } from "~/features/newsletter/components/issue-cards";
import {
  handleSubscribe,
  listPublishedNewsletters,
  type NewsletterSummary,
} from "~/features/newsletter/newsletter.server";
import { NEWSLETTER_NAME, SUBSCRIBE_FAILED_TEXT, SUBSCRIBE_MIN_PENDING_MS } from "~/features/newsletter/content";
import { callPublicFormAction } from "~/utils/public-form";
import { seoMeta } from "~/utils/seo";
import { todayInZone } from "~/utils/site-time";
import type { Route } from "./+types/newsletter";

/** The form loads its code on the visitor's first touch (form-island.ts). */
const SubscribeForm = formIsland(() =>
  import("~/features/newsletter/components/subscribe-form").then((module) => module.SubscribeForm),
);
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [preloadIslands(SubscribeForm, StaticPageHero)];

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    feed: { title: `${NEWSLETTER_NAME} | ${SITE_NAME}`, path: "/newsletter/feed.xml" },
    title: `Newsletter: ${NEWSLETTER_NAME} | ${SITE_NAME}`,
    description: `${NEWSLETTER_NAME}: one short letter a month about our campaigns, partners and free Academy courses. Subscribe or read past issues.`,
    path: "/newsletter",
  });

export async function loader({ context }: Route.LoaderArgs) {
  const { db, logger, dontCache, env } = context.get(siteContext);
  try {
    // An issue dated later appears at the start of its day in the site's zone (issue 18).
    const today = todayInZone(env.SITE_TIME_ZONE);
    return { issues: await listPublishedNewsletters(db, { today }), loadFailed: false };
  } catch (error) {
    // The subscribe form still works; the archive says it could not load (part 2 §8).
    logger.error({ err: error }, "loading the newsletter archive failed");
    dontCache();
    return data({ issues: [] as NewsletterSummary[], loadFailed: true }, { status: 503 });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleSubscribe(context.get(siteContext), request, "newsletter");
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return callPublicFormAction(serverAction, { minPendingMs: SUBSCRIBE_MIN_PENDING_MS, failure: SUBSCRIBE_FAILED_TEXT });
}

/** Subscribing changes nothing the archive shows. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod === "POST") return false;
  return defaultShouldRevalidate;
}

export default function NewsletterRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterPage issues={loaderData.issues} loadFailed={loaderData.loadFailed} actionData={actionData} />;
}

/** The subscribe form and the archive; when the archive could not be loaded, it says so (part 2 §8). */
function NewsletterPage({
  issues,
  loadFailed,
  actionData,
}: {
  issues: NewsletterSummary[];
  loadFailed: boolean;
  actionData: Route.ComponentProps["actionData"];
}) {
  const [latest, ...older] = issues;

  return (
    <>
      <StaticPageHero
        props={{
          variant: "brand",
          eyebrow: "Newsletter",
          title: NEWSLETTER_NAME,
          lead: "One short letter a month from Community Synergy Network: the families our campaigns reached, new business partners, free Academy courses and ways to help.",
        }}
      />

      <section aria-labelledby="subscribe-title" className="bg-brand-50 py-12 sm:py-16">
        <Container className="max-w-4xl">
          <div className="rounded-xl border border-brand-100 bg-white p-6 shadow-card sm:p-10">
            <div className="flex items-start gap-4">
              <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-700 sm:flex">
                <Mail aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h2 id="subscribe-title" className="text-2xl font-semibold sm:text-3xl">
                  Get the next issue in your inbox
                </h2>
                <p className="mt-2 text-muted">Free, about five minutes to read, and easy to stop at any time.</p>
              </div>
            </div>
            <div className="mt-6">
              <SubscribeForm
                props={{
                  id: "newsletter-subscribe",
                  action: "/newsletter",
                  pageResult: actionData,
                  note: "We will email you a link to confirm. One letter a month, never shared, and every email has an unsubscribe link.",
                }}
              />
            </div>
          </div>
        </Container>
      </section>

      <section aria-labelledby="archive-title" className="py-12 sm:py-16">
        <Container className="max-w-5xl">
          <h2 id="archive-title" className="text-2xl font-semibold sm:text-3xl">
            Past issues
          </h2>
          {loadFailed ? (
            <div className="mt-6 flex flex-col items-start gap-4 rounded-lg border border-danger-700/30 bg-danger-50 p-5 sm:flex-row sm:items-center sm:justify-between">
              <p role="alert" className="text-danger-700">
                Error loading newsletters. Please try again later.
              </p>
              <RetryLink variant="outline">Try again</RetryLink>
            </div>
          ) : !latest ? (
            <p className="mt-6 rounded-lg border border-dashed border-line-strong bg-sand p-8 text-center text-lg text-muted">
              No newsletters published yet.
            </p>
          ) : (
            <>
              <LatestIssue issue={latest} />
              {older.length > 0 ? (
                <ol className="mt-8 grid gap-4 sm:grid-cols-2">
                  {older.map((issue) => (
                    <li key={issue.number}>
                      <IssueCard issue={issue} />
                    </li>
                  ))}
                </ol>
              ) : null}
            </>
          )}
        </Container>
      </section>
    </>
  );
}

/**
 * A client-side navigation whose data request failed (a dropped connection): the page as it is
 * when the database is down, the subscribe form working and the archive's message in its place.
 */
export function ErrorBoundary() {
  return <NewsletterPage issues={[]} loadFailed actionData={undefined} />;
}
