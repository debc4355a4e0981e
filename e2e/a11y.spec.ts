import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { hydrated, PAGE_KINDS, PHONE_VIEWPORT } from "./helpers";

/** Every kind of page, and a reference index (a family landing page, drawn by its own component). */
const PAGES = [...PAGE_KINDS, { name: "reference index", path: "/references/js-client" }];
const WIDTHS = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: PHONE_VIEWPORT },
];
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
/**
 * The rules whose outcome the theme can change. The dark theme changes colours only (no element is
 * shown or hidden by it), so in dark mode only these run again: the full set, twice over, made the
 * accessibility tests the largest part of the browser tests.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** Every violation axe finds, of any impact, one line each: every rule of TAGS, or only `rules`. */
async function violations(page: Page, include?: string, rules?: string[]): Promise<string[]> {
  const axe = rules ? new AxeBuilder({ page }).withRules(rules) : new AxeBuilder({ page }).withTags(TAGS);
  if (include) axe.include(include);
  const results = await axe.analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} (${v.nodes.length}×, e.g. ${v.nodes[0]?.target.join(" ")})`,
  );
}

for (const theme of ["light", "dark"] as const) {
  for (const { name: width, viewport } of WIDTHS) {
    for (const { name: kind, path } of PAGES) {
      test(`${kind} page has no accessibility problems (${theme}, ${width})`, async ({ page }) => {
        // axe walks every node: the long reference pages take most of a minute on a loaded 2-core machine.
        test.setTimeout(180_000);
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme: theme });
        await page.goto(path);
        await hydrated(page);
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        const rules = theme === "dark" ? COLOUR_RULES : undefined;
        expect(await violations(page, undefined, rules), `${path} in ${theme} at ${width} width`).toEqual([]);

        if (width !== "phone") return;
        // The menu drawer, open: only it is checked again (the rest of the page is inert behind it).
        await page.getByRole("button", { name: "Open menu" }).click();
        const drawer = page.getByRole("dialog", { name: "Menu" });
        await expect(drawer).toBeVisible();
        // Transitions that run in time; a scroll-driven animation ("Back to top") runs as long as the page.
        await page.waitForFunction(() =>
          document.getAnimations().every((a) => a.playState !== "running" || a.timeline !== document.timeline),
        );
        expect(await violations(page, "#sidebar", rules), `${path}'s menu in ${theme}`).toEqual([]);
      });
    }
  }
}

/**
 * WCAG 2.2's target size (24 × 24 px, or room around a smaller target), the audit Lighthouse's
 * accessibility score counts, on the phone of Lighthouse's mobile preset. The full checks above leave
 * it out (it is only in `wcag22aa`); here it runs on the pages most likely to crowd their links: the
 * heaviest REST page (operations taller than a screen, many links per field), a generated reference
 * page and a guide. It caught operations skipped by `content-visibility: auto`: an operation off
 * screen kept a placeholder height while its fields were laid out at their own, thousands of pixels
 * over the next operations and the footer, so axe counted links no one could see as neighbours.
 */
test.describe("target size at Lighthouse's phone width", () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const TARGET_PAGES = [
    { name: "REST API resource page", path: "/api/admin/orders" },
    { name: "JS client reference", path: "/references/js-client/AdminOrdersResource" },
    { name: "how-to guide with code", path: "/development/events/create-subscriber" },
  ];
  for (const { name, path } of TARGET_PAGES) {
    test(`${name}'s targets are large enough or far enough apart`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(path);
      await hydrated(page);
      const results = await new AxeBuilder({ page }).withTags(["wcag22aa"]).analyze();
      const found = [...results.violations, ...results.incomplete].flatMap((v) =>
        v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}: ${n.failureSummary?.replace(/\s+/g, " ")}`),
      );
      expect(found, path).toEqual([]);
    });
  }
});
