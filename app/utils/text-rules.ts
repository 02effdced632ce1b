/**
 * Text rules without the validation library, for code that runs in the browser before a form
 * is used (docs/decisions/0004). `~/utils/validation` builds its zod schemas on these.
 */

const SCRIPT_TAG = /<\s*script\b[^>]*>[\s\S]*?<\s*\/\s*script\s*>|<\s*\/?\s*script\b[^>]*>/gi;

export function stripScriptTags(value: string): string {
  return value.replace(SCRIPT_TAG, "");
}

/** A basic email pattern: something@something.tld with no spaces (part 1 §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
