import { expect, test } from "@playwright/test";
import config from "../site.config";
import { PAGE_KINDS, PHONE_VIEWPORT } from "./helpers";

for (const kind of PAGE_KINDS) {
  test(`the ${kind.name} of the page kinds list exists (${kind.path})`, async ({ page }) => {
    const res = await page.goto(kind.path);
    expect(res?.status()).toBe(kind.status);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("navigation", { name: "On this page" })).toHaveCount(kind.outline === "column" ? 1 : 0);
    const sidebarOutline = page.locator('#sidebar a[aria-current="page"] + ul a[href^="#"]');
    if (kind.outline === "sidebar")
      expect(await sidebarOutline.count(), "sections under the page's sidebar entry").toBeGreaterThan(1);
    else await expect(sidebarOutline).toHaveCount(0);
  });

  test(`the ${kind.name} says it documents Medusa 1.x and where Medusa 2 is documented, without contacting that site`, async ({
    page,
  }) => {
    const hosts = new Set<string>();
    page.on("request", (r) => hosts.add(new URL(r.url()).host));
    for (const viewport of [{ width: 1400, height: 800 }, PHONE_VIEWPORT]) {
      await page.setViewportSize(viewport);
      await page.goto(kind.path);
      const notice = page.getByRole("complementary", { name: "Version notice" });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText("documentation of Medusa 1.x");
      await expect(notice.getByRole("link", { name: "docs.medusajs.com" })).toHaveAttribute("href", "https://docs.medusajs.com");
      expect((await notice.boundingBox())!.y, "at the top of the page").toBe(0);
    }
    expect([...hosts], "hosts the page contacted").toEqual([new URL(page.url()).host]);
  });
}

test("an unknown address answers 404 and suggests pages", async ({ page }) => {
  const res = await page.goto("/modules/orders/overveiw");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByRole("link", { name: "Orders" }).first()).toHaveAttribute("href", /\/modules\/orders/);
});

test("an old 1.x URL forwards to the page that replaced it", async ({ page }) => {
  await page.goto("/references/modules/services");
  await expect(page).toHaveURL(/\/references\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Services Reference");
});

test("an entity page shows its fields with types, relations and where it is used", async ({ page }) => {
  await page.goto("/references/entities/classes/Cart");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cart");
  const table = page.locator("table.ref-table").first();
  await expect(table.locator("tr#billing_address")).toContainText("expandable");
  await expect(table.locator("tr#billing_address").getByRole("link", { name: "Address" })).toHaveAttribute(
    "href",
    "/references/entities/classes/Address",
  );
  await expect(page.getByRole("heading", { name: "Where it is used" })).toBeVisible();
});

test("a JS client page shows each method with parameters and its example", async ({ page }) => {
  await page.goto("/references/js-client/AdminOrdersResource");
  const method = page.locator("section.ref-method").filter({ has: page.locator("h3#retrieve") });
  await expect(method.locator(".ref-signature")).toContainText("retrieve(");
  await expect(method.locator("table")).toContainText("id");
  await expect(method.locator(".code-block").first()).toContainText("medusa.admin.orders.retrieve");
});

test("a hooks page shows each hook's parameters and example", async ({ page }) => {
  await page.goto("/references/medusa-react/hooks/admin/products");
  const hook = page.locator("section.ref-method").filter({ has: page.locator("h3#useAdminProducts") });
  await expect(hook).toContainText("The query result includes the fields of");
  await expect(hook.locator(".code-block").first()).toContainText("useAdminProducts");
});

test("pages carry canonical and Open Graph tags", async ({ page }) => {
  await page.goto("/glossary");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${config.url}/glossary`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Glossary");
});
