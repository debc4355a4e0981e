import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { filesBelow } from "../src/lib/files";
import { hydrated, PHONE_VIEWPORT } from "./helpers";

const BUILD = join(import.meta.dirname, "../build");

test("the Admin API landing page explains authentication and errors, links the OpenAPI document and lists the resources", async ({
  page,
  request,
}) => {
  await page.goto("/api/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin API Reference");
  await expect(page.locator("#auth-api-token")).toContainText("API token");
  await expect(page.locator("main")).toContainText("x-medusa-access-token");
  await expect(page.locator("#errors")).toBeVisible();
  await page.getByRole("link", { name: "/api/admin/openapi.json" }).first().click();
  expect(page.url()).toMatch(/\/api\/admin\/openapi\.json$/);
  const doc = (await (await request.get("/api/admin/openapi.json")).json()) as {
    openapi: string;
    paths: Record<string, unknown>;
  };
  expect(doc.openapi).toMatch(/^3\./);
  expect(doc.paths["/admin/products"]).toBeDefined();
});

test("a resource page shows each operation with its route, fields that open in place, and synced sample tabs", async ({
  page,
}) => {
  await page.goto("/api/admin/products#PostProducts");
  await hydrated(page);
  const op = page.locator("section.api-op", { has: page.locator("#PostProducts") });
  await expect(op.locator(".api-op__route")).toContainText("POST");
  await expect(op.locator(".api-op__route")).toContainText("/admin/products");
  // A nested object's fields are in the page and open without JavaScript.
  const details = op.locator("details.api-children").first();
  await expect(details).not.toHaveAttribute("open");
  await details.locator("summary").click();
  await expect(details).toHaveAttribute("open");
  // Choosing cURL shows the cURL sample, and every sample tab group on the page follows.
  await op.getByRole("tab", { name: "cURL" }).click();
  await expect(op.getByRole("tabpanel").filter({ hasText: "curl -X POST" })).toBeVisible();
  await expect(page.locator("section.api-op").first().getByRole("tab", { name: "cURL" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  // The operation links to the JS client method that sends it, and that page links back.
  await op.getByRole("link", { name: "AdminProductsResource.create" }).click();
  await expect(page.locator("#create")).toBeVisible();
  await expect(
    page.locator("section.ref-method", { has: page.locator("#create") }).getByRole("link", { name: "POST /admin/products" }),
  ).toBeVisible();
});

test("a link to the 1.x reference's anchor lands on the operation", async ({ page }) => {
  await page.goto("/api/admin#tag/Products/operation/PostProducts");
  await expect(page).toHaveURL(/\/api\/admin\/products#PostProducts$/);
  await page.goto("/api/store#carts_postcartscartcomplete");
  await expect(page).toHaveURL(/\/api\/store\/carts#PostCartsCartComplete$/);
});

test("every REST API page weighs at most 80 KB of HTML, gzipped", () => {
  const pages = filesBelow(join(BUILD, "api")).filter((f) => f.endsWith(".html"));
  expect(pages.length).toBeGreaterThan(50);
  const heavy = pages.map((f) => ({ f, kb: gzipSync(readFileSync(f)).length / 1024 })).filter((p) => p.kb > 80);
  expect(heavy).toEqual([]);
});

test("from 1,100 px wide, an operation's samples sit beside its fields, and their column grows with the screen", async ({
  page,
}) => {
  const widths: number[] = [];
  for (const width of [1100, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/api/store/carts#PostCart");
    const op = page.locator("section.api-op", { has: page.locator("#PostCart") });
    const fields = await op.locator(".api-op__main").boundingBox();
    const samples = await op.locator(".api-op__aside").boundingBox();
    expect(samples!.x, `${width} px: the samples are right of the fields`).toBeGreaterThan(fields!.x + fields!.width);
    await expect(op.getByRole("tabpanel").first(), `${width} px: the first sample is on the first screen`).toBeInViewport();
    await expect(op.getByRole("link", { name: "Jump to example" })).toBeHidden();
    widths.push(samples!.width);
  }
  expect(widths[1]!).toBeGreaterThan(widths[0]!);
  expect(widths[2]!, "at 1,920 px the samples' column is wider than 480 px").toBeGreaterThan(480);
});

test("on a phone, each operation links to its samples, which come after its fields", async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto("/api/store/carts#PostCart");
  const op = page.locator("section.api-op", { has: page.locator("#PostCart") });
  await expect(op.getByRole("tabpanel").first()).not.toBeInViewport();
  await op.getByRole("link", { name: "Jump to example" }).click();
  await expect(page).toHaveURL(/#PostCart-example$/);
  await expect(op.getByRole("tabpanel").first()).toBeInViewport();
});

test("the API sidebar opens the current resource on its operations, each with its method, and lists the others closed", async ({
  page,
}) => {
  await page.goto("/api/admin/orders");
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
  const current = sidebar.locator('a[aria-current="page"]');
  await expect(current).toHaveText("Orders");
  const ops = sidebar.locator('a[href^="#"]');
  await expect(ops).toHaveCount(await page.locator("section.api-op").count());
  await expect(ops.first()).toHaveText(/^GET\s*List Orders$/);
  // Another resource is one link, without its operations.
  await expect(sidebar.getByRole("link", { name: "Products", exact: true })).toBeVisible();
  await expect(sidebar.locator('a[href*="/api/admin/products#"]')).toHaveCount(0);
  // An operation's entry leads to it.
  await sidebar.getByRole("link", { name: "POST Create a Claim", exact: true }).click();
  await expect(page).toHaveURL(/#PostOrdersOrderClaims$/);
  await expect(page.locator("#PostOrdersOrderClaims")).toBeInViewport();
});

test("each parameter and request body field is a target its name links to, nested fields too", async ({ page }) => {
  await page.goto("/api/admin/orders#GetOrders-query-created_at.gt");
  // The nested field opens, and is on screen.
  const nested = page.locator('[id="GetOrders-query-created_at.gt"]');
  await expect(nested).toBeInViewport();
  await page.goto("/api/admin/orders#PostOrdersOrderClaims");
  const reason = page.locator('[id="PostOrdersOrderClaims-body-type"]');
  await reason.getByRole("link", { name: "type", exact: true }).click();
  await expect(page).toHaveURL(/#PostOrdersOrderClaims-body-type$/);
  await expect(reason).toBeInViewport();
});

test("on a phone, no text of a REST page is under 12 px, and its own controls are touch targets at least 24 px high", async ({
  page,
}) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  for (const path of ["/api/admin/orders", "/api/admin/products"]) {
    await page.goto(path);
    // WCAG 2.2's target size, which Lighthouse's accessibility score counts: the links and toggles
    // a REST page adds between lines of text.
    const heights = await page
      .locator("section.api-op")
      .first()
      .locator(".api-op__jump, .api-children > summary")
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    expect(heights.length, path).toBeGreaterThan(1);
    expect(Math.min(...heights), `${path}: the smallest target's height`).toBeGreaterThanOrEqual(24);
    const small = await page.evaluate(() => {
      const out = new Set<string>();
      const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        const el = n.parentElement!;
        if (!n.textContent!.trim() || !el.checkVisibility()) continue;
        const size = parseFloat(getComputedStyle(el).fontSize);
        if (size < 12) out.add(`${size.toFixed(1)} px: <${el.tagName.toLowerCase()} class="${el.className}">`);
      }
      return [...out];
    });
    expect(small, path).toEqual([]);
  }
});

/**
 * An operation off screen is skipped (`content-visibility: auto`) behind the placeholder of its size
 * class (op-size.ts, api.css). A placeholder shorter than the operation lets it, once measured, spill
 * over the operations under it and the footer: axe then counts links no one sees (target-size). Each
 * operation is laid out in turn, with the containment it has on screen, and compared with its class.
 */
for (const { name, viewport, deviceScaleFactor } of [
  { name: "Lighthouse's phone", viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 },
  { name: "a laptop", viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 },
]) {
  test.describe(`REST operations' placeholders on ${name}`, () => {
    test.use({ viewport, deviceScaleFactor });
    test("no operation is taller than the placeholder it is skipped behind", async ({ page }) => {
      test.setTimeout(120_000);
      for (const path of ["/api/admin/orders", "/api/admin/products", "/api/store/customers"]) {
        await page.goto(path);
        const found = await page.locator("section.api-op").evaluateAll((ops) =>
          ops.map((op) => {
            const { contentVisibility, containIntrinsicHeight: placeholder } = getComputedStyle(op);
            const el = op as HTMLElement;
            // Drawn, with the layout containment content-visibility: auto keeps on screen.
            el.style.contentVisibility = "visible";
            el.style.contain = "layout style paint";
            const cs = getComputedStyle(op);
            const height = op.getBoundingClientRect().height - parseFloat(cs.paddingTop) - parseFloat(cs.borderTopWidth);
            el.style.contentVisibility = "";
            el.style.contain = "";
            return {
              id: op.querySelector("h2")!.id,
              skipped: contentVisibility === "auto",
              placeholder,
              height: Math.ceil(height),
            };
          }),
        );
        // An operation estimated taller than the largest class is always drawn (and so never spills).
        expect(found.filter((f) => f.skipped).length, path).toBeGreaterThan(3);
        const short = found.filter((f) => f.skipped && Number(/(\d+)px/.exec(f.placeholder)?.[1] ?? 0) < f.height);
        expect(short, `${path}: operations taller than their placeholder`).toEqual([]);
      }
    });
  });
}
