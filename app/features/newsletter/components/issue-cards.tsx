import { ArrowRight, CalendarDays, PenLine } from "lucide-react";
import { Link } from "react-router";
import { formatIssueDate } from "../format";
import type { NewsletterSummary } from "../newsletter.server";

function IssueMeta({ issue }: { issue: NewsletterSummary }) {
  const date = formatIssueDate(issue.publishedDate);
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
      {date && issue.publishedDate ? (
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4 text-brand-600" />
          <time dateTime={issue.publishedDate}>{date}</time>
        </span>
      ) : null}
      {issue.author ? (
        <span className="inline-flex items-center gap-1.5">
          <PenLine aria-hidden="true" className="size-4 text-brand-600" />
          {issue.author}
        </span>
      ) : null}
    </p>
  );
}

/** The newest issue, large, at the top of the archive. */
export function LatestIssue({ issue }: { issue: NewsletterSummary }) {
  return (
    <article className="group relative mt-6 grid overflow-hidden rounded-xl border border-line bg-white shadow-card transition-shadow focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-accent-500 hover:shadow-raised md:grid-cols-2">
      <div className="aspect-[16/10] overflow-hidden bg-brand-50 md:aspect-auto">
        <img
          src={issue.featuredImageUrl ?? "/images/seed/newsletter-cover.svg"}
          alt={issue.featuredImageUrl ? issue.imageAlt : ""}
          aria-hidden={issue.featuredImageUrl ? undefined : true}
          width={800}
          height={500}
          decoding="async"
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-col gap-3 p-6 sm:p-8">
        <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">
          Latest issue · No. {issue.number}
        </p>
        <h3 className="text-2xl leading-snug font-semibold sm:text-3xl">
          <Link
            to={`/newsletter/${issue.slug}`}
            className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none"
          >
            {issue.title}
          </Link>
        </h3>
        <IssueMeta issue={issue} />
        {issue.excerpt ? <p className="text-lg leading-relaxed text-muted">{issue.excerpt}</p> : null}
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-1.5 pt-2 font-semibold text-brand-700 group-hover:underline"
        >
          Read this issue
          <ArrowRight className="size-4" />
        </span>
      </div>
    </article>
  );
}

/** An older issue in the archive grid. */
export function IssueCard({ issue }: { issue: NewsletterSummary }) {
  return (
    <article className="group relative flex h-full flex-col gap-2 rounded-lg border border-line bg-white p-5 shadow-card transition-shadow focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-accent-500 hover:shadow-raised">
      <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">No. {issue.number}</p>
      <h3 className="text-xl leading-snug font-semibold">
        <Link
          to={`/newsletter/${issue.slug}`}
          className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none"
        >
          {issue.title}
        </Link>
      </h3>
      <IssueMeta issue={issue} />
      {issue.excerpt ? <p className="leading-relaxed text-muted">{issue.excerpt}</p> : null}
    </article>
  );
}
