/**
 * Eligibility codes that cannot be guessed (ADR 0009), shared by the admin editor (server and
 * browser) and the seed. A code is a word, four random characters and a year: `HOPE-7KQ2-2026`.
 * The word and the year are easy to read aloud and to print; the random part is what makes the
 * code hard to guess: 32 words × 712,704 random parts (four characters from 32, at least one
 * letter and one digit) ≈ 2^24.4 codes per year.
 */

/** Digits and capitals without 0, 1, I and O, which are easily misread. 32 characters. */
export const CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** 32 short, friendly words (only the first part of a code; the random part carries the secret). */
export const CODE_WORDS = [
  "HOPE",
  "CARE",
  "KIND",
  "HELP",
  "GIVE",
  "WARM",
  "GLOW",
  "HOME",
  "SEED",
  "ROOT",
  "LEAF",
  "TIDE",
  "STAR",
  "BEAM",
  "PATH",
  "DAWN",
  "OAK",
  "PINE",
  "BAY",
  "COVE",
  "HILL",
  "LAKE",
  "RAIN",
  "SUN",
  "BELL",
  "KITE",
  "NEST",
  "WING",
  "BOAT",
  "LAMP",
  "MAPLE",
  "RIVER",
] as const;

/** A uniform integer in [0, max): `crypto.randomInt` on the server, `crypto.getRandomValues` in the browser. */
export type RandomInt = (max: number) => number;

/**
 * The example shown to applicants beside the code field (part 1 §5's format hint): the shape of
 * a generated code, and never a real one (`generateEligibilityCode` draws again, and staff who
 * type it are warned), so it tells an applicant what to type without helping anyone guess.
 */
export const SAMPLE_CODE = "HOPE-7KQ2-2026";

/** A fresh code for `year`. */
export function generateEligibilityCode(randomInt: RandomInt, year: number): string {
  for (;;) {
    const word = CODE_WORDS[randomInt(CODE_WORDS.length)]!;
    let random = "";
    // Drawn again until it mixes letters and digits, so it never reads as a word or a number
    // (and the weak-code warning below always recognizes it).
    while (!/[A-Z]/.test(random) || !/\d/.test(random)) {
      random = Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
    }
    const code = `${word}-${random}-${year}`;
    if (code !== SAMPLE_CODE) return code;
  }
}

/** `crypto.getRandomValues`, without modulo bias: for the browser's "Generate a code" button. */
export function browserRandomInt(max: number): number {
  const limit = 2 ** 32 - (2 ** 32 % max);
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    if (buffer[0]! < limit) return buffer[0]! % max;
  }
}

export const MIN_STRONG_CODE_LENGTH = 10;

/**
 * Why a code is easy to guess, or null. A warning for staff, never a refusal: partners may
 * already have printed a code. Weak: shorter than 10 characters, a word followed by a number
 * (ANCHOR2026, HOPE-2025), or no random part (a group of at least 4 characters mixing letters
 * and digits, like 7KQ2).
 */
export function describeWeakCode(code: string): string | null {
  const value = code.trim();
  if (value === "") return null;
  const advice = "Codes like this can be guessed; use “Generate a code” for one that cannot.";
  if (value.toUpperCase() === SAMPLE_CODE)
    return `This is the example every applicant sees beside the code field. ${advice}`;
  if (value.length < MIN_STRONG_CODE_LENGTH) return `This code is short. ${advice}`;
  if (/^[A-Za-z]+[-_.]?\d+$/.test(value)) return `This code is a word followed by a number. ${advice}`;
  const groups = value.split(/[^A-Za-z0-9]+/);
  const hasRandomPart = groups.some((group) => group.length >= 4 && /[A-Za-z]/.test(group) && /\d/.test(group));
  if (!hasRandomPart) return `This code has no random part. ${advice}`;
  return null;
}
