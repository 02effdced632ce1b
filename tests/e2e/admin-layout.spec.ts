import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./admin-session";
import { expect as baseExpect, test } from "./fixtures";

// The machine is shared with other builds and test runs; these pages get more time than the defaults.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

/**
 * Every admin page (issue 18 item 10): its title names its section, axe finds nothing, and at
 * 375 px the page itself never scrolls sideways (wide tables scroll inside their own box). The
 * staff projects run this at 1280 px and at 375 px.
 *
 * `{project}`, `{course}`… stand for a row of that kind, read from its list when the test starts.
 * New admin pages go into this list.
 */
const PAGES: { path: string; section: string }[] = [
  { path: "/admin", section: "Dashboard" },
  { path: "/admin/submissions", section: "Submissions" },
  ...[
    "contact",
    "volunteer",
    "partner",
    "consultant",
    "diamond",
    "opportunity",
    "campaign",
    "enrollments",
    "subscribers",
  ].map((kind) => ({ path: `/admin/submissions/${kind}`, section: "Submissions" })),
  { path: "/admin/accounts", section: "Accounts" },
  { path: "/admin/accounts/{account}", section: "Accounts" },
  { path: "/admin/audit", section: "Audit log" },
  { path: "/admin/outbox", section: "Outbox" },
  { path: "/admin/campaigns", section: "Campaigns" },
  { path: "/admin/campaigns/new", section: "Campaigns" },
  { path: "/admin/campaigns/{campaign}/edit", section: "Campaigns" },
  { path: "/admin/campaigns/{campaign}/participants", section: "Campaigns" },
  { path: "/admin/team", section: "Team" },
  { path: "/admin/projects", section: "Projects" },
  { path: "/admin/projects/new", section: "Projects" },
  { path: "/admin/projects/{project}", section: "Projects" },
  { path: "/admin/completed-campaigns", section: "Completed campaigns" },
  { path: "/admin/completed-campaigns/new", section: "Completed campaigns" },
  { path: "/admin/completed-campaigns/{completed}", section: "Completed campaigns" },
  { path: "/admin/completed-campaigns/{completed}/delete", section: "Completed campaigns" },
  { path: "/admin/news", section: "News" },
  { path: "/admin/news/new", section: "News" },
  { path: "/admin/news/{news}", section: "News" },
  { path: "/admin/revisions/news/{news}", section: "History" },
  { path: "/admin/revisions/project/{project}", section: "History" },
  { path: "/admin/revisions/completed-campaign/{completed}", section: "History" },
  { path: "/admin/trash", section: "Trash" },
  { path: "/admin/news/{news}?delete=1", section: "News" },
  { path: "/admin/newsletters", section: "Newsletters" },
  { path: "/admin/newsletters/new", section: "Newsletters" },
  { path: "/admin/newsletters/{newsletter}", section: "Newsletters" },
  { path: "/admin/newsletters/{newsletter}/delete", section: "Newsletters" },
  { path: "/admin/newsletters/{newsletter}/send", section: "Newsletters" },
  { path: "/admin/courses", section: "Courses" },
  { path: "/admin/courses/new", section: "Courses" },
  { path: "/admin/courses/{course}", section: "Courses" },
  { path: "/admin/courses/{course}/lessons/{lesson}", section: "Courses" },
  { path: "/admin/courses/{course}/modules/{module}/lessons/new", section: "Courses" },
  { path: "/admin/courses/{course}/delete", section: "Courses" },
  { path: "/admin/courses/{course}/modules/{module}/delete", section: "Courses" },
  { path: "/admin/courses/{course}/lessons/{lesson}/delete", section: "Courses" },
];

/** The id in the first link of `list` whose address matches `pattern` (its first group). */
async function firstId(page: Page, list: string, pattern: RegExp): Promise<string> {
  await page.goto(list);
  const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  for (const href of hrefs) {
    const match = href?.match(pattern);
    if (match?.[1] && match[1] !== "new") return match[1];
  }
  throw new Error(`No link like ${pattern} on ${list}`);
}

// Read once per worker, from the lists themselves (the staff site's content differs between runs).
let ids: Record<string, string> | null = null;
async function rowIds(page: Page): Promise<Record<string, string>> {
  if (ids) return ids;
  const found: Record<string, string> = {
    campaign: await firstId(page, "/admin/campaigns", /^\/admin\/campaigns\/([0-9a-f-]{36})/),
    project: await firstId(page, "/admin/projects", /^\/admin\/projects\/([0-9a-f-]{36})$/),
    completed: await firstId(page, "/admin/completed-campaigns", /^\/admin\/completed-campaigns\/([0-9a-f-]{36})$/),
    news: await firstId(page, "/admin/news", /^\/admin\/news\/([0-9a-f-]{36})$/),
    newsletter: await firstId(page, "/admin/newsletters", /^\/admin\/newsletters\/([0-9a-f-]{36})$/),
    course: await firstId(page, "/admin/courses", /^\/admin\/courses\/([0-9a-f-]{36})$/),
    account: await firstId(page, "/admin/accounts", /^\/admin\/accounts\/([^/?#]+)$/),
  };
  found.lesson = await firstId(page, `/admin/courses/${found.course}`, /\/lessons\/([0-9a-f-]{36})$/);
  found.module = await firstId(page, `/admin/courses/${found.course}`, /\/modules\/([0-9a-f-]{36})\//);
  ids = found;
  return found;
}

test.describe("Admin layout", () => {
  for (const { path: template, section } of PAGES) {
    test(`${template} names its section, passes axe and does not scroll sideways`, async ({ page, checkA11y }) => {
      await signInAsAdmin(page);
      const known = template.includes("{") ? await rowIds(page) : {};
      const path = template.replace(/\{(\w+)\}/g, (_, name: string) => known[name]!);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`(^| — )${section} — Admin \\| `));
      // Against the window's set width: a phone browser widens its layout viewport to fit a page that overflows.
      const viewport = page.viewportSize()!.width;
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${path} is wider than the window`).toBeLessThanOrEqual(viewport);
      await checkA11y();
    });
  }
});
