import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { docsIndex } from "./helpers";

/**
 * `npm run mcp` on the built site (build/), driven by a client of the same SDK the way an editor
 * drives it: the server is spawned and spoken to over stdio.
 */
const ROOT = join(import.meta.dirname, "..");

test.describe.configure({ mode: "serial" });

let client: Client;
test.beforeAll(async () => {
  client = new Client({ name: "docs-e2e", version: "1.0.0" });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: ["--import", "tsx", "src/mcp/cli.ts", "--dir", "build"],
      cwd: ROOT,
      stderr: "pipe",
    }),
  );
});
test.afterAll(async () => {
  await client?.close();
});

/** Markdown with the destinations of its links left out, to compare texts whose links differ only in form. */
const withoutDestinations = (md: string) => md.replace(/\]\([^)]*\)/g, "]()");

const textOf = (r: Awaited<ReturnType<Client["callTool"]>>): string =>
  (r.content as { type: string; text: string }[]).map((c) => c.text).join("\n");

test("initializes and lists its three tools, each with one string argument", async () => {
  expect(client.getServerVersion()?.name).toBe("medusa-1x-docs");
  const { tools } = await client.listTools();
  expect(tools.map((t) => t.name).sort()).toEqual(["get_api_operation", "get_page", "search_docs"]);
  for (const t of tools) {
    const props = Object.values(t.inputSchema.properties ?? {}) as { type: string }[];
    expect(
      props.map((p) => p.type),
      t.name,
    ).toEqual(["string"]);
    expect(t.inputSchema.required, t.name).toHaveLength(1);
  }
});

test("search_docs ranks the batch job guide first for creating a batch job type", async () => {
  const text = textOf(await client.callTool({ name: "search_docs", arguments: { query: "create a batch job type" } }));
  const first = /^1\. (.+)\n\s+(\S+)/m.exec(text);
  expect(first?.[2]).toMatch(/\/development\/batch-jobs\/create(#|$)/);
  expect(text).toMatch(/^2\. /m);
});

test("get_page returns a guide's Markdown twin, by path and by URL", async ({ request }) => {
  const page = (await docsIndex(request)).find((p) => p.path === "/development/batch-jobs/create")!;
  const twin = await (await request.get("/development/batch-jobs/create.md")).text();
  for (const path of [page.path, `https://docs.medusajs.com${page.path}#step-1`, "development/batch-jobs/create.md"]) {
    const r = await client.callTool({ name: "get_page", arguments: { path } });
    expect(r.isError, path).toBeFalsy();
    expect(textOf(r).startsWith(`# ${page.title}\n`), path).toBe(true);
    // The twin's text, with the destinations of its links made absolute for a tool that reads it
    // without the page's address: every link into the site leads to a page.
    expect(withoutDestinations(textOf(r))).toContain(withoutDestinations(twin.trim()));
    expect(textOf(r)).not.toMatch(/\]\(<?(\/(?!\/)|#)/);
    for (const [, url] of textOf(r).matchAll(/\]\(<?(https:\/\/docs\.medusajs\.com\/v1\/[^)>#]*)/g)) {
      const status = (await request.get(url!.slice("https://docs.medusajs.com/v1".length), { maxRedirects: 0 })).status();
      expect(status, url).toBe(200);
    }
  }
  const missing = await client.callTool({ name: "get_page", arguments: { path: "/development/batch-jobs/nowhere" } });
  expect(missing.isError).toBe(true);
  expect(textOf(missing)).toContain("/development/batch-jobs");
});

test("get_api_operation returns one operation of the REST reference, by route or operationId", async ({ request }) => {
  const twin = await (await request.get("/api/admin/return-reasons.md")).text();
  const byRoute = textOf(
    await client.callTool({ name: "get_api_operation", arguments: { query: "POST /admin/return-reasons" } }),
  );
  expect(byRoute).toMatch(/^# Create a Return Reason\n/);
  expect(byRoute).toContain("`POST /admin/return-reasons` (operation `PostReturnReasons`)");
  expect(byRoute).toContain("**Request body**");
  expect(byRoute).toContain("**Response 200**");
  expect(byRoute).toContain("**cURL**");
  // The section of the resource page's twin, no more: the next operation is not in it.
  expect(byRoute).not.toContain("GET /admin/return-reasons/{id}` (operation");
  expect(withoutDestinations(twin)).toContain(withoutDestinations(byRoute.split("\n\nFrom ")[0]!.replace(/^# /, "## ")));
  expect(byRoute).not.toMatch(/\]\(<?(\/(?!\/)|#)/);
  expect(byRoute).toContain("/api/admin/return-reasons#PostReturnReasons");

  const byId = textOf(await client.callTool({ name: "get_api_operation", arguments: { query: "PostReturnReasons" } }));
  expect(byId).toBe(byRoute);
  const withId = textOf(
    await client.callTool({ name: "get_api_operation", arguments: { query: "GET /store/products/prod_123" } }),
  );
  expect(withId).toContain("`GET /store/products/{id}`");
  const unknown = await client.callTool({ name: "get_api_operation", arguments: { query: "PATCH /admin/return-reasons" } });
  expect(unknown.isError).toBe(true);
  expect(textOf(unknown)).toContain("POST /admin/return-reasons (operation PostReturnReasons)");
});
