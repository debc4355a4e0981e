import { expect, test } from "@playwright/test";
import { hydrated, PAGE_KINDS, PHONE_VIEWPORT } from "./helpers";

/**
 * Visual regression: the first screen of every page kind, light and dark, at desktop and phone
 * width, compared with the committed baselines in e2e/visual.spec.ts-snapshots/. A layout break
 * (a sidebar that overlaps the text, a header that wraps, a lost style) fails here even when every
 * element is still in the page. The site's own font renders the text, so the pictures do not depend
 * on the machine's fonts (code blocks use the system monospace font of Debian's Chromium install).
 *
 * After a change that is meant to look different: `npm run build && npx playwright test
 * e2e/visual.spec.ts --update-snapshots`, then look at every changed picture before committing it.
 */

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: PHONE_VIEWPORT } as const;

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const theme of ["light", "dark"] as const) {
    for (const { name, path } of PAGE_KINDS) {
      test(`${name} looks as it did (${device}, ${theme})`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
        await page.goto(path);
        await hydrated(page);
        await page.evaluate(() => document.fonts.ready);
        // Islands hydrated near the viewport settle after the first frames.
        await page.waitForLoadState("networkidle");
        await expect(page).toHaveScreenshot(`${name.replace(/\W+/g, "-")}-${device}-${theme}.png`, {
          // The 404 page's suggestions come from the search index, which every new page changes:
          // their box is compared, not their words.
          mask: [page.locator(".notfound__suggestions ul")],
          maxDiffPixelRatio: 0.01,
          animations: "disabled",
          caret: "hide",
        });
      });
    }
  }
}
