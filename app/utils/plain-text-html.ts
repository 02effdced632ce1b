/** True when the text has HTML markup (a tag), not just words. */
export function hasMarkup(text: string): boolean {
  return /<\/?[a-z][\s\S]*?>/i.test(text);
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Plain text becomes paragraphs: a blank line starts a new one, a single newline is a line break. */
export function plainTextToHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "")
    .map((paragraph) => `<p>${escapeText(paragraph).replace(/\r?\n/g, "<br />")}</p>`)
    .join("\n");
}
