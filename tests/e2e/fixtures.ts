import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every test fails on an unexpected console error or page error, and `checkA11y`
 * runs axe at WCAG 2.1 AA on the page as it is.
 */
export const test = base.extend<{ checkA11y: (page?: Page) => Promise<void>; consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        // Chromium logs every 4xx response (a 400 for a rejected form, the 404 page) as
        // "Failed to load resource"; those are expected answers, not page errors.
        if (
          message.type() === "error" &&
          !/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())
        ) {
          errors.push(message.text());
        }
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "the browser logged errors").toEqual([]);
    },
    { auto: true },
  ],
  checkA11y: async ({ page }, use) => {
    await use(async (target = page) => {
      // A dialog or panel still fading in passes through colors nobody reads (a dialog measured
      // mid-animation failed the contrast rule on a busy machine): axe looks once every running
      // animation has finished, or after 2 s at most (an animation the page keeps restarting, or
      // a long progress bar, never "finishes"; waiting on it hung a lesson journey). Endless ones
      // (a spinner) are left alone.
      // It looks again after two frames, until nothing is running: a toast that mounts just after
      // the page settles (a flash read by an effect) fades in after the first look (it failed the
      // contrast rule on a staff phone in CI).
      await target.evaluate(async () => {
        const deadline = Date.now() + 2_000;
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        while (Date.now() < deadline) {
          await frame();
          const running = document.getAnimations().filter((animation) => {
            const timing = animation.effect?.getComputedTiming();
            return animation.playState === "running" && timing?.iterations !== Infinity;
          });
          if (running.length === 0) return;
          await Promise.race([
            Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
            new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()))),
          ]);
        }
      });
      const results = await new AxeBuilder({ page: target })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        // A toast on its way out (Radix marks it closed while it fades and slides away) passes
        // through colors nobody reads; measured mid-fade it failed the contrast rule at random.
        // Open toasts are checked as usual.
        .exclude('[data-swipe-direction][data-state="closed"]')
        .analyze();
      const summary = results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
      );
      expect(summary, `axe violations on ${target.url()}`).toEqual([]);
    });
  },
});

export { expect };

/**
 * This page's requests come from an address of their own (the test server believes
 * X-Forwarded-For), so per-visitor limits, and the "one try at a time" of passwords and codes,
 * are not shared with the journeys running beside it on the other worker.
 */
export async function fromOwnAddress(page: Page) {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.18.${octet()}.${octet()}` });
}
