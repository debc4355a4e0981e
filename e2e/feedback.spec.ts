import { expect, test, type Page, type Request } from "@playwright/test";
import config from "../site.config";
import { FAILED_SEARCH_SETTLE_MS } from "../src/islands/feedback/failed-search";
import { hydrated } from "./helpers";

/**
 * "Was this page helpful?" in the browser. The built site has no `feedback.endpoint` and no
 * `feedbackIssuesUrl`; for the cases with them the page is served as the build renders it with
 * them (renderPage.test.tsx shows the configuration reaches the widget's props), and the endpoint
 * is a route of the test.
 */

const ENDPOINT = "https://feedback.example.com/docs/answers";
const ISSUES = "https://github.com/example/docs/issues/new";
const CORS = { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Headers": "Content-Type" };

/** `html` with the props of the island `name` extended by `extra`. */
function withProps(html: string, name: string, extra: object): string {
  const original = new RegExp(`data-island="${name}" data-props="([^"]*)"`).exec(html)![1]!;
  const props = JSON.stringify({ ...JSON.parse(original.replaceAll("&quot;", '"').replaceAll("&amp;", "&")), ...extra });
  return html.replace(original, props.replaceAll("&", "&amp;").replaceAll('"', "&quot;"));
}

/**
 * Serves `path` as a build would render it whose configuration gives the widget `extra` as well;
 * with an endpoint, the search button gets it too (Header), as a configured build does.
 */
async function withConfig(page: Page, path: string, extra: { endpoint?: string; issuesUrl?: string }) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const res = await route.fetch();
      let html = withProps(await res.text(), "Feedback", extra);
      if (extra.endpoint) html = withProps(html, "SearchButton", { feedbackEndpoint: extra.endpoint });
      // A build with an endpoint also lets the policy connect to its origin (connectSrcOrigins).
      const headers = res.headers();
      if (extra.endpoint)
        headers["content-security-policy"] = headers["content-security-policy"]!.replace(
          "connect-src 'self'",
          `connect-src 'self' ${new URL(extra.endpoint).origin}`,
        );
      await route.fulfill({
        response: res,
        headers,
        body: html,
      });
    },
  );
}

/** Posts to the endpoint, answered by `answer` in turn (an HTTP status, or "never"). */
async function endpoint(page: Page, ...answers: (number | "never")[]) {
  const posted: unknown[] = [];
  await page.route(ENDPOINT, async (route) => {
    if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: CORS });
    posted.push(route.request().postDataJSON());
    const answer = answers.shift() ?? 204;
    if (answer !== "never") await route.fulfill({ status: answer, headers: CORS, body: "" });
  });
  return posted;
}

test("with an endpoint, the answer and the comment are posted as JSON and the reader is thanked", async ({ page }) => {
  await withConfig(page, "/glossary", { endpoint: ENDPOINT });
  const posted = await endpoint(page, 204);
  await page.goto("/glossary");
  await hydrated(page);
  await page.getByRole("button", { name: "Yes" }).click();
  const comment = page.getByRole("textbox", { name: "What helped you? (optional)" });
  await expect(comment).toBeFocused();
  await comment.fill("The table of terms.");
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thanks for your feedback." })).toBeVisible();
  expect(posted).toEqual([{ page: "/glossary", helpful: true, comment: "The table of terms." }]);
  await expect(page.getByRole("textbox")).toHaveCount(0);
});

test("with an endpoint, an HTTP error is shown with a GitHub issue to fall back on, and sending again works", async ({
  page,
}) => {
  await withConfig(page, "/glossary", { endpoint: ENDPOINT, issuesUrl: ISSUES });
  const posted = await endpoint(page, 500, 201);
  await page.goto("/glossary");
  await hydrated(page);
  await page.getByRole("button", { name: "No" }).click();
  await page.getByRole("textbox", { name: "What was missing or wrong? (optional)" }).fill("No example");
  await page.getByRole("button", { name: "Send feedback" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Your feedback was not sent: the feedback service answered with an error (500)");
  await expect(alert.getByRole("link", { name: "open an issue on GitHub" })).toHaveAttribute(
    "href",
    /issues\/new\?title=Docs\+feedback%3A\+Glossary&body=.*No\+example/,
  );
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thanks for your feedback." })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  expect(posted).toEqual([
    { page: "/glossary", helpful: false, comment: "No example" },
    { page: "/glossary", helpful: false, comment: "No example" },
  ]);
});

test("with an endpoint that does not answer, the reader is told after 8 seconds", async ({ page }) => {
  await page.clock.install();
  await withConfig(page, "/glossary", { endpoint: ENDPOINT });
  const posted = await endpoint(page, "never");
  await page.goto("/glossary");
  await hydrated(page);
  await page.getByRole("button", { name: "No" }).click();
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByRole("button", { name: "Sending…" })).toBeDisabled();
  await expect.poll(() => posted.length).toBe(1);
  await page.clock.runFor(7_000);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.clock.runFor(1_100);
  await expect(page.getByRole("alert")).toContainText("did not answer within 8 seconds");
  await expect(page.getByRole("button", { name: "Send feedback" })).toBeEnabled();
});

test("with an endpoint and no issues URL, a failed post offers no issue link", async ({ page }) => {
  await withConfig(page, "/glossary", { endpoint: ENDPOINT });
  await endpoint(page, 500);
  await page.goto("/glossary");
  await hydrated(page);
  await page.getByRole("button", { name: "No" }).click();
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByRole("alert")).toContainText("Your feedback was not sent");
  await expect(page.getByRole("alert").getByRole("link")).toHaveCount(0);
});

test("as built (no endpoint, no issues URL), a No is thanked, links nowhere and posts nothing; no page has an edit link", async ({
  page,
}) => {
  const posts: Request[] = [];
  page.on("request", (r) => void (r.method() === "POST" && posts.push(r)));
  await page.goto("/glossary");
  await hydrated(page);
  await expect(page.getByRole("link", { name: "Edit this page" })).toHaveCount(0);
  await page.getByRole("button", { name: "No" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you for letting us know." })).toBeVisible();
  await expect(page.locator(".feedback a")).toHaveCount(0);
  expect(posts).toEqual([]);
});

test("without an endpoint, a No offers an issue that names the page and nothing is posted", async ({ page }) => {
  await withConfig(page, "/glossary", { issuesUrl: ISSUES });
  const posts: Request[] = [];
  page.on("request", (r) => void (r.method() === "POST" && posts.push(r)));
  await page.goto("/glossary");
  await hydrated(page);
  await page.getByRole("button", { name: "No" }).click();
  const link = page.getByRole("status").getByRole("link", { name: "Tell us what was missing" });
  await expect(link).toHaveAttribute(
    "href",
    `${ISSUES}?${new URLSearchParams({ title: "Docs feedback: Glossary", body: `Page: ${config.url}/glossary\n\nWhat were you looking for, and what was missing or wrong?\n` })}`,
  );
  await expect(page.getByRole("textbox")).toHaveCount(0);
  expect(posts).toEqual([]);
});

/** Searches the dialog for a query that finds nothing, and waits until it says so. */
async function searchForNothing(page: Page, query: string) {
  await page.getByRole("button", { name: "Search" }).click();
  const dialog = page.getByRole("dialog", { name: "Search the docs" });
  await dialog.getByRole("combobox").fill(query);
  await expect(dialog.getByText(`No results for “${query}”`)).toBeVisible();
}

test("with an endpoint, a search that finds nothing is posted once, as its text alone", async ({ page }) => {
  await withConfig(page, "/glossary", { endpoint: ENDPOINT });
  const posted = await endpoint(page);
  await page.goto("/glossary");
  await hydrated(page);
  await searchForNothing(page, "qqzzxxwv");
  await expect.poll(() => posted, { timeout: 10_000 }).toEqual([{ failedSearch: "qqzzxxwv" }]);
  await page.keyboard.press("Escape");
  await searchForNothing(page, "qqzzxxwv");
  await page.waitForTimeout(FAILED_SEARCH_SETTLE_MS + 1000);
  expect(posted).toHaveLength(1);
});

test("without an endpoint, a search that finds nothing is sent nowhere", async ({ page }) => {
  const posts: Request[] = [];
  page.on("request", (r) => void (r.method() === "POST" && posts.push(r)));
  await page.goto("/glossary");
  await hydrated(page);
  await searchForNothing(page, "qqzzxxwv");
  await page.waitForTimeout(FAILED_SEARCH_SETTLE_MS + 1000);
  expect(posts).toEqual([]);
});
