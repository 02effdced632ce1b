/**
 * Turning what a visitor typed into a safe PostgreSQL text-search query (issue 8).
 * Raw text never reaches `to_tsquery`: only runs of letters and digits survive, so the
 * operators `& | ! ( ) : * '` and anything else are gone before the query is built.
 */

/** Longer queries are refused with a message rather than searched. */
export const MAX_QUERY_LENGTH = 100;
/** More words than this add nothing but cost. */
export const MAX_QUERY_WORDS = 8;

export type ParsedQuery =
  | { status: "empty"; text: string }
  | { status: "too-long"; text: string }
  /** `tsquery` is a `to_tsquery` expression: every word as a prefix (`word:*`), all required (`&`). */
  | { status: "ok"; text: string; words: string[]; tsquery: string };

const WORD = /[\p{L}\p{N}]+/gu;

export function parseSearchQuery(input: string | null | undefined): ParsedQuery {
  const text = (input ?? "").trim();
  if (text.length > MAX_QUERY_LENGTH) return { status: "too-long", text: text.slice(0, MAX_QUERY_LENGTH) };
  const words = [
    ...new Set((text.normalize("NFKC").toLowerCase().match(WORD) ?? []).map((word) => word.slice(0, 40))),
  ].slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) return { status: "empty", text };
  return {
    status: "ok",
    text,
    words,
    tsquery: words.map((word) => `${word}:*`).join(" & "),
  };
}
