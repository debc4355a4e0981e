import { expect, test } from "@playwright/test";
import { hydrated } from "./helpers";

test("follows the system theme by default, also when it changes", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: "dark" });
  const page = await context.newPage();
  await page.goto("/glossary");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await hydrated(page);
  const toggle = page.locator(".theme-toggle");
  await expect(toggle).toHaveAccessibleName("Switch to light theme");
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  await expect(toggle).toHaveAccessibleName("Switch to dark theme");
  await context.close();
});

test("a click on a dark system shows light at once, and the choice holds across pages", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: "dark" });
  const page = await context.newPage();
  const html = page.locator("html");
  await page.goto("/glossary");
  await hydrated(page);
  const toggle = page.locator(".theme-toggle");
  await expect(html).toHaveAttribute("data-theme", "dark");
  await toggle.click();
  await expect(html).toHaveAttribute("data-theme", "light");
  await expect(toggle).toHaveAccessibleName("Switch to dark theme");

  await page.goto("/usage");
  await expect(html).toHaveAttribute("data-theme", "light");
  await hydrated(page);
  await expect(page.locator(".theme-toggle")).toHaveAttribute("data-theme-choice", "light");
  // An explicit choice no longer follows the system.
  await page.emulateMedia({ colorScheme: "light" });
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html).toHaveAttribute("data-theme", "light");
  await context.close();
});

test("every click flips the theme the reader sees", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/glossary");
  await hydrated(page);
  const html = page.locator("html");
  const toggle = page.getByRole("button", { name: /^Switch to (dark|light) theme$/ });
  await expect(html).toHaveAttribute("data-theme", "light");
  for (const expected of ["dark", "light", "dark"]) {
    await toggle.click();
    await expect(html).toHaveAttribute("data-theme", expected);
    await expect(toggle).toHaveAccessibleName(`Switch to ${expected === "dark" ? "light" : "dark"} theme`);
  }
  await page.reload();
  await expect(html).toHaveAttribute("data-theme", "dark");
});
