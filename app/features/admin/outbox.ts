/** The states of an email in the outbox (shared by the outbox page and its queries). */
export const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** `?status=` as a known status, or undefined (all). */
export function parseOutboxStatus(value: string | null): OutboxStatus | undefined {
  return OUTBOX_STATUSES.find((status) => status === value);
}
