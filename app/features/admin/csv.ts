/**
 * CSV for spreadsheets: RFC 4180 quoting, CRLF line ends, a UTF-8 byte-order mark so Excel
 * reads accents and emoji, and formula-injection safety (OWASP): a cell starting with
 * = + - @ tab or carriage return is prefixed with an apostrophe so it is shown as text.
 *
 * A cell is quoted when it holds anything a spreadsheet may split on, not only the comma: in
 * locales whose list separator is `;` (most of Europe) Excel opens a CSV by splitting on
 * semicolons, LibreOffice may offer tab or `|`. Such a reader honours quotes only at the start
 * of what it sees as a field, so `a;=cmd()` inside one of our quoted cells still reaches it as
 * a field `=cmd()`: a formula trigger right after one of those separators or a line break
 * (spaces between allowed) gets the same apostrophe as one at the start of the cell.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",;\t|\r\n]/;
const FORMULA_AFTER_SEPARATOR = /([;\t|\r\n][ ]*)([=+\-@])/g;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.join("; ") : String(value);
  // A would-be formula is shown as text, and quoted as well, so no importer sees it bare.
  const isFormula = FORMULA_START.test(text);
  if (isFormula) text = `'${text}`;
  text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
  return isFormula || NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
