/**
 * The media library (issue 39, ADR 0050): every uploaded image once, with its alt text, where it
 * is used, and the commands that change it. "Where used" is found by looking for the image's
 * file name in every content column that can hold an image (image fields and rich-text bodies)
 * and in the emails of sent newsletters: one query, no bookkeeping that could drift.
 */
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { media, type MediaItem } from "~/db/schema";
import { recordAudit } from "~/utils/audit.server";
import type { UsageKind } from "./usage";
import { isMediaKey, mediaPath } from "~/utils/media/keys";
import type { ProcessedImage } from "~/utils/media/media.server";
import type { MediaStore } from "~/utils/media/media-store.server";
import { emailImageKey } from "~/utils/media/email-variant.server";

type Actor = { id: string; email: string };
const ENTITY = "media";

export interface MediaUsage {
  key: string;
  kind: UsageKind;
  title: string;
  /** Where staff edit it. */
  href: string;
}

/**
 * Every place of content that names one of the library's images (`key`, or every key). Each
 * branch gives the columns that can hold an image, joined into one text to search.
 */
async function findUsages(db: Pick<Db, "execute">, key?: string): Promise<MediaUsage[]> {
  const result = (await db.execute(sql`
    with places as (
      select 'news' as kind, id::text as id, title, '/admin/news/' || id as href,
             coalesce(image_url, '') || ' ' || coalesce(social_image_url, '') || ' ' || content as body from latest_news
      union all
      select 'newsletter', id::text, 'No. ' || newsletter_number || ': ' || title, '/admin/newsletters/' || id,
             coalesce(featured_image_url, '') || ' ' || coalesce(social_image_url, '') || ' ' || content from newsletters
      union all
      select 'lesson', l.id::text, l.title, '/admin/courses/' || m.course_id || '/lessons/' || l.id,
             coalesce(l.content, '') from course_lessons l join course_modules m on m.id = l.module_id
      union all
      select 'course', id::text, title, '/admin/courses/' || id,
             coalesce(image_url, '') || ' ' || coalesce(social_image_url, '') from academy_courses
      union all
      select 'project', id::text, title, '/admin/projects/' || id,
             coalesce(image_url, '') || ' ' || coalesce(collaborating_company_logo, '') || ' ' || coalesce(social_image_url, '')
             from business_opportunity_projects
      union all
      select 'campaign', id::text, title, '/admin/campaigns/' || id || '/edit', coalesce(image_url, '') from campaigns
      union all
      select 'completed', id::text, title, '/admin/completed-campaigns/' || id,
             coalesce(image_url, '') || ' ' || coalesce(social_image_url, '') from completed_campaigns
      union all
      select 'team', id::text, name, '/admin/team', coalesce(image_url, '') from team_members
      union all
      -- A deleted item keeps its pictures until it is purged from the trash (ADR 0051).
      select 'trash', id::text, title, '/admin/trash', snapshot::text from content_trash
      union all
      select 'sent', s.id::text, 'No. ' || n.newsletter_number || ': ' || n.title, '/admin/newsletters/' || n.id || '/send',
             s.html_body from newsletter_sends s join newsletters n on n.id = s.newsletter_id
    )
    select m.key, p.kind, p.title, p.href
    from media m
    join places p on strpos(p.body, '/media/' || split_part(m.key, '.', 1) || '.') > 0
    ${key ? sql`where m.key = ${key}` : sql``}
    order by m.key, p.kind, p.title
  `)) as unknown as { rows: MediaUsage[] };
  return result.rows.map((row) => ({ key: row.key, kind: row.kind, title: row.title, href: row.href }));
}

export interface LibraryImage {
  key: string;
  url: string;
  fileName: string;
  alt: string | null;
  decorative: boolean;
  width: number | null;
  height: number | null;
  uploadedAt: Date;
  usages: MediaUsage[];
}

export interface LibraryFilter {
  q?: string;
  /** "used", "unused" or one kind of content. */
  used?: string;
}

export const LIBRARY_PAGE_SIZE = 48;

/** The library, newest first: searched by file name and alt text, filtered by where it is used. */
export async function listLibrary(
  db: Db,
  { q, used }: LibraryFilter,
  page = 1,
): Promise<{ images: LibraryImage[]; total: number }> {
  const search = q?.trim().toLowerCase() ?? "";
  const [rows, usages] = await Promise.all([
    db
      .select()
      .from(media)
      .where(
        search
          ? sql`strpos(lower(${media.fileName}), ${search}) > 0 or strpos(lower(coalesce(${media.alt}, '')), ${search}) > 0`
          : undefined,
      )
      .orderBy(desc(media.uploadedAt), media.key),
    findUsages(db),
  ]);
  const byKey = new Map<string, MediaUsage[]>();
  for (const usage of usages) byKey.set(usage.key, [...(byKey.get(usage.key) ?? []), usage]);
  const images = rows
    .map((row) => toLibraryImage(row, byKey.get(row.key) ?? []))
    .filter((image) => {
      if (!used) return true;
      if (used === "used") return image.usages.length > 0;
      if (used === "unused") return image.usages.length === 0;
      return image.usages.some((usage) => usage.kind === used);
    });
  const start = (Math.max(1, page) - 1) * LIBRARY_PAGE_SIZE;
  return { images: images.slice(start, start + LIBRARY_PAGE_SIZE), total: images.length };
}

function toLibraryImage(row: MediaItem, usages: MediaUsage[]): LibraryImage {
  return {
    key: row.key,
    url: mediaPath(row.key),
    fileName: row.fileName,
    alt: row.alt,
    decorative: row.decorative,
    width: row.width,
    height: row.height,
    uploadedAt: row.uploadedAt,
    usages,
  };
}

/** One image with everywhere it is used, or null. */
export async function getLibraryImage(db: Db, key: string): Promise<LibraryImage | null> {
  if (!isMediaKey(key)) return null;
  const [row] = await db.select().from(media).where(eq(media.key, key)).limit(1);
  if (!row) return null;
  return toLibraryImage(row, await findUsages(db, key));
}

/** The library's alt text for an image address from content (`/media/<key>`), for the editors' fields. */
export function keyFromUrl(url: string | null | undefined): string | null {
  const match = /\/media\/([^/?#"]+)$/.exec(url?.trim() ?? "");
  return match && isMediaKey(match[1]) ? match[1] : null;
}

/** The tables whose image field keeps a copy of the library's alt text, with the field's column. */
const IMAGE_COLUMNS = [
  ["latest_news", "image_url"],
  ["newsletters", "featured_image_url"],
  ["academy_courses", "image_url"],
  ["business_opportunity_projects", "image_url"],
  ["campaigns", "image_url"],
  ["completed_campaigns", "image_url"],
  ["team_members", "image_url"],
] as const;

/** The social images (ADR 0052): no alt text of their own, so only their address follows a replaced file. */
const SOCIAL_IMAGE_COLUMNS = [
  ["latest_news", "social_image_url"],
  ["completed_campaigns", "social_image_url"],
  ["academy_courses", "social_image_url"],
  ["newsletters", "social_image_url"],
  ["business_opportunity_projects", "social_image_url"],
] as const;

/** The rich-text bodies that can hold an image. */
const BODY_COLUMNS = [
  ["latest_news", "content"],
  ["newsletters", "content"],
  ["course_lessons", "content"],
] as const;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Rewrites every `<img>` of the image `key` in a sanitized body: its alt (and decorative mark),
 * and, when the file was replaced, its address and size.
 */
export function rewriteBodyImages(
  html: string,
  key: string,
  next: { alt: string | null; decorative: boolean; key?: string; width?: number | null; height?: number | null },
): string {
  const src = mediaPath(key);
  return html.replace(/<img\b[^>]*>/gi, (tag) => {
    if (!new RegExp(`\\ssrc="${src.replaceAll(".", "\\.")}"`).test(tag)) return tag;
    const attributes: string[] = [`src="${mediaPath(next.key ?? key)}"`];
    attributes.push(`alt="${next.decorative ? "" : escapeAttribute(next.alt ?? "")}"`);
    if (next.decorative) attributes.push('role="presentation"');
    const width = next.width ?? Number(/\swidth="(\d+)"/.exec(tag)?.[1] ?? 0);
    const height = next.height ?? Number(/\sheight="(\d+)"/.exec(tag)?.[1] ?? 0);
    if (width && height) attributes.push(`width="${width}"`, `height="${height}"`);
    attributes.push('loading="lazy"', 'decoding="async"');
    return `<img ${attributes.join(" ")} />`;
  });
}

const escapeAttribute = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** Every body that shows the image `key`, rewritten with `rewrite`. */
async function rewriteBodies(tx: Tx, key: string, rewrite: (html: string) => string) {
  const needle = `${mediaPath(key)}"`;
  for (const [table, column] of BODY_COLUMNS) {
    const rows = (await tx.execute(
      sql`select id::text as id, ${sql.identifier(column)} as body from ${sql.identifier(table)} where strpos(${sql.identifier(column)}, ${needle}) > 0`,
    )) as unknown as { rows: { id: string; body: string }[] };
    for (const row of rows.rows) {
      const next = rewrite(row.body);
      if (next !== row.body) {
        await tx.execute(
          sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${next} where id = ${row.id}::uuid`,
        );
      }
    }
  }
}

export type AltUpdate = { alt: string | null; decorative: boolean };

/**
 * Sets an image's alt text (or its decorative mark) in the library and everywhere it is used:
 * the image fields that show it and its pictures inside rich text. False when it no longer exists.
 */
export async function updateLibraryAlt(db: Db, actor: Actor, key: string, input: AltUpdate): Promise<boolean> {
  if (!isMediaKey(key)) return false;
  const alt = input.decorative ? null : input.alt;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ alt: media.alt, decorative: media.decorative })
      .from(media)
      .where(eq(media.key, key))
      .for("update");
    if (!before) return false;
    await tx.update(media).set({ alt, decorative: input.decorative }).where(eq(media.key, key));
    for (const [table, column] of IMAGE_COLUMNS) {
      await tx.execute(sql`
        update ${sql.identifier(table)} set image_alt = ${alt}, image_decorative = ${input.decorative}
        where ${sql.identifier(column)} like ${`%${mediaPath(key)}`}
      `);
    }
    await rewriteBodies(tx, key, (html) => rewriteBodyImages(html, key, { alt, decorative: input.decorative }));
    await recordAudit(tx, actor, {
      action: "update",
      entity: ENTITY,
      entityId: key,
      before,
      details: { alt, decorative: input.decorative },
    });
    return true;
  });
}

export type DeleteOutcome =
  { status: "deleted"; fileName: string } | { status: "not-found" } | { status: "in-use"; usages: MediaUsage[] };

/**
 * Takes an image out of the library, only when nothing uses it: a used image is refused, with
 * where it is used. The stored file stays (newsletters already emailed keep showing it).
 */
export async function deleteLibraryImage(db: Db, actor: Actor, key: string): Promise<DeleteOutcome> {
  if (!isMediaKey(key)) return { status: "not-found" };
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(media).where(eq(media.key, key)).for("update");
    if (!row) return { status: "not-found" as const };
    const usages = (await findUsages(tx, key)).filter((usage) => usage.kind !== "sent");
    if (usages.length > 0) return { status: "in-use" as const, usages };
    await tx.delete(media).where(eq(media.key, key));
    await recordAudit(tx, actor, {
      action: "delete",
      entity: ENTITY,
      entityId: key,
      details: { fileName: row.fileName },
    });
    return { status: "deleted" as const, fileName: row.fileName };
  });
}

export type ReplaceOutcome =
  | { status: "replaced"; key: string; places: number }
  | { status: "not-found" }
  | { status: "same-file" }
  | { status: "already-in-library"; fileName: string };

/**
 * Puts a new file in place of an image everywhere it is used: the library's row moves to the new
 * file's key (alt text kept), and every image field and rich-text picture that showed the old file
 * shows the new one. Files never change under a key (they are cached for a year), so the new file
 * has its own key; the old file stays stored for the emails already sent.
 */
export async function replaceLibraryFile(
  db: Db,
  actor: Actor,
  key: string,
  image: Pick<ProcessedImage, "key" | "width" | "height"> & { bytes: number },
  fileName: string,
): Promise<ReplaceOutcome> {
  if (!isMediaKey(key)) return { status: "not-found" };
  if (image.key === key) return { status: "same-file" };
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(media).where(eq(media.key, key)).for("update");
    if (!row) return { status: "not-found" as const };
    const [existing] = await tx.select({ fileName: media.fileName }).from(media).where(eq(media.key, image.key));
    if (existing) return { status: "already-in-library" as const, fileName: existing.fileName };
    const places = (await findUsages(tx, key)).filter((usage) => usage.kind !== "sent").length;
    await tx
      .update(media)
      .set({
        key: image.key,
        fileName: fileName.slice(0, 200) || image.key,
        width: image.width,
        height: image.height,
        bytes: image.bytes,
      })
      .where(eq(media.key, key));
    const from = mediaPath(key);
    const to = mediaPath(image.key);
    for (const [table, column] of [...IMAGE_COLUMNS, ...SOCIAL_IMAGE_COLUMNS]) {
      await tx.execute(sql`
        update ${sql.identifier(table)} set ${sql.identifier(column)} = replace(${sql.identifier(column)}, ${from}, ${to})
        where ${sql.identifier(column)} like ${`%${from}`}
      `);
    }
    await tx.execute(sql`
      update business_opportunity_projects set collaborating_company_logo = replace(collaborating_company_logo, ${from}, ${to})
      where collaborating_company_logo like ${`%${from}`}
    `);
    await rewriteBodies(tx, key, (html) =>
      rewriteBodyImages(html, key, {
        alt: row.alt,
        decorative: row.decorative,
        key: image.key,
        width: image.width,
        height: image.height,
      }),
    );
    await recordAudit(tx, actor, {
      action: "replace",
      entity: ENTITY,
      entityId: image.key,
      details: { replaced: key, fileName, places },
    });
    return { status: "replaced" as const, key: image.key, places };
  });
}

/**
 * After a trash purge (ADR 0051): of the pictures the purged items named, those nothing uses any
 * more (no content, no sent newsletter email, nothing else in the trash) leave the library and
 * their files are deleted, with the email twin. The keys deleted.
 */
export async function deleteImagesNoLongerUsed(db: Db, store: MediaStore, keys: readonly string[]): Promise<string[]> {
  const deleted: string[] = [];
  for (const key of keys) {
    if (!isMediaKey(key)) continue;
    const gone = await db.transaction(async (tx) => {
      const [row] = await tx.select({ key: media.key }).from(media).where(eq(media.key, key)).for("update");
      if (!row) return false;
      if ((await findUsages(tx, key)).length > 0) return false;
      await tx.delete(media).where(eq(media.key, key));
      return true;
    });
    if (!gone) continue;
    await store.delete(key);
    const twin = emailImageKey(key);
    if (twin !== key) await store.delete(twin);
    deleted.push(key);
  }
  return deleted;
}
