import { expect, test } from "@playwright/test";

/**
 * The user guide's screenshots and admin icons as a reader gets them: the first screenshot of a
 * page loads with it, the later ones when scrolled to, each at its declared size (with up to twice
 * its pixels); in dark mode the light admin pictures sit in a frame and are dimmed; icons are drawn
 * and named for screen readers.
 */
const PAGE = "/user-guide/orders/manage";

test("the first screenshot loads with the page, the later ones lazily, each at its declared size", async ({ page }) => {
  await page.goto(PAGE);
  const images = page.locator("figure.screenshot img");
  expect(await images.count()).toBeGreaterThanOrEqual(2);
  await expect(images.first()).not.toHaveAttribute("loading", /.*/);
  for (const img of (await images.all()).slice(1)) await expect(img).toHaveAttribute("loading", "lazy");
  for (const img of await images.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    const facts = await img.evaluate((el: HTMLImageElement) => ({
      natural: [el.naturalWidth, el.naturalHeight],
      declared: [Number(el.getAttribute("width")), Number(el.getAttribute("height"))],
      alt: el.alt,
      type: el.currentSrc.split(".").pop(),
    }));
    // Up to twice as many pixels as it is shown at (sharp screens), never fewer, in the same shape.
    expect(facts.natural[0]).toBeGreaterThanOrEqual(facts.declared[0]!);
    expect(facts.natural[0]).toBeLessThanOrEqual(2 * facts.declared[0]!);
    expect(Math.abs(facts.natural[1]! / facts.natural[0]! - facts.declared[1]! / facts.declared[0]!)).toBeLessThan(0.01);
    expect(facts.declared[0]).toBeGreaterThanOrEqual(480);
    expect(facts.alt).toMatch(/Medusa admin.*highlighted/);
    expect(facts.type).toBe("webp");
  }
});

test("a screenshot never overflows the text column, also at phone width", async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(PAGE);
    const overflow = await page
      .locator("figure.screenshot")
      .evaluateAll((figures) =>
        figures.map((f) => f.getBoundingClientRect().right - f.closest("article, main")!.getBoundingClientRect().right),
      );
    for (const px of overflow) expect(px).toBeLessThanOrEqual(0.5);
  }
});

test("in dark mode the light admin pictures are framed and dimmed, in light mode shown as they are", async ({ browser }) => {
  const looks: Record<string, { filter: string; border: string }> = {};
  for (const colorScheme of ["light", "dark"] as const) {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    await page.goto(PAGE);
    looks[colorScheme] = await page
      .locator("figure.screenshot")
      .first()
      .evaluate((figure) => ({
        filter: getComputedStyle(figure.querySelector("img")!).filter,
        border: getComputedStyle(figure).borderTopColor,
      }));
    await context.close();
  }
  expect(looks.light!.filter).toBe("none");
  expect(looks.dark!.filter).toMatch(/brightness/);
  expect(looks.dark!.border).not.toBe(looks.light!.border);
});

test("an admin icon in a step is drawn, hidden from screen readers, and its words are read instead", async ({ page }) => {
  await page.goto(PAGE);
  const step = page
    .locator("li", { hasText: "Open the menu" })
    .filter({ has: page.locator(".ui-icon") })
    .first();
  const icon = step.locator(".ui-icon").first();
  await expect(icon.locator("svg")).toHaveAttribute("aria-hidden", "true");
  const box = await icon.locator("svg").boundingBox();
  expect(box!.width).toBeGreaterThan(8);
  await expect(icon.locator(".sr-only")).toHaveText("(⋯)");
  // The sentence reads whole to assistive technology: the words stand where the icon is.
  expect(await step.evaluate((li) => li.textContent)).toContain("Open the menu (⋯) of the order card");
});
