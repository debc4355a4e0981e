import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./helpers";

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Docs sidebar" });

test("the modules sidebar: back link, title link, a module group, and a how-to page's client tabs", async ({ page }) => {
  await page.goto("/modules/orders/overview");
  const nav = sidebar(page);
  await expect(nav).toHaveAttribute("data-sidebar", "modules");
  await expect(nav.locator(".sidebar__back")).toHaveAttribute("href", "/");
  await expect(nav.locator(".sidebar__title")).toHaveAttribute("href", "/modules/overview");
  await expect(nav.locator(".sidebar__headline-label", { hasText: "Commerce Modules" })).toBeVisible();
  // The Orders module is a group with Architecture and How-to captions, open on its own page.
  const orders = nav.locator(".sidebar__category", { has: page.getByRole("link", { name: "Orders", exact: true }) });
  await expect(orders.locator(".sidebar__caption", { hasText: "Architecture" })).toBeVisible();
  await expect(orders.locator(".sidebar__caption", { hasText: "How-to" })).toBeVisible();
  await orders.getByRole("link", { name: /Retrieve Order Details/ }).click();
  await expect(page).toHaveURL(/\/modules\/orders\/storefront\/retrieve-order-details$/);
  await hydrated(page);
  const tabs = page.locator('.tabs[data-group="client"]').first();
  await tabs.getByRole("tab", { name: "Medusa React" }).click();
  await expect(tabs.locator('[role=tabpanel][data-value="medusa-react"]')).toBeVisible();
  await expect(tabs.locator('[role=tabpanel][data-value="js-client"]')).toBeHidden();
});

test("from the homepage into Medusa development and back", async ({ page }) => {
  await page.goto("/");
  await sidebar(page).getByRole("link", { name: "Medusa Development" }).click();
  await expect(page).toHaveURL(/\/development\/overview$/);
  await expect(sidebar(page)).toHaveAttribute("data-sidebar", "core");
  for (const group of ["Backend Setup", "Architectural Concepts", "Basics", "Advanced"]) {
    await expect(sidebar(page).locator(".sidebar__headline-label", { hasText: group })).toBeVisible();
  }
  await expect(sidebar(page).getByRole("link", { name: /Experimental Features/ })).toHaveAttribute("href", "/experimental");
  await sidebar(page).getByRole("link", { name: "Entities" }).click();
  await expect(page).toHaveURL(/\/development\/entities\/overview$/);
  await sidebar(page).locator(".sidebar__back").click();
  await expect(page).toHaveURL(/\/$/);
  await expect(sidebar(page)).toHaveAttribute("data-sidebar", "homepage");
});

test("the homepage sidebar's groups carry icons, and a plugin page documents its options", async ({ page }) => {
  await page.goto("/");
  const nav = sidebar(page);
  for (const group of ["Browse Docs", "Frontend Storefronts", "SDKs", "CLI Tools", "Additional Resources"]) {
    const headline = nav.locator(".sidebar__headline-label", { hasText: group });
    await expect(headline).toBeVisible();
    await expect(headline.locator("svg.icon")).toHaveCount(1);
  }
  await nav.getByRole("link", { name: "Plugins" }).click();
  await expect(sidebar(page)).toHaveAttribute("data-sidebar", "plugins");
  await page.goto("/plugins/payment/stripe");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Stripe/);
  await expect(page.locator(".prose table", { hasText: "api_key" })).toBeVisible();
  await expect(page.locator('.tabs[data-group="npm2yarn"]').first()).toContainText("medusa-payment-stripe");
});

test("pasting an error message into search finds its troubleshooting page", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.keyboard.press("Control+K");
  const dialog = page.getByRole("dialog", { name: "Search the docs" });
  await dialog.getByRole("combobox").fill("AwilixResolutionError: Could not resolve 'helloService'");
  await expect(dialog.getByRole("option").first()).toHaveAttribute("href", /\/troubleshooting\/awilix-resolution-error/);
});

test("the user guide is found by what merchants call things", async ({ page }) => {
  await page.goto("/user-guide");
  await hydrated(page);
  await page.keyboard.press("Control+K");
  const dialog = page.getByRole("dialog", { name: "Search the docs" });
  await dialog.getByRole("button", { name: "User Guide" }).click();
  for (const [query, path] of [
    ["tax inclusive", /\/user-guide\/taxes\/tax-inclusive/],
    ["draft order", /\/user-guide\/orders\/drafts/],
  ] as const) {
    await dialog.getByRole("combobox").fill(query);
    await expect
      .poll(
        async () =>
          (await dialog.getByRole("option").evaluateAll((els) => els.map((e) => e.getAttribute("href") ?? ""))).some((h) =>
            path.test(h),
          ),
        {
          message: `"${query}" finds ${path}`,
        },
      )
      .toBe(true);
  }
});
