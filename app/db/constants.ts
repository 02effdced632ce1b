/**
 * Enumerations of the schema, without any database code, so browser components can use
 * them (importing app/db/schema.ts would pull Drizzle into the page's JavaScript).
 */
export const ROLES = ["admin", "user"] as const;
export type Role = (typeof ROLES)[number];

export const TEAM_CATEGORIES = ["board", "committee"] as const;
export type TeamCategory = (typeof TEAM_CATEGORIES)[number];

export const CAMPAIGN_STATUSES = ["Active", "Completed", "Upcoming"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Review status of anything a visitor submits; staff move it along in the dashboard. */
export const SUBMISSION_STATUSES = ["new", "in_progress", "done", "archived"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;

/**
 * The states of an email in the outbox: waiting (or being retried), sent, given up on, or
 * skipped (a newsletter message whose subscriber left the list before it went out, or an email
 * that was waiting when a backup was made: the restored site does not send it, ADR 0007). The
 * reason is in `lastError`.
 */
export const OUTBOX_STATUSES = ["pending", "sent", "failed", "skipped"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
