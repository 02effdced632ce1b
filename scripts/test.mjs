#!/usr/bin/env node
// `npm test`: build once, then every Vitest test (unit + integration, on PGlite and, when
// TEST_DATABASE_URL is set, on that PostgreSQL server too), then the browser tests in
// Debian's Chromium. Ends with one summary line: "Tests: N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reports = mkdtempSync(path.join(tmpdir(), "test-reports-"));
const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined);

let passed = 0;
let failed = 0;
let problems = [];

if (run("npm", ["run", "build", "--silent"]) !== 0) {
  console.log("\nThe build failed; no tests were run.\nTests: 0 passed, 1 failed");
  process.exit(1);
}

const vitestReport = path.join(reports, "vitest.json");
const vitestStatus = run("npx", [
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
  const playwrightReport = path.join(reports, "playwright.json");
  const status = run("npx", ["playwright", "test"], {
    SKIP_BUILD: "1",
    PLAYWRIGHT_REPORTER: "json",
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  const report = readJson(playwrightReport);
  if (report) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    if (report.stats.expected + report.stats.unexpected === 0 && process.env.CI) {
      failed += 1;
      problems.push("No browser test ran.");
    }
  }
  if (status !== 0 && (!report || report.stats.unexpected === 0)) {
    failed += 1;
    problems.push("Playwright exited with an error outside the tests (see above).");
  }
}

for (const problem of problems) console.log(problem);
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
