import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { campaigns, donations } from "~/db/schema";
import type { SessionUser } from "~/features/auth/auth.server";
import { recordAudit } from "~/utils/audit.server";
import { fileDigest, readExport, type ImportedGift } from "./csv-import.server";
import type { ImportPlatform } from "./import-rules";

/**
 * A platform's payments export into the ledger (issue 37 part 3, ADR 0047): the preview sorts
 * the rows into new, duplicates and unreadable and stores nothing; the import sorts them again
 * and writes the new ones with `ON CONFLICT DO NOTHING` on `(source, source_id)`, so the same
 * file imported twice (or by two people at once) adds its gifts once.
 */

type Reader = Pick<Db, "select">;

export interface ImportRowNote {
  row: number;
  reason: string;
}

export interface ImportSorting {
  platform: ImportPlatform;
  detected: boolean;
  rows: number;
  fresh: (ImportedGift & { campaignId: string | null; campaignMatched: string | null })[];
  duplicates: ImportRowNote[];
  unreadable: ImportRowNote[];
}

export type SortResult = { ok: true; sorting: ImportSorting } | { ok: false; problem: string };

/** Reads the file and sorts its rows against the ledger. Reads only. */
export async function sortExport(
  db: Reader,
  text: string,
  chosen: ImportPlatform | null,
  zone: string,
): Promise<SortResult> {
  const reading = readExport(text, chosen, zone);
  if (!reading.ok) return reading;
  const gifts = reading.rows.flatMap((row) => (row.kind === "gift" ? [row.gift] : []));
  const ids = [...new Set(gifts.map((gift) => gift.sourceId))];
  // One query for the ids already in the ledger, one for the campaigns' titles: none per row.
  const [existing, campaignRows] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({ sourceId: donations.sourceId })
          .from(donations)
          .where(and(eq(donations.source, reading.platform), inArray(donations.sourceId, ids))),
    db.select({ id: campaigns.id, title: campaigns.title }).from(campaigns),
  ]);
  const inLedger = new Set(existing.map((row) => row.sourceId));
  const campaignByTitle = new Map<string, { id: string; title: string }>();
  for (const campaign of campaignRows) campaignByTitle.set(campaign.title.trim().toLowerCase(), campaign);

  const firstRow = new Map<string, number>();
  const sorting: ImportSorting = {
    platform: reading.platform,
    detected: reading.detected,
    rows: reading.rows.length,
    fresh: [],
    duplicates: [],
    unreadable: [],
  };
  for (const row of reading.rows) {
    if (row.kind === "unreadable") {
      sorting.unreadable.push({ row: row.row, reason: row.reason });
      continue;
    }
    const gift = row.gift;
    const earlier = firstRow.get(gift.sourceId);
    if (earlier !== undefined) {
      sorting.duplicates.push({ row: gift.row, reason: `row ${gift.row}: the same gift as row ${earlier}` });
      continue;
    }
    firstRow.set(gift.sourceId, gift.row);
    if (inLedger.has(gift.sourceId)) {
      sorting.duplicates.push({ row: gift.row, reason: `row ${gift.row}: already in the ledger` });
      continue;
    }
    const campaign = gift.campaignTitle ? campaignByTitle.get(gift.campaignTitle.trim().toLowerCase()) : undefined;
    sorting.fresh.push({ ...gift, campaignId: campaign?.id ?? null, campaignMatched: campaign?.title ?? null });
  }
  return { ok: true, sorting };
}

export interface ImportOutcome {
  platform: ImportPlatform;
  rows: number;
  imported: number;
  duplicates: number;
  unreadable: number;
  unassigned: number;
}

/** Imports the file's new gifts in one transaction, audited with the counts. */
export async function importExport(
  db: Db,
  actor: SessionUser,
  input: { text: string; platform: ImportPlatform; fileName: string | null },
  zone: string,
): Promise<{ ok: true; outcome: ImportOutcome } | { ok: false; problem: string }> {
  return db.transaction(async (tx) => {
    const sorted = await sortExport(tx, input.text, input.platform, zone);
    if (!sorted.ok) return sorted;
    const { sorting } = sorted;
    let imported = 0;
    let unassigned = 0;
    for (let start = 0; start < sorting.fresh.length; start += 500) {
      const batch = sorting.fresh.slice(start, start + 500);
      const stored = await tx
        .insert(donations)
        .values(
          batch.map((gift) => ({
            source: sorting.platform,
            sourceId: gift.sourceId,
            amountCents: gift.amountCents,
            refundedCents: gift.status === "refunded" ? gift.amountCents : 0,
            currency: gift.currency,
            giftDate: gift.giftDate,
            donorName: gift.donorName,
            donorEmail: gift.donorEmail,
            campaignId: gift.campaignId,
            status: gift.status,
            recurring: gift.recurring,
            payload: { importedFrom: input.fileName, row: gift.row, columns: gift.payload },
          })),
        )
        .onConflictDoNothing({ target: [donations.source, donations.sourceId] })
        .returning({ id: donations.id, campaignId: donations.campaignId });
      imported += stored.length;
      unassigned += stored.filter((row) => !row.campaignId).length;
    }
    const outcome: ImportOutcome = {
      platform: sorting.platform,
      rows: sorting.rows,
      imported,
      // A gift another import stored between our read and our write is a duplicate too.
      duplicates: sorting.duplicates.length + (sorting.fresh.length - imported),
      unreadable: sorting.unreadable.length,
      unassigned,
    };
    await recordAudit(tx, actor, {
      action: "import",
      entity: "donation",
      details: { ...outcome, fileName: input.fileName, sha256: fileDigest(input.text) },
    });
    return { ok: true, outcome };
  });
}
