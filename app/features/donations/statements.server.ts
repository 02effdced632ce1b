import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import PDFDocument from "pdfkit";
import type { Db } from "~/db/client.server";
import { campaigns, donations } from "~/db/schema";
import { formatLongDate } from "~/utils/site-time";
import { parseDateTimeInput } from "~/utils/site-time-input";
import { GIFT_METHOD_LABELS } from "./admin-validation";
import { formatCents } from "./format";

/**
 * Donors and their year-end statements (issue 37 part 6). A donor is every gift with the same
 * email address; a statement lists a donor's received gifts of one calendar year in the site's
 * time zone, net of refunds, as the written acknowledgment IRS Publication 1771 asks for.
 */

const net = sql<number>`(${donations.amountCents} - ${donations.refundedCents})`;
const counted = eq(donations.status, "succeeded");

/** Every donor, most recent gift first: the list shows the first 1,000, the CSV export all of them. */
export async function listDonors(db: Db, { limit = 1000 }: { limit?: number } = {}) {
  const email = sql<string>`lower(${donations.donorEmail})`;
  const rows = await db
    .select({
      email,
      name: sql<string | null>`max(${donations.donorName})`,
      totalCents: sql<string>`sum(${net})`,
      gifts: sql<number>`count(*)::int`,
      firstGift: sql<Date>`min(${donations.giftDate})`,
      lastGift: sql<Date>`max(${donations.giftDate})`,
    })
    .from(donations)
    .where(and(counted, sql`${donations.donorEmail} is not null`))
    .groupBy(email)
    .orderBy(desc(sql`max(${donations.giftDate})`))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    totalCents: Number(row.totalCents),
    firstGift: new Date(row.firstGift),
    lastGift: new Date(row.lastGift),
  }));
}

export interface Statement {
  email: string;
  donorName: string | null;
  year: number;
  gifts: { date: string; amountCents: number; description: string }[];
  totalCents: number;
}

/** One donor's statement for a year, or null when they gave nothing that year. */
export async function getStatement(
  db: Pick<Db, "select">,
  email: string,
  year: number,
  zone: string,
): Promise<Statement | null> {
  const start = parseDateTimeInput(`${year}-01-01`, zone);
  const end = parseDateTimeInput(`${year + 1}-01-01`, zone);
  if (!start || !end) return null;
  const rows = await db
    .select({
      giftDate: donations.giftDate,
      amountCents: net,
      donorName: donations.donorName,
      method: donations.method,
      note: donations.note,
      campaignTitle: campaigns.title,
    })
    .from(donations)
    .leftJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(
      and(
        counted,
        sql`lower(${donations.donorEmail}) = ${email.toLowerCase()}`,
        gte(donations.giftDate, start),
        lt(donations.giftDate, end),
      ),
    )
    .orderBy(asc(donations.giftDate));
  if (rows.length === 0) return null;
  return {
    email: email.toLowerCase(),
    donorName: rows.find((row) => row.donorName)?.donorName ?? null,
    year,
    gifts: rows.map((row) => ({
      date: formatLongDate(row.giftDate, zone),
      amountCents: Number(row.amountCents),
      description: [
        row.method === "in_kind" ? `${GIFT_METHOD_LABELS.in_kind}${row.note ? `: ${row.note}` : ""}` : null,
        row.method && row.method !== "in_kind" ? GIFT_METHOD_LABELS[row.method] : null,
        row.campaignTitle ? `for ${row.campaignTitle}` : null,
      ]
        .filter(Boolean)
        .join(", "),
    })),
    totalCents: rows.reduce((sum, row) => sum + Number(row.amountCents), 0),
  };
}

export interface Organization {
  name: string;
  postalAddress: string;
  ein: string;
}

/** The words every statement carries, on the page and in the PDF alike. */
export function statementText(statement: Statement, organization: Organization) {
  return {
    title: `${statement.year} giving statement`,
    greeting: `Thank you, ${statement.donorName ?? statement.email}, for your generosity in ${statement.year}.`,
    acknowledgment: `${organization.name} is a 501(c)(3) tax-exempt organization (EIN ${organization.ein}). This letter acknowledges the gifts below, received from you in ${statement.year}.`,
    noGoods: "No goods or services were provided in exchange for these contributions.",
    keep: "Please keep this statement for your tax records.",
  };
}

/** The statement as a PDF (pdfkit, its built-in Helvetica: no font files to ship). */
export function statementPdf(statement: Statement, organization: Organization): Promise<Buffer> {
  const text = statementText(statement, organization);
  const doc = new PDFDocument({ size: "LETTER", margin: 60, info: { Title: text.title, Author: organization.name } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.font("Helvetica-Bold").fontSize(16).text(organization.name);
  doc.font("Helvetica").fontSize(10).text(organization.postalAddress).text(`EIN ${organization.ein}`);
  doc.moveDown(2);
  doc.font("Helvetica-Bold").fontSize(14).text(text.title);
  doc.moveDown(0.5);
  doc
    .font("Helvetica")
    .fontSize(11)
    .text(statement.donorName ?? "")
    .text(statement.email);
  doc.moveDown();
  doc.text(text.greeting).moveDown(0.5).text(text.acknowledgment);
  doc.moveDown();
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const header = doc.y;
  doc.font("Helvetica-Bold").text("Date", left, header);
  doc.text("Gift", left + 150, header).text("Amount", right - 100, header, { width: 100, align: "right" });
  doc.font("Helvetica");
  for (const gift of statement.gifts) {
    doc.moveDown(0.4);
    const y = doc.y;
    doc.text(gift.date, left, y, { width: 140 });
    doc.text(gift.description || "Gift", left + 150, y, { width: right - left - 260 });
    const after = doc.y;
    doc.text(formatCents(gift.amountCents), right - 100, y, { width: 100, align: "right" });
    doc.y = Math.max(after, doc.y);
  }
  doc.moveDown();
  const totalY = doc.y;
  doc.font("Helvetica-Bold").text("Total", left, totalY);
  doc.text(formatCents(statement.totalCents), right - 100, totalY, { width: 100, align: "right" });
  doc.font("Helvetica").moveDown(2);
  doc.text(text.noGoods, left).moveDown(0.5).text(text.keep);
  doc.end();
  return done;
}

/** The email and year of a statement's address, or null when they cannot name one. */
export function readStatementParams(params: { email?: string; year?: string }) {
  const email = (params.email ?? "").trim();
  const year = Number(params.year);
  if (!/^[^\s@]{1,200}@[^\s@]{1,200}$/.test(email) || !Number.isInteger(year) || year < 1990 || year > 2200)
    return null;
  return { email, year };
}
