/**
 * CSV for spreadsheets: RFC 4180 quoting, CRLF line ends, a UTF-8 byte-order mark so Excel
 * reads accents and emoji, and formula-injection safety (OWASP): a cell starting with
 * = + - @ tab or carriage return is prefixed with an apostrophe so it is shown as text.
 *
 * A cell is quoted when it holds anything a spreadsheet may split on, not only the comma:
 * in locales whose list separator is `;` (most of Europe) Excel opens a CSV by splitting on
 * semicolons, and LibreOffice may offer tab or `|`; unquoted, "a;=cmd()" became two cells, the
 * second one a formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",;\t|\r\n]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text =
    value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.join("; ") : String(value);
  // A would-be formula is shown as text, and quoted as well, so no importer sees it bare.
  const isFormula = FORMULA_START.test(text);
  if (isFormula) text = `'${text}`;
  return isFormula || NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
