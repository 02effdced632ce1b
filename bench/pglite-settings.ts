/**
 * `npm run bench:pglite-settings`: what each memory setting of the embedded database and of V8
 * costs in query speed (ADR 0015). One seeded database; for each variant a fresh Node process
 * opens a copy of it with the variant's PostgreSQL settings and V8 flags, runs the public pages'
 * queries (the library, a campaign, a search, the news list, the course catalogue) 40 times to
 * warm up and 300 times measured, and reports the median and 90th percentile of one round and
 * its RSS at the end.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { openDatabase, PGLITE_SETTINGS } from "../app/db/client.server";
import { migrateDatabase } from "../app/db/migrate.server";
import { seedDemoContent } from "../app/db/seed/seed.server";
import { getCampaign } from "../app/features/campaigns/campaigns.server";
import { listCatalogue } from "../app/features/academy/academy.server";
import { getNewsPage } from "../app/features/news/news.server";
import { listLibraryPage } from "../app/features/projects/library.server";
import { parseSearchQuery } from "../app/features/search/query";
import { searchSite } from "../app/features/search/search.server";
import { SERVER_NODE_FLAGS } from "../server/node-flags";

const root = path.resolve(import.meta.dirname, "..");

interface Variant {
  name: string;
  settings: readonly string[];
  nodeFlags: string[];
  env?: Record<string, string>;
}

const VARIANTS: Variant[] = [
  { name: "PGlite's defaults (shared_buffers 128 MB), V8's defaults", settings: [], nodeFlags: [] },
  { name: "shared_buffers 16 MB", settings: PGLITE_SETTINGS, nodeFlags: [] },
  {
    name: "shared_buffers 16 MB, WebAssembly by the baseline compiler only (--liftoff-only)",
    settings: PGLITE_SETTINGS,
    nodeFlags: ["--liftoff-only"],
  },
  {
    name: "shared_buffers 16 MB, --max-old-space-size=192",
    settings: PGLITE_SETTINGS,
    nodeFlags: ["--max-old-space-size=192"],
  },
  {
    name: "shared_buffers 16 MB, --max-old-space-size=192 --max-semi-space-size=4",
    settings: PGLITE_SETTINGS,
    nodeFlags: ["--max-old-space-size=192", "--max-semi-space-size=4"],
  },
  {
    name: "the site's settings: shared_buffers 16 MB and every flag of `npm run serve`, MALLOC_ARENA_MAX=2",
    settings: PGLITE_SETTINGS,
    nodeFlags: SERVER_NODE_FLAGS,
    env: { MALLOC_ARENA_MAX: "2" },
  },
];

interface ChildResult {
  medianMs: number;
  p90Ms: number;
  rssMb: number;
}

async function child(dataDir: string, settings: string[]): Promise<ChildResult> {
  const database = await openDatabase({ kind: "pglite", dataDir, settings });
  const { db } = database;
  const [campaign] = (await listLibraryPage(db, "helping-hand", 1)).items;
  const query = parseSearchQuery("volunteer");
  if (query.status !== "ok") throw new Error("the search query did not parse");
  const round = async () => {
    await listLibraryPage(db, "business", 1);
    await getCampaign(db, (campaign as { id?: string } | undefined)?.id);
    await searchSite(db, query.tsquery, { perKind: 5, today: new Date().toISOString().slice(0, 10) });
    await getNewsPage(db, { categorySlug: null, page: 1 });
    await listCatalogue(db);
  };
  for (let index = 0; index < 40; index += 1) await round();
  const times: number[] = [];
  for (let index = 0; index < 300; index += 1) {
    const started = performance.now();
    await round();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const rssMb = Math.round(process.memoryUsage().rss / 2 ** 20);
  await database.close();
  return {
    medianMs: Math.round(times[150]! * 100) / 100,
    p90Ms: Math.round(times[270]! * 100) / 100,
    rssMb,
  };
}

async function main() {
  const seeded = mkdtempSync(path.join(os.tmpdir(), "pglite-settings-"));
  const database = await openDatabase({ kind: "pglite", dataDir: seeded });
  await migrateDatabase(database);
  await seedDemoContent(database.db);
  await database.close();
  const rows: string[] = [];
  for (const variant of VARIANTS) {
    const copy = mkdtempSync(path.join(os.tmpdir(), "pglite-settings-copy-"));
    cpSync(seeded, copy, { recursive: true });
    const run = spawnSync(
      process.execPath,
      [
        ...variant.nodeFlags,
        "--import",
        "tsx",
        import.meta.filename,
        "--child",
        copy,
        JSON.stringify(variant.settings),
      ],
      { cwd: root, encoding: "utf8", env: { ...process.env, ...variant.env } },
    );
    rmSync(copy, { recursive: true, force: true });
    const line = /RESULT (\{.*\})/.exec(run.stdout)?.[1];
    if (!line) throw new Error(`${variant.name} failed:\n${run.stdout}\n${run.stderr}`);
    const result = JSON.parse(line) as ChildResult;
    rows.push(`| ${variant.name} | ${result.medianMs} | ${result.p90Ms} | ${result.rssMb} |`);
    process.stdout.write(`${variant.name}: ${JSON.stringify(result)}\n`);
  }
  rmSync(seeded, { recursive: true, force: true });
  process.stdout.write(
    [
      "",
      "| variant | one round of the public pages' queries, median ms | p90 ms | RSS after, MB |",
      "| --- | ---: | ---: | ---: |",
      ...rows,
      "",
    ].join("\n"),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv[2] === "--child") {
    const result = await child(process.argv[3]!, JSON.parse(process.argv[4]!) as string[]);
    process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
  } else {
    await main();
  }
}
