/** The CSV import's choices and bounds (ADR 0047), shared by its form and the server. */

export const IMPORT_PLATFORMS = ["zeffy", "givebutter", "donorbox"] as const;
export type ImportPlatform = (typeof IMPORT_PLATFORMS)[number];

export const IMPORT_PLATFORM_LABELS: Record<ImportPlatform, string> = {
  zeffy: "Zeffy",
  givebutter: "Givebutter",
  donorbox: "Donorbox",
};

/**
 * A file larger than this is refused before it is read. The preview carries the file to the
 * import as base64 in the page (a third larger), and a form body may be 1 MB (ADR 0022).
 */
export const MAX_IMPORT_BYTES = 400_000;
/** More rows than this are refused: split the export by date. */
export const MAX_IMPORT_ROWS = 5_000;
