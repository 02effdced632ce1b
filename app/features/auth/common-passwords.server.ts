import { dictionary } from "@zxcvbn-ts/language-common";

let common: Set<string> | undefined;

/** True for the ~49,000 most common passwords (offline list from zxcvbn-ts), case-insensitively. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}
