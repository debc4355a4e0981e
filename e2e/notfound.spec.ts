import { expect, test } from "@playwright/test";
import { hydrated } from "./helpers";

test("the 404 page searches the docs for the address's last segment, and has a search box of its own", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (r) => void requested.push(new URL(r.url()).pathname));
  const res = await page.goto("/no/such/batch-jobs");
  expect(res?.status()).toBe(404);
  await hydrated(page);
  const box = page.getByRole("search").getByRole("searchbox", { name: "Search the docs" });
  await expect(box).toHaveValue("batch jobs");
  const suggestions = page.locator(".notfound__suggestions li a");
  await expect(suggestions.first()).toBeVisible();
  expect(
    (await suggestions.evaluateAll((as) => as.map((a) => a.getAttribute("href")!))).some((h) => h.includes("batch-jobs")),
  ).toBe(true);

  await box.fill("gift card balance");
  await box.press("Enter");
  await expect
    .poll(async () =>
      (await suggestions.evaluateAll((as) => as.map((a) => a.getAttribute("href")!))).some((h) => h.includes("gift-card")),
    )
    .toBe(true);
  // Suggestions come from the static search index, not from a list of every page.
  expect(requested).not.toContain("/docs-index.json");
});

test("a 404 address without words shows the box empty and no suggestions", async ({ page }) => {
  await page.goto("/---");
  await hydrated(page);
  await expect(page.getByRole("searchbox", { name: "Search the docs" })).toHaveValue("");
  await expect(page.locator(".notfound__suggestions li")).toHaveCount(0);
});
