import { expect, test, type Locator, type Page } from "@playwright/test";
import { PHONE_VIEWPORT } from "./helpers";

/** How far a box's centre is from the centre of the viewport's content area (without the scrollbar). */
async function offCentre(page: Page, target: Locator): Promise<number> {
  const box = await target.boundingBox();
  if (!box) throw new Error("the element has no box: it is not rendered");
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  return box.x + box.width / 2 - width / 2;
}

for (const viewport of [{ width: 1280, height: 900 }, PHONE_VIEWPORT]) {
  test(`the 404 page's content is centred at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/no-such-page");
    const main = page.locator("main");
    const heading = main.getByRole("heading", { level: 1, name: "Page not found" });
    expect(Math.abs(await offCentre(page, heading))).toBeLessThanOrEqual(24);
    // The text itself sits in the middle, not just an element stretched across the page.
    const headingText = await heading.evaluate((h) => {
      const range = document.createRange();
      range.selectNodeContents(h);
      const r = range.getBoundingClientRect();
      return r.x + r.width / 2 - document.documentElement.clientWidth / 2;
    });
    expect(Math.abs(headingText)).toBeLessThanOrEqual(24);
    const column = main.locator(".main__column");
    expect(Math.abs(await offCentre(page, column))).toBeLessThanOrEqual(24);
    // The section links sit side by side on one line, none raised above the others.
    const tops = await main
      .locator(".notfound__sections a")
      .evaluateAll((links) => links.map((a) => a.getBoundingClientRect().top));
    expect(tops.length).toBeGreaterThan(1);
    if (viewport.width >= 1280) expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(1);
  });
}

/** The number of cards on each row of each card grid of the page, top to bottom. */
async function cardRows(page: Page): Promise<number[][]> {
  return page.locator(".card-grid__cards").evaluateAll((grids) =>
    grids.map((grid) => {
      const rows = new Map<number, number>();
      for (const card of Array.from(grid.children)) {
        const top = Math.round(card.getBoundingClientRect().top);
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, count]) => count);
    }),
  );
}

for (const path of ["/", "/development/overview", "/modules/orders/overview"]) {
  test(`no card sits alone on its row at 1280 px on ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    const grids = await cardRows(page);
    expect(grids.length).toBeGreaterThan(0);
    for (const rows of grids) {
      const cards = rows.reduce((a, b) => a + b, 0);
      if (cards > 1) expect(rows, `a grid of ${cards} cards`).not.toContain(1);
    }
  });
}

test("the homepage's card grids are one column at phone width", async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto("/");
  const grids = await cardRows(page);
  expect(grids.length).toBeGreaterThan(0);
  for (const rows of grids) expect(new Set(rows)).toEqual(new Set([1]));
});

test("the reference's front page has a sidebar of the families, one title, and plain links", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/references");
  const nav = page.getByRole("navigation", { name: "Docs sidebar" });
  await expect(nav).toHaveAttribute("data-sidebar", "referenceSidebar");
  await expect(nav.locator(".sidebar__back")).toContainText("Back to");

  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);
  const title = (await main.getByRole("heading", { level: 1 }).textContent())!.trim();
  const h2s = await main.getByRole("heading", { level: 2 }).allTextContents();
  expect(h2s.map((h) => h.replace(/#$/, "").trim())).not.toContain(title);

  // Every family the page lists is in the sidebar too, as a plain link (a name, not code).
  const families = main.locator(".ref-index__item dt a");
  const hrefs = await families.evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  expect(hrefs.length).toBeGreaterThan(10);
  for (const href of hrefs) await expect(nav.locator(`a[href="${href}"]`), href).toHaveCount(1);
  await expect(main.locator(".ref-index__item dt code")).toHaveCount(0);
  const fonts = await families.evaluateAll((links) => links.map((a) => getComputedStyle(a).fontFamily));
  for (const font of fonts) expect(font).not.toMatch(/mono/i);
});
