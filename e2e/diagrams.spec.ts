import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { PHONE_VIEWPORT } from "./helpers";

/**
 * Diagrams (src/components/Diagram): inline SVG drawn at build time. One page of each kind: an
 * entity's relations, a flow, and state machines.
 */
const KINDS = [
  { name: "entity", path: "/references/entities/classes/Order" },
  { name: "flow", path: "/modules/carts-and-checkout/cart" },
  { name: "state", path: "/modules/orders/returns" },
] as const;

const firstDiagram = (page: Page) => page.locator("figure.diagram").first();

/**
 * Moves a figure by less than a pixel so that its box starts on whole pixels. The text above it
 * can leave it at a fractional offset, and an element screenshot covers every pixel its box
 * touches: the same drawing would come out a pixel taller or wider, and its edges blended into
 * the neighbouring pixels. `position: relative` moves the painting only, not the layout around it.
 */
async function alignToPixels(figure: Locator): Promise<void> {
  await figure.evaluate((el: HTMLElement) => {
    el.style.position = "relative";
    el.style.left = el.style.top = "0px";
    const box = el.getBoundingClientRect();
    const x = box.left + window.scrollX;
    const y = box.top + window.scrollY;
    el.style.left = `${Math.ceil(x) - x}px`;
    el.style.top = `${Math.ceil(y) - y}px`;
  });
}

for (const { name, path } of KINDS) {
  test(`the ${name} diagram is accessible with its list open, light and dark`, async ({ page }) => {
    for (const theme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(path);
      const figure = firstDiagram(page);
      await figure.locator("summary").click();
      await expect(figure.locator("details li").first()).toBeVisible();
      const results = await new AxeBuilder({ page })
        .include("figure.diagram")
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        .analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target.join(" ")})`),
        theme,
      ).toEqual([]);
    }
  });

  test(`the ${name} diagram looks as it did (light and dark)`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const theme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      await alignToPixels(firstDiagram(page));
      await expect(firstDiagram(page)).toHaveScreenshot(`diagram-${name}-${theme}.png`, { maxDiffPixelRatio: 0.01 });
    }
  });
}

test("every label fits its box in the site's font, and no diagram runs script or style attributes", async ({ page }) => {
  for (const { path } of KINDS) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const overflow = await page.evaluate(() =>
      [...document.querySelectorAll("figure.diagram .diagram__node")].flatMap((g) => {
        const box = g.querySelector("rect")!.getBBox();
        return [...g.querySelectorAll("text")].flatMap((t) => {
          const b = t.getBBox();
          return b.x < box.x || b.x + b.width > box.x + box.width
            ? [`${t.textContent} (${Math.round(b.width)} px in ${Math.round(box.width)})`]
            : [];
        });
      }),
    );
    expect(overflow, path).toEqual([]);
    expect(await page.locator("figure.diagram [style], figure.diagram style, figure.diagram script").count(), path).toBe(0);
    expect(await page.locator("figure.diagram [data-island]").count(), path).toBe(0);
  }
});

test("a wide diagram scrolls inside its frame at phone width, its text at full size", async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto("/references/entities/classes/Order");
  const scroll = firstDiagram(page).locator(".diagram__scroll");
  const sizes = await scroll.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  // The page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  const fontSize = await scroll
    .locator("text")
    .first()
    .evaluate((t) => parseFloat(getComputedStyle(t).fontSize));
  expect(fontSize).toBeGreaterThanOrEqual(12);
  // Its text can be selected like the page's.
  expect(
    await scroll
      .locator("text")
      .first()
      .evaluate((t) => getComputedStyle(t).userSelect),
  ).not.toBe("none");
});

test("boxes link to their pages, out of the tab order, and the list below has the same links", async ({ page }) => {
  await page.goto("/references/entities/classes/Order");
  const figure = firstDiagram(page);
  const inPicture = await figure
    .locator("svg a")
    .evaluateAll((as) => as.map((a) => [a.getAttribute("href"), a.getAttribute("tabindex")]));
  expect(inPicture.length).toBeGreaterThan(10);
  for (const [, tabindex] of inPicture) expect(tabindex).toBe("-1");
  const inList = new Set(await figure.locator("details a").evaluateAll((as) => as.map((a) => a.getAttribute("href"))));
  expect(inPicture.filter(([href]) => !inList.has(href))).toEqual([]);
  await figure.locator("svg a", { hasText: "LineItem" }).first().click();
  await expect(page).toHaveURL(/\/references\/entities\/classes\/LineItem$/);
});
