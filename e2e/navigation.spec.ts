import { expect, test, type Page } from "@playwright/test";
import { docsIndex, hydrated, PAGE_KINDS } from "./helpers";

test("the sidebar navigates and marks the current page", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Docs sidebar" });
  await expect(nav).toBeVisible();
  await nav.getByRole("link", { name: "Glossary" }).click();
  await expect(page).toHaveURL(/\/glossary$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Glossary");
  await expect(page.getByRole("navigation", { name: "Docs sidebar" }).locator('[aria-current="page"]')).toHaveText(/Glossary/);
});

test("previous and next follow the sidebar's order", async ({ page }) => {
  await page.goto("/glossary");
  const next = page.getByRole("navigation", { name: "Previous and next page" }).locator('a[rel="next"]');
  const nextHref = await next.getAttribute("href");
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${nextHref}$`));
  await page.getByRole("navigation", { name: "Previous and next page" }).locator('a[rel="prev"]').click();
  await expect(page).toHaveURL(/\/glossary$/);
});

test("every sidebar with pages opens with a back link and a title link", async ({ page, request }) => {
  const docs = await docsIndex(request);
  const bySidebar = new Map<string, string>();
  for (const d of docs) if (d.sidebar && !bySidebar.has(d.sidebar)) bySidebar.set(d.sidebar, d.path);
  // The specification's 17, the two of the REST API reference, the reference's front page's and the error reference's.
  expect(bySidebar.size).toBe(21);
  for (const [sidebar, path] of bySidebar) {
    await page.goto(path);
    const nav = page.getByRole("navigation", { name: "Docs sidebar" });
    await expect(nav, `sidebar ${sidebar} on ${path}`).toHaveAttribute("data-sidebar", sidebar);
    if (sidebar === "homepage") continue;
    const back = nav.locator(".sidebar__back");
    await expect(back, `back link of ${sidebar}`).toContainText("Back to");
    const title = nav.locator(".sidebar__title");
    await expect(title, `title link of ${sidebar}`).toBeVisible();
    // Both lead to pages that exist.
    for (const link of [back, title]) {
      const href = await link.getAttribute("href");
      expect((await request.get(href!)).status(), `${sidebar}: ${href}`).toBe(200);
    }
  }
});

test("a category holding the current page is open, others are closed", async ({ page }) => {
  await page.goto("/modules/orders/returns");
  const nav = page.getByRole("navigation", { name: "Docs sidebar" });
  await expect(nav.locator('[aria-current="page"]')).toBeVisible();
  const closed = nav.locator("details:not([open])");
  expect(await closed.count()).toBeGreaterThan(0);
});

test("breadcrumbs lead back up the sidebar", async ({ page }) => {
  await page.goto("/modules/orders/returns");
  const crumbs = page.getByRole("navigation", { name: "Breadcrumbs" });
  await expect(crumbs.getByRole("link", { name: "Commerce Modules" })).toHaveAttribute("href", "/modules/overview");
});

/** The outline's entries and where the page's anchor offset (html's scroll-padding-top) puts a target. */
async function outlineOf(page: Page, where: "column" | "sidebar" = "column") {
  const links =
    where === "column"
      ? page.getByRole("navigation", { name: "On this page" }).getByRole("link")
      : page.locator('#sidebar a[aria-current="page"] + ul a[href^="#"]');
  const offset = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop));
  return { links, offset, count: await links.count() };
}

for (const kind of PAGE_KINDS.filter((k) => k.outline === "column")) {
  test(`clicking an outline entry marks that entry, not the one above (${kind.name})`, async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 800 });
    await page.goto(kind.path);
    await hydrated(page);
    const { links, count } = await outlineOf(page);
    expect(count, "entries in the outline").toBeGreaterThan(1);
    // The second entry (the first is marked from the start), one in the middle and the last.
    for (const i of new Set([1, Math.floor(count / 2), count - 1])) {
      const link = links.nth(i);
      await link.click();
      await expect(link, `entry ${i}: ${await link.textContent()}`).toHaveAttribute("aria-current", "location");
      await expect(page.getByRole("navigation", { name: "On this page" }).locator("[aria-current]")).toHaveCount(1);
    }
  });
}

for (const kind of PAGE_KINDS.filter((k) => k.outline)) {
  const where = kind.outline === "sidebar" ? "sidebar" : "column";
  test(`a link to a section lands its heading just below the header, marked in the outline (${kind.name})`, async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 800 });
    await page.goto(kind.path);
    const { links, offset } = await outlineOf(page, where);
    const href = (await links.nth(1).getAttribute("href"))!;
    await page.goto(kind.path + href);
    await hydrated(page);
    const id = decodeURIComponent(href.slice(1));
    const top = await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, id);
    const header = await page.locator(".navbar").evaluate((h) => h.getBoundingClientRect().bottom);
    expect(top, "the heading is below the header").toBeGreaterThan(header);
    expect(Math.abs(top - offset), `heading at ${top}px, anchor offset ${offset}px`).toBeLessThan(2);
    // The outline column marks the section in view; the sidebar lists the sections without marking one.
    if (where === "column") await expect(links.nth(1)).toHaveAttribute("aria-current", "location");
  });
}

test("the current sidebar entry is in view on load, placed while the page is parsed", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 800 });
  // Without the client bundle, so that nothing after the markup (an island, a load handler) can do it.
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
  // Where the sidebar is scrolled when the content after it enters the document: before it can be painted.
  await page.addInitScript(() => {
    const w = window as unknown as { scrollWhenContentParsed?: number };
    new MutationObserver((_, observer) => {
      if (!document.getElementById("content")) return;
      w.scrollWhenContentParsed = document.getElementById("sidebar")?.scrollTop ?? -1;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/references/entities/classes/Swap");
  const sidebar = page.locator("#sidebar");
  const current = sidebar.locator('[aria-current="page"]');
  await expect(current).toHaveText("Swap");
  const box = (await sidebar.boundingBox())!;
  const entry = (await current.boundingBox())!;
  expect(entry.y, "entry below the sidebar's top").toBeGreaterThanOrEqual(box.y);
  expect(entry.y + entry.height, "entry above the sidebar's bottom").toBeLessThanOrEqual(box.y + box.height);
  const scrollTop = await sidebar.evaluate((s) => s.scrollTop);
  expect(scrollTop, "the list is long: the sidebar had to scroll").toBeGreaterThan(1000);
  expect(await page.evaluate(() => (window as unknown as { scrollWhenContentParsed?: number }).scrollWhenContentParsed)).toBe(
    scrollTop,
  );
});

test("a page whose entry is near the sidebar's top does not scroll the sidebar", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 800 });
  // A sidebar's landing page: its title link, the sidebar's first entry, is the current one.
  await page.goto("/user-guide");
  await expect(page.locator('#sidebar .sidebar__title[aria-current="page"]')).toBeVisible();
  await expect(page.locator("#sidebar")).toHaveJSProperty("scrollTop", 0);
});

test("loading a long reference page shifts no layout", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 800 });
  await page.goto("/references/entities/classes/Swap");
  await hydrated(page);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(list.getEntries().reduce((sum, e) => sum + (e as unknown as { value: number }).value, 0));
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(0), 1000);
      }),
  );
  expect(shift).toBe(0);
});

/** How many lines each text piece between <wbr>s of `el` is laid out on, and on how many lines `el` is. */
function linesOfWords(el: Element) {
  const lines = (node: Node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  };
  const words = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE);
  return {
    text: el.textContent,
    wbr: el.querySelectorAll("wbr").length,
    lines: lines(el),
    words: words.map((w) => ({ word: w.textContent, lines: lines(w) })),
  };
}

for (const [where, path, locator] of [
  ["sidebar", "/references/entities/classes/DiscountConditionCustomerGroup", '#sidebar [aria-current="page"] .sidebar__label'],
  [
    "outline",
    "/references/medusa-react/hooks/admin/payment_collections",
    '.toc a[href="#useAdminMarkPaymentCollectionAsAuthorized"]',
  ],
] as const) {
  test(`a long identifier in the ${where} wraps between words, and its text is unchanged`, async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 800 });
    await page.goto(path);
    await hydrated(page);
    const name = path.endsWith("Group") ? "DiscountConditionCustomerGroup" : "useAdminMarkPaymentCollectionAsAuthorized";
    const layout = await page.locator(locator).evaluate(linesOfWords);
    expect(layout.text, "the text, as copied and indexed").toBe(name);
    expect(layout.wbr).toBeGreaterThan(1);
    expect(layout.lines, "the name is too long for one line").toBeGreaterThan(1);
    for (const { word, lines } of layout.words) expect(lines, `"${word}" is cut`).toBe(1);
  });
}
