import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import type { Nodes } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { markdownUrl } from "../src/site/markdown-url";
import { docsIndex } from "./helpers";

/** The Markdown twins of the built site (build/), as a reader's tool fetches them. */
const BUILD = join(import.meta.dirname, "../build");
const parser = unified().use(remarkParse).use(remarkGfm);

test("every page has a Markdown twin with no HTML or JSX outside code", async ({ request }) => {
  const pages = await docsIndex(request);
  const problems: string[] = [];
  for (const p of pages) {
    const file = join(BUILD, markdownUrl(p.path).slice(1));
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      problems.push(`${p.path}: no twin at ${markdownUrl(p.path)}`);
      continue;
    }
    if (!text.startsWith(`# ${p.title}\n`)) problems.push(`${p.path}: the twin does not start with its title`);
    visit(parser.parse(text) as Nodes, (node) => {
      // remark reads JSX (`<Tabs>`) and HTML alike as html nodes.
      if (node.type === "html")
        problems.push(`${p.path}: ${JSON.stringify(node.value.slice(0, 60))} at line ${node.position?.start.line}`);
    });
  }
  expect(pages.length).toBeGreaterThan(2000);
  expect(problems).toEqual([]);
});

test("a twin is served as text/markdown, and each page links to its twin", async ({ request, page }) => {
  const res = await request.get("/modules/orders/overview.md");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^text\/markdown/);
  const md = await res.text();
  expect(md).toMatch(/^# Orders\n/);
  // Cards are written as links with the linked page's title.
  expect(md).toMatch(/^- \[[^\]@]+\]\(\/modules\/orders\/[\w/-]+\): \w/m);
  await page.goto("/modules/orders/overview");
  await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
    "href",
    "/modules/orders/overview.md",
  );
  expect((await request.get("/index.md")).status()).toBe(200);
});

test("llms.txt lists every page of the docs index, and llms-full.txt holds the guides", async ({ request }) => {
  const llms = await (await request.get("/llms.txt")).text();
  expect(llms).toMatch(/^# Medusa Docs\n\n> /);
  const pages = await docsIndex(request);
  const missing = pages.filter((p) => !llms.includes(`${markdownUrl(p.path)}): `)).map((p) => p.path);
  expect(missing).toEqual([]);
  const full = await (await request.get("/llms-full.txt")).text();
  const guides = pages.filter((x) => !x.path.startsWith("/references") && !x.path.startsWith("/api"));
  for (const p of guides) expect(full, p.path).toContain(`# ${p.title}\n`);
});
