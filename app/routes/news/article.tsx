import { ArrowLeft, CalendarDays, ExternalLink, Mail, Tag, UserRound } from "lucide-react";
import { useSiteTimeZone } from "~/utils/site-time";
import { data, isRouteErrorResponse, Link } from "react-router";
import { Container } from "~/components/layout/section";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { RichText } from "~/features/news/components/rich-text";
import { categorySlug, formatNewsDate, isoDay } from "~/features/news/format";
import { getNewsArticle, liveNews, NEWS_SLUGS } from "~/features/news/news.server";
import { redirectToCurrentSlug } from "~/utils/slugs/resolve.server";
import { canPreviewDrafts } from "~/features/auth/preview.server";
import { PreviewBanner } from "~/components/layout/preview-banner";
import { loaderHeadersOnly, PREVIEW_HEADERS } from "~/utils/preview";
import { metaDescription, seoMeta } from "~/utils/seo";
import { NewsArticleJsonLd } from "~/components/seo/json-ld";
import type { Route } from "./+types/article";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData)
    return seoMeta(matches, { title: `News Article Not Found | ${SITE_NAME}`, path: null, noindex: true });
  const { article } = loaderData;
  return seoMeta(matches, {
    // A draft or scheduled story seen by an admin is never indexed (issue 18).
    noindex: article.state !== "live",
    title: `${article.title} | ${SITE_NAME}`,
    socialTitle: article.title,
    // Staff's own search description when they wrote one, else the summary (ADR 0052).
    description: article.seoDescription ?? metaDescription(article.description),
    path: `/news/${article.slug}`,
    image: article.socialImageUrl ?? article.imageUrl,
    imageAlt: article.socialImageUrl ? article.title : `Picture for ${article.title}`,
    type: "article",
    extra: [
      { property: "article:published_time", content: article.publishedDate },
      { property: "article:section", content: article.category },
      ...(article.author ? [{ property: "article:author", content: article.author }] : []),
    ],
  });
};

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  // Drafts and stories scheduled for later are not found (part 2 §6, issue 18)…
  const article = await getNewsArticle(site.db, params.id);
  if (article) return data({ article });
  // A live story's id or a slug it had before answers 301 to its address now (ADR 0052).
  const redirectTo = { param: params.id, base: "/news/", url };
  await redirectToCurrentSlug(site.db, NEWS_SLUGS, { ...redirectTo, visible: liveNews() });
  // …except by an admin, who previews them here, uncached and unindexed.
  const canPreview = await canPreviewDrafts(site, request);
  const preview = canPreview ? await getNewsArticle(site.db, params.id, { preview: true }) : null;
  if (canPreview && !preview) await redirectToCurrentSlug(site.db, NEWS_SLUGS, redirectTo);
  if (!preview) throw data(null, { status: 404, statusText: "News Article Not Found" });
  return data({ article: preview }, { headers: PREVIEW_HEADERS });
}

export const headers = loaderHeadersOnly;

function BackToNews({ button = false }: { button?: boolean }) {
  return (
    <Link
      to="/latest-news"
      className={
        button
          ? buttonClasses({ variant: "outline" })
          : "inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline-offset-4 hover:underline"
      }
    >
      <ArrowLeft aria-hidden="true" className={button ? undefined : "size-4"} />
      Back to Latest News
    </Link>
  );
}

export default function NewsArticleRoute({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  const zone = useSiteTimeZone();
  return (
    <div className="pb-14 sm:pb-20">
      <PreviewBanner state={article.state} liveAt={article.publishedDate} editHref={`/admin/news/${article.id}`} />
      {article.state === "live" ? <NewsArticleJsonLd article={article} /> : null}
      <div className="border-b border-line bg-sand">
        <Container className="max-w-4xl py-8 sm:py-12">
          <BackToNews />
          <div className="mt-4">
            <Link
              to={`/latest-news?category=${encodeURIComponent(categorySlug(article.category))}`}
              className="inline-flex"
            >
              <Badge tone="brand" className="text-sm hover:bg-brand-100">
                {article.category}
              </Badge>
            </Link>
          </div>
          <h1 className="mt-3 text-3xl font-semibold sm:text-5xl">{article.title}</h1>
          <p className="mt-4 text-lg leading-relaxed text-muted sm:text-xl">{article.description}</p>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-muted">
            {article.author ? (
              <li className="inline-flex items-center gap-2">
                <UserRound aria-hidden="true" className="size-4 text-brand-600" />
                <span>
                  By <span className="font-semibold text-ink">{article.author}</span>
                </span>
              </li>
            ) : null}
            <li className="inline-flex items-center gap-2">
              <CalendarDays aria-hidden="true" className="size-4 text-brand-600" />
              <time dateTime={isoDay(article.publishedDate, zone)}>{formatNewsDate(article.publishedDate, zone)}</time>
            </li>
          </ul>
        </Container>
      </div>

      <Container className="max-w-4xl">
        {article.imageUrl ? (
          <div className="mt-8 aspect-[16/9] overflow-hidden rounded-xl border border-line bg-brand-50">
            <img
              src={article.imageUrl}
              alt={article.imageAlt}
              width={1200}
              height={675}
              decoding="async"
              className="size-full object-cover"
            />
          </div>
        ) : null}

        <article className="mt-10 max-w-3xl">
          <RichText html={article.contentHtml} />

          {article.externalUrl ? (
            <p className="mt-8">
              <a
                href={article.externalUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses({ variant: "outline" })}
              >
                <ExternalLink aria-hidden="true" />
                Read more on the source site
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </p>
          ) : null}

          {article.tags.length > 0 ? (
            <div className="mt-10 border-t border-line pt-6">
              <h2 className="inline-flex items-center gap-2 font-sans text-sm font-semibold tracking-widest text-muted uppercase">
                <Tag aria-hidden="true" className="size-4" />
                Tags
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {article.tags.map((tag) => (
                  <li key={tag}>
                    <Badge tone="neutral" className="text-sm">
                      {tag}
                    </Badge>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          <aside
            aria-labelledby="article-newsletter-title"
            className="mt-10 flex flex-col gap-4 rounded-lg bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <h2 id="article-newsletter-title" className="font-sans text-lg font-semibold">
                Stories like this, once a month
              </h2>
              <p className="mt-1 text-muted">
                The Synergy Letter brings news, new campaigns and free courses to your inbox.
              </p>
            </div>
            <Link to="/newsletter" className={buttonClasses({ variant: "accent", className: "w-full sm:w-auto" })}>
              <Mail aria-hidden="true" />
              Subscribe
            </Link>
          </aside>

          <div className="mt-10">
            <BackToNews button />
          </div>
        </article>
      </Container>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="bg-sand">
      <Container className="flex min-h-[55vh] max-w-2xl flex-col items-center justify-center py-16 text-center">
        <h1 className="text-3xl font-semibold sm:text-4xl">
          {isNotFound ? "News Article Not Found" : "Something went wrong"}
        </h1>
        <p className="mt-3 text-lg text-muted">
          {isNotFound
            ? "This story may have been moved or taken down, or the link may be mistyped."
            : "Error loading news. Please try again later."}
        </p>
        <Link to="/latest-news" className={buttonClasses({ className: "mt-8" })}>
          <ArrowLeft aria-hidden="true" />
          Back to Latest News
        </Link>
      </Container>
    </div>
  );
}
