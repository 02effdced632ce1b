#!/usr/bin/env node
// `npm test`: build once, then every Vitest test (unit + integration, on PGlite and, when
// TEST_DATABASE_URL is set, on that PostgreSQL server too), then the browser tests in
// Debian's Chromium, each journey once per width. Ends with one summary line:
// "Tests: N passed, N failed".
//
// Browser tests and databases (docs/development-notes.md, "Which database the browser tests
// use"): without TEST_DATABASE_URL, both widths run against PGlite in one Playwright run. With
// it, the desktop projects run against PGlite (the default `npm start`) and the phone projects
// against the PostgreSQL server, so each database serves every journey at one width and no
// journey runs twice at the same width.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reports = mkdtempSync(path.join(tmpdir(), "test-reports-"));
const phases = [];
const run = (label, command, args, env = {}) => {
  const started = Date.now();
  const childEnv = { ...process.env, ...env };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete childEnv[name];
  const status = spawnSync(command, args, { cwd: root, stdio: "inherit", env: childEnv }).status ?? 1;
  phases.push([label, Date.now() - started]);
  return status;
};
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined);

let passed = 0;
let failed = 0;
const problems = [];
const counts = [];

if (run("build", "npm", ["run", "build", "--silent"]) !== 0) {
  console.log("\nThe build failed; no tests were run.\nTests: 0 passed, 1 failed");
  process.exit(1);
}

const vitestReport = path.join(reports, "vitest.json");
const vitestStatus = run("vitest (unit + integration)", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  counts.push(`vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed`);
}
if (vitestStatus !== 0 && (!vitest || vitest.numFailedTests === 0)) {
  failed += 1;
  problems.push("Vitest exited with an error outside the tests (see above).");
}

// The same list as findTestChromium() in tests/setup/chromium.ts.
const chromium = [
  process.env.CHROME_PATH,
  "/usr/lib/chromium/chromium-headless-shell",
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
].find((p) => p && existsSync(p));
if (!chromium) {
  console.log(
    "\nBrowser tests not run: no Chromium at /usr/bin/chromium (install Debian's `chromium` or set CHROME_PATH).",
  );
  if (process.env.CI) failed += 1;
} else {
  const postgres = process.env.TEST_DATABASE_URL;
  const browserRuns = postgres
    ? [
        {
          label: "browser tests, desktop, PGlite",
          projects: ["desktop", "staff-desktop"],
          env: { TEST_DATABASE_URL: undefined },
        },
        { label: "browser tests, phone, PostgreSQL", projects: ["phone", "staff-phone"], env: {} },
      ]
    : [{ label: "browser tests, desktop and phone, PGlite", projects: [], env: {} }];
  for (const [index, browser] of browserRuns.entries()) {
    const playwrightReport = path.join(reports, `playwright-${index}.json`);
    const status = run(browser.label, "npx", ["playwright", "test", ...browser.projects.map((p) => `--project=${p}`)], {
      SKIP_BUILD: "1",
      PLAYWRIGHT_REPORTER: "json",
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
      ...browser.env,
    });
    const report = readJson(playwrightReport);
    if (report) {
      passed += report.stats.expected + report.stats.flaky;
      failed += report.stats.unexpected;
      counts.push(
        `${browser.label}: ${report.stats.expected + report.stats.flaky} passed, ${report.stats.unexpected} failed, ${report.stats.skipped} skipped`,
      );
      if (report.stats.expected + report.stats.unexpected === 0 && process.env.CI) {
        failed += 1;
        problems.push(`No browser test ran (${browser.label}).`);
      }
    }
    if (status !== 0 && (!report || report.stats.unexpected === 0)) {
      failed += 1;
      problems.push(`Playwright exited with an error outside the tests (${browser.label}; see above).`);
    }
  }
}

console.log("\nnpm test, by phase:");
for (const [label, ms] of phases) console.log(`  ${label.padEnd(40)} ${(ms / 60_000).toFixed(1).padStart(5)} min`);
for (const line of counts) console.log(`  ${line}`);
for (const problem of problems) console.log(problem);
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
