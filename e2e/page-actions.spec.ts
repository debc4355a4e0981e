import { expect, test, type Browser } from "@playwright/test";
import { hydrated } from "./helpers";

/** "Copy page" and "View as Markdown": what a reader takes to an assistant is exactly the page's twin. */

const twinUrl = (path: string) => (path === "/" ? "/index.md" : `${path}.md`);

async function withClipboard(browser: Browser) {
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  return { context, page: await context.newPage() };
}

const COPIED = {
  guide: "/modules/orders/overview",
  "reference page": "/references/entities/classes/Cart",
  "REST API page": "/api/store/carts",
};

for (const [kind, path] of Object.entries(COPIED)) {
  test(`"Copy page" puts the ${kind}'s Markdown twin on the clipboard`, async ({ browser, request }) => {
    const { context, page } = await withClipboard(browser);
    await page.goto(path);
    await hydrated(page);
    await page.getByRole("button", { name: "Copy page" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Copied" })).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
    const twin = await request.get(twinUrl(path));
    expect(twin.status()).toBe(200);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.length).toBeGreaterThan(200);
    expect(copied).toBe(await twin.text());
    await context.close();
  });
}

test('"Copy page" works from the keyboard', async ({ browser, request }) => {
  const { context, page } = await withClipboard(browser);
  await page.goto("/user-guide/orders/manage");
  await hydrated(page);
  const button = page.getByRole("button", { name: "Copy page" });
  await button.focus();
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await (await request.get("/user-guide/orders/manage.md")).text(),
  );
  await context.close();
});

test('"Copy page" shows an error when the Markdown cannot be fetched', async ({ browser }) => {
  const { context, page } = await withClipboard(browser);
  await page.route("**/modules/orders/overview.md", (route) => route.fulfill({ status: 500, body: "down" }));
  await page.goto("/modules/orders/overview");
  await hydrated(page);
  await page.getByRole("button", { name: "Copy page" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Could not copy the page" });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("link")).toHaveAttribute("href", "/modules/orders/overview.md");
  await expect(page.getByRole("button", { name: "Copied" })).toHaveCount(0);
  await context.close();
});

test('"View as Markdown" links to the page\'s twin, on every kind of page', async ({ page, request }) => {
  for (const path of [
    "/",
    "/modules/orders/overview",
    "/user-guide/orders/manage",
    "/references/entities/classes/Cart",
    "/api/admin/orders",
  ]) {
    await page.goto(path);
    const link = page.getByRole("link", { name: "View as Markdown" });
    await expect(link, path).toHaveAttribute("href", twinUrl(path));
    await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute("href", twinUrl(path));
    const res = await request.get(twinUrl(path));
    expect(res.status(), path).toBe(200);
    expect(res.headers()["content-type"]).toMatch(/^text\/markdown/);
  }
  await page.goto("/no-such-page");
  await expect(page.getByRole("link", { name: "View as Markdown" })).toHaveCount(0);
});

test('without JavaScript, "View as Markdown" is there and "Copy page" is not', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/modules/orders/overview");
  await expect(page.getByRole("link", { name: "View as Markdown" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy page" })).toBeHidden();
  await page.getByRole("link", { name: "View as Markdown" }).click();
  expect(page.url()).toMatch(/\/modules\/orders\/overview\.md$/);
  await context.close();
});
