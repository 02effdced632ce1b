import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./admin-session";
import { expect, test } from "./fixtures";

/**
 * Issue 39 part 4 beyond stories: a team member and a campaign deleted by mistake come back from
 * the trash, and a campaign people applied to cannot be deleted at all.
 */
test.describe("The trash holds team members and campaigns too", () => {
  test.slow();

  async function restoreFromTrash(page: Page, title: string, kindLabel: string) {
    await page.goto("/admin/trash");
    const trashed = page.getByRole("row").filter({ hasText: title });
    await expect(trashed).toContainText(kindLabel);
    await trashed.getByRole("button", { name: `Restore “${title}”` }).click();
    await expect(page.getByText("Restored from the trash").first()).toBeVisible({ timeout: 20_000 });
  }

  test("a deleted team member comes back on the Our Team page", async ({ page, checkA11y }) => {
    const name = `Tomas Reyes ${randomBytes(2).toString("hex")}`;
    await signInAsAdmin(page);
    await page.goto("/admin/team");
    await page.getByRole("button", { name: "Add Team Member" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Team Member" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Role").fill("Volunteer coordinator");
    await dialog.getByLabel("Description").fill("Matches new volunteers with the food pantry and the tutoring nights.");
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Team member created successfully", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: `Delete ${name}` }).click();
    const confirm = page.getByRole("dialog");
    await expect(confirm.getByText(/wait in the trash for 30 days/)).toBeVisible();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Team member deleted successfully", { exact: true })).toBeVisible();
    await page.goto("/about/team");
    await expect(page.getByText(name)).toHaveCount(0);

    await restoreFromTrash(page, name, "Team member");
    await expect(page).toHaveURL(/\/admin\/team$/);
    await checkA11y();
    await page.goto("/about/team");
    await expect(page.getByText(name).first()).toBeVisible();
  });

  test("a campaign nobody applied to goes to the trash and comes back; one with applications stays", async ({
    page,
    checkA11y,
  }) => {
    const title = `Warm socks for ${randomBytes(2).toString("hex")} shelters`;
    await signInAsAdmin(page);
    await page.goto("/admin/campaigns/new");
    const form = page.locator("form").filter({ has: page.getByRole("heading", { name: "New campaign" }) });
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Description").fill("Wool socks for every bed at the two shelters this winter.");
    await form.getByLabel("Status").selectOption("Active");
    await form.getByLabel("Published on the public site").check();
    await form.getByRole("button", { name: "Create Campaign" }).click();
    await expect(page.getByText("Campaign created successfully").first()).toBeVisible({ timeout: 20_000 });
    const editor = page.url();

    await page.getByText("Delete this campaign…").click();
    await expect(page.getByText(/has no support applications/)).toBeVisible();
    await checkA11y();
    await page.getByRole("button", { name: "Delete campaign" }).click();
    await expect(page.getByText("Campaign deleted").first()).toBeVisible({ timeout: 20_000 });

    await restoreFromTrash(page, title, "Campaign");
    await expect(page.getByRole("heading", { name: `Edit: ${title}` })).toBeVisible();
    expect(page.url()).toBe(editor.endsWith("/edit") ? editor : `${editor}/edit`);

    // A campaign families applied to (the seeded Baby-Cam drive) is never deleted with their applications.
    await page.goto("/admin/campaigns");
    const babyCam = await page
      .getByRole("combobox", { name: "Campaign" })
      .locator("option", { hasText: "Coast Guard Baby-Cam" })
      .getAttribute("value");
    await page.goto(`/admin/campaigns/${babyCam}`);
    await page.getByText("Delete this campaign…").click();
    await expect(page.getByText(/support applications? (was|were) sent to .*so it cannot be deleted/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Delete campaign" })).toHaveCount(0);
  });
});
