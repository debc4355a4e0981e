import { expect, test, type Page } from "@playwright/test";
import { PAGE_KINDS, hydrated } from "./helpers";

/**
 * The site runs under the policy the build wrote to `_headers`, which `npm run serve` sends.
 * Every page kind loads, and every island works, without one `securitypolicyviolation`, and no
 * page asks another origin for anything.
 */

interface Watch {
  violations: string[];
  foreign: string[];
}

async function watch(page: Page): Promise<Watch> {
  const w: Watch = { violations: [], foreign: [] };
  // A binding survives navigations and is not subject to the page's policy.
  await page.exposeBinding("__reportViolation", (_source, text: string) => w.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const report = (window as unknown as { __reportViolation: (t: string) => void }).__reportViolation;
      report(`${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) w.violations.push(m.text());
  });
  const origin = new URL(test.info().project.use.baseURL!).origin;
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.protocol.startsWith("http") && url.origin !== origin) w.foreign.push(r.url());
  });
  return w;
}

test("every response carries the security headers", async ({ request }) => {
  for (const path of ["/", "/modules/orders/overview", "/modules/orders/overview.md", "/no-such-page"]) {
    const res = await request.get(path, { maxRedirects: 0 });
    const h = res.headers();
    expect(h["content-security-policy"], path).toMatch(/default-src 'self'/);
    expect(h["content-security-policy"], path).not.toMatch(/unsafe-inline|'unsafe-eval'/);
    expect(h["x-content-type-options"], path).toBe("nosniff");
    expect(h["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(h["strict-transport-security"], path).toBe("max-age=31536000");
    expect(h["cross-origin-opener-policy"], path).toBe("same-origin");
    expect(h["permissions-policy"], path).toMatch(/camera=\(\)/);
    expect(h["permissions-policy"], path).toMatch(/clipboard-write=\(self\)/);
  }
  const twin = await request.get("/modules/orders/overview.md");
  expect(twin.headers()["content-type"]).toMatch(/^text\/markdown/);
});

test("pages and assets are sent precompressed, as the build wrote them", async ({ request }) => {
  for (const [path, type] of [
    ["/modules/orders/overview", /^text\/html/],
    ["/modules/orders/overview.md", /^text\/markdown/],
    ["/llms.txt", /^text\/plain/],
  ] as const) {
    const br = await request.get(path, { headers: { "Accept-Encoding": "br" } });
    expect(br.headers()["content-encoding"], path).toBe("br");
    expect(br.headers()["content-type"], path).toMatch(type);
    const gz = await request.get(path, { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers()["content-encoding"], path).toBe("gzip");
    // Both decode to the same document.
    expect(await br.text(), path).toBe(await gz.text());
  }
});

test("only content-hashed files are cached for good", async ({ request, page }) => {
  await page.goto("/");
  const script = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute("src");
  expect((await request.get(script!)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  for (const path of ["/", "/search/index.json", "/search/lexicon.json"]) {
    expect((await request.get(path)).headers()["cache-control"] ?? "", path).not.toMatch(/immutable/);
  }
  // The search index's chunks and pages live in a folder named by their hash.
  const { build } = (await (await request.get("/search/index.json")).json()) as { build: string };
  for (const path of [`/search/v/${build}/w/0.json`, `/search/v/${build}/p/0.json`])
    expect((await request.get(path)).headers()["cache-control"], path).toBe("public, max-age=31536000, immutable");
});

for (const kind of PAGE_KINDS) {
  test(`${kind.name} (${kind.path}) loads under the policy and asks no other origin`, async ({ page }) => {
    const w = await watch(page);
    await page.goto(kind.path);
    if (kind.name !== "404") await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(w.violations).toEqual([]);
    expect(w.foreign).toEqual([]);
  });
}

test("the islands work under the policy", async ({ browser }) => {
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  const w = await watch(page);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto("/development/backend/prepare-environment");
  await hydrated(page);

  // Theme.
  const html = page.locator("html");
  const before = await html.getAttribute("data-theme-preference");
  await page.locator(".theme-toggle").click();
  await expect(html).not.toHaveAttribute("data-theme-preference", before ?? "");

  // Tabs.
  const tabs = page.locator('.tabs[data-group="npm2yarn"]').first();
  await tabs.getByRole("tab", { name: "yarn" }).click();
  await expect(tabs.getByRole("tab", { name: "yarn" })).toHaveAttribute("aria-selected", "true");

  // Copy.
  const block = page.locator(".code-block").first();
  await block.hover();
  await block.getByRole("button", { name: "Copy code" }).click();
  await expect(block.getByRole("button", { name: "Copied" })).toBeVisible();

  // Table of contents.
  const entry = page.locator(".toc a").nth(1);
  await entry.click();
  await expect(page).toHaveURL(/#/);

  // Copy page.
  await page.getByRole("button", { name: "Copy page" }).click();
  await expect(page.getByRole("button", { name: "Copied" }).first()).toBeVisible();

  // Feedback.
  await page.getByRole("button", { name: "Yes" }).click();

  // Search: the index's manifest, lexicon, word chunks and pages.
  await page.keyboard.press("Control+K");
  const dialog = page.getByRole("dialog", { name: "Search the docs" });
  await dialog.getByRole("combobox").fill("shipping option");
  // The first query loads the manifest and the lexicon: slow on a busy machine.
  await expect(dialog.getByRole("option").first()).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press("Escape");

  // Phone menu.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.locator(".sidebar").first()).toBeVisible();

  // The REST API page's anchor script.
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto("/api/store#carts_postcartscartcomplete");
  await expect(page).toHaveURL(/\/api\/store\/carts#PostCartsCartComplete$/);

  expect(w.violations).toEqual([]);
  expect(w.foreign).toEqual([]);
  await context.close();
});
