import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { dialogChunk, dialogResults, EVAL_PAGE } from "../src/search-eval/browser";
import { hydrated } from "./helpers";

async function search(page: Page, query: string) {
  await page.keyboard.press("Control+K");
  const dialog = page.getByRole("dialog", { name: "Search the docs" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("combobox").fill(query);
  return dialog;
}

test("nothing of the search index loads until search opens", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (r) => requests.push(r.url()));
  await page.goto("/glossary");
  await hydrated(page);
  const index = (u: string) => new URL(u).pathname.startsWith("/search/");
  expect(requests.filter(index)).toEqual([]);
  await search(page, "region");
  await expect.poll(() => requests.filter(index).length).toBeGreaterThan(0);
});

test("Ctrl+K finds a page, and Enter opens it", async ({ page }) => {
  await page.goto("/glossary");
  await hydrated(page);
  const dialog = await search(page, "create-medusa-app");
  const first = dialog.getByRole("option").first();
  await expect(first).toBeVisible();
  await expect(dialog.getByRole("option", { name: /Create a Medusa 1\.x Project/ }).first()).toBeVisible();
  // Move to that result and open it.
  const options = dialog.getByRole("option");
  const count = await options.count();
  for (let i = 0; i < count; i++) {
    if (
      (await options.nth(i).getAttribute("aria-selected")) === "true" &&
      /create-medusa-app/.test((await options.nth(i).getAttribute("href")) ?? "")
    )
      break;
    await page.keyboard.press("ArrowDown");
  }
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/create-medusa-app/);
});

test("/ opens search, Escape closes it and gives focus back", async ({ page }) => {
  await page.goto("/glossary");
  await hydrated(page);
  await page.keyboard.press("/");
  const dialog = page.getByRole("dialog", { name: "Search the docs" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.locator(".search-button")).toBeFocused();
});

test("search finds reference pages by declaration name", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  let dialog = await search(page, "AdminOrdersResource");
  await expect(dialog.getByRole("option").filter({ hasText: "AdminOrdersResource" }).first()).toBeVisible();
  await page.keyboard.press("Escape");
  dialog = await search(page, "useAdminProducts");
  await expect(dialog.getByRole("option").filter({ hasText: "useAdminProducts" }).first()).toBeVisible();
});

test("search finds a page by a keyword of its front matter that its text does not use", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const dialog = await search(page, "privacy");
  await expect(dialog.getByRole("option").first()).toHaveAttribute("href", /^\/usage/);
});

test("the section filter narrows results to the user guide", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const dialog = await search(page, "draft order");
  await dialog.getByRole("button", { name: "User Guide" }).click();
  const options = dialog.getByRole("option");
  // The results of all sections stay until the filtered ones replace them.
  await expect
    .poll(async () => {
      const hrefs = await options.evaluateAll((els) => els.map((e) => e.getAttribute("href") ?? ""));
      return hrefs.length > 0 && hrefs.every((h) => h.startsWith("/user-guide"));
    })
    .toBe(true);
});

test("the dialog lists exactly what the search evaluation ranks", async ({ page }) => {
  // npm run eval:search calls the dialog chunk's dialogSearch directly; this keeps the two in step.
  await page.goto(EVAL_PAGE);
  await hydrated(page);
  const query = "price list";
  const dialog = await search(page, query);
  // fill() types the whole query at once: one search, whose results show when it is done.
  // Pages only: the sections listed under a page are options too, but the evaluation ranks pages.
  const options = dialog.locator(".search-hit:not(.search-hit--sub)");
  await expect(options.first()).toBeVisible();
  await expect(dialog.getByRole("status")).toHaveText(/results?\./);
  const shown = await options.evaluateAll((els) => els.map((e) => e.getAttribute("href")));
  const [ranked] = await dialogResults(page, dialogChunk(join(import.meta.dirname, "../build")), [query]);
  expect(shown).toEqual(ranked!.map((h) => h.url));
});

test("a query typed fast shows its first screen, then the whole first page as the evaluation ranks it", async ({ page }) => {
  await page.goto(EVAL_PAGE);
  await hydrated(page);
  const query = "price list";
  await page.keyboard.press("Control+K");
  const dialog = page.getByRole("dialog", { name: "Search the docs" });
  // Keys 60 ms apart: each search made meanwhile reads only its first results' pages
  // (TYPING_RESULTS); the rest are read once no key has come for TYPING_GAP_MS.
  await dialog.getByRole("combobox").pressSequentially(query, { delay: 60 });
  const options = dialog.locator(".search-hit:not(.search-hit--sub)");
  await expect(options).toHaveCount(10);
  await expect(dialog.getByRole("button", { name: "More results" })).toBeVisible();
  // The first screen is replaced by the whole list as ranked, not followed by the rest.
  const shown = await options.evaluateAll((els) => els.map((e) => e.getAttribute("href")));
  const [ranked] = await dialogResults(page, dialogChunk(join(import.meta.dirname, "../build")), [query]);
  expect(shown).toEqual(ranked!.map((h) => h.url));
});

test("the dialog opens on all sections from every page, with the filters one click away", async ({ page }) => {
  // On a user-guide page, a developer's question finds the developer's guide, not the user guide.
  await page.goto("/user-guide/orders/manage");
  await hydrated(page);
  let dialog = await search(page, "create a subscriber");
  await expect(dialog.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
  await expect(dialog.getByRole("option").first()).toHaveAttribute("href", /^\/development\/events\/create-subscriber/);
  await dialog.getByRole("button", { name: "User Guide" }).click();
  await expect(dialog.getByRole("button", { name: "User Guide" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Escape");
  // On a REST page, a class name finds its reference page.
  await page.goto("/api/store/regions");
  await hydrated(page);
  dialog = await search(page, "AdminOrdersResource");
  await expect(dialog.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
  await expect(dialog.getByRole("option").first()).toHaveAttribute("href", /^\/references\/js-client\/AdminOrdersResource/);
});

test("a REST operation asked for in plain words comes first, showing its method and path", async ({ page }) => {
  await page.goto("/development/events/create-subscriber");
  await hydrated(page);
  const dialog = await search(page, "delete product admin api");
  const first = dialog.locator(".search-hit:not(.search-hit--sub)").first();
  await expect(first).toHaveAttribute("href", "/api/admin/products#DeleteProductsProduct");
  await expect(first.locator(".search-hit__excerpt")).toHaveText(/^DELETE \/admin\/products\/\{id\} /);
});

test("a header's name finds the REST reference section that explains it, from a guide", async ({ page }) => {
  await page.goto("/development/events/create-subscriber");
  await hydrated(page);
  const dialog = await search(page, "x-medusa-access-token");
  await expect(dialog.locator(".search-hit:not(.search-hit--sub)").first()).toHaveAttribute("href", "/api/admin#auth-api-token");
});

test("a page's matching sections are listed under it, and a live region counts the results", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const dialog = await search(page, "subscriber");
  const sub = dialog.locator(".search-hit--sub").first();
  await expect(sub).toBeVisible();
  // A section's link goes into the page listed above it.
  const group = dialog
    .locator(".search-group")
    .filter({ has: page.locator(".search-hit--sub") })
    .first();
  const pageHref = (await group.locator(".search-hit:not(.search-hit--sub)").getAttribute("href"))!.split("#")[0];
  expect((await sub.getAttribute("href"))!.split("#")[0]).toBe(pageHref);
  await expect(dialog.getByRole("status")).toHaveText(/^\d+\+? results\.$/);
  // The arrow keys walk through sections too.
  const options = dialog.getByRole("option");
  const subIndex = await options.evaluateAll((els) => els.findIndex((e) => e.classList.contains("search-hit--sub")));
  for (let i = 0; i < subIndex; i++) await page.keyboard.press("ArrowDown");
  await expect(options.nth(subIndex)).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByRole("combobox")).toHaveAttribute(
    "aria-activedescendant",
    (await options.nth(subIndex).getAttribute("id"))!,
  );
});

test("More results adds to the list, and results stay on screen while the next query is searched", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const dialog = await search(page, "order");
  const pages = dialog.locator(".search-hit:not(.search-hit--sub)");
  await expect(pages).toHaveCount(10);
  const firstTen = await pages.evaluateAll((els) => els.map((e) => e.getAttribute("href")));
  await dialog.getByRole("button", { name: "More results" }).click();
  await expect(pages).toHaveCount(20);
  // What was shown stays where it was; the new pages follow it.
  expect((await pages.evaluateAll((els) => els.map((e) => e.getAttribute("href")))).slice(0, 10)).toEqual(firstTen);
  // Watch the list on every change while more letters are typed: it never empties.
  await page.evaluate(() => {
    const w = window as unknown as { emptied: boolean };
    w.emptied = false;
    new MutationObserver(() => {
      if (document.querySelectorAll(".search-results .search-hit").length === 0) w.emptied = true;
    }).observe(document.querySelector(".search-results")!, { childList: true, subtree: true });
  });
  await dialog.getByRole("combobox").pressSequentially(" edit", { delay: 60 });
  await expect(dialog.getByRole("listbox", { name: "Results" })).toHaveAttribute("aria-busy", "false");
  await expect(pages.first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { emptied: boolean }).emptied)).toBe(false);
});

test("a search that finds nothing says so and points to the troubleshooting guides", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const dialog = await search(page, "qqzzxxwv");
  await expect(dialog.getByText("No results for “qqzzxxwv”")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "troubleshooting guides" })).toHaveAttribute("href", "/troubleshooting");
  await expect(dialog.getByRole("status")).toHaveText("No results.");
});

test("a misspelled query offers the word the docs use", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const dialog = await search(page, "subscirber");
  await dialog.getByRole("button", { name: "subscriber" }).click();
  await expect(dialog.getByRole("combobox")).toHaveValue("subscriber");
});

test("Ctrl+Enter opens the chosen result in a new tab and keeps the dialog", async ({ page, context }) => {
  await page.goto("/");
  await hydrated(page);
  const dialog = await search(page, "create-medusa-app");
  const first = dialog.getByRole("option").first();
  await expect(first).toBeVisible();
  const href = (await first.getAttribute("href"))!;
  const [tab] = await Promise.all([context.waitForEvent("page"), page.keyboard.press("Control+Enter")]);
  await tab.waitForLoadState("domcontentloaded");
  expect(new URL(tab.url()).pathname + new URL(tab.url()).hash).toBe(href);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("recent searches are offered when the box is empty, and can be cleared", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  let dialog = await search(page, "price list");
  await expect(dialog.getByRole("option").first()).toBeVisible();
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname !== "/");
  await hydrated(page);
  await page.keyboard.press("Control+K");
  dialog = page.getByRole("dialog", { name: "Search the docs" });
  const recent = dialog.getByRole("listbox", { name: "Recent searches" });
  await expect(recent.getByRole("option", { name: "price list" })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("combobox")).toHaveValue("price list");
  await dialog.getByRole("combobox").fill("");
  await dialog.getByRole("button", { name: "Clear" }).click();
  await expect(recent).toBeHidden();
  // Storage holds nothing more.
  expect(await page.evaluate(() => localStorage.getItem("medusa-docs:recent-searches"))).toBeNull();
});

for (const theme of ["light", "dark"] as const) {
  test(`the open dialog, with results and with recent searches, has no accessibility problems (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto("/");
    await hydrated(page);
    await page.evaluate(() => localStorage.setItem("medusa-docs:recent-searches", JSON.stringify(["price list", "refund"])));
    await page.keyboard.press("Control+K");
    const dialog = page.getByRole("dialog", { name: "Search the docs" });
    await expect(dialog.getByRole("option", { name: "refund" })).toBeVisible();
    const axe = () =>
      new AxeBuilder({ page }).include(".search-dialog").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]);
    const problems = (r: Awaited<ReturnType<ReturnType<typeof axe>["analyze"]>>) =>
      r.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length}×, e.g. ${v.nodes[0]?.target.join(" ")})`);
    expect(problems(await axe().analyze()), "recent searches").toEqual([]);
    await dialog.getByRole("combobox").fill("subscriber");
    await expect(dialog.locator(".search-hit--sub").first()).toBeVisible();
    expect(problems(await axe().analyze()), "results").toEqual([]);
  });
}

test("a result opened with the mouse is remembered as a recent search too", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const dialog = await search(page, "gift card");
  await dialog.getByRole("option").first().click();
  await page.waitForURL((url) => url.pathname !== "/");
  expect(await page.evaluate(() => localStorage.getItem("medusa-docs:recent-searches"))).toBe('["gift card"]');
});

test("one letter is not searched: it would match nearly every page", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const fragments: string[] = [];
  page.on("request", (r) => /^\/search\/v\/\w+\/p\//.test(new URL(r.url()).pathname) && fragments.push(r.url()));
  const dialog = await search(page, "a");
  await page.waitForTimeout(500);
  await expect(dialog.getByRole("option")).toHaveCount(0);
  await expect(dialog.getByRole("status")).toHaveText(/^Type to search/);
  expect(fragments).toEqual([]);
  await dialog.getByRole("combobox").fill("ab");
  await expect(dialog.getByRole("status")).toHaveText(/results?\.$/);
});
