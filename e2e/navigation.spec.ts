import { expect, test } from "@playwright/test";
import { docsIndex } from "./helpers";

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
  // The specification's 17, and the two of the REST API reference.
  expect(bySidebar.size).toBe(19);
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
