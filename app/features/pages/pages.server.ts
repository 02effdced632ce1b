import { eq } from "drizzle-orm";
import type { SiteContext } from "~/context";
import type { Db } from "~/db/client.server";
import { pageCopy } from "~/db/schema";
import { applyTexts, readStoredTexts, type StoredTexts, type TextCopyKey, type TextCopyValue } from "./text-copy";
import { LEGAL_SHAPES, readCopy, type LegalKey, type LegalShape, type PageCopyKey, type PageCopyValue } from "./copy";

/**
 * A page's editable copy: the stored document, or its seed from app/content while staff have not
 * saved it (ADR 0049). One query by primary key; the page cache keeps the rendered page until a
 * write to `page_copy` empties it (its content_changed trigger, ADR 0006).
 */
export async function getPageCopy<Key extends PageCopyKey>(db: Db, key: Key): Promise<PageCopyValue<Key>> {
  return readCopy(key, await storedValue(db, key));
}

/** A key's stored document, or undefined while the page shows its seed. */
async function storedValue(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select({ value: pageCopy.value }).from(pageCopy).where(eq(pageCopy.key, key)).limit(1);
  return row?.value;
}

/**
 * For the home page, which stays up when the database does not answer (as its campaign card
 * does): the seed instead, logged, and the page kept out of the cache so the next visitor gets
 * the saved copy again.
 */
export async function getPageCopyOrSeed<Key extends PageCopyKey>(
  site: Pick<SiteContext, "db" | "logger" | "dontCache">,
  key: Key,
): Promise<PageCopyValue<Key>> {
  try {
    return await getPageCopy(site.db, key);
  } catch (error) {
    site.logger.error({ err: error, key }, "page copy: loading failed, showing the seed");
    site.dontCache();
    return readCopy(key, null);
  }
}

/** A legal page's structure from the code, for its loader: the page's script then carries no copy of its own. */
export function getLegalShape(key: LegalKey): LegalShape {
  return LEGAL_SHAPES[key];
}

/** A page's texts (home sections, About, the footer...): the seed with what staff saved laid over it (ADR 0049). */
export async function getTextCopy<Key extends TextCopyKey>(db: Db, key: Key): Promise<TextCopyValue<Key>> {
  return applyTexts(key, await getStoredTexts(db, key));
}

/** The texts staff saved for a key (none while the page shows its launch copy). */
export async function getStoredTexts(db: Db, key: TextCopyKey): Promise<StoredTexts> {
  return readStoredTexts(await storedValue(db, key));
}

/** As getTextCopy, but the seed (logged, the page kept out of the cache) when the database does not answer. */
export async function getTextCopyOrSeed<Key extends TextCopyKey>(
  site: Pick<SiteContext, "db" | "logger" | "dontCache">,
  key: Key,
): Promise<TextCopyValue<Key>> {
  try {
    return await getTextCopy(site.db, key);
  } catch (error) {
    site.logger.error({ err: error, key }, "page copy: loading failed, showing the seed");
    site.dontCache();
    return applyTexts(key, { texts: {} });
  }
}
