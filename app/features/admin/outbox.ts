import { OUTBOX_STATUSES, type OutboxStatus } from "~/db/constants";

/** The states of an email in the outbox (shared by the outbox page and its queries). */
export { OUTBOX_STATUSES, type OutboxStatus };

/** `?status=` as a known status, or undefined (all). */
export function parseOutboxStatus(value: string | null): OutboxStatus | undefined {
  return OUTBOX_STATUSES.find((status) => status === value);
}
