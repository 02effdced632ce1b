import { ArrowRight, Search as SearchIcon } from "lucide-react";
import { Form, Link } from "react-router";
import { Container } from "~/components/layout/section";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { SITE_NAME } from "~/content/site";
import { siteContext } from "~/context";
import { SnippetText } from "~/features/search/components/snippet-text";
import {
  DIALOG_RESULTS_PER_KIND,
  PAGE_RESULTS_PER_KIND,
  SEARCH_KIND_LABELS,
  type SearchData,
  type SearchGroup,
  type SearchStatus,
} from "~/features/search/kinds";
import { MAX_QUERY_LENGTH, parseSearchQuery } from "~/features/search/query";
import { searchSite } from "~/features/search/search.server";
import { todayInZone } from "~/utils/site-time";
import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.query ? `Search: ${loaderData.query} | ${SITE_NAME}` : `Search | ${SITE_NAME}`,
  },
  {
    name: "description",
    content: `Search the projects, campaigns, courses, news and pages of ${SITE_NAME}.`,
  },
  // Result pages are endless variations of one page: keep them out of search engines.
  { name: "robots", content: "noindex" },
];

/**
 * `/search?q=` for the page (works without JavaScript), and `/search?q=…&view=dialog` for the
 * header's search dialog (fewer results per kind). GET only; nothing is written.
 */
export async function loader({ context, url }: Route.LoaderArgs): Promise<SearchData> {
  const { db, logger, requestId, env } = context.get(siteContext);
  const parsed = parseSearchQuery(url.searchParams.get("q"));
  if (parsed.status !== "ok") return { query: parsed.text, status: parsed.status, groups: [], total: 0 };
  const perKind = url.searchParams.get("view") === "dialog" ? DIALOG_RESULTS_PER_KIND : PAGE_RESULTS_PER_KIND;
  try {
    // News and issues scheduled for later are not found until their time (issue 18).
    const groups = await searchSite(db, parsed.tsquery, { perKind, today: todayInZone(env.SITE_TIME_ZONE) });
    return {
      query: parsed.text,
      status: "ok",
      groups,
      total: groups.reduce((sum, group) => sum + group.total, 0),
    };
  } catch (error) {
    logger.error({ err: error, requestId }, "site search failed");
    return { query: parsed.text, status: "error", groups: [], total: 0 };
  }
}

const SUGGESTED_LINKS = [
  { to: "/projects/library", label: "Project Library" },
  { to: "/academy", label: "Academy courses" },
  { to: "/latest-news", label: "Latest news" },
  { to: "/faq", label: "Frequently asked questions" },
  { to: "/contact", label: "Contact us" },
];

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const { query, status, groups, total } = loaderData;
  return (
    <Container className="max-w-3xl py-10 sm:py-14">
      <h1 className="font-display text-3xl font-semibold text-ink sm:text-4xl">Search</h1>
      <Form method="get" action="/search" role="search" className="mt-6 flex flex-col gap-3 sm:flex-row">
        <label htmlFor="search-page-q" className="sr-only">
          Search the site
        </label>
        <Input
          id="search-page-q"
          key={query}
          type="search"
          name="q"
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH + 20}
          placeholder="Projects, campaigns, courses, news…"
          aria-describedby="search-page-status"
          className="sm:flex-1"
        />
        <button type="submit" className={buttonClasses({ className: "sm:w-auto" })}>
          <SearchIcon aria-hidden="true" />
          Search
        </button>
      </Form>

      <div id="search-page-status" className="mt-6">
        <StatusMessage status={status} query={query} total={total} />
      </div>

      {groups.length > 0 ? (
        <div className="mt-8 flex flex-col gap-10">
          {groups.map((group) => (
            <ResultGroup key={group.kind} group={group} />
          ))}
        </div>
      ) : null}

      {status !== "ok" || total === 0 ? <Suggestions /> : null}
    </Container>
  );
}

function StatusMessage({ status, query, total }: { status: SearchStatus; query: string; total: number }) {
  if (status === "empty") {
    return (
      <p className="text-muted">Type a word or two, such as “volunteer”, “diamonds” or “budget”, and press Search.</p>
    );
  }
  if (status === "too-long") {
    return (
      <p role="alert" className="font-semibold text-danger-700">
        That search is too long. Please use {MAX_QUERY_LENGTH} characters or fewer.
      </p>
    );
  }
  if (status === "error") {
    return (
      <p role="alert" className="font-semibold text-danger-700">
        Search is not working right now. Please try again in a minute, or browse the pages below.
      </p>
    );
  }
  if (total === 0) {
    return (
      <p className="text-lg">
        Nothing matched <strong>“{query}”</strong>. Try fewer words, a different spelling, or one of the pages below.
      </p>
    );
  }
  return (
    <p className="text-lg">
      {total === 1 ? "1 result" : `${total} results`} for <strong>“{query}”</strong>
    </p>
  );
}

function ResultGroup({ group }: { group: SearchGroup }) {
  const labels = SEARCH_KIND_LABELS[group.kind];
  const headingId = `search-group-${group.kind}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="flex items-baseline gap-2 border-b border-line pb-2 text-xl font-semibold text-ink">
        {labels.group}{" "}
        <span className="text-base font-normal text-muted">
          ({group.total > group.hits.length ? `${group.hits.length} of ${group.total}` : group.total})
        </span>
      </h2>
      <ul className="mt-2 flex flex-col">
        {group.hits.map((hit) => {
          return (
            <li key={hit.id} className="border-b border-line last:border-b-0">
              <Link to={hit.url} className="group -mx-3 flex flex-col gap-1.5 rounded-md px-3 py-4 hover:bg-brand-50">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="text-lg font-semibold text-brand-800 group-hover:underline">{hit.title}</span>
                  <Badge tone="brand">{labels.badge}</Badge>
                </span>
                {hit.snippet.length ? (
                  <span className="text-ink/80">
                    <SnippetText parts={hit.snippet} />
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Suggestions() {
  return (
    <nav
      aria-labelledby="search-suggestions-title"
      className="mt-10 rounded-xl border border-brand-100 bg-brand-50 p-6"
    >
      <h2 id="search-suggestions-title" className="text-lg font-semibold text-ink">
        Popular places to start
      </h2>
      <ul className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {SUGGESTED_LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {link.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
