import type { SnippetPart } from "./kinds";

/**
 * `ts_headline` marks matches with these two control characters (never HTML). The text around them
 * is rendered as React text nodes, so nothing in a snippet is ever parsed as markup.
 */
export const MATCH_START = "\u0001";
export const MATCH_END = "\u0002";

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  "#39": "'",
};

/** Stored HTML bodies lose their tags in SQL; the few common entities left are turned back into characters. */
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? "");
}

/** Splits a headline into plain and matched parts, with whitespace tidied. */
export function parseHeadline(headline: string | null | undefined): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const text = (headline ?? "").replace(/\s+/g, " ").trim();
  let rest = text;
  while (rest.length > 0) {
    const start = rest.indexOf(MATCH_START);
    if (start === -1) {
      push(parts, rest, false);
      break;
    }
    push(parts, rest.slice(0, start), false);
    const end = rest.indexOf(MATCH_END, start + 1);
    const matched = end === -1 ? rest.slice(start + 1) : rest.slice(start + 1, end);
    push(parts, matched, true);
    rest = end === -1 ? "" : rest.slice(end + 1);
  }
  return parts;
}

function push(parts: SnippetPart[], raw: string, isMatch: boolean) {
  const text = decodeEntities(raw.replaceAll(MATCH_START, "").replaceAll(MATCH_END, ""));
  if (!text) return;
  const last = parts.at(-1);
  if (last && last.isMatch === isMatch) last.text += text;
  else parts.push({ text, isMatch });
}
