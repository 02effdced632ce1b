import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Its own config, so Vitest does not load the React Router plugin from vite.config.ts.
const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };
const shared = {
  environment: "node" as const,
  include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/integration/**/*.test.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

// The PostgreSQL project runs what can differ between the databases: every integration test, and
// the unit tests beside the code that open a test database. A unit test that opens none would
// only run a second time (ADR 0023).
const opensDatabase = /setup\/database|integration\/admin-helpers/;
const unitTestsWithDatabase = ["app", "server"].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file}`)
    .filter((file) => opensDatabase.test(readFileSync(file, "utf8"))),
);

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: one file at a time on a 2-core
    // machine, while the files spend much of their time waiting on PostgreSQL or on a server they
    // started. Two at a time finish the PGlite and PostgreSQL runs together sooner (ADR 0023).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    projects: [
      // TEST_DB_ONLY=postgres leaves PGlite out: CI's second `npm test`, after the first has run them on PGlite.
      ...(process.env.TEST_DB_ONLY === "postgres"
        ? []
        : [
            {
              resolve: { alias },
              test: {
                ...shared,
                name: "pglite",
                env: { TEST_DB_KIND: "pglite" },
                // One migrated database dumped for the run, each file's database loaded from it.
                globalSetup: ["tests/setup/pglite-dump.ts"],
              },
            },
          ]),
      // The same tests again against a PostgreSQL server when one is given.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve: { alias },
              test: {
                ...shared,
                include: ["tests/integration/**/*.test.ts", ...unitTestsWithDatabase],
                name: "postgres",
                env: { TEST_DB_KIND: "postgres" },
              },
            },
          ]
        : []),
    ],
  },
});
