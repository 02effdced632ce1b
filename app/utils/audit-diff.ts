import { formatDateTime } from "./site-time";

/**
 * The audit log's record of an update: only the fields that changed (issue 18), and how to
 * show any entry, new or old, as lines a person can read. Pure, shared by the writer
 * (audit.server.ts) and the audit page.
 */

export type AuditChange = { from: unknown; to: unknown } | { secret: true };

export interface AuditDiff {
  /** A name for what changed (its title, name or email), kept even when it did not change. */
  label?: string;
  changes: Record<string, AuditChange>;
}

/** Dates as ISO strings and a missing value as null, so a saved value compares equal to the row it came from. */
function normalise(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value === undefined ? null : value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(normalise(a)) === JSON.stringify(normalise(b));

function labelOf(values: Record<string, unknown>): string | undefined {
  for (const key of ["title", "name", "email"]) {
    const value = values[key];
    if (typeof value === "string" && value) return value;
  }
  return undefined;
}

/**
 * The fields of `after` whose value differs from `before`. A field `before` does not have (a
 * description of the save such as "password changed") is kept as it is. A secret field is only
 * marked as changed, never with its values.
 */
export function diffForAudit(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  secretFields: readonly string[] = [],
): AuditDiff {
  const changes: Record<string, AuditChange> = {};
  for (const [key, value] of Object.entries(after)) {
    if (!(key in before)) {
      changes[key] = { from: null, to: normalise(value) };
      continue;
    }
    if (same(before[key], value)) continue;
    changes[key] = secretFields.includes(key)
      ? { secret: true }
      : { from: normalise(before[key]), to: normalise(value) };
  }
  const label = labelOf(after) ?? labelOf(before);
  return label ? { label, changes } : { changes };
}

function isDiff(details: unknown): details is AuditDiff {
  return (
    typeof details === "object" &&
    details !== null &&
    "changes" in details &&
    typeof (details as { changes: unknown }).changes === "object" &&
    (details as { changes: unknown }).changes !== null
  );
}

/** "imageUrl" → "image url", "is_published" → "is published". */
export function humanizeField(key: string): string {
  return key
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
}

/** Stored codes as the screens say them ("in_progress" → "In progress"). */
const CODE_LABELS: Record<string, string> = {
  new: "New",
  in_progress: "In progress",
  done: "Done",
  archived: "Archived",
  pending: "Pending",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
  sent: "Sent",
  failed: "Failed",
  skipped: "Skipped",
  admin: "Administrator",
  user: "User",
};
const CODE_KEYS = new Set(["status", "role", "from", "to"]);
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * Fields that say nothing to a person reading the log: ids (the record is named in words
 * instead), a create form's one-time token, and byte counts of text.
 */
function isNoise(key: string): boolean {
  return key === "id" || /Id$/.test(key) || key === "createToken" || key === "label" || /length$/i.test(key);
}

function show(value: unknown, key: string, zone: string): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) {
    if (value.length === 0) return "(none)";
    if (value.every((item) => typeof item !== "object" || item === null)) return cut(value.join(", "));
  }
  if (typeof value === "string") {
    if (ISO_INSTANT.test(value)) return formatDateTime(value, zone);
    if (CODE_KEYS.has(key) && CODE_LABELS[value]) return CODE_LABELS[value];
  }
  return cut(typeof value === "object" ? JSON.stringify(value) : String(value));
}

const cut = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}...` : text);

export interface AuditSummary {
  label?: string;
  /** One line per field. */
  lines: string[];
  /** True for an update written before only changed fields were kept: every field as saved. */
  isFullRecord: boolean;
}

/**
 * An entry's details as lines to read: "title: Old → New", or "field: value" for other entries;
 * instants in the site's zone (`zone`), stored codes as labels, lists as lists, no ids.
 */
export function summariseAudit(action: string, details: unknown, zone: string): AuditSummary {
  if (isDiff(details)) {
    const lines = Object.entries(details.changes)
      .filter(([key]) => !isNoise(key))
      .map(([key, change]) =>
        "secret" in change
          ? `${humanizeField(key)}: changed (not shown)`
          : `${humanizeField(key)}: ${show(change.from, key, zone)} → ${show(change.to, key, zone)}`,
      );
    const rest = Object.entries(details).filter(([key]) => key !== "changes" && !isNoise(key));
    for (const [key, value] of rest) lines.unshift(`${humanizeField(key)}: ${show(value, key, zone)}`);
    return { label: details.label, lines: lines.length > 0 ? lines : ["No fields changed."], isFullRecord: false };
  }
  if (!details || typeof details !== "object") return { lines: [], isFullRecord: false };
  const values = details as Record<string, unknown>;
  const lines = Object.entries(values)
    .filter(([key, value]) => !isNoise(key) && value !== null && value !== undefined && value !== "")
    .map(([key, value]) => `${humanizeField(key)}: ${show(value, key, zone)}`);
  const label = typeof values.label === "string" && values.label ? values.label : labelOf(values);
  return { label, lines, isFullRecord: action === "update" };
}
