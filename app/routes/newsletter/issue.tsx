import { ArrowLeft, ArrowRight, CalendarDays, HandHeart, Mail, PenLine } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { Container } from "~/components/layout/section";
import { buttonClasses } from "~/components/ui/button";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { RichText } from "~/features/news/components/rich-text";
import { formatIssueDate } from "~/features/newsletter/format";
import {
  findNewsletterSlugByNumber,
  getPublishedNewsletter,
  liveNewsletters,
  NEWSLETTER_SLUGS,
  parseIssueNumber,
} from "~/features/newsletter/newsletter.server";
import { redirectToCurrentSlug } from "~/utils/slugs/resolve.server";
import { NEWSLETTER_NAME } from "~/features/newsletter/content";
import { canPreviewDrafts } from "~/features/auth/preview.server";
import { PreviewBanner } from "~/components/layout/preview-banner";
import { loaderHeadersOnly, PREVIEW_HEADERS } from "~/utils/preview";
import { todayInZone, useSiteTimeZone } from "~/utils/site-time";
import { parseDateTimeInput } from "~/utils/site-time-input";
import { metaDescription, seoMeta } from "~/utils/seo";
import type { Route } from "./+types/issue";

const NOT_FOUND_MESSAGE = "Newsletter not found or error loading newsletter.";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return seoMeta(matches, { title: `Newsletter Not Found | ${SITE_NAME}`, path: null, noindex: true });
  const { issue } = loaderData;
  return seoMeta(matches, {
    // A draft or scheduled issue seen by an admin is never indexed (issue 18).
    noindex: issue.state !== "live",
    title: `${issue.title} (No. ${issue.number}) | ${NEWSLETTER_NAME} | ${SITE_NAME}`,
    socialTitle: issue.title,
    // Staff's own search description when they wrote one, else the excerpt (ADR 0052).
    description:
      issue.seoDescription ?? metaDescription(issue.excerpt) ?? `Issue ${issue.number} of ${NEWSLETTER_NAME}.`,
    path: `/newsletter/${issue.slug}`,
    image: issue.socialImageUrl ?? issue.featuredImageUrl,
    type: "article",
  });
};

/**
 * `/newsletter/{slug}` shows the issue (ADR 0052); the route keeps the spec's name and its param
 * its old one. The issue's number (`/newsletter/12`, in every email sent before addresses had
 * slugs), its id and a slug it had before answer 301 to its address now, the query string kept.
 * A draft's or a scheduled issue's are followed only for an admin, who previews it there.
 */
export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { db, env } = site;
  // An issue dated later goes live at the start of its day in the site's zone (issue 18).
  const today = todayInZone(env.SITE_TIME_ZONE);
  const segment = params.number;
  if (/^[0-9]+$/.test(segment)) {
    // Digits are an issue number: an address is never digits only.
    const number = parseIssueNumber(segment);
    const slug =
      number === null
        ? null
        : ((await findNewsletterSlugByNumber(db, number, { today })) ??
          ((await canPreviewDrafts(site, request))
            ? await findNewsletterSlugByNumber(db, number, { today, preview: true })
            : null));
    if (slug) throw redirect(`/newsletter/${slug}${url.search}`, 301);
    throw data(null, { status: 404, statusText: "Newsletter Not Found" });
  }
  // Drafts and issues dated later are not found (part 2 §6)…
  const issue = await getPublishedNewsletter(db, segment, { today });
  if (issue) return data({ issue });
  const redirectTo = { param: segment, base: "/newsletter/", url };
  await redirectToCurrentSlug(db, NEWSLETTER_SLUGS, { ...redirectTo, visible: liveNewsletters(today) });
  // …except by an admin, who previews them here, uncached and unindexed.
  const canPreview = await canPreviewDrafts(site, request);
  const preview = canPreview ? await getPublishedNewsletter(db, segment, { today, preview: true }) : null;
  if (canPreview && !preview) await redirectToCurrentSlug(db, NEWSLETTER_SLUGS, redirectTo);
  if (!preview) throw data(null, { status: 404, statusText: "Newsletter Not Found" });
  return data({ issue: preview }, { headers: PREVIEW_HEADERS });
}

export const headers = loaderHeadersOnly;

export default function NewsletterIssueRoute({ loaderData }: Route.ComponentProps) {
  const { issue } = loaderData;
  const timeZone = useSiteTimeZone();
  const date = formatIssueDate(issue.publishedDate);
  return (
    <div className="pb-14 sm:pb-20">
      <PreviewBanner state={issue.state} liveAt={issueLiveAt(issue.publishedDate, timeZone)} />
      <div className="border-b border-line bg-sand">
        <Container className="max-w-4xl py-8 sm:py-12">
          <Link
            to="/newsletter"
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to all issues
          </Link>
          <p className="mt-4 text-sm font-semibold tracking-widest text-accent-700 uppercase">
            {NEWSLETTER_NAME} · No. {issue.number}
          </p>
          <h1 className="mt-2 text-3xl font-semibold sm:text-5xl">{issue.title}</h1>
          {issue.excerpt ? <p className="mt-4 text-lg leading-relaxed text-muted sm:text-xl">{issue.excerpt}</p> : null}
          <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-muted">
            {date && issue.publishedDate ? (
              <span className="inline-flex items-center gap-2">
                <CalendarDays aria-hidden="true" className="size-4 text-brand-600" />
                <time dateTime={issue.publishedDate}>{date}</time>
              </span>
            ) : null}
            {issue.author ? (
              <span className="inline-flex items-center gap-2">
                <PenLine aria-hidden="true" className="size-4 text-brand-600" />
                <span>
                  By <span className="font-semibold text-ink">{issue.author}</span>
                </span>
              </span>
            ) : null}
          </p>
        </Container>
      </div>

      <Container className="max-w-4xl">
        {issue.featuredImageUrl ? (
          <div className="mt-8 aspect-[16/9] overflow-hidden rounded-xl border border-line bg-brand-50">
            <img
              src={issue.featuredImageUrl}
              alt={issue.imageAlt}
              width={1200}
              height={675}
              decoding="async"
              className="size-full object-cover"
            />
          </div>
        ) : null}

        <article className="mt-10 max-w-3xl">
          <RichText html={issue.contentHtml} />
        </article>

        {issue.previous || issue.next ? (
          <nav aria-label="Other issues" className="mt-12 grid max-w-3xl gap-3 sm:grid-cols-2">
            {issue.previous ? (
              <Link
                to={`/newsletter/${issue.previous.slug}`}
                className="flex flex-col gap-1 rounded-lg border border-line bg-white p-4 shadow-card hover:border-brand-300 hover:bg-brand-50"
              >
                <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-muted">
                  <ArrowLeft aria-hidden="true" className="size-4" />
                  Previous issue, No. {issue.previous.number}
                </span>
                <span className="font-semibold text-brand-800">{issue.previous.title}</span>
              </Link>
            ) : (
              <span className="hidden sm:block" />
            )}
            {issue.next ? (
              <Link
                to={`/newsletter/${issue.next.slug}`}
                className="flex flex-col gap-1 rounded-lg border border-line bg-white p-4 text-right shadow-card hover:border-brand-300 hover:bg-brand-50"
              >
                <span className="inline-flex items-center justify-end gap-1.5 text-sm font-semibold text-muted">
                  Next issue, No. {issue.next.number}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </span>
                <span className="font-semibold text-brand-800">{issue.next.title}</span>
              </Link>
            ) : null}
          </nav>
        ) : null}

        <section
          aria-labelledby="issue-next-steps"
          className="mt-12 max-w-3xl rounded-xl bg-brand-800 p-6 text-white sm:p-8"
        >
          <h2 id="issue-next-steps" className="text-2xl font-semibold text-white">
            Thank you for reading
          </h2>
          <p className="mt-2 text-brand-50">
            Questions about something in this issue, or an idea for the next one? We read every message.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link to="/newsletter" className={buttonClasses({ variant: "accent" })}>
              <Mail aria-hidden="true" />
              All issues and subscribe
            </Link>
            <Link to="/contact" className={buttonClasses({ variant: "outline-light" })}>
              Contact us
            </Link>
            <Link to="/volunteer" className={buttonClasses({ variant: "outline-light" })}>
              <HandHeart aria-hidden="true" />
              Volunteer
            </Link>
          </div>
        </section>
      </Container>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <div className="bg-sand">
      <Container className="flex min-h-[55vh] max-w-2xl flex-col items-center justify-center py-16 text-center">
        <h1 className="text-3xl font-semibold sm:text-4xl">Newsletter Not Found</h1>
        <p className="mt-3 text-lg text-muted">{NOT_FOUND_MESSAGE}</p>
        <Link to="/newsletter" className={buttonClasses({ className: "mt-8" })}>
          <ArrowLeft aria-hidden="true" />
          Back to the newsletter
        </Link>
      </Container>
    </div>
  );
}

/** When an issue dated `day` goes live: the start of that day in the site's zone. */
function issueLiveAt(day: string | null, timeZone: string): string | null {
  return day ? (parseDateTimeInput(day, timeZone)?.toISOString() ?? null) : null;
}
