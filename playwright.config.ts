import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findTestChromium } from "./tests/setup/chromium";

const executablePath = findTestChromium();
const STAFF_SPECS = /admin-.*\.spec\.ts$/;
const DESKTOP = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } };
// A 375 px phone (iPhone SE/13 mini width), in Chromium.
const PHONE = {
  ...devices["Desktop Chrome"],
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

export default defineConfig({
  testDir: "./tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_REPORTER === "json" ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: process.env.BASE_URL,
    // Recording a trace costs about a fifth of each test's time even when it is thrown away, and
    // nobody can open one left on a CI machine: local runs keep the failures' traces, CI records none.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    // The public site's journeys; the content editor journeys (admin-*.spec.ts) change content,
    // so they run against a second server of their own (STAFF_BASE_URL, see global-setup.ts).
    { name: "desktop", testIgnore: STAFF_SPECS, use: { ...DESKTOP } },
    { name: "phone", testIgnore: STAFF_SPECS, use: { ...PHONE } },
    { name: "staff-desktop", testMatch: STAFF_SPECS, use: { ...DESKTOP, baseURL: process.env.STAFF_BASE_URL } },
    { name: "staff-phone", testMatch: STAFF_SPECS, use: { ...PHONE, baseURL: process.env.STAFF_BASE_URL } },
  ],
});
