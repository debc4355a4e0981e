import { expect, test } from "@playwright/test";
import { hydrated } from "./helpers";

test("follows the system theme by default", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: "dark" });
  const page = await context.newPage();
  await page.goto("/glossary");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await context.close();
});

test("the theme toggle's choice is remembered across pages", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/glossary");
  await hydrated(page);
  const toggle = page.locator(".theme-toggle");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  await toggle.click(); // system → light
  await toggle.click(); // light → dark
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await page.goto("/usage");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await hydrated(page);
  await expect(page.locator(".theme-toggle")).toHaveAttribute("data-theme-choice", "dark");
});
