/**
 * The single source of the database's shape (no side effects here).
 * SQL names are snake_case (drizzle `casing: "snake_case"`), TypeScript camelCase.
 * Change flow: edit → `npm run db:generate` → read the SQL → commit.
 */
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const id = () => uuid().primaryKey().defaultRandom();
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

import {
  CAMPAIGN_STATUSES,
  DONATION_SOURCES,
  DONATION_STATUSES,
  MANUAL_GIFT_METHODS,
  OUTBOX_STATUSES,
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_STATUSES,
  ROLES,
  SUBMISSION_STATUSES,
  SUBSCRIBER_STATUSES,
  TEAM_CATEGORIES,
  type CampaignStatus,
  type DonationSource,
  type DonationStatus,
  type ManualGiftMethod,
  type OutboxStatus,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
  type Role,
  type TeamCategory,
} from "./constants";

export {
  CAMPAIGN_STATUSES,
  DONATION_SOURCES,
  DONATION_STATUSES,
  MANUAL_GIFT_METHODS,
  OUTBOX_STATUSES,
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_STATUSES,
  ROLES,
  SUBMISSION_STATUSES,
  SUBSCRIBER_STATUSES,
  TEAM_CATEGORIES,
};
export type {
  CampaignStatus,
  DonationSource,
  DonationStatus,
  ManualGiftMethod,
  OutboxStatus,
  PrivacyRequestKind,
  PrivacyRequestStatus,
  Role,
  TeamCategory,
};

const submissionStatus = () => text().notNull().default("new");

/**
 * What a blind visitor hears instead of a content image (issue 18): `imageAlt` describes it;
 * `imageDecorative` says it adds nothing to the text, so it is published with alt="". Editors
 * require one or the other whenever an image is set.
 */
/**
 * An item's address and how it looks in search results and on social cards (issue 39 part 5,
 * ADR 0052). The slug is never empty once stored: the `fill_slug` trigger (drizzle/0019) makes
 * one from the title for a row inserted without one, so seeds and scripts need not know about it.
 */
const searchAppearance = () => ({
  slug: text().notNull().default(""),
  seoDescription: text(),
  socialImageUrl: text(),
});

const imageText = () => ({
  imageAlt: text(),
  imageDecorative: boolean().notNull().default(false),
});

// ───────────────────────────── site search ─────────────────────────────
// Issue 8: weighted full-text search ('english' configuration). Each searchable table has a GIN
// index on an expression built by `searchDocument`; the search queries build the very same
// expression from the same columns, so PostgreSQL (and PGlite) use the index. An expression
// index rather than a stored column keeps the tables' row types unchanged for every other feature.

/** A column of the text that goes into a search document, with its weight: A = title, B = summary, C = body/extras. */
export type SearchField = readonly [column: AnyColumn, weight: "A" | "B" | "C"];

/**
 * `setweight(to_tsvector('english', coalesce(col, '')), 'A') || …`. Only immutable functions, with
 * the configuration and weights written as literals (never parameters), so the same text can index
 * and query. Several columns of one weight are joined into one document.
 */
export function searchDocument(fields: readonly SearchField[]): SQL {
  const byWeight = new Map<string, AnyColumn[]>();
  for (const [column, weight] of fields) byWeight.set(weight, [...(byWeight.get(weight) ?? []), column]);
  const parts = [...byWeight].map(([weight, columns]) => {
    const text = sql.join(
      columns.map((column) => sql`coalesce(${column}, '')`),
      sql.raw(` || ' ' || `),
    );
    return sql`setweight(to_tsvector('english'::regconfig, ${text}), ${sql.raw(`'${weight}'`)})`;
  });
  return sql`(${sql.join(parts, sql.raw(" || "))})`;
}

// ───────────────────────────── accounts ─────────────────────────────
// Shaped for better-auth's Drizzle adapter (user, session, account, verification).

export const users = pgTable("users", {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  image: text(),
  // Set by an admin to close the account (issue 18): its sessions end and sign-in is refused.
  disabledAt: timestamp({ withTimezone: true }),
  // better-auth's two-factor plugin (ADR 0026): on once the authenticator app is confirmed.
  twoFactorEnabled: boolean().notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index().on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.userId)],
);

/**
 * A user's authenticator secret and backup codes (better-auth's two-factor plugin, ADR 0026), both
 * encrypted with SESSION_SECRET by the plugin. Never selected into loader data: only the
 * enrollment screen shows the secret, to the user enrolling, before it is confirmed.
 */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text().primaryKey(),
    secret: text().notNull(),
    backupCodes: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean().notNull().default(true),
    failedVerificationCount: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.identifier)],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text().$type<Role>().notNull().default("user"),
    createdAt: createdAt(),
  },
  (t) => [check("user_roles_role_check", sql`${t.role} in ('admin', 'editor', 'caseworker', 'user')`)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    actorUserId: text().references(() => users.id, { onDelete: "set null" }),
    actorEmail: text(),
    /** The actor's role when they acted (issue 35), so the log names it after a role changes. */
    actorRole: text().$type<Role>(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    details: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt.desc())],
);

// ───────────────────────────── content ─────────────────────────────

export const teamMembers = pgTable(
  "team_members",
  {
    id: id(),
    name: text().notNull(),
    role: text().notNull(),
    description: text().notNull(),
    imageUrl: text(),
    ...imageText(),
    category: text().$type<TeamCategory>().notNull(),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("team_members_category_check", sql`${t.category} in ('board', 'committee')`),
    // The team page lists by category, then sort order (part 1 §7).
    index().on(t.category, t.sortOrder),
  ],
);

/**
 * Business opportunity projects. `availableCollaborationTypes` and `brandColors`
 * keep whatever shape the content arrived in (part 1 §3: an object, a list or a
 * JSON string); the feature layer normalises them when reading.
 */
export const businessProjects = pgTable(
  "business_opportunity_projects",
  {
    id: id(),
    // Projects had their own unique slug before ADR 0052; since 0022 the shared triggers make a
    // missing one from the title and remember old ones (slug_history, kind 'project').
    slug: text().notNull().default("").unique(),
    title: text().notNull(),
    description: text().notNull(),
    location: text(),
    startedDate: date(),
    status: text().notNull().default("Active"),
    category: text().notNull().default("Business Opportunity"),
    imageUrl: text(),
    ...imageText(),
    projectUrl: text(),
    collaboratingCompanyName: text(),
    collaboratingCompanyLogo: text(),
    collaborationWays: text(),
    availableCollaborationTypes: jsonb(),
    brandColors: jsonb(),
    isMadeInUsa: boolean().notNull().default(false),
    isPublished: boolean().notNull().default(true),
    seoDescription: text(),
    socialImageUrl: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.isPublished, t.createdAt.desc()),
    index().on(t.title),
    index("business_opportunity_projects_search_idx").using("gin", searchDocument(projectSearchFields(t))),
  ],
);

export function projectSearchFields(
  t: Record<"title" | "description" | "location" | "category" | "collaboratingCompanyName", AnyColumn>,
) {
  return [
    [t.title, "A"],
    [t.description, "B"],
    [t.location, "C"],
    [t.category, "C"],
    [t.collaboratingCompanyName, "C"],
  ] as const satisfies readonly SearchField[];
}

export const campaigns = pgTable(
  "campaigns",
  {
    id: id(),
    title: text().notNull(),
    description: text().notNull(),
    location: text(),
    startedDate: date(),
    status: text().$type<CampaignStatus>().notNull().default("Upcoming"),
    imageUrl: text(),
    ...imageText(),
    campaignUrl: text(),
    goalAmount: numeric({ precision: 12, scale: 2, mode: "number" }),
    raisedAmount: numeric({ precision: 12, scale: 2, mode: "number" }).notNull().default(0),
    donationFormUrl: text(),
    // Secret: never select this into a loader's data (ARCHITECTURE security rules).
    eligibilityCode: text().notNull(),
    isPublished: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("campaigns_status_check", sql`${t.status} in ('Active', 'Completed', 'Upcoming')`),
    index().on(t.createdAt.desc()),
    index().on(t.status, t.createdAt.desc()),
    // Title, description and location only: the eligibility code is never searchable.
    index("campaigns_search_idx").using("gin", searchDocument(campaignSearchFields(t))),
  ],
);

export function campaignSearchFields(t: Record<"title" | "description" | "location", AnyColumn>) {
  return [
    [t.title, "A"],
    [t.description, "B"],
    [t.location, "C"],
  ] as const satisfies readonly SearchField[];
}

/**
 * The donations ledger (issue 37): one row per gift, whichever way it arrived. `(source,
 * sourceId)` is unique, so a gift a platform delivers twice (webhook retries, a CSV imported
 * again) is stored once. `payload` keeps what the platform sent, for audit; platforms never send
 * card numbers in these events, and nothing else of a card is kept. A campaign's raised amount is
 * the sum of its succeeded gifts (less partial refunds) plus its staff-entered `raisedAmount`.
 */
export const donations = pgTable(
  "donations",
  {
    id: id(),
    source: text().$type<DonationSource>().notNull(),
    /** The platform's own id (a Stripe payment intent, a Donorbox donation id, "manual-…" for staff entries). */
    sourceId: text().notNull(),
    amountCents: integer().notNull(),
    /** What part of it was refunded; a gift refunded in full is `refunded` and counts for nothing. */
    refundedCents: integer().notNull().default(0),
    currency: text().notNull().default("usd"),
    giftDate: timestamp({ withTimezone: true }).notNull(),
    donorName: text(),
    donorEmail: text(),
    campaignId: uuid().references(() => campaigns.id, { onDelete: "set null" }),
    status: text().$type<DonationStatus>().notNull(),
    recurring: boolean().notNull().default(false),
    /** Gifts entered by hand: check, cash, in kind … (null for platform gifts). */
    method: text().$type<ManualGiftMethod>(),
    /** A check number, what an in-kind gift was, why a gift was edited or voided. */
    note: text(),
    payload: jsonb(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("donations_source_id_unique").on(t.source, t.sourceId),
    index().on(t.campaignId, t.status),
    index().on(t.giftDate.desc()),
    index("donations_donor_email_idx").on(sql`lower(${t.donorEmail})`),
    check("donations_status_check", sql`${t.status} in ('pending', 'succeeded', 'refunded', 'failed', 'voided')`),
    check(
      "donations_source_check",
      sql`${t.source} in ('stripe', 'donorbox', 'every_org', 'zeffy', 'givebutter', 'manual')`,
    ),
    check("donations_amount_check", sql`${t.amountCents} > 0 and ${t.refundedCents} >= 0`),
  ],
);

/**
 * Year-end statements emailed to donors (issue 37 part 6): one row per email put in the outbox,
 * with what it said (the year, the gifts' count and total) and who sent it. A donor's first
 * statement for a year is unique (`resend` false), so two staff pressing Send at once queue one
 * email, decided by the database; a resend is staff's deliberate choice and adds a row of its own.
 */
export const donationStatementEmails = pgTable(
  "donation_statement_emails",
  {
    id: id(),
    /** The donor's address, lower-cased as the donors list merges it. */
    donorEmail: text().notNull(),
    year: integer().notNull(),
    totalCents: integer().notNull(),
    giftCount: integer().notNull(),
    resend: boolean().notNull().default(false),
    emailId: uuid().references(() => emailOutbox.id, { onDelete: "set null" }),
    sentById: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("donation_statement_emails_first_unique")
      .on(t.donorEmail, t.year)
      .where(sql`${t.resend} = false`),
    index().on(t.donorEmail, t.year, t.createdAt),
  ],
);

export const participants = pgTable(
  "participants",
  {
    id: id(),
    campaignId: uuid()
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    fullName: text().notNull(),
    email: text().notNull(),
    phone: text(),
    address: text().notNull(),
    eligibilityCodeUsed: text().notNull(),
    status: submissionStatus(),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.campaignId, t.submittedAt.desc()),
    // One application per email per campaign (issue 5).
    uniqueIndex("participants_campaign_email_unique").on(t.campaignId, sql`lower(${t.email})`),
  ],
);

export const completedCampaigns = pgTable(
  "completed_campaigns",
  {
    id: id(),
    title: text().notNull(),
    description: text().notNull(),
    location: text(),
    completionDate: date().notNull(),
    partnerOrganization: text(),
    beneficiary: text(),
    impactSummary: text(),
    imageUrl: text(),
    ...imageText(),
    campaignUrl: text(),
    showPartnershipSection: boolean().notNull().default(false),
    isPublished: boolean().notNull().default(true),
    ...searchAppearance(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("completed_campaigns_slug_unique").on(t.slug),
    index().on(t.completionDate.desc()),
    index("completed_campaigns_search_idx").using("gin", searchDocument(completedCampaignSearchFields(t))),
  ],
);

export function completedCampaignSearchFields(
  t: Record<"title" | "description" | "impactSummary" | "location" | "partnerOrganization" | "beneficiary", AnyColumn>,
) {
  return [
    [t.title, "A"],
    [t.description, "B"],
    [t.impactSummary, "B"],
    [t.location, "C"],
    [t.partnerOrganization, "C"],
    [t.beneficiary, "C"],
  ] as const satisfies readonly SearchField[];
}

export const newsItems = pgTable(
  "latest_news",
  {
    id: id(),
    title: text().notNull(),
    description: text().notNull(),
    content: text().notNull(),
    category: text().notNull(),
    author: text(),
    publishedDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    imageUrl: text(),
    ...imageText(),
    externalUrl: text(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isPublished: boolean().notNull().default(false),
    ...searchAppearance(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("latest_news_slug_unique").on(t.slug),
    index().on(t.isPublished, t.publishedDate.desc()),
    index().on(t.category, t.publishedDate.desc()),
    index("latest_news_search_idx").using("gin", searchDocument(newsSearchFields(t))),
  ],
);

/** The article body is stored HTML; the parser skips its tags. */
export function newsSearchFields(t: Record<"title" | "description" | "content" | "category" | "author", AnyColumn>) {
  return [
    [t.title, "A"],
    [t.description, "B"],
    [t.content, "C"],
    [t.category, "C"],
    [t.author, "C"],
  ] as const satisfies readonly SearchField[];
}

export const newsletters = pgTable(
  "newsletters",
  {
    id: id(),
    newsletterNumber: integer().notNull().unique(),
    title: text().notNull(),
    excerpt: text(),
    content: text().notNull(),
    author: text(),
    publishedDate: date(),
    featuredImageUrl: text(),
    ...imageText(),
    isPublished: boolean().notNull().default(false),
    ...searchAppearance(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("newsletters_slug_unique").on(t.slug),
    // `/newsletter/{digits}` is an issue's number (every email already sent links it), so an
    // address made only of digits would never be reached (ADR 0052).
    check("newsletters_slug_not_a_number", sql`${t.slug} !~ '^[0-9]+$'`),
    index().on(t.isPublished, t.newsletterNumber.desc()),
    index("newsletters_search_idx").using("gin", searchDocument(newsletterSearchFields(t))),
  ],
);

export function newsletterSearchFields(t: Record<"title" | "excerpt" | "content" | "author", AnyColumn>) {
  return [
    [t.title, "A"],
    [t.excerpt, "B"],
    [t.content, "C"],
    [t.author, "C"],
  ] as const satisfies readonly SearchField[];
}

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    // Stored lower-cased so the same address never subscribes twice.
    email: text().notNull().unique(),
    status: text().$type<(typeof SUBSCRIBER_STATUSES)[number]>().notNull().default("pending"),
    confirmToken: text().notNull().unique(),
    unsubscribeToken: text().notNull().unique(),
    source: text(),
    createdAt: createdAt(),
    confirmedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.createdAt.desc())],
);

// ───────────────────────────── media library ─────────────────────────────

/**
 * Every uploaded image (issue 39), once: its key is the stored file's name (`<hash>.webp`, served
 * at /media/<key>), and its alt text, or its "decorative" mark, is kept here and offered wherever
 * the image is chosen. Content rows still keep their own copy of the alt (they render without a
 * join); changing it here changes theirs (features/media/library.server.ts), and a content row
 * saved with a library image that has no alt yet gives it its alt (a trigger, drizzle/0017).
 */
export const media = pgTable(
  "media",
  {
    key: text().primaryKey(),
    fileName: text().notNull(),
    alt: text(),
    decorative: boolean().notNull().default(false),
    width: integer(),
    height: integer(),
    bytes: integer(),
    uploadedBy: text().references(() => users.id, { onDelete: "set null" }),
    uploadedAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.uploadedAt.desc())],
);

// ───────────────────────────── academy ─────────────────────────────

export const courses = pgTable(
  "academy_courses",
  {
    id: id(),
    title: text().notNull().unique(),
    description: text().notNull(),
    fullDescription: text(),
    category: text(),
    level: text(),
    duration: text(),
    imageUrl: text(),
    ...imageText(),
    isPrivate: boolean().notNull().default(false),
    // Secret: a hash (never the password itself), checked only in an action.
    passwordHash: text(),
    isPublished: boolean().notNull().default(true),
    ...searchAppearance(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("academy_courses_slug_unique").on(t.slug),
    check("academy_courses_private_password_check", sql`not ${t.isPrivate} or ${t.passwordHash} is not null`),
    index("academy_courses_search_idx").using("gin", searchDocument(courseSearchFields(t))),
  ],
);

/**
 * The public catalogue text only (title, card description, category, level): never the full
 * description, modules or lessons, which a private course shows only after it is unlocked.
 */
export function courseSearchFields(t: Record<"title" | "description" | "category" | "level", AnyColumn>) {
  return [
    [t.title, "A"],
    [t.description, "B"],
    [t.category, "C"],
    [t.level, "C"],
  ] as const satisfies readonly SearchField[];
}

export const courseModules = pgTable(
  "course_modules",
  {
    id: id(),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text(),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.courseId, t.sortOrder)],
);

export const courseLessons = pgTable(
  "course_lessons",
  {
    id: id(),
    moduleId: uuid()
      .notNull()
      .references(() => courseModules.id, { onDelete: "cascade" }),
    title: text().notNull(),
    sortOrder: integer().notNull().default(0),
    contentType: text().notNull().default("text"),
    content: text(),
    durationMinutes: integer(),
    isPreview: boolean().notNull().default(false),
    videoUrl: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.moduleId, t.sortOrder)],
);

export const courseSubmissions = pgTable(
  "course_submissions",
  {
    id: id(),
    courseId: uuid().references(() => courses.id, { onDelete: "set null" }),
    chosenCourse: text().notNull(),
    name: text(),
    email: text(),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    status: submissionStatus(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.createdAt.desc()),
    // One enrollment per course and learner's email (issue 35): enrolling again keeps the first.
    uniqueIndex("course_submissions_course_email_unique")
      .on(t.courseId, t.email)
      .where(sql`${t.email} is not null`),
  ],
);

export const lessonCompletions = pgTable(
  "lesson_completions",
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: uuid()
      .notNull()
      .references(() => courseLessons.id, { onDelete: "cascade" }),
    completedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);

// ─────────────────────────── submissions ───────────────────────────

export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text(),
    message: text().notNull(),
    status: submissionStatus(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt.desc())],
);

export const volunteerApplications = pgTable(
  "volunteer_applications",
  {
    id: id(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    address: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    zipCode: text().notNull(),
    interests: text().array().notNull(),
    availability: text().notNull(),
    experience: text(),
    hearAboutUs: text().notNull(),
    status: submissionStatus(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt.desc())],
);

/** Support-our-Academy interest gathered on the enrollment form (part 2 §7). */
export const volunteerFormSubmissions = pgTable(
  "volunteer_form_submissions",
  {
    id: id(),
    name: text(),
    email: text().notNull(),
    fieldOfInterest: text().notNull(),
    preferredContact: text().notNull(),
    status: submissionStatus(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt.desc())],
);

/** Generic partner ("agent") applications, shown to staff as partner applications. */
export const agentApplications = pgTable(
  "agent_applications",
  {
    id: id(),
    projectId: uuid().references(() => businessProjects.id, { onDelete: "set null" }),
    fullName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    location: text().notNull(),
    city: text(),
    country: text().notNull().default("us"),
    projectInterest: text().notNull(),
    projectType: text().notNull().default("product"),
    collaborationType: text(),
    experience: text(),
    message: text(),
    status: submissionStatus(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt.desc())],
);

const programmeApplicationColumns = () => ({
  id: id(),
  fullName: text().notNull(),
  email: text().notNull(),
  phone: text().notNull(),
  state: text().notNull(),
  experienceLevel: text().notNull(),
  collaborationType: text().notNull(),
  status: submissionStatus(),
  createdAt: createdAt(),
});

/** The cosmetics consultant programme (part 1 §3). */
export const consultantApplications = pgTable("consultant_applications", programmeApplicationColumns(), (t) => [
  index().on(t.createdAt.desc()),
]);

/** The lab-grown diamond agent programme (part 1 §3). */
export const diamondApplications = pgTable("diamond_applications", programmeApplicationColumns(), (t) => [
  index().on(t.createdAt.desc()),
]);

/** Individual / business opportunity applications. No SSN is collected (ARCHITECTURE security rules). */
export const opportunityApplications = pgTable(
  "opportunity_applications",
  {
    id: id(),
    opportunityType: text().$type<"individual" | "business">().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    location: text().notNull(),
    experience: text(),
    interest: text(),
    message: text(),
    status: submissionStatus(),
    createdAt: createdAt(),
  },
  (t) => [
    check("opportunity_applications_type_check", sql`${t.opportunityType} in ('individual', 'business')`),
    index().on(t.createdAt.desc()),
  ],
);

// ─────────────────────────── infrastructure ───────────────────────────

/**
 * One issue's send to its subscribers (issue 19): at most one per issue (the unique
 * `newsletterId`). The body is rendered once and kept here; each recipient's outbox row points
 * at it, and the outbox worker puts that recipient's own unsubscribe address into
 * `{{unsubscribe_url}}` as it sends.
 */
export const newsletterSends = pgTable("newsletter_sends", {
  id: id(),
  newsletterId: uuid()
    .notNull()
    .unique()
    .references(() => newsletters.id, { onDelete: "cascade" }),
  subject: text().notNull(),
  htmlBody: text().notNull(),
  textBody: text().notNull(),
  recipientCount: integer().notNull(),
  startedBy: text().references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/**
 * Every email goes here first and is sent with retries (ARCHITECTURE: email). A newsletter
 * message has no body of its own (`textBody` is empty): it is its send's, with the recipient's
 * unsubscribe address put in; it is sent only while `subscriberId` is still confirmed, and is
 * `skipped` otherwise.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: id(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    /** Extra headers, e.g. List-Unsubscribe (RFC 8058). */
    headers: jsonb().$type<Record<string, string>>(),
    newsletterSendId: uuid().references(() => newsletterSends.id, { onDelete: "cascade" }),
    subscriberId: uuid().references(() => newsletterSubscribers.id, { onDelete: "set null" }),
    status: text().$type<OutboxStatus>().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Set just before the message goes to the mail server, cleared once the outcome is written:
     * a row found with it set after its lease ran out was interrupted mid-send (a crash).
     */
    sendingAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.status, t.nextAttemptAt),
    // A send reaches each subscriber once, whatever retries or restarts happen.
    uniqueIndex("email_outbox_send_subscriber_unique").on(t.newsletterSendId, t.subscriberId),
    index().on(t.newsletterSendId, t.status),
  ],
);

/**
 * One row per staff notification a submission asked for (ADR 0021): sent alone (the first
 * `STAFF_NOTIFICATIONS.alonePerWindow` in a window) or waiting for the next digest email, which
 * sets `digestEmailId` in the transaction that queues it. Rows that are done leave after a window.
 */
export const staffNotifications = pgTable(
  "staff_notifications",
  {
    id: id(),
    /** What arrived, as the back office names it ("Contact message"). */
    kind: text().notNull(),
    /** The visitor's name or subject, shortened. */
    summary: text().notNull(),
    /** The record in the back office ("/admin/submissions/contact/…"). */
    path: text().notNull(),
    /** The visitor's address, for the digest's "Reply" link (issue 35); null when none was given. */
    replyTo: text(),
    sentAlone: boolean().notNull(),
    /** The digest that listed it (an `email_outbox` id); null while it waits. */
    digestEmailId: uuid(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.sentAlone, t.createdAt),
    index("staff_notifications_waiting")
      .on(t.createdAt)
      .where(sql`${t.sentAlone} = false and ${t.digestEmailId} is null`),
  ],
);

// ─────────────────────────── privacy (issue 38) ───────────────────────────

/**
 * A person's request to see (export) or delete (erase) what the site holds about their address
 * (ADR 0042). It reaches the back office only once confirmed from the emailed link: the link's
 * token is stored as its SHA-256 (`tokenHash`), used once (cleared on confirming) and expires.
 * `dueAt` is the date by which staff answer (45 days after confirming). Once done, `email` keeps
 * only a masked form ("a•••@example.org"): the request stays as the record of having answered.
 */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: id(),
    kind: text().$type<PrivacyRequestKind>().notNull(),
    email: text().notNull(),
    status: text().$type<PrivacyRequestStatus>().notNull().default("unconfirmed"),
    tokenHash: text().unique(),
    tokenExpiresAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    confirmedAt: timestamp({ withTimezone: true }),
    dueAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    completedBy: text().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("privacy_requests_kind_check", sql`${t.kind} in ('export', 'erase')`),
    check("privacy_requests_status_check", sql`${t.status} in ('unconfirmed', 'confirmed', 'done')`),
    index().on(t.status, t.dueAt),
  ],
);

/**
 * How long each kind of record is kept (ADR 0042), set in the back office. The daily job
 * anonymizes what is past its period only while `app_meta` "retention.enabled" is "true".
 */
export const retentionRules = pgTable("retention_rules", {
  rule: text().primaryKey(),
  months: integer().notNull(),
  updatedAt: updatedAt(),
});

// ───────────────────────────── replies to submissions (issue 36) ─────────────────────────────
// Submissions live in one table per kind; what staff add to them (decisions, notes, an owner) and
// the receipts sent for them are kept here, each keyed by (kind, submission id), the kind being
// the back office's name for the list ("campaign", "volunteer", …).

/**
 * One row per receipt queued to a submitter, for the per-address limit (ADR 0034): at most
 * `RECEIPTS_PER_ADDRESS_PER_DAY` in a day. Rows older than a day are deleted as new ones come.
 */
export const submissionReceipts = pgTable(
  "submission_receipts",
  {
    id: id(),
    /** The address, lowercased. */
    address: text().notNull(),
    kind: text().notNull(),
    submissionId: uuid().notNull(),
    emailId: uuid().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.address, t.createdAt)],
);

/**
 * Every decision staff sent about a submission, oldest first: the newest is its outcome now, the
 * rest is its history (a decision can be changed; nothing here is ever updated).
 */
export const submissionDecisions = pgTable(
  "submission_decisions",
  {
    id: id(),
    kind: text().notNull(),
    submissionId: uuid().notNull(),
    /** The outcome's code ("needs_info"); its label depends on the kind (`reply-templates.ts`). */
    outcome: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    /** The message as sent (plain text; the HTML part is built from it). */
    message: text().notNull(),
    decidedById: text().references(() => users.id, { onDelete: "set null" }),
    /** Kept as it was when sent, so the history still names a staff member whose account is gone. */
    decidedByName: text().notNull(),
    decidedByEmail: text().notNull(),
    emailId: uuid().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.kind, t.submissionId, t.createdAt)],
);

/** Internal notes: staff only, never sent to the person, never on a public page. */
export const submissionNotes = pgTable(
  "submission_notes",
  {
    id: id(),
    kind: text().notNull(),
    submissionId: uuid().notNull(),
    body: text().notNull(),
    authorId: text().references(() => users.id, { onDelete: "set null" }),
    authorName: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.kind, t.submissionId, t.createdAt)],
);

/** Who on the staff looks after a submission (at most one). */
export const submissionOwners = pgTable(
  "submission_owners",
  {
    kind: text().notNull(),
    submissionId: uuid().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assignedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.submissionId] }), index().on(t.userId)],
);

/**
 * Staff's own wording of a receipt or decision email (`receipt:<kind>`, `decision:<kind>:<outcome>`);
 * a template without a row uses its default from `reply-templates.ts`.
 */
export const emailTemplates = pgTable("email_templates", {
  key: text().primaryKey(),
  subject: text().notNull(),
  body: text().notNull(),
  updatedById: text().references(() => users.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});

/** Counters of rate-limiter-flexible's Drizzle store, used when several processes share PostgreSQL. */
export const rateLimits = pgTable("rate_limits", {
  key: text().primaryKey(),
  points: integer().notNull().default(0),
  expire: timestamp({ withTimezone: true }),
});

/** Small key/value facts about this database (for example when demo content was seeded). */
/**
 * When each admin last opened the dashboard, so its home can count what arrived since
 * (issue 8). `previousSeenAt` is the visit before the current one: the dashboard counts
 * from there, so a reload does not reset the counts to zero.
 */
export const adminVisits = pgTable("admin_visits", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  previousSeenAt: timestamp({ withTimezone: true }),
});

export const appMeta = pgTable("app_meta", {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: updatedAt(),
});

export type TeamMember = typeof teamMembers.$inferSelect;
export type BusinessProject = typeof businessProjects.$inferSelect;
export type Campaign = typeof campaigns.$inferSelect;
export type CompletedCampaign = typeof completedCampaigns.$inferSelect;
export type NewsItem = typeof newsItems.$inferSelect;
export type Newsletter = typeof newsletters.$inferSelect;
export type Course = typeof courses.$inferSelect;
export type CourseModule = typeof courseModules.$inferSelect;
export type CourseLesson = typeof courseLessons.$inferSelect;
export type Donation = typeof donations.$inferSelect;
export type DonationStatementEmail = typeof donationStatementEmails.$inferSelect;

// ───────────────────────────── page copy (issue 39 part 3, ADR 0049) ─────────────────────────────
// The words of the fixed pages (the FAQ's questions, the privacy policy and terms, the home hero)
// that staff may rewrite. One row per key of app/features/pages/copy.ts, holding that key's JSON
// document; a key with no row shows the copy in app/content, which is therefore its seed. The
// pages' structure (routes, section order, the spec's headings) stays in code.
export const pageCopy = pgTable("page_copy", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: updatedAt(),
});
export type PageCopyRow = typeof pageCopy.$inferSelect;

export type MediaItem = typeof media.$inferSelect;

// ───────────────────────────── revisions and trash (issue 39 part 4, ADR 0051) ─────────────────────────────
// Every save of a content item keeps its editable fields as they were saved; a deleted item's whole
// row waits in the trash for 30 days before it is purged. `kind` names an entry of CONTENT_KINDS
// (app/utils/revisions.server.ts); `item_id` is the row's id (a page copy's key). Who saved or
// deleted is a staff account (set null when it is deleted); their name is read from it.
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: id(),
    kind: text().notNull(),
    itemId: text().notNull(),
    snapshot: jsonb().$type<Record<string, unknown>>().notNull(),
    changedFields: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** What made the revision: a save, a restore of an earlier one, or the state before history was kept. */
    source: text().$type<"save" | "restore" | "baseline">().notNull().default("save"),
    authorUserId: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.kind, t.itemId, t.createdAt.desc())],
);

export const contentTrash = pgTable(
  "content_trash",
  {
    id: id(),
    kind: text().notNull(),
    itemId: text().notNull(),
    title: text().notNull(),
    snapshot: jsonb().$type<Record<string, unknown>>().notNull(),
    deletedBy: text().references(() => users.id, { onDelete: "set null" }),
    deletedAt: createdAt(),
  },
  (t) => [index().on(t.deletedAt), uniqueIndex().on(t.kind, t.itemId)],
);
export type ContentRevision = typeof contentRevisions.$inferSelect;
export type ContentTrashRow = typeof contentTrash.$inferSelect;

// ───────────────────────────── old addresses (issue 39 part 5, ADR 0052) ─────────────────────────────
// Every slug an item had before its current one, so links shared earlier answer 301 to the new
// address. Written and cleaned by triggers on the items' tables (drizzle/0019): a slug change adds
// the old one here, a delete removes the item's rows. One slug belongs to one item of a kind.
export const slugHistory = pgTable(
  "slug_history",
  {
    id: id(),
    /** Which table: "news" (latest_news), "completed-campaign" (completed_campaigns), "course" (academy_courses). */
    kind: text().notNull(),
    slug: text().notNull(),
    itemId: uuid().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("slug_history_kind_slug_unique").on(t.kind, t.slug), index().on(t.kind, t.itemId)],
);
