import { join } from "node:path";
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
  expect(requests.filter((u) => u.includes("/pagefind/"))).toEqual([]);
  await search(page, "region");
  await expect.poll(() => requests.filter((u) => u.includes("/pagefind/")).length).toBeGreaterThan(0);
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
  await expect(options.first()).toBeVisible();
  for (const href of await options.evaluateAll((els) => els.map((e) => e.getAttribute("href"))))
    expect(href).toMatch(/^\/user-guide/);
});

test("the dialog lists exactly what the search evaluation ranks", async ({ page }) => {
  // npm run eval:search calls the dialog chunk's dialogSearch directly; this keeps the two in step.
  await page.goto(EVAL_PAGE);
  await hydrated(page);
  const query = "price list";
  const dialog = await search(page, query);
  // fill() types the whole query at once: one search, whose results show when it is done.
  const options = dialog.getByRole("option");
  await expect(options.first()).toBeVisible();
  await expect(dialog.getByText("Searching…")).toBeHidden();
  const shown = await options.evaluateAll((els) => els.map((e) => e.getAttribute("href")));
  const [ranked] = await dialogResults(page, dialogChunk(join(import.meta.dirname, "../build")), [query]);
  expect(shown).toEqual(ranked!.map((h) => h.url));
});
