import { randomInt } from "node:crypto";
import { generateEligibilityCode } from "./eligibility-code";

/** A new code for this year, from the operating system's random source. */
export function suggestEligibilityCode(now = new Date()): string {
  return generateEligibilityCode((max) => randomInt(max), now.getFullYear());
}
