import type { Role, StaffRole } from "~/db/constants";

/**
 * What a staff member may open in the back office, by role (issue 35, ADR 0026). Every admin
 * loader and action names the one permission it needs (`requireStaff(context, "content")`);
 * `tests/integration/admin-routes-guarded.test.ts` calls every admin route as every role and
 * holds the table of who may open what, so a route that asks for the wrong permission fails there.
 *
 * No database code: the admin navigation imports this too, to show only what the role may open.
 */
export const PERMISSIONS = [
  /** The dashboard itself (each section on it is shown only to those who may open it). */
  "dashboard",
  /** Projects, campaigns' details, completed campaigns, news, newsletters and their sending, courses, team, images. */
  "content",
  /** Everything visitors send (submissions, campaign participants, subscribers) and its exports. */
  "submissions",
  /** Accounts and their roles. */
  "accounts",
  /** The email outbox: every email the site sent, with its recipient. */
  "outbox",
  /** The audit log. */
  "audit",
  /** Site-wide settings. */
  "settings",
  /** Donations and donors. */
  "donations",
  /** Finding, exporting and erasing a person's data. */
  "privacy",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const GRANTS: Record<StaffRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  editor: ["dashboard", "content"],
  caseworker: ["dashboard", "submissions"],
};

export function isStaffRole(role: Role): role is StaffRole {
  return role !== "user";
}

/** May an account with this role do what `permission` covers? A visitor's account never may. */
export function can(role: Role, permission: Permission): boolean {
  return isStaffRole(role) && GRANTS[role].includes(permission);
}

/** What each staff role is for, as the accounts page explains it. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: "Everything: content, submissions, donations, accounts, the outbox, the audit log and settings.",
  editor: "All content and newsletters. No submissions, subscribers' addresses, accounts or backups.",
  caseworker: "Submissions and campaign participants, their decisions and notes. No content editing or accounts.",
  user: "A visitor's account: no back office.",
};
