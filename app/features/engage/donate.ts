import { truncate } from "~/utils/misc";

export interface DonationEmbed {
  formUrl: string;
  /**
   * The platform's embed script (DONATION_SCRIPT_URL; the CSP allows its origin). It sizes and
   * wires up the frame; the frame works without it, so it is loaded only when configured.
   */
  scriptUrl: string | null;
}

/** The embed for a configured form address, or null when there is none (the page explains other ways to give). */
export function donationEmbed(formUrl: string | undefined, scriptUrl?: string): DonationEmbed | null {
  if (!formUrl) return null;
  const url = new URL(formUrl);
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  return { formUrl: url.toString(), scriptUrl: scriptUrl ? new URL(scriptUrl).toString() : null };
}

/**
 * `?project=` names the project a visitor came to support. It is only ever shown as text
 * (React escapes it); control characters go, whitespace collapses and it is cut to `max`.
 */
export function projectFromQuery(value: string | null, max: number): string | null {
  if (!value) return null;
  const cleaned = value
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return cleaned ? truncate(cleaned, max) : null;
}

export type DonationReturn = "success" | "canceled";

/**
 * What the donation platform's return address says (`?success=true`, `?canceled=true`). It only
 * chooses a message; it never changes an amount (ARCHITECTURE security rules).
 */
export function donationReturn(params: URLSearchParams): DonationReturn | null {
  if (params.get("success") === "true") return "success";
  if (params.get("canceled") === "true") return "canceled";
  return null;
}
