import type { DonationSource, DonationStatus } from "~/db/constants";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** "$300.00" from cents. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** "300.00" for a form's amount input. */
export function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2);
}

export const SOURCE_LABELS: Record<DonationSource, string> = {
  stripe: "Stripe",
  donorbox: "Donorbox",
  every_org: "Every.org",
  zeffy: "Zeffy",
  givebutter: "Givebutter",
  manual: "Entered by staff",
};

export const STATUS_LABELS: Record<DonationStatus, string> = {
  pending: "Waiting for confirmation",
  succeeded: "Received",
  refunded: "Refunded",
  failed: "Failed",
  voided: "Voided",
};
