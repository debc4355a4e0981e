import { expect, test } from "@playwright/test";

test("a long page offers a way back to the top once the reader has scrolled a screen down, and none before", async ({ page }) => {
  // An entity reference page runs to tens of thousands of pixels.
  await page.goto("/references/entities/classes/Order");
  const back = page.getByRole("link", { name: "Back to top" });
  await expect(back).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, window.innerHeight * 3));
  await expect(back).toBeVisible();
  await expect(back).toBeInViewport();
  await back.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(200);
  await expect(page.locator("#content")).toBeFocused();
});

test("a page that cannot be scrolled a screen down never shows it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 4000 });
  await page.goto("/glossary");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole("link", { name: "Back to top" })).toBeHidden();
});
