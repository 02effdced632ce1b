import { and, asc, count, desc, eq, gt, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import {
  adminVisits,
  agentApplications,
  businessProjects,
  campaigns,
  consultantApplications,
  contactSubmissions,
  courses,
  courseSubmissions,
  diamondApplications,
  emailOutbox,
  newsItems,
  newsletterSends,
  newsletters,
  newsletterSubscribers,
  opportunityApplications,
  participants,
  sessions,
  volunteerApplications,
  volunteerFormSubmissions,
} from "~/db/schema";
import { todayInZone } from "~/utils/site-time";
import { parseDateTimeInput } from "~/utils/site-time-input";
import type { SubmissionKind } from "./submissions.server";

/**
 * When a visit ends, for "new since your last visit" (docs/architecture.md, "The dashboard"):
 * a dashboard load belongs to the visit going on when it is within this long of the one before
 * it and no sign-in happened in between. A new visit starts after 30 minutes away from the
 * dashboard, or with a new sign-in (a new session): the marker then moves to the end of the
 * visit before. Reloading after saving a campaign does not reset the count to nothing, and
 * signing in again the same afternoon does not leave it at "your first visit".
 */
export const VISIT_GAP_MINUTES = 30;

/** Every list visitors fill, with when each row arrived and (where it has one) its status. */
const SOURCES: { kind: SubmissionKind; table: PgTable; date: AnyPgColumn; status?: AnyPgColumn }[] = [
  { kind: "contact", table: contactSubmissions, date: contactSubmissions.createdAt, status: contactSubmissions.status },
  {
    kind: "volunteer",
    table: volunteerApplications,
    date: volunteerApplications.createdAt,
    status: volunteerApplications.status,
  },
  { kind: "partner", table: agentApplications, date: agentApplications.createdAt, status: agentApplications.status },
  {
    kind: "consultant",
    table: consultantApplications,
    date: consultantApplications.createdAt,
    status: consultantApplications.status,
  },
  {
    kind: "diamond",
    table: diamondApplications,
    date: diamondApplications.createdAt,
    status: diamondApplications.status,
  },
  {
    kind: "opportunity",
    table: opportunityApplications,
    date: opportunityApplications.createdAt,
    status: opportunityApplications.status,
  },
  { kind: "campaign", table: participants, date: participants.submittedAt, status: participants.status },
  {
    kind: "volunteer-interest",
    table: volunteerFormSubmissions,
    date: volunteerFormSubmissions.createdAt,
    status: volunteerFormSubmissions.status,
  },
  {
    kind: "enrollments",
    table: courseSubmissions,
    date: courseSubmissions.createdAt,
    status: courseSubmissions.status,
  },
  { kind: "subscribers", table: newsletterSubscribers, date: newsletterSubscribers.createdAt },
];

const DRAFTS = [
  { key: "news", label: "News articles", href: "/admin/news", table: newsItems, published: newsItems.isPublished },
  {
    key: "newsletters",
    label: "Newsletters",
    href: "/admin/newsletters",
    table: newsletters,
    published: newsletters.isPublished,
  },
  {
    key: "projects",
    label: "Projects",
    href: "/admin/projects",
    table: businessProjects,
    published: businessProjects.isPublished,
  },
  { key: "courses", label: "Courses", href: "/admin/courses", table: courses, published: courses.isPublished },
] as const;

export interface AdminOverview {
  /** When the admin's previous visit ended; null on the first one. */
  previousVisitAt: Date | null;
  /** Since the previous visit (every kind), or everything still marked new on a first visit. */
  newSinceLastVisit: number;
  /** Per kind with a status: how many still wait in "new". */
  waiting: { kind: SubmissionKind; count: number }[];
  activeCampaigns: number;
  confirmedSubscribers: number;
  drafts: { key: (typeof DRAFTS)[number]["key"]; label: string; href: string; count: number }[];
}

type Row = Record<string, unknown>;

/**
 * Records this dashboard load in `admin_visits` and counts what the "At a glance" panel shows,
 * in one statement: the visit upsert is a CTE, every count a scalar subselect.
 */
export async function loadAdminOverview(db: Db, userId: string): Promise<AdminOverview> {
  const perKind: SQL[] = SOURCES.map(({ table, date, status }, index) => {
    const fresh = status ? sql`count(*) filter (where ${status} = 'new')` : sql`0`;
    return sql`(select json_build_object(
        'since', count(*) filter (where ${date} > (select previous_seen_at from visit)),
        'fresh', ${fresh}
      ) from ${table}) as ${sql.identifier(`k${index}`)}`;
  });
  const drafts: SQL[] = DRAFTS.map(
    ({ key, table, published }) =>
      sql`(select count(*)::int from ${table} where ${published} = false) as ${sql.identifier(`draft_${key}`)}`,
  );

  const statement = sql`
    with visit as (
      insert into ${adminVisits} (user_id, last_seen_at, previous_seen_at)
      values (${userId}, now(), null)
      on conflict (user_id) do update set
        previous_seen_at = case
          when ${adminVisits}.last_seen_at < now() - make_interval(mins => ${VISIT_GAP_MINUTES}) then ${adminVisits}.last_seen_at
          when ${adminVisits}.last_seen_at < (
            select max(${sessions.createdAt}) from ${sessions} where ${sessions.userId} = ${userId}
          ) then ${adminVisits}.last_seen_at
          else ${adminVisits}.previous_seen_at
        end,
        last_seen_at = now()
      returning previous_seen_at
    )
    select
      (select previous_seen_at from visit) as previous_seen_at,
      ${sql.join(perKind, sql`, `)},
      ${sql.join(drafts, sql`, `)},
      (select count(*)::int from ${campaigns} where ${campaigns.status} = 'Active' and ${campaigns.isPublished}) as active_campaigns,
      (select count(*)::int from ${newsletterSubscribers} where ${newsletterSubscribers.status} = 'confirmed') as confirmed_subscribers
  `;
  const result = (await db.execute(statement)) as unknown as { rows: Row[] } | Row[];
  const row = (Array.isArray(result) ? result[0] : result.rows[0]) ?? {};

  const previous = row.previous_seen_at == null ? null : new Date(row.previous_seen_at as string | Date);
  const kinds = SOURCES.map(({ kind, status }, index) => {
    const raw = row[`k${index}`];
    const counts = (typeof raw === "string" ? JSON.parse(raw) : raw) as { since: number; fresh: number };
    return { kind, hasStatus: Boolean(status), since: Number(counts.since), fresh: Number(counts.fresh) };
  });

  return {
    previousVisitAt: previous,
    newSinceLastVisit: kinds.reduce((sum, kind) => sum + (previous ? kind.since : kind.fresh), 0),
    waiting: kinds.filter((kind) => kind.hasStatus).map(({ kind, fresh }) => ({ kind, count: fresh })),
    activeCampaigns: Number(row.active_campaigns ?? 0),
    confirmedSubscribers: Number(row.confirmed_subscribers ?? 0),
    drafts: DRAFTS.map(({ key, label, href }) => ({ key, label, href, count: Number(row[`draft_${key}`] ?? 0) })),
  };
}

/** What needs a staff member's eye beyond new submissions (issue 35, stumble 3). */
export interface DashboardAttention {
  /** Emails the outbox gave up on; the outbox lists them with the reason. */
  failedEmails: number;
  /** Published items dated ahead, soonest first: they appear on the site by themselves then. */
  scheduled: { key: string; kind: "News" | "Newsletter"; title: string; href: string; at: string }[];
  /** Newsletter sends with messages still waiting. */
  sendsInProgress: { id: string; title: string; href: string; recipientCount: number; waiting: number }[];
  /** Campaigns saved but hidden from the site. */
  draftCampaigns: { id: string; title: string; href: string }[];
}

const ATTENTION_ROWS = 10;

/**
 * The dashboard's "Needs attention" lists. `now` is the process's clock, as for every "live"
 * check (ADR 0012): a newsletter is scheduled when its date is after today in the site's zone
 * (it goes live at the start of that day), a story when its date and time are after now.
 */
export async function loadDashboardAttention(db: Db, timeZone: string, now = new Date()): Promise<DashboardAttention> {
  const today = todayInZone(timeZone, now);
  const [failed, news, issues, sends, drafts] = await Promise.all([
    db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.status, "failed")),
    db
      .select({ id: newsItems.id, title: newsItems.title, at: newsItems.publishedDate })
      .from(newsItems)
      .where(and(eq(newsItems.isPublished, true), gt(newsItems.publishedDate, now)))
      .orderBy(asc(newsItems.publishedDate))
      .limit(ATTENTION_ROWS),
    db
      .select({
        id: newsletters.id,
        number: newsletters.newsletterNumber,
        title: newsletters.title,
        day: newsletters.publishedDate,
      })
      .from(newsletters)
      .where(and(eq(newsletters.isPublished, true), gt(newsletters.publishedDate, today)))
      .orderBy(asc(newsletters.publishedDate))
      .limit(ATTENTION_ROWS),
    db
      .select({
        id: newsletterSends.id,
        newsletterId: newsletters.id,
        number: newsletters.newsletterNumber,
        title: newsletters.title,
        recipientCount: newsletterSends.recipientCount,
        waiting: count(emailOutbox.id),
      })
      .from(newsletterSends)
      .innerJoin(newsletters, eq(newsletters.id, newsletterSends.newsletterId))
      .innerJoin(
        emailOutbox,
        and(eq(emailOutbox.newsletterSendId, newsletterSends.id), eq(emailOutbox.status, "pending")),
      )
      .groupBy(newsletterSends.id, newsletters.id)
      .orderBy(desc(newsletterSends.createdAt))
      .limit(ATTENTION_ROWS),
    db
      .select({ id: campaigns.id, title: campaigns.title })
      .from(campaigns)
      .where(eq(campaigns.isPublished, false))
      .orderBy(desc(campaigns.createdAt))
      .limit(ATTENTION_ROWS),
  ]);

  const scheduled: DashboardAttention["scheduled"] = [
    ...news.map((row) => ({
      key: `news-${row.id}`,
      kind: "News" as const,
      title: row.title,
      href: `/admin/news/${row.id}`,
      at: row.at.toISOString(),
    })),
    ...issues.flatMap((row) => {
      const at = row.day ? (parseDateTimeInput(row.day, timeZone)?.toISOString() ?? null) : null;
      return at
        ? [
            {
              key: `newsletter-${row.id}`,
              kind: "Newsletter" as const,
              title: `No. ${row.number}, ${row.title}`,
              href: `/admin/newsletters/${row.id}`,
              at,
            },
          ]
        : [];
    }),
  ]
    .sort((a, b) => a.at.localeCompare(b.at))
    .slice(0, ATTENTION_ROWS);

  return {
    failedEmails: failed[0]?.n ?? 0,
    scheduled,
    sendsInProgress: sends.map((row) => ({
      id: row.id,
      title: `No. ${row.number}, ${row.title}`,
      href: `/admin/newsletters/${row.newsletterId}/send`,
      recipientCount: row.recipientCount,
      waiting: row.waiting,
    })),
    draftCampaigns: drafts.map((row) => ({ id: row.id, title: row.title, href: `/admin/campaigns/${row.id}` })),
  };
}
