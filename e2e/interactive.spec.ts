import { expect, test } from "@playwright/test";
import { hydrated } from "./helpers";

test("the copy button copies a code block", async ({ browser }) => {
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  await page.goto("/create-medusa-app");
  await hydrated(page);
  const block = page.locator(".code-block").filter({ hasText: "medusa-starter-default#v1" }).first();
  await block.hover();
  await block.getByRole("button", { name: "Copy code" }).click();
  await expect(block.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    "npx @medusajs/medusa-cli@1.3.23 new my-medusa-store medusajs/medusa-starter-default#v1 --seed",
  );
  await context.close();
});

test("package manager tabs switch together and the choice carries to other pages", async ({ page }) => {
  await page.goto("/development/backend/prepare-environment");
  await hydrated(page);
  const tabs = page.locator('.tabs[data-group="npm2yarn"]').first();
  await tabs.getByRole("tab", { name: "yarn" }).click();
  await expect(tabs.getByRole("tab", { name: "yarn" })).toHaveAttribute("aria-selected", "true");
  await expect(tabs.locator('[role=tabpanel][data-value="yarn"]')).toBeVisible();
  await expect(tabs.locator('[role=tabpanel][data-value="npm"]')).toBeHidden();
  await page.goto("/usage");
  await hydrated(page);
  const other = page.locator('.tabs[data-group="npm2yarn"]').first();
  await expect(other.getByRole("tab", { name: "yarn" })).toHaveAttribute("aria-selected", "true");
  await expect(other.locator('[role=tabpanel][data-value="yarn"]')).toBeVisible();
});

test("tabs work with the arrow keys", async ({ page }) => {
  await page.goto("/usage");
  await hydrated(page);
  const tabs = page.locator('.tabs[data-group="npm2yarn"]').first();
  await tabs.getByRole("tab", { name: "npm", exact: true }).click();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "yarn" })).toBeFocused();
  await expect(tabs.getByRole("tab", { name: "yarn" })).toHaveAttribute("aria-selected", "true");
});

test("the table of contents marks the section in view", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 800 });
  await page.goto("/create-medusa-app");
  await hydrated(page);
  await page
    .locator("#create-a-medusa-1x-project")
    .evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 40));
  await expect(page.getByRole("navigation", { name: "On this page" }).locator('[aria-current="location"]')).toHaveText(
    "Create a Medusa 1.x project",
  );
});

test("on a narrow screen the menu opens the sidebar and Escape closes it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/glossary");
  await hydrated(page);
  const sidebar = page.locator("#sidebar");
  await expect(sidebar).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(sidebar).toBeVisible();
  await expect(page.locator(".menu-button")).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(sidebar).toBeHidden();
});

test("without JavaScript, the sidebar and every tab's content are still there", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/usage");
  await expect(page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Glossary" })).toBeVisible();
  const tabs = page.locator('.tabs[data-group="npm2yarn"]').first();
  await expect(tabs.locator('[role=tabpanel][data-value="yarn"]')).toBeVisible();
  await expect(tabs.locator('[role=tabpanel][data-value="pnpm"]')).toBeVisible();
  await context.close();
});
