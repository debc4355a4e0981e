import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { hydrated, PAGE_KINDS } from "./helpers";

/** Every kind of page, and a reference index (a family landing page, drawn by its own component). */
const PAGES = [...PAGE_KINDS, { name: "reference index", path: "/references/js-client" }];

for (const theme of ["light", "dark"] as const) {
  for (const { name: kind, path } of PAGES) {
    test(`${kind} page has no serious accessibility problems (${theme})`, async ({ page }) => {
      // axe walks every node: the long reference pages take most of a minute on a loaded 2-core machine.
      test.setTimeout(180_000);
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        .analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(
        serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length}×, e.g. ${v.nodes[0]?.target.join(" ")})`),
        `${path} in ${theme}`,
      ).toEqual([]);
    });
  }
}
