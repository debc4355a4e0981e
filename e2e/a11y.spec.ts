import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { hydrated } from "./helpers";

/** One page of each kind. */
const PAGES = {
  home: "/",
  guide: "/create-medusa-app",
  "user guide": "/user-guide/orders/manage",
  "reference entity": "/references/entities/classes/Order",
  "reference hooks": "/references/medusa-react/hooks/admin/orders",
  "reference index": "/references/js-client",
  "not found": "/no-such-page",
};

for (const theme of ["light", "dark"] as const) {
  for (const [kind, path] of Object.entries(PAGES)) {
    test(`${kind} page has no serious accessibility problems (${theme})`, async ({ page }) => {
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
