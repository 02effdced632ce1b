/**
 * Enumerations of the schema, without any database code, so browser components can use
 * them (importing app/db/schema.ts would pull Drizzle into the page's JavaScript).
 */
/**
 * The roles an account can hold. "user" is a visitor's account; the other three are staff, each
 * with the permissions `app/features/auth/permissions.ts` grants it (issue 35).
 */
export const ROLES = ["admin", "editor", "caseworker", "user"] as const;
export type Role = (typeof ROLES)[number];
export type StaffRole = Exclude<Role, "user">;

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Administrator",
  editor: "Editor",
  caseworker: "Caseworker",
  user: "User",
};

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

/** What a person may ask for about their data (issue 38), and where such a request stands. */
export const PRIVACY_REQUEST_KINDS = ["export", "erase"] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];
export const PRIVACY_REQUEST_STATUSES = ["unconfirmed", "confirmed", "done"] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];
/**
 * Where a gift in the donations ledger came from (issue 37): a platform's webhook or export, or
 * staff entering a check, cash or in-kind gift by hand.
 */
export const DONATION_SOURCES = ["stripe", "donorbox", "every_org", "zeffy", "givebutter", "manual"] as const;
export type DonationSource = (typeof DONATION_SOURCES)[number];

/**
 * A gift's state. Only `succeeded` gifts count toward a campaign's raised amount; a gift from a
 * platform that does not sign its webhooks stays `pending` until staff confirm it; `voided` is a
 * gift staff entered by mistake (kept, with the reason, for the audit trail).
 */
export const DONATION_STATUSES = ["pending", "succeeded", "refunded", "failed", "voided"] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];

/** How a gift entered by hand was given. */
export const MANUAL_GIFT_METHODS = ["check", "cash", "in_kind", "other"] as const;
export type ManualGiftMethod = (typeof MANUAL_GIFT_METHODS)[number];
