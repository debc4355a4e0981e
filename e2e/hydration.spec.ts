import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { hydrated, PHONE_VIEWPORT } from "./helpers";

/**
 * The client entry hydrates the page chrome at once and the islands a page repeats with its
 * content (copy buttons, tab lists, feedback) only when they come near the viewport or the reader
 * reaches one first (src/client/main.tsx). These check that such an island still works.
 */

const PAGE = "/api/admin/products";

/** Whether React has hydrated the element (it leaves its fiber on the node). */
const isHydrated = (el: Locator) => el.evaluate((node) => Object.keys(node).some((k) => k.startsWith("__react")));

/** PAGE on a phone, with the clipboard allowed, hydrated; its last code block with a copy button. */
async function lastCodeBlock(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; block: Locator; button: Locator; code: string }> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  await page.goto(PAGE);
  await hydrated(page);
  const block = page.locator(".code-block:has(.copy-button)").last();
  const code = (await block.locator("pre code").textContent()) ?? "";
  expect(code.length).toBeGreaterThan(20);
  return { context, page, block, button: block.locator(".copy-button"), code };
}

test("a copy button far below the fold is hydrated when it is scrolled to, then copies its block", async ({ browser }) => {
  const { context, page, block, button, code } = await lastCodeBlock(browser);
  // The chrome is hydrated, and the page has had time to hydrate whatever it hydrates at load.
  await page.waitForTimeout(500);
  expect(await isHydrated(button), "the last copy button is not hydrated before it is near the viewport").toBe(false);

  await block.scrollIntoViewIfNeeded();
  await expect.poll(() => isHydrated(button)).toBe(true);
  await button.click();
  await expect(block.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await context.close();
});

test("a copy button pressed before it was hydrated copies at the first press", async ({ browser }) => {
  const { context, page, block, button, code } = await lastCodeBlock(browser);
  expect(await isHydrated(button)).toBe(false);
  // A press that does not scroll the page first (a keyboard or assistive technology can do that).
  await button.dispatchEvent("pointerdown");
  await button.dispatchEvent("click");
  await expect(block.getByRole("button", { name: "Copied" })).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await context.close();
});
