import { truncate } from "~/utils/misc";

/** Part 2 §9: card descriptions are cut at 120 characters, impact summaries at 100, each plus "...". */
export const CARD_DESCRIPTION_LENGTH = 120;
export const CARD_IMPACT_LENGTH = 100;

/** The texts a completed-campaign card shows, already cut, so the page data stays small. */
export function cardText(
  description: string,
  impactSummary: string | null,
): { description: string; impactSummary: string | null } {
  return {
    description: truncate(description, CARD_DESCRIPTION_LENGTH),
    impactSummary: impactSummary?.trim() ? truncate(impactSummary.trim(), CARD_IMPACT_LENGTH) : null,
  };
}
