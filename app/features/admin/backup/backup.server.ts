/**
 * Backups of the database and the uploaded images in one file, and their restore (ADR 0007).
 *
 * The file is a gzip'd tar: `manifest.json` first (format, migration level, tables with their
 * columns and row counts, sequences, images with size and SHA-256), then `tables/<name>.jsonl`
 * in foreign-key order (one row per line, as PostgreSQL's own `row_to_json` wrote it, so every
 * value comes back exactly: microseconds, numerics, JSON), then `images/<key>`. The same file
 * restores into the embedded database or a PostgreSQL server.
 */
import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { chmod, mkdir, mkdtemp, open, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { sql, type SQL } from "drizzle-orm";
import { create as createTar, type ReadEntry } from "tar";
import { z } from "zod";
import type { Database, Db } from "~/db/client.server";
import { migrateDatabase, MIGRATIONS_FOLDER } from "~/db/migrate.server";
import { contentTypeForKey, MEDIA_KEY_PATTERN } from "~/utils/media/keys";
import type { MediaStore } from "~/utils/media/media-store.server";
import { archiveEntries, BackupError, entryBytes, entryLines, MAX_LINE_CHARACTERS } from "./archive.server";

export { BackupError };

export const BACKUP_FORMAT = "community-synergy-network-backup";
export const BACKUP_FORMAT_VERSION = 1;
const MANIFEST = "manifest.json";

const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  createdAt: z.string(),
  database: z.enum(["pglite", "postgres"]),
  /** The last migration applied to the database the backup was taken from (drizzle/meta/_journal.json). */
  migration: z.object({ index: z.number().int().nonnegative(), tag: z.string(), when: z.number() }),
  /** In foreign-key order: a table comes after every table it references. */
  tables: z.array(z.object({ name: z.string(), columns: z.array(z.string()), rows: z.number().int().nonnegative() })),
  sequences: z.array(
    z.object({
      name: z.string(),
      lastValue: z
        .string()
        .regex(/^-?\d+$/)
        .nullable(),
    }),
  ),
  images: z.array(
    z.object({
      key: z.string().regex(MEDIA_KEY_PATTERN),
      bytes: z.number().int().nonnegative(),
      sha256: z.string().regex(/^[a-f0-9]{64}$/),
    }),
  ),
});
export type BackupManifest = z.infer<typeof ManifestSchema>;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Queryable = Db | Tx;

async function rows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

// ───────────────────────────── migrations ─────────────────────────────

export interface MigrationEntry {
  idx: number;
  tag: string;
  when: number;
}

export async function readJournal(migrationsFolder = MIGRATIONS_FOLDER): Promise<MigrationEntry[]> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: MigrationEntry[];
  };
  return journal.entries;
}

/** The `when` of the last migration applied (drizzle records it as created_at), or null for a database never migrated. */
async function appliedMigration(db: Queryable): Promise<number | null> {
  const [exists] = await rows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return null;
  const [row] = await rows<{ level: string | null }>(
    db,
    sql`select max(created_at)::text as level from drizzle.__drizzle_migrations`,
  );
  return row?.level ? Number(row.level) : null;
}

// ───────────────────────────── the schema as the database has it ─────────────────────────────

interface TableInfo {
  name: string;
  columns: string[];
}

/** The tables of the `public` schema with their stored columns (generated ones are computed again on insert), in foreign-key order. */
async function listTables(db: Queryable): Promise<TableInfo[]> {
  const columns = await rows<{ table: string; column: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column"
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        where n.nspname = 'public' and c.relkind = 'r'
        order by c.relname, a.attnum`,
  );
  const references = await rows<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint k
        join pg_class child on child.oid = k.conrelid
        join pg_class parent on parent.oid = k.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table, column } of columns) byTable.set(table, [...(byTable.get(table) ?? []), column]);
  return foreignKeyOrder([...byTable.keys()], references).map((name) => ({ name, columns: byTable.get(name)! }));
}

/**
 * Tables ordered so that each comes after the tables it references (Kahn's algorithm, by name
 * among equals, so the order is stable). A cycle, a table referencing itself included, cannot be
 * inserted table by table, so it is refused rather than restored half.
 */
export function foreignKeyOrder(tables: string[], references: { child: string; parent: string }[]): string[] {
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of references) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const remaining = new Set([...tables].sort());
  while (remaining.size > 0) {
    const next = [...remaining].find((table) => [...parents.get(table)!].every((parent) => !remaining.has(parent)));
    if (!next) {
      throw new BackupError(
        `These tables reference each other in a cycle, which a backup cannot order: ${[...remaining].join(", ")}`,
      );
    }
    ordered.push(next);
    remaining.delete(next);
  }
  return ordered;
}

async function nonEmptyTables(db: Queryable, tables: string[]): Promise<string[]> {
  if (tables.length === 0) return [];
  const found = await rows<{ name: string }>(
    db,
    sql.join(
      tables.map((table) => sql`select ${table}::text as name where exists (select 1 from ${sql.identifier(table)})`),
      sql` union all `,
    ),
  );
  return found.map((row) => row.name);
}

// ───────────────────────────── what a backup leaves out ─────────────────────────────

/** An outbox message with a body of its own: account and staff email, not a newsletter's. */
const OWN_BODY = "newsletter_send_id is null";
const UNSENT = `${OWN_BODY} and status in ('pending', 'failed')`;
export const LEFT_OUT_OF_BACKUP_ERROR =
  "Not sent: the site was restored from a backup, which keeps no email's text (it may have held a link that no longer works).";

/**
 * Live secrets are not copied into a backup (ADR 0007): whoever holds a copy must not be able to
 * act as someone on the site. A table listed with `rows: false` is backed up empty; `columns`
 * replaces a column's value, as SQL over the table's own row, before it is written.
 *
 * - Sessions: a restored site asks everyone to sign in again.
 * - Verifications: better-auth's reset-password tokens (and any other pending check); a reset
 *   asked for before the backup is asked for again.
 * - Social sign-in tokens of accounts (the site has none today; password hashes stay, so people
 *   can sign in).
 * - The outbox keeps each message's address, subject, status and times, not what it said: account
 *   email carries reset and confirmation links. A message that had not gone out is marked skipped,
 *   so the restored site never sends a stale link. Newsletter messages have no body of their own
 *   (it is their send's, the issue's public text) and keep their List-Unsubscribe header, so an
 *   interrupted send goes on after a restore.
 * - Newsletter tokens stay: an unsubscribe link must keep working in every issue already in
 *   people's mailboxes, and a confirm link only confirms the address it was sent to.
 */
const LEFT_OUT: Record<string, { rows?: false; columns?: Record<string, string> }> = {
  sessions: { rows: false },
  verifications: { rows: false },
  accounts: { columns: { access_token: "null", refresh_token: "null", id_token: "null" } },
  email_outbox: {
    columns: {
      text_body: `case when ${OWN_BODY} then '' else text_body end`,
      html_body: `case when ${OWN_BODY} then null else html_body end`,
      headers: `case when ${OWN_BODY} then null else headers end`,
      status: `case when ${UNSENT} then 'skipped' else status end`,
      last_error: `case when ${UNSENT} then '${LEFT_OUT_OF_BACKUP_ERROR.replaceAll("'", "''")}' else last_error end`,
      sending_at: `case when ${OWN_BODY} then null else sending_at end`,
    },
  },
};

/** The query that reads a table's rows for the backup, with what it leaves out left out. */
function backupQuery(table: TableInfo): SQL {
  const policy = LEFT_OUT[table.name];
  const columns = sql.join(
    table.columns.map((column) => {
      const replaced = policy?.columns?.[column];
      return replaced ? sql`${sql.raw(replaced)} as ${sql.identifier(column)}` : sql.identifier(column);
    }),
    sql`, `,
  );
  const where = policy?.rows === false ? sql` where false` : sql``;
  return sql`select row_to_json(t)::text as line from (select ${columns} from ${sql.identifier(table.name)}${where}) t`;
}

// ───────────────────────────── backup ─────────────────────────────

export interface BackupSummary {
  file: string;
  bytes: number;
  tables: number;
  rows: number;
  images: number;
  ms: number;
}

const FETCH_ROWS = 1_000;

/**
 * Writes a backup of the database and the images to `file` (through a temporary file beside it,
 * renamed at the end, so a crash never leaves a half backup under the real name).
 *
 * Every table is read in one read-only REPEATABLE READ transaction: one snapshot, whatever other
 * processes write meanwhile. On the embedded database that transaction holds its only
 * connection, so the server's queries wait for the (short) read; the archive is written after.
 * Images are listed after the snapshot: they are immutable content-hash files that are never
 * deleted, so every image the snapshot refers to is there (newer ones may come along, harmless).
 */
export async function createBackup({
  database,
  store,
  file,
  migrationsFolder = MIGRATIONS_FOLDER,
  now = () => new Date(),
}: {
  database: Pick<Database, "db" | "kind">;
  store: MediaStore;
  file: string;
  migrationsFolder?: string;
  now?: () => Date;
}): Promise<BackupSummary> {
  const startedAt = performance.now();
  const target = path.resolve(file);
  await mkdir(path.dirname(target), { recursive: true });
  // The staging folder sits beside the target: same file system, and no RAM-backed /tmp filling up.
  const staging = await mkdtemp(path.join(path.dirname(target), `.${path.basename(target)}.staging-`));
  const partial = `${target}.${randomBytes(4).toString("hex")}.partial`;
  try {
    await mkdir(path.join(staging, "tables"));
    await mkdir(path.join(staging, "images"));
    const journal = await readJournal(migrationsFolder);
    const createdAt = now().toISOString();

    const snapshot = await database.db.transaction(
      async (tx) => {
        const level = await appliedMigration(tx);
        if (level === null) throw new BackupError("The database has no tables yet: there is nothing to back up.");
        const migration = journal.find((entry) => entry.when === level);
        if (!migration) {
          throw new BackupError(
            "The database has migrations this version of the site does not know. Make the backup with the version that migrated it.",
          );
        }
        const tables: BackupManifest["tables"] = [];
        for (const table of await listTables(tx)) {
          tables.push({
            ...table,
            rows: await dumpTable(tx, table, path.join(staging, "tables", `${table.name}.jsonl`)),
          });
        }
        // Sequences are not transactional: their value may be past the snapshot, never behind it.
        const sequences = await rows<{ name: string; lastValue: string | null }>(
          tx,
          sql`select sequencename as name, last_value::text as "lastValue" from pg_sequences where schemaname = 'public' order by sequencename`,
        );
        return { migration: { index: migration.idx, tag: migration.tag, when: migration.when }, tables, sequences };
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );

    const images: BackupManifest["images"] = [];
    for await (const key of store.list()) {
      const image = await store.get(key);
      if (!image) continue;
      const hash = createHash("sha256");
      let bytes = 0;
      await pipeline(
        image.body,
        async function* (chunks: AsyncIterable<Uint8Array>) {
          for await (const chunk of chunks) {
            hash.update(chunk);
            bytes += chunk.byteLength;
            yield chunk;
          }
        },
        createWriteStream(path.join(staging, "images", key), { mode: 0o600 }),
      );
      images.push({ key, bytes, sha256: hash.digest("hex") });
    }
    images.sort((a, b) => a.key.localeCompare(b.key));

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt,
      database: database.kind,
      ...snapshot,
      images,
    };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });

    // The manifest first, so a restore can refuse an unusable file before reading the rest. Each
    // entry keeps its staged file's mode, 0600, as unpacking it must not leave readable copies.
    await createTar({ gzip: true, portable: true, cwd: staging, file: partial }, [
      MANIFEST,
      ...snapshot.tables.map((table) => `tables/${table.name}.jsonl`),
      ...images.map((image) => `images/${image.key}`),
    ]);
    // It holds password hashes and everyone's personal details: readable by its owner only.
    await chmod(partial, 0o600);
    const handle = await open(partial, "r");
    await handle.sync();
    await handle.close();
    await rename(partial, target);
    return {
      file: target,
      bytes: (await stat(target)).size,
      tables: snapshot.tables.length,
      rows: snapshot.tables.reduce((sum, table) => sum + table.rows, 0),
      images: images.length,
      ms: Math.round(performance.now() - startedAt),
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

/** Writes the table's rows as JSON lines through a cursor (a page at a time, whatever the table's size); returns the count. */
async function dumpTable(tx: Tx, table: TableInfo, file: string): Promise<number> {
  const handle = await open(file, "w", 0o600);
  let count = 0;
  try {
    await tx.execute(sql`declare backup_rows no scroll cursor for ${backupQuery(table)}`);
    for (;;) {
      const page = await rows<{ line: string }>(tx, sql.raw(`fetch ${FETCH_ROWS} from backup_rows`));
      // A restore refuses longer lines: better no backup than one that cannot be restored.
      if (page.some((row) => row.line.length > MAX_LINE_CHARACTERS)) {
        throw new BackupError(
          `A row of ${table.name} is longer than a backup can hold (${MAX_LINE_CHARACTERS.toLocaleString("en-US")} characters).`,
        );
      }
      if (page.length > 0) await handle.write(`${page.map((row) => row.line).join("\n")}\n`);
      count += page.length;
      if (page.length < FETCH_ROWS) break;
    }
    await tx.execute(sql`close backup_rows`);
  } finally {
    await handle.close();
  }
  return count;
}

// ───────────────────────────── restore ─────────────────────────────

export interface RestoreSummary {
  manifest: BackupManifest;
  rows: number;
  images: number;
  ms: number;
}

/** Rows per INSERT, and the most JSON text one statement carries. */
const INSERT_ROWS = 500;
const INSERT_BYTES = 4 * 1024 * 1024;

/**
 * Puts a backup back into an empty database and the configured image store. The schema is first
 * migrated to the backup's own migration level, the rows go in (in one transaction, with the
 * images, so a failure leaves the database empty for another try), then the remaining migrations
 * run: rows written by an older version of the site pass through the same migrations as the
 * live data did.
 */
export async function restoreBackup({
  database,
  store,
  file,
  migrationsFolder = MIGRATIONS_FOLDER,
}: {
  database: Database;
  store: MediaStore;
  file: string;
  migrationsFolder?: string;
}): Promise<RestoreSummary> {
  const startedAt = performance.now();
  let entries = archiveEntries(path.resolve(file));
  try {
    const manifest = await readManifestEntry(entries, file);

    const journal = await readJournal(migrationsFolder);
    const newest = journal.at(-1);
    const level = journal.find(
      (entry) => entry.when === manifest.migration.when && entry.tag === manifest.migration.tag,
    );
    if (!level || !newest) {
      throw new BackupError(
        `This backup was made by a newer version of the site (its database is at migration ${manifest.migration.tag}; ` +
          `this version knows migrations up to ${newest?.tag ?? "none"}). Update the site, then restore.`,
      );
    }

    const applied = await appliedMigration(database.db);
    const present = (await listTables(database.db)).map((table) => table.name);
    const filled = await nonEmptyTables(database.db, present);
    if (filled.length > 0) {
      throw new BackupError(
        `The database is not empty (rows in ${filled.slice(0, 5).join(", ")}${filled.length > 5 ? ` and ${filled.length - 5} more tables` : ""}). ` +
          "A restore only fills an empty database, so that nothing is overwritten by mistake. " +
          "Restore into a new database instead: on PostgreSQL create one and point DATABASE_URL at it; " +
          "with the embedded database move DATA_DIR/pglite aside (or use another DATA_DIR). " +
          "Do not start the server on it before the restore, as it would add the demo content.",
      );
    }
    if (applied !== null && applied > level.when) {
      throw new BackupError(
        `The database is empty but already migrated past the backup's level (${level.tag}), and the backup's rows ` +
          "need the schema they were taken from. Restore into a new database that has no tables yet.",
      );
    }
    // The whole file is read and checked before the database is touched: a damaged, cut or
    // hostile archive is refused with the database as it was.
    await entries.return(undefined);
    await checkArchive(file, manifest);
    entries = archiveEntries(path.resolve(file));
    await readManifestEntry(entries, file);

    await migrateTo(database, journal, level, migrationsFolder);

    const tables = new Map((await listTables(database.db)).map((table) => [table.name, table.columns]));
    for (const table of manifest.tables) {
      const columns = tables.get(table.name);
      if (
        !columns ||
        columns.length !== table.columns.length ||
        !table.columns.every((column) => columns.includes(column))
      ) {
        throw new BackupError(
          `The table ${table.name} in the backup does not match the database's schema at migration ${level.tag}.`,
        );
      }
    }

    let rowCount = 0;
    await database.db.transaction(async (tx) => {
      // Checked again inside the transaction, in case something wrote meanwhile.
      const written = await nonEmptyTables(tx, [...tables.keys()]);
      if (written.length > 0)
        throw new BackupError(`Something wrote to ${written.join(", ")} during the restore; nothing was restored.`);

      for (const table of manifest.tables) {
        const entry = await entries.next();
        const expected = `tables/${table.name}.jsonl`;
        if (entry.done || entry.value.path !== expected) {
          throw new BackupError(`The backup is damaged: ${expected} is missing or out of place.`);
        }
        const inserted = await insertRows(tx, table.name, table.columns, entryLines(entry.value));
        if (inserted !== table.rows) {
          throw new BackupError(
            `The backup is damaged: ${table.name} has ${inserted} rows, its manifest says ${table.rows}.`,
          );
        }
        rowCount += inserted;
      }
      for (const sequence of manifest.sequences) {
        if (sequence.lastValue === null) continue;
        await tx.execute(
          sql`select setval(${`public.${quoteIdentifier(sequence.name)}`}::regclass, ${sequence.lastValue}::bigint, true)`,
        );
      }
      for (const image of manifest.images) {
        const entry = await entries.next();
        const expected = `images/${image.key}`;
        if (entry.done || entry.value.path !== expected) {
          throw new BackupError(`The backup is damaged: ${expected} is missing or out of place.`);
        }
        const bytes = await entryBytes(entry.value, image.bytes);
        if (bytes.byteLength !== image.bytes || createHash("sha256").update(bytes).digest("hex") !== image.sha256) {
          throw new BackupError(`The backup is damaged: the image ${image.key} does not match its checksum.`);
        }
        await store.put(image.key, bytes, contentTypeForKey(image.key)!);
      }
    });

    // Then up to this version's schema.
    await migrateDatabase(database, { migrationsFolder });
    return { manifest, rows: rowCount, images: manifest.images.length, ms: Math.round(performance.now() - startedAt) };
  } finally {
    await entries.return(undefined);
  }
}

const MAX_MANIFEST_BYTES = 16 * 1024 * 1024;

async function readManifestEntry(entries: AsyncGenerator<ReadEntry>, file: string): Promise<BackupManifest> {
  const first = await entries.next();
  if (first.done || first.value.path !== MANIFEST) {
    throw new BackupError(`${file} is not a backup of this site (it does not start with ${MANIFEST}).`);
  }
  return parseManifest((await entryBytes(first.value, MAX_MANIFEST_BYTES)).toString("utf8"), file);
}

/**
 * Reads the whole archive once, without writing anything: every table's file in the manifest's
 * order with as many rows as it says, each row one JSON object of the table's columns on a line
 * of bounded length, every image with its size and checksum, and nothing else.
 */
async function checkArchive(file: string, manifest: BackupManifest): Promise<void> {
  const entries = archiveEntries(path.resolve(file));
  try {
    await readManifestEntry(entries, file);
    const next = async (expected: string) => {
      const entry = await entries.next();
      if (entry.done || entry.value.path !== expected) {
        throw new BackupError(`The backup is damaged: ${expected} is missing or out of place.`);
      }
      return entry.value;
    };
    for (const table of manifest.tables) {
      const entry = await next(`tables/${table.name}.jsonl`);
      const columns = new Set(table.columns);
      let count = 0;
      for await (const line of entryLines(entry)) {
        if (!line) continue;
        count += 1;
        let row: unknown;
        try {
          row = JSON.parse(line);
        } catch {
          throw new BackupError(`The backup is damaged: row ${count} of ${table.name} is not valid JSON.`);
        }
        if (
          typeof row !== "object" ||
          row === null ||
          Array.isArray(row) ||
          !Object.keys(row).every((key) => columns.has(key))
        ) {
          throw new BackupError(`The backup is damaged: row ${count} of ${table.name} does not match its columns.`);
        }
      }
      if (count !== table.rows) {
        throw new BackupError(
          `The backup is damaged: ${table.name} has ${count} rows, its manifest says ${table.rows}.`,
        );
      }
    }
    for (const image of manifest.images) {
      const entry = await next(`images/${image.key}`);
      const hash = createHash("sha256");
      let bytes = 0;
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        bytes += chunk.byteLength;
        if (bytes > image.bytes) break;
        hash.update(chunk);
      }
      if (bytes !== image.bytes || hash.digest("hex") !== image.sha256) {
        throw new BackupError(`The backup is damaged: the image ${image.key} does not match its checksum.`);
      }
    }
    const extra = await entries.next();
    if (!extra.done) {
      throw new BackupError(`The backup is damaged: it holds ${extra.value.path}, which its manifest does not list.`);
    }
  } finally {
    await entries.return(undefined);
  }
}

function parseManifest(text: string, file: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`${file} is damaged: its manifest is not valid JSON.`);
  }
  const format = (json as { format?: unknown; formatVersion?: unknown } | null) ?? {};
  if (format.format !== BACKUP_FORMAT) throw new BackupError(`${file} is not a backup of this site.`);
  if (typeof format.formatVersion === "number" && format.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `${file} was written in a newer backup format (${format.formatVersion}). Update the site, then restore.`,
    );
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) throw new BackupError(`${file} is damaged: its manifest does not describe a backup.`);
  return parsed.data;
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Migrates the database up to `level` only, with a copy of the journal that ends there (drizzle
 * applies every migration the journal lists that the database lacks). At the newest level this
 * is the ordinary migration.
 */
async function migrateTo(
  database: Database,
  journal: MigrationEntry[],
  level: MigrationEntry,
  migrationsFolder: string,
) {
  if (level === journal.at(-1)) return migrateDatabase(database, { migrationsFolder });
  const folder = await mkdtemp(path.join(tmpdir(), "restore-migrations-"));
  try {
    const entries = journal.filter((entry) => entry.when <= level.when);
    const original = JSON.parse(await readFile(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as Record<
      string,
      unknown
    >;
    await mkdir(path.join(folder, "meta"));
    await writeFile(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...original, entries }));
    for (const entry of entries) {
      await writeFile(
        path.join(folder, `${entry.tag}.sql`),
        await readFile(path.join(migrationsFolder, `${entry.tag}.sql`)),
      );
    }
    await migrateDatabase(database, { migrationsFolder: folder });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Inserts JSON-line rows in batches; PostgreSQL turns each JSON value back into its column's type. */
async function insertRows(tx: Tx, table: string, columns: string[], lines: AsyncIterable<string>): Promise<number> {
  const columnList = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  let batch: string[] = [];
  let batchBytes = 0;
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    // `::text::json`: the parameter is sent as text, so no driver re-encodes it as a JSON string.
    await tx.execute(sql`insert into ${sql.identifier(table)} (${columnList}) overriding system value
      select ${columnList} from json_populate_recordset(null::${sql.identifier(table)}, ${`[${batch.join(",")}]`}::text::json)`);
    count += batch.length;
    batch = [];
    batchBytes = 0;
  };
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    batchBytes += line.length;
    if (batch.length >= INSERT_ROWS || batchBytes >= INSERT_BYTES) await flush();
  }
  await flush();
  return count;
}
