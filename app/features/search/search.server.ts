import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { newsIsLive, newsletterIsLive } from "~/db/publishing";
import {
  businessProjects,
  campaignSearchFields,
  campaigns,
  completedCampaigns,
  completedCampaignSearchFields,
  courses,
  courseSearchFields,
  newsItems,
  newsletters,
  newsletterSearchFields,
  newsSearchFields,
  projectSearchFields,
  searchDocument,
} from "~/db/schema";
import { SEARCH_KINDS, type SearchGroup, type SearchHit, type SearchKind } from "./kinds";
import { MATCH_END, MATCH_START, parseHeadline } from "./snippet";
import { STATIC_SEARCH_PAGES } from "./static-pages";

/**
 * `ts_headline` options: a short passage around the matches, marked with control characters that
 * `parseHeadline` turns into `<mark>` parts (the rest is rendered as text, never as HTML).
 */
const HEADLINE_OPTIONS = `MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … ", StartSel=${MATCH_START}, StopSel=${MATCH_END}`;

interface Row {
  kind: SearchKind;
  id: string;
  title: string;
  url: string;
  headline: string | null;
  total: number;
}

/** Stored HTML bodies without their tags, for the snippet (the index itself skips tags). */
const plainText = (column: AnyColumn) => sql`regexp_replace(coalesce(${column}, ''), '<[^>]*>', ' ', 'g')`;

interface Branch {
  kind: SearchKind;
  table: SQL;
  document: SQL;
  id: SQL;
  title: SQL;
  url: SQL;
  /** The text the snippet is cut from: summary first, then the body. */
  snippetText: SQL;
  /** Only what the public pages show. */
  where: SQL;
}

/**
 * Every content kind a visitor may find. Never: drafts, news or issues scheduled for later (issue 18), a campaign's eligibility code (not in the
 * document, not selected), a course's modules, lessons or password (courses are found by their
 * public catalogue text only).
 */
function contentBranches({ now, today }: { now: Date; today: string }): Branch[] {
  return [
    {
      kind: "project",
      table: sql`${businessProjects}`,
      document: searchDocument(projectSearchFields(businessProjects)),
      id: sql`${businessProjects.slug}`,
      title: sql`${businessProjects.title}`,
      url: sql`'/projects/' || ${businessProjects.slug}`,
      snippetText: sql`${businessProjects.description}`,
      where: sql`${businessProjects.isPublished} = true`,
    },
    {
      kind: "campaign",
      table: sql`${campaigns}`,
      document: searchDocument(campaignSearchFields(campaigns)),
      id: sql`${campaigns.id}::text`,
      title: sql`${campaigns.title}`,
      url: sql`'/campaigns/' || ${campaigns.id}::text`,
      snippetText: sql`${campaigns.description}`,
      where: sql`${campaigns.isPublished} = true`,
    },
    {
      kind: "course",
      table: sql`${courses}`,
      document: searchDocument(courseSearchFields(courses)),
      id: sql`${courses.id}::text`,
      title: sql`${courses.title}`,
      url: sql`'/academy/course/' || ${courses.slug}`,
      snippetText: sql`${courses.description}`,
      where: sql`${courses.isPublished} = true`,
    },
    {
      kind: "news",
      table: sql`${newsItems}`,
      document: searchDocument(newsSearchFields(newsItems)),
      id: sql`${newsItems.id}::text`,
      title: sql`${newsItems.title}`,
      url: sql`'/news/' || ${newsItems.slug}`,
      snippetText: sql`${newsItems.description} || ' ' || ${plainText(newsItems.content)}`,
      where: newsIsLive(now),
    },
    {
      kind: "newsletter",
      table: sql`${newsletters}`,
      document: searchDocument(newsletterSearchFields(newsletters)),
      id: sql`${newsletters.newsletterNumber}::text`,
      title: sql`${newsletters.title}`,
      url: sql`'/newsletter/' || ${newsletters.slug}`,
      snippetText: sql`coalesce(${newsletters.excerpt}, '') || ' ' || ${plainText(newsletters.content)}`,
      where: newsletterIsLive(today),
    },
    {
      kind: "completed-campaign",
      table: sql`${completedCampaigns}`,
      document: searchDocument(completedCampaignSearchFields(completedCampaigns)),
      id: sql`${completedCampaigns.id}::text`,
      title: sql`${completedCampaigns.title}`,
      url: sql`'/completed-campaigns/' || ${completedCampaigns.slug}`,
      snippetText: sql`${completedCampaigns.description} || ' ' || coalesce(${completedCampaigns.impactSummary}, '')`,
      where: sql`${completedCampaigns.isPublished} = true`,
    },
  ];
}

const kindOrder = (kind: SearchKind) => sql.raw(String(SEARCH_KINDS.indexOf(kind)));
const kindLiteral = (kind: SearchKind) => sql.raw(`'${kind}'`);

/** One ranked, limited branch of the UNION: the document expression matches the table's GIN index. */
function contentBranch(branch: Branch, limit: number): SQL {
  return sql`(select ${kindLiteral(branch.kind)} as kind, ${kindOrder(branch.kind)} as kind_order,
      ${branch.id} as id, ${branch.title} as title, ${branch.url} as url,
      ts_headline('english'::regconfig, ${branch.snippetText}, search_query.query, ${HEADLINE_OPTIONS}) as headline,
      ts_rank(${branch.document}, search_query.query) as rank,
      (count(*) over ())::int as total
    from ${branch.table} cross join search_query
    where ${branch.where} and ${branch.document} @@ search_query.query
    order by rank desc, title asc
    limit ${limit})`;
}

/** The fixed pages, as a VALUES list of parameters, weighted and ranked like the tables. */
function staticPagesBranch(limit: number): SQL {
  const rows = STATIC_SEARCH_PAGES.map(
    (page) => sql`(${page.url}::text, ${page.title}::text, ${page.description}::text, ${page.keywords}::text)`,
  );
  return sql`(select ${kindLiteral("page")} as kind, ${kindOrder("page")} as kind_order,
      pages.url as id, pages.title as title, pages.url as url,
      ts_headline('english'::regconfig, pages.description, search_query.query, ${HEADLINE_OPTIONS}) as headline,
      ts_rank(pages.document, search_query.query) as rank,
      (count(*) over ())::int as total
    from (
      select v.url, v.title, v.description,
        setweight(to_tsvector('english'::regconfig, v.title), 'A')
          || setweight(to_tsvector('english'::regconfig, v.description), 'B')
          || setweight(to_tsvector('english'::regconfig, v.keywords), 'C') as document
      from (values ${sql.join(rows, sql`, `)}) as v(url, title, description, keywords)
    ) as pages cross join search_query
    where pages.document @@ search_query.query
    order by rank desc, title asc
    limit ${limit})`;
}

/**
 * Searches everything public in one round trip (a UNION ALL over every kind), ordered by kind and
 * then by rank (a title match outweighs any number of body matches). `tsquery` must come from
 * `parseSearchQuery`; it is still passed as a parameter, never spliced into the SQL.
 */
export async function searchSite(
  db: Db,
  tsquery: string,
  { perKind, now = new Date(), today }: { perKind: number; now?: Date; today: string },
): Promise<SearchGroup[]> {
  const limit = Math.max(1, Math.min(50, Math.trunc(perKind)));
  const branches = [
    staticPagesBranch(limit),
    ...contentBranches({ now, today }).map((branch) => contentBranch(branch, limit)),
  ];
  const result = (await db.execute(sql`
    with search_query as (select to_tsquery('english'::regconfig, ${tsquery}) as query)
    select kind, id, title, url, headline, total
    from (${sql.join(branches, sql` union all `)}) as hits
    order by kind_order asc, rank desc, title asc
  `)) as unknown as { rows: Row[] };

  const groups = new Map<SearchKind, SearchGroup>();
  for (const row of result.rows) {
    const group = groups.get(row.kind) ?? {
      kind: row.kind,
      total: Number(row.total),
      hits: [] as SearchHit[],
    };
    group.hits.push({
      kind: row.kind,
      id: row.id,
      title: row.title,
      url: row.url,
      snippet: parseHeadline(row.headline),
    });
    groups.set(row.kind, group);
  }
  return SEARCH_KINDS.flatMap((kind) => groups.get(kind) ?? []);
}
