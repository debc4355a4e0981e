import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { filesBelow } from "../src/lib/files";
import { hydrated } from "./helpers";

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
