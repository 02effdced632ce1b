import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { parse } from "csv-parse/sync";
import type { DonationStatus } from "~/db/constants";
import { parseDateTimeInput } from "~/utils/site-time-input";
import { IMPORT_PLATFORM_LABELS, IMPORT_PLATFORMS, MAX_IMPORT_ROWS, type ImportPlatform } from "./import-rules";

/**
 * Reading the payment exports of Zeffy, Givebutter and Donorbox (issue 37 part 3, ADR 0047).
 * Pure: a file's text in, one reading per row out (a gift, or the reason it cannot be one). The
 * ledger is not touched here; `import.server.ts` sorts the gifts into new and duplicates.
 */

const MAX_CENTS = 1_000_000_000;

interface Mapping {
  /** How a slash date (03/04/2026) is read: the platform's own order. */
  slashDates: "month-first" | "day-first";
  id: string[];
  date: string[];
  amount: string[];
  currency: string[];
  name: string[];
  firstName: string[];
  lastName: string[];
  email: string[];
  campaign: string[];
  status: string[];
  /** A yes/no column saying the gift was refunded. */
  refunded: string[];
  recurring: string[];
  /** Headers only this platform's export has: one of them, with id, date and amount, names it. */
  signature: string[];
}

/**
 * The column mapping, header names as each platform's export writes them (compared without case,
 * spaces or punctuation, so "Payment ID" and "payment_id" are one). The ADR lists it as a table.
 */
export const MAPPINGS: Record<ImportPlatform, Mapping> = {
  zeffy: {
    slashDates: "day-first",
    id: ["Payment ID"],
    date: ["Payment Date", "Date"],
    amount: ["Total Amount", "Amount"],
    currency: ["Currency"],
    name: [],
    firstName: ["First Name"],
    lastName: ["Last Name"],
    email: ["Email"],
    campaign: ["Form Title", "Campaign"],
    status: ["Payment Status", "Status"],
    refunded: [],
    recurring: ["Recurrence", "Frequency"],
    signature: ["Payment ID", "Form Title"],
  },
  givebutter: {
    slashDates: "month-first",
    id: ["Transaction ID"],
    date: ["Transaction Date", "Date"],
    amount: ["Amount"],
    currency: ["Currency"],
    name: [],
    firstName: ["First Name"],
    lastName: ["Last Name"],
    email: ["Email"],
    campaign: ["Campaign Title", "Campaign"],
    status: ["Status"],
    refunded: [],
    recurring: ["Frequency"],
    signature: ["Transaction ID", "Campaign Code"],
  },
  donorbox: {
    slashDates: "month-first",
    id: ["Donation ID"],
    date: ["Donation Date", "Donated At", "Date"],
    amount: ["Amount"],
    currency: ["Currency"],
    name: ["Name"],
    firstName: ["Donor First Name"],
    lastName: ["Donor Last Name"],
    email: ["Donor Email"],
    campaign: ["Campaign"],
    status: ["Status"],
    refunded: ["Refunded"],
    recurring: ["Recurring Donation"],
    signature: ["Donation ID", "Donor Email"],
  },
};

/** Columns whose values may describe a card or an account: never kept in a gift's payload. */
const CARD_COLUMN = /card|last ?4|cvc|cvv|expir|iban|routing|account ?number/i;

const key = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, "");

export interface ImportedGift {
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  row: number;
  sourceId: string;
  amountCents: number;
  currency: string;
  giftDate: Date;
  donorName: string | null;
  donorEmail: string | null;
  campaignTitle: string | null;
  status: Extract<DonationStatus, "succeeded" | "refunded">;
  recurring: boolean;
  payload: Record<string, string>;
}

export type RowReading = { kind: "gift"; gift: ImportedGift } | { kind: "unreadable"; row: number; reason: string };

export type FileReading =
  { ok: true; platform: ImportPlatform; detected: boolean; rows: RowReading[] } | { ok: false; problem: string };

/** The platform whose export this header is, or null when none (or more than one) fits. */
export function detectPlatform(header: string[]): ImportPlatform | null {
  const present = new Set(header.map(key));
  const has = (names: string[]) => names.some((name) => present.has(key(name)));
  const fits = IMPORT_PLATFORMS.filter((platform) => {
    const mapping = MAPPINGS[platform];
    return has(mapping.id) && has(mapping.date) && has(mapping.amount) && has(mapping.signature);
  });
  return fits.length === 1 ? fits[0]! : null;
}

function parseRecords(text: string): string[][] | { problem: string } {
  try {
    return parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      max_record_size: 20_000,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return {
      problem: `The file could not be read as CSV${line ? ` (near line ${line})` : ""}. Export it again from the platform and upload it as it comes.`,
    };
  }
}

/** Reads a whole export; `platform` is the one staff chose, else the header decides. */
export function readExport(text: string, chosen: ImportPlatform | null, zone: string): FileReading {
  if (text.startsWith("PK") || text.includes("\u0000")) {
    return {
      ok: false,
      problem: "This is a spreadsheet file (such as .xlsx), not CSV. Export the payments from the platform as CSV.",
    };
  }
  const records = parseRecords(text);
  if ("problem" in records) return { ok: false, problem: records.problem };
  const [header, ...body] = records;
  if (!header || body.length === 0) return { ok: false, problem: "The file has no rows of gifts under its header." };
  if (body.length > MAX_IMPORT_ROWS) {
    return {
      ok: false,
      problem: `The file has ${body.length.toLocaleString("en-US")} rows; import at most ${MAX_IMPORT_ROWS.toLocaleString("en-US")} at a time (export a shorter date range).`,
    };
  }
  const detected = detectPlatform(header);
  const platform = chosen ?? detected;
  if (!platform) {
    return {
      ok: false,
      problem:
        "The columns do not look like a Zeffy, Givebutter or Donorbox payments export. Choose the platform, or export the file again from it.",
    };
  }
  const mapping = MAPPINGS[platform];
  const index = (names: string[]) => {
    for (const name of names) {
      const at = header.findIndex((column) => key(column) === key(name));
      if (at >= 0) return at;
    }
    return -1;
  };
  const columns = {
    id: index(mapping.id),
    date: index(mapping.date),
    amount: index(mapping.amount),
  };
  const missing = (Object.keys(columns) as (keyof typeof columns)[])
    .filter((field) => columns[field] < 0)
    .map((field) => `“${mapping[field][0]}”`);
  if (missing.length > 0) {
    return {
      ok: false,
      problem: `This is not a ${IMPORT_PLATFORM_LABELS[platform]} payments export: it has no ${missing.join(", ")} column.`,
    };
  }
  const at = {
    ...columns,
    currency: index(mapping.currency),
    name: index(mapping.name),
    firstName: index(mapping.firstName),
    lastName: index(mapping.lastName),
    email: index(mapping.email),
    campaign: index(mapping.campaign),
    status: index(mapping.status),
    refunded: index(mapping.refunded),
    recurring: index(mapping.recurring),
  };
  const kept = header.map((column) => !CARD_COLUMN.test(column));
  const rows = body.map((cells, position): RowReading => {
    const row = position + 2;
    const cell = (column: number) => (column >= 0 ? (cells[column] ?? "").trim() : "");
    const unreadable = (reason: string): RowReading => ({ kind: "unreadable", row, reason: `row ${row}: ${reason}` });

    const sourceId = cell(at.id);
    if (!sourceId) return unreadable(`the ${mapping.id[0]} is empty`);
    if (sourceId.length > 255) return unreadable(`the ${mapping.id[0]} is longer than 255 characters`);
    if (!cell(at.amount)) return unreadable("amount is empty");
    const amount = readAmount(cell(at.amount));
    if (amount === "not-a-number") return unreadable("amount is not a number");
    if (amount === "not-positive") return unreadable("amount is not above $0");
    if (amount === "too-large") return unreadable("amount is over $10 million");
    const giftDate = readDate(cell(at.date), mapping.slashDates, zone);
    if (!giftDate) return unreadable("date is not a date (write it as YYYY-MM-DD)");
    const currencyText = cell(at.currency).toLowerCase() || "usd";
    if (!/^[a-z]{3}$/.test(currencyText)) return unreadable("currency is not a three-letter code such as USD");
    const status = readStatus(cell(at.status), cell(at.refunded));
    if ("problem" in status) return unreadable(status.problem);
    const emailText = cell(at.email).toLowerCase();
    if (emailText && (emailText.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(emailText))) {
      return unreadable("email is not an email address");
    }
    const name =
      cell(at.name) || [cell(at.firstName), cell(at.lastName)].filter(Boolean).join(" ").replace(/\s+/g, " ");
    const payload: Record<string, string> = {};
    header.forEach((column, columnIndex) => {
      const value = cells[columnIndex];
      if (kept[columnIndex] && column && value) payload[column.slice(0, 100)] = value.slice(0, 500);
    });
    return {
      kind: "gift",
      gift: {
        row,
        sourceId,
        amountCents: amount,
        currency: currencyText,
        giftDate,
        donorName: name ? name.slice(0, 200) : null,
        donorEmail: emailText || null,
        campaignTitle: cell(at.campaign).slice(0, 300) || null,
        status: status.status,
        recurring: readRecurring(cell(at.recurring)),
        payload,
      },
    };
  });
  return { ok: true, platform, detected: chosen === null || chosen === detected, rows };
}

/** "$1,250.50", "1250.5", "25" → cents. */
function readAmount(text: string): number | "not-a-number" | "not-positive" | "too-large" {
  const cleaned = text.replace(/[$,\s]/g, "").replace(/^usd/i, "");
  if (!/^-?\d+(\.\d{1,2})?$/.test(cleaned)) return "not-a-number";
  const cents = Math.round(Number(cleaned) * 100);
  if (cents <= 0) return "not-positive";
  if (cents > MAX_CENTS) return "too-large";
  return cents;
}

/**
 * A date (and time) as the exports write it: ISO 8601 with an offset or "Z" is that instant;
 * "2026-03-14" or "2026-03-14 10:22[:05]" is that wall-clock time where the organization works;
 * a slash date is read in the platform's own order, optionally with a time ("3/14/2026 10:22").
 */
function readDate(text: string, order: Mapping["slashDates"], zone: string): Date | null {
  if (!text) return null;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const slash = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AP]M)?)?$/i.exec(text);
  if (slash) {
    const [, a, b, year, hourText, minute = "00", second = "00", meridiem] = slash;
    const [month, day] = order === "month-first" ? [a!, b!] : [b!, a!];
    let hour = Number(hourText ?? 0);
    if (meridiem) hour = (hour % 12) + (meridiem.toUpperCase() === "PM" ? 12 : 0);
    const pad = (value: string | number) => String(value).padStart(2, "0");
    return parseDateTimeInput(`${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${minute}:${second}`, zone);
  }
  return parseDateTimeInput(text.replace(/\.\d+$/, ""), zone);
}

const SUCCEEDED = new Set(["", "succeeded", "success", "successful", "paid", "complete", "completed", "captured"]);
const REFUNDED = new Set(["refunded", "refund", "fully refunded"]);
const YES = new Set(["yes", "y", "true", "1", "refunded"]);

function readStatus(
  statusText: string,
  refundedText: string,
): { status: "succeeded" | "refunded" } | { problem: string } {
  const status = statusText.toLowerCase().replace(/\s+/g, " ");
  if (YES.has(refundedText.toLowerCase()) || REFUNDED.has(status)) return { status: "refunded" };
  if (status.includes("refund")) {
    return { problem: `status is “${statusText}”: the export does not say how much, so enter this gift by hand` };
  }
  if (SUCCEEDED.has(status)) return { status: "succeeded" };
  return { problem: `status is “${statusText}”, not a gift received` };
}

function readRecurring(text: string): boolean {
  const value = text.toLowerCase().replace(/[\s_-]+/g, "");
  if (["", "no", "false", "0", "onetime", "once", "single", "none"].includes(value)) return false;
  return true;
}

/** The SHA-256 of a file's text, shown beside its preview. */
export function fileDigest(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/**
 * The check the preview gives its file: an HMAC of the text with the site's secret, so the
 * import takes only a text this site read and showed, unchanged (a corrupted or edited field is
 * refused). Nothing is stored between the two steps.
 */
export function importSeal(text: string, platform: ImportPlatform, secret: string): string {
  return createHmac("sha256", secret).update(`donation-import\n${platform}\n`).update(text, "utf8").digest("hex");
}

export function checkImportSeal(text: string, platform: ImportPlatform, secret: string, seal: string): boolean {
  const expected = Buffer.from(importSeal(text, platform, secret), "hex");
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(seal) ? seal : "", "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
