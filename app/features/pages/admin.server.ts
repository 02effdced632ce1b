import { createHash } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { pageCopy } from "~/db/schema";
import type { SessionUser } from "~/features/auth/auth.server";
import { recordAudit } from "~/utils/audit.server";
import { recordPageRevision } from "~/utils/revisions.server";
import { sanitizeRichHtml } from "~/utils/sanitize-html.server";
import {
  LEGAL_SHAPES,
  PAGE_COPY,
  readCopy,
  type FaqEntry,
  type LegalCopy,
  type LegalKey,
  type PageCopyKey,
  type PageCopyValue,
} from "./copy";
import { getStoredTexts } from "./pages.server";
import { legalFieldName, type FaqItemInput, type HomeHeroInput, type TextFieldSpec } from "./admin-validation";
import {
  TEXT_COPY,
  TEXT_COPY_KEYS,
  readStoredTexts,
  textFieldName,
  textLeaves,
  type StoredTexts,
  type TextCopyKey,
} from "./text-copy";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface AdminPageRow {
  key: PageCopyKey | TextCopyKey;
  label: string;
  path: string;
  adminPath: string;
  /** ISO time of the last save, or null while the page shows the copy it shipped with. */
  updatedAt: string | null;
}

/** The pages whose copy staff may edit, with when each was last saved. */
export async function listPagesForAdmin(db: Db): Promise<AdminPageRow[]> {
  const keys = Object.keys(PAGE_COPY) as PageCopyKey[];
  const rows = await db
    .select({ key: pageCopy.key, updatedAt: pageCopy.updatedAt })
    .from(pageCopy)
    .where(inArray(pageCopy.key, [...keys, ...TEXT_COPY_KEYS]));
  const saved = new Map(rows.map((row) => [row.key, row.updatedAt.toISOString()]));
  return [
    ...keys.map((key) => ({
      key,
      label: PAGE_COPY[key].label,
      path: PAGE_COPY[key].path,
      adminPath: PAGE_COPY[key].adminPath,
      updatedAt: saved.get(key) ?? null,
    })),
    ...TEXT_COPY_KEYS.map((key) => ({
      key,
      label: TEXT_COPY[key].label,
      path: TEXT_COPY[key].path,
      adminPath: `/admin/pages/${key}`,
      updatedAt: saved.get(key) ?? null,
    })),
  ];
}

/** The name of a page staff edit, by its key; null for a key that is not one (ADR 0051's history). */
export function editablePageLabel(key: string): string | null {
  if (Object.hasOwn(PAGE_COPY, key)) return PAGE_COPY[key as PageCopyKey].label;
  if ((TEXT_COPY_KEYS as readonly string[]).includes(key)) return TEXT_COPY[key as TextCopyKey].label;
  return null;
}

/**
 * Reads a key's document with the row locked, lets `change` make the next one, and stores it, in
 * one transaction with its audit entry; two staff saving at once apply one after the other.
 */
async function changeCopy<Key extends PageCopyKey, Result>(
  db: Db,
  actor: SessionUser,
  key: Key,
  change: (
    current: PageCopyValue<Key>,
    tx: Tx,
  ) => Promise<{ next: PageCopyValue<Key>; result: Result } | { result: Result }>,
): Promise<Result> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ value: pageCopy.value }).from(pageCopy).where(eq(pageCopy.key, key)).for("update");
    const current = readCopy(key, row?.value);
    const outcome = await change(current, tx);
    if ("next" in outcome) {
      await tx
        .insert(pageCopy)
        .values({ key, value: outcome.next })
        .onConflictDoUpdate({ target: pageCopy.key, set: { value: outcome.next, updatedAt: new Date() } });
      // A revision to compare and restore (ADR 0051); none when no text changed.
      await recordPageRevision(tx, actor, key, current, outcome.next);
    }
    return outcome.result;
  });
}

const faqAudit = (item: FaqEntry) => ({
  question: item.question,
  answerLength: item.answerHtml.length,
  links: item.links.map((link) => `${link.label} | ${link.to}`).join("; "),
});

/** A new question's id: its words as a slug, unique among the others. */
function newFaqId(question: string, taken: readonly string[]): string {
  const base =
    question
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60)
      .replace(/-+$/, "") || "question";
  let id = base;
  for (let n = 2; taken.includes(id); n += 1) id = `${base}-${n}`;
  return id;
}

/** Adds a question at the end (`id` null) or rewrites one; returns its id, or null when it no longer exists. */
export function saveFaqItem(
  db: Db,
  actor: SessionUser,
  id: string | null,
  input: FaqItemInput,
): Promise<string | null> {
  return changeCopy(db, actor, "faq", async (current, tx) => {
    const fields = { question: input.question, answerHtml: sanitizeRichHtml(input.answer), links: input.links };
    if (id === null) {
      const item: FaqEntry = {
        id: newFaqId(
          input.question,
          current.items.map((entry) => entry.id),
        ),
        ...fields,
      };
      await recordAudit(tx, actor, {
        action: "create",
        entity: "faq_question",
        entityId: item.id,
        details: faqAudit(item),
      });
      return { next: { items: [...current.items, item] }, result: item.id };
    }
    const before = current.items.find((entry) => entry.id === id);
    if (!before) return { result: null };
    const item: FaqEntry = { id, ...fields };
    await recordAudit(tx, actor, {
      action: "update",
      entity: "faq_question",
      entityId: id,
      details: faqAudit(item),
      before: faqAudit(before),
    });
    return { next: { items: current.items.map((entry) => (entry.id === id ? item : entry)) }, result: id };
  });
}

/** Moves a question one place up or down, or removes it; returns its question, or null when it is gone (or cannot move). */
export function changeFaqList(
  db: Db,
  actor: SessionUser,
  id: string,
  intent: "up" | "down" | "remove",
): Promise<string | null> {
  return changeCopy(db, actor, "faq", async (current, tx) => {
    const index = current.items.findIndex((entry) => entry.id === id);
    const item = current.items[index];
    if (!item) return { result: null };
    const items = [...current.items];
    if (intent === "remove") {
      items.splice(index, 1);
      await recordAudit(tx, actor, { action: "delete", entity: "faq_question", entityId: id, details: faqAudit(item) });
    } else {
      const to = intent === "up" ? index - 1 : index + 1;
      if (to < 0 || to >= items.length) return { result: null };
      [items[index], items[to]] = [items[to]!, items[index]!];
      await recordAudit(tx, actor, {
        action: "reorder",
        entity: "faq_question",
        entityId: id,
        details: { question: item.question, position: to + 1, order: items.map((entry) => entry.id) },
      });
    }
    return { next: { items }, result: item.question };
  });
}

/** The form's fields as the document: every rich text sanitised. */
export function legalCopyFromForm(key: LegalKey, value: Record<string, string>): LegalCopy {
  const sections: LegalCopy["sections"] = {};
  for (const section of LEGAL_SHAPES[key].sections) {
    sections[section.id] = {
      before: sanitizeRichHtml(value[legalFieldName(section.id, "before")] ?? ""),
      after: section.fixed ? sanitizeRichHtml(value[legalFieldName(section.id, "after")] ?? "") : "",
    };
  }
  return { lead: value.lead ?? "", sections };
}

/** A section's text in the log: a short fingerprint (the text itself is long and lives in the row). */
const fingerprint = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 12);

/** Saves a legal page's words; the audit entry names the sections whose text changed. */
export function saveLegalCopy(db: Db, actor: SessionUser, key: LegalKey, next: LegalCopy): Promise<void> {
  const summary = (copy: LegalCopy) => ({
    lead: copy.lead,
    ...Object.fromEntries(
      Object.entries(copy.sections).map(([id, text]) => [id, fingerprint(`${text.before}\n${text.after}`)]),
    ),
  });
  return changeCopy(db, actor, key, async (current, tx) => {
    await recordAudit(tx, actor, {
      action: "update",
      entity: "page_copy",
      entityId: key,
      details: summary(next),
      before: summary(current),
    });
    return { next, result: undefined };
  });
}

/** Saves the home page hero's words; the log keeps what changed (they are short). */
export function saveHomeHero(db: Db, actor: SessionUser, input: HomeHeroInput): Promise<void> {
  const summary = (copy: HomeHeroInput) => ({ ...copy, trustPoints: copy.trustPoints.join(" · ") });
  return changeCopy(db, actor, "home", async (current, tx) => {
    await recordAudit(tx, actor, {
      action: "update",
      entity: "page_copy",
      entityId: "home",
      details: summary(input),
      before: summary(current),
    });
    return { next: input, result: undefined };
  });
}

/** A page of texts' fields: what the code lets staff change, in the page's order (no database read). */
export function textFields(key: TextCopyKey): (TextFieldSpec & { seed: string })[] {
  const parts: Record<string, string> = TEXT_COPY[key].parts;
  return textLeaves(key).map((leaf) => ({
    name: textFieldName(leaf.path),
    path: leaf.path,
    group: parts[leaf.part] ?? leaf.part,
    label: leaf.label,
    multiline: leaf.multiline,
    max: leaf.max,
    seed: leaf.seed,
  }));
}

/** A page of texts' fields for its editor, with what each shows now. */
export async function textCopyForEditor(
  db: Db,
  key: TextCopyKey,
): Promise<{ fields: (TextFieldSpec & { seed: string })[]; values: Record<string, string> }> {
  const stored = await getStoredTexts(db, key);
  const fields = textFields(key);
  const values = Object.fromEntries(fields.map((field) => [field.name, stored.texts[field.path] ?? field.seed]));
  return { fields, values };
}

export interface TextChange {
  path: string;
  before: string;
  after: string;
}

/** What saving the form would change: each text whose words differ from what the page shows now. */
export function textChanges(
  key: TextCopyKey,
  current: StoredTexts,
  value: Record<string, string>,
): { next: StoredTexts; changes: TextChange[] } {
  const texts: Record<string, string> = {};
  const changes: TextChange[] = [];
  for (const leaf of textLeaves(key)) {
    const after = value[textFieldName(leaf.path)] ?? leaf.seed;
    const before = current.texts[leaf.path] ?? leaf.seed;
    // Only what differs from the code's copy is stored, so a text staff never touched follows the code.
    if (after !== leaf.seed) texts[leaf.path] = after;
    if (after !== before) changes.push({ path: leaf.path, before, after });
  }
  return { next: { texts }, changes };
}

/** The audit entry's words: short texts in full, longer ones by length and fingerprint. */
const auditText = (text: string) => (text.length <= 120 ? text : `${text.length} characters, ${fingerprint(text)}`);

/** Saves a page of texts; returns how many texts changed (0: nothing written, nothing logged). */
export function saveTextCopy(
  db: Db,
  actor: SessionUser,
  key: TextCopyKey,
  value: Record<string, string>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ value: pageCopy.value }).from(pageCopy).where(eq(pageCopy.key, key)).for("update");
    const current = readStoredTexts(row?.value);
    const { next, changes } = textChanges(key, current, value);
    if (changes.length === 0) return 0;
    await tx
      .insert(pageCopy)
      .values({ key, value: next })
      .onConflictDoUpdate({ target: pageCopy.key, set: { value: next, updatedAt: new Date() } });
    await recordPageRevision(tx, actor, key, current, next);
    await recordAudit(tx, actor, {
      action: "update",
      entity: "page_copy",
      entityId: key,
      details: Object.fromEntries(changes.map((change) => [change.path, auditText(change.after)])),
      before: Object.fromEntries(changes.map((change) => [change.path, auditText(change.before)])),
    });
    return changes.length;
  });
}
