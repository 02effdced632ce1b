import { z } from "zod";
import { EMAIL_PATTERN, stripScriptTags } from "./text-rules";

/**
 * Building blocks for form schemas (shared by server and browser). Every text input is
 * trimmed, has script tags stripped and a length limit, so hostile input is stored inert.
 */

export { EMAIL_PATTERN, stripScriptTags } from "./text-rules";

// NUL characters are dropped too: PostgreSQL text cannot store them.
const clean = (value: unknown) =>
  typeof value === "string" ? stripScriptTags(value).replace(/\0/g, "").trim() : value;
const blankToUndefined = (value: unknown) => {
  const cleaned = clean(value);
  return cleaned === "" ? undefined : cleaned;
};

/** A required text field. Conform sends an empty input as undefined, hence the `error` callback. */
export function requiredText(message: string, { max = 200, tooLong }: { max?: number; tooLong?: string } = {}) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .min(1, message)
      .max(max, tooLong ?? `Please keep this under ${max.toLocaleString("en-US")} characters.`),
  );
}

/** An optional text field: empty becomes undefined (store it as null). */
export function optionalText({ max = 200, tooLong }: { max?: number; tooLong?: string } = {}) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(max, tooLong ?? `Please keep this under ${max.toLocaleString("en-US")} characters.`)
      .optional(),
  );
}

/** A required email address, lower-cased. */
export function requiredEmail(messages: { required: string; invalid: string }) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: messages.required })
      .min(1, messages.required)
      .max(254, messages.invalid)
      .regex(EMAIL_PATTERN, messages.invalid)
      .transform((email) => email.toLowerCase()),
  );
}

/** One of a fixed list of values, with one message for missing and wrong values alike. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(blankToUndefined, z.enum(values, { error: message }));
}
