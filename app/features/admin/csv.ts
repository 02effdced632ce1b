/**
 * CSV for spreadsheets: RFC 4180 quoting, CRLF line ends, a UTF-8 byte-order mark so Excel
 * reads accents and emoji, and formula-injection safety (OWASP): a cell starting with
 * = + - @ tab or carriage return is prefixed with an apostrophe so it is shown as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text =
    value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.join("; ") : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
