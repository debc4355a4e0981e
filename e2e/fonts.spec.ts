import { expect, test, type Page } from "@playwright/test";
import { PAGE_KINDS } from "./helpers";

/**
 * The site's own font (src/theme/fonts.css): Inter, served from /assets under a content hash,
 * preloaded by every page, and swapped in without moving the text, thanks to a fallback face
 * scaled to Inter's metrics.
 */

/** A paragraph of ordinary guide prose, long enough for width differences to add up. */
const SAMPLE =
  "To create a widget, add a file under src/admin/widgets that exports a React component and its " +
  "configuration. The admin dashboard injects it into the zone you name, such as order.details.after, " +
  "and passes it the order being viewed. Rebuild the admin with npx medusa-admin build, then reload.";

test("every page kind preloads the one font file its stylesheet uses, served immutable", async ({ page, request }) => {
  for (const { path } of PAGE_KINDS) {
    const fontRequests: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "font") fontRequests.push(new URL(r.url()).pathname);
    });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const preload = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) =>
        links.map((l) => ({ href: l.getAttribute("href"), type: l.getAttribute("type"), cors: l.hasAttribute("crossorigin") })),
      );
    expect(preload, path).toHaveLength(1);
    const href = preload[0]!.href!;
    expect(href, path).toMatch(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
    expect(preload[0], path).toMatchObject({ type: "font/woff2", cors: true });
    // The preload is used: the stylesheet names the same URL, so the font is fetched once.
    expect(fontRequests, path).toEqual([href]);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter"')), path).toBe(true);
    page.removeAllListeners("request");
  }
  const first = await page.locator('link[rel="preload"][as="font"]').getAttribute("href");
  const res = await request.get(first!);
  expect(res.status()).toBe(200);
  expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(res.headers()["content-type"]).toBe("font/woff2");
});

/** Width and ascent of SAMPLE in a family, measured on a canvas once the family is loaded. */
async function metrics(page: Page, family: string, weight: number): Promise<{ width: number; ascent: number; descent: number }> {
  return page.evaluate(
    async ({ family, weight, text }) => {
      await document.fonts.load(`${weight} 100px "${family}"`, text);
      const ctx = document.createElement("canvas").getContext("2d")!;
      ctx.font = `${weight} 100px "${family}"`;
      const m = ctx.measureText(text);
      return { width: m.width, ascent: m.fontBoundingBoxAscent, descent: m.fontBoundingBoxDescent };
    },
    { family, weight, text: SAMPLE },
  );
}

test("prose shows an x between digits as the letter a reader types, not a multiplication sign", async ({ page }) => {
  await page.goto("/upgrade-guides/medusa-1-status");
  await page.evaluate(() => document.fonts.ready);
  const widths = await page.evaluate(() => {
    const measure = (settings: string) => {
      const span = document.createElement("span");
      span.textContent = "GHSA-jr5f-v2jv-69x6";
      if (settings) span.style.fontFeatureSettings = settings;
      document.querySelector("main p")!.append(span);
      const width = span.getBoundingClientRect().width;
      span.remove();
      return width;
    };
    return { page: measure(""), off: measure('"calt" 0'), on: measure('"calt" 1') };
  });
  // Inter would change the glyph (so this test can fail), and the page's own text does not.
  expect(widths.on).not.toBeCloseTo(widths.off, 1);
  expect(widths.page).toBeCloseTo(widths.off, 2);
});

test("the fallback face has Inter's width and baseline, at regular and bold weights", async ({ page }) => {
  await page.goto("/modules/orders/overview");
  for (const weight of [400, 650]) {
    const inter = await metrics(page, "Inter", weight);
    const fallback = await metrics(page, "Inter Fallback", weight);
    // The fallback must be a real local face (Arial or a metric twin), not the browser default.
    expect(await page.evaluate((w) => document.fonts.check(`${w} 16px "Inter Fallback"`), weight)).toBe(true);
    expect(Math.abs(fallback.width / inter.width - 1), `width at ${weight}`).toBeLessThan(0.015);
    expect(Math.abs(fallback.ascent - inter.ascent), `ascent at ${weight}`).toBeLessThanOrEqual(1);
    expect(Math.abs(fallback.descent - inter.descent), `descent at ${weight}`).toBeLessThanOrEqual(1);
  }
});

test("text shows at once in the fallback and does not move when Inter arrives", async ({ page }) => {
  let release!: () => void;
  const arrived = new Promise<void>((r) => (release = r));
  await page.route("**/*.woff2", async (route) => {
    await arrived;
    await route.continue();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) w.shifts += e.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  // The held font is preloaded, so the load event waits for it: wait only for the document.
  await page.goto("/modules/orders/overview", { waitUntil: "domcontentloaded" });
  await expect(page.locator("h1")).toBeVisible();
  expect(await page.evaluate(() => document.fonts.check('16px "Inter"'))).toBe(false);
  const before = await page.locator("main").evaluate((m) => m.getBoundingClientRect().height);
  release();
  await page.waitForFunction(() => document.fonts.check('16px "Inter"'));
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const after = await page.locator("main").evaluate((m) => m.getBoundingClientRect().height);
  // The text reflows by less than a line or two over the whole page, and nothing in view shifts.
  expect(Math.abs(after - before) / before).toBeLessThan(0.01);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.005);
});
