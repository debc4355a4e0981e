import { expect, test, type Page } from "@playwright/test";
import { hydrated, PAGE_KINDS, PHONE_VIEWPORT } from "./helpers";

/** At phone width a reader can do everything a desktop reader can: the menu, the outline, the reference, the code. */
test.use({ viewport: PHONE_VIEWPORT });

const SECTIONS = ["Docs", "User Guide", "Reference", "REST API"];

async function openMenu(page: Page) {
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  return menu;
}

for (const kind of PAGE_KINDS) {
  test(`the ${kind.name}'s menu reaches every section, and the page fits the screen`, async ({ page }) => {
    await page.goto(kind.path);
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "page width").toBeLessThanOrEqual(
      PHONE_VIEWPORT.width,
    );
    const menu = await openMenu(page);
    const sections = menu.getByRole("navigation", { name: "Main" });
    for (const name of SECTIONS) await expect(sections.getByRole("link", { name, exact: true })).toBeVisible();
    await sections.getByRole("link", { name: "REST API", exact: true }).click();
    await expect(page).toHaveURL(/\/api$/);
  });
}

test("the menu closes with its close button, Escape and the backdrop, and gives focus back to the menu button", async ({
  page,
}) => {
  await page.goto("/references/entities/classes/Swap");
  await hydrated(page);
  const menuButton = page.getByRole("button", { name: "Open menu" });
  const closers: [string, (menu: ReturnType<Page["getByRole"]>) => Promise<void>][] = [
    ["close button", (menu) => menu.getByRole("button", { name: "Close menu" }).click()],
    ["Escape", () => page.keyboard.press("Escape")],
    // Right of the drawer (at most 86% of the width), on the dimmed page.
    ["backdrop", () => page.mouse.click(PHONE_VIEWPORT.width - 15, PHONE_VIEWPORT.height / 2)],
  ];
  for (const [how, close] of closers) {
    const menu = await openMenu(page);
    await close(menu);
    await expect(menu, how).toBeHidden();
    await expect(page.locator("#sidebar"), how).toBeHidden();
    await expect(menuButton, how).toBeFocused();
  }
});

test("the open menu keeps focus inside it and the page behind it does not scroll", async ({ page }) => {
  await page.goto("/references/entities/classes/Swap");
  await hydrated(page);
  const menu = await openMenu(page);
  const inMenu = () => page.evaluate(() => !!document.activeElement?.closest("#sidebar"));
  await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
  // Backwards from the first control wraps to the last.
  await page.keyboard.press("Shift+Tab");
  expect(await inMenu(), "after Shift+Tab").toBe(true);
  const count = await menu
    .locator("a[href], button, summary")
    .evaluateAll((els) => els.filter((e) => e.checkVisibility()).length);
  for (let i = 0; i < count + 2; i++) {
    await page.keyboard.press("Tab");
    expect(await inMenu(), `after Tab ${i + 1}`).toBe(true);
  }
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(PHONE_VIEWPORT.width - 15, PHONE_VIEWPORT.height / 2);
  await page.mouse.wheel(0, 1500);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY), "page scroll while the menu is open").toBe(before);
  await page.keyboard.press("Escape");
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY), { message: "page scroll once closed" }).toBeGreaterThan(before);
});

test("a collapsible outline sits under the title, and opens without JavaScript too", async ({ browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/references/js-client/AdminOrdersResource");
    const outline = page.locator("details", { has: page.getByText("On this page", { exact: true }) });
    await expect(outline).toBeVisible();
    await expect(outline).not.toHaveAttribute("open");
    const title = await page.getByRole("heading", { level: 1 }).boundingBox();
    expect((await outline.boundingBox())!.y, "below the title").toBeGreaterThan(title!.y);
    await outline.getByText("On this page", { exact: true }).click();
    const entry = outline.getByRole("link", { name: "retrieve", exact: true });
    await entry.click();
    await expect(page).toHaveURL(/#retrieve$/);
    await expect(page.locator("#retrieve")).toBeInViewport();
    await context.close();
  }
});

test("a reference property list stacks each property's name and type over a full-width description", async ({ page }) => {
  await page.goto("/references/entities/classes/Order");
  const row = page.locator("table.ref-table tr#customer_id");
  const [name, type, description] = await Promise.all(
    [0, 1, 2].map(async (i) => (await row.locator("td").nth(i).boundingBox())!),
  );
  expect(description.width, "description width").toBeGreaterThan(PHONE_VIEWPORT.width * 0.75);
  expect(type.y, "type under the name").toBeGreaterThanOrEqual(name.y + name.height - 1);
  expect(description.y, "description under the type").toBeGreaterThanOrEqual(type.y + type.height - 1);
});

test("the copy button covers no code: it sits in the title bar or in a strip above the first line", async ({ page }) => {
  await page.goto("/development/events/create-subscriber");
  await hydrated(page);
  const blocks = page.locator(".code-block:has(.copy-button)");
  const n = await blocks.count();
  expect(n).toBeGreaterThan(2);
  const titled = { with: 0, without: 0 };
  for (let i = 0; i < n; i++) {
    const block = blocks.nth(i);
    await block.scrollIntoViewIfNeeded();
    const button = (await block.locator(".copy-button").boundingBox())!;
    // The code element starts at its first line (it has no padding above it).
    const line = (await block.locator("pre code").boundingBox())!;
    expect(button.y + button.height, `block ${i}: button bottom vs first line top`).toBeLessThanOrEqual(line.y);
    await expect(block.locator(".copy-button")).toBeVisible();
    titled[(await block.locator(".code-block__title").count()) ? "with" : "without"]++;
  }
  // The page has both kinds of block, so both placements are checked.
  expect(titled.with).toBeGreaterThan(0);
  expect(titled.without).toBeGreaterThan(0);
});

test("no keyboard hints where there is likely no keyboard", async ({ page }) => {
  await page.goto("/glossary");
  await hydrated(page);
  await expect(page.locator(".search-button kbd").first()).toBeHidden();
  await page.getByRole("button", { name: "Search" }).click();
  const dialog = page.getByRole("dialog", { name: "Search the docs" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("to choose")).toBeHidden();
  const close = dialog.getByRole("button", { name: "Close search" });
  await expect(close).toBeVisible();
  await expect(close.getByText("Esc")).toBeHidden();
  await close.click();
  await expect(dialog).toBeHidden();
});
