import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { absoluteLinks, openBuiltSite, pageMarkdown, pageRoute, publicUrl } from "./site";

/** A built site of three pages, a redirect and a file outside it, as `npm run build` lays them out. */
function fixture(url: string): string {
  const root = mkdtempSync(join(tmpdir(), "mcp-site-"));
  const dir = join(root, "build");
  mkdirSync(join(dir, "search"), { recursive: true });
  mkdirSync(join(dir, "modules/orders"), { recursive: true });
  const page = (path: string, title: string) => ({ id: path.slice(1) || "index", title, description: "", path });
  writeFileSync(
    join(dir, "docs-index.json"),
    JSON.stringify({
      url,
      version: {},
      docs: [page("/", "Home"), page("/modules/orders", "Orders"), page("/modules/orders/overview", "Overview")],
    }),
  );
  writeFileSync(join(dir, "search/index.json"), "{}");
  writeFileSync(join(dir, "_redirects"), "/modules/orders/old /modules/orders/overview#intro 301\n");
  writeFileSync(join(dir, "modules/orders/overview.md"), "# Overview\n\nSee [the list](/modules/orders) and [intro](#intro).\n");
  writeFileSync(join(root, "secret.txt"), "outside");
  return dir;
}

describe("a built site on disk", () => {
  it("refuses a folder that is not a built site, naming what is missing", () => {
    const empty = mkdtempSync(join(tmpdir(), "mcp-empty-"));
    expect(() => openBuiltSite(empty)).toThrow(/is not a built site: docs-index\.json, search\/index\.json, _redirects missing/);
    expect(() => openBuiltSite(join(empty, "nowhere"))).toThrow(/no such folder/);
  });

  it("reads files by URL path, never outside the site", () => {
    const site = openBuiltSite(fixture("https://docs.example.com"));
    expect(site.read("/modules/orders/overview.md?x=1")).toBe(
      "# Overview\n\nSee [the list](/modules/orders) and [intro](#intro).\n",
    );
    expect(site.read("/../secret.txt")).toBeUndefined();
    expect(site.read("/%2e%2e/secret.txt")).toBeUndefined();
    expect(site.read("/no-such-file")).toBeUndefined();
    expect(site.read("/%E0%A4%A")).toBeUndefined();
  });

  it("finds a page by path, URL, twin or HTML name, and follows redirects", () => {
    const site = openBuiltSite(fixture("https://docs.example.com/v1"));
    for (const input of [
      "/modules/orders/overview",
      "modules/orders/overview/",
      "/modules/orders/overview.md",
      "/modules/orders/overview.html#events",
      "https://docs.example.com/v1/modules/orders/overview?ref=x",
      "http://localhost:3000/modules/orders/overview",
      "/modules/orders/old",
    ])
      expect(pageRoute(site, input), input).toBe("/modules/orders/overview");
    expect(pageRoute(site, "https://docs.example.com/v1")).toBe("/");
    expect(pageRoute(site, "/index.md")).toBe("/");
    expect(pageRoute(site, "/modules/orders/index.md")).toBe("/modules/orders");
    expect(pageRoute(site, "/modules/nothing")).toBeUndefined();
    expect(publicUrl(site, "/modules/orders#x")).toBe("https://docs.example.com/v1/modules/orders#x");
  });

  it("gives a page's Markdown with links a tool can follow", () => {
    const site = openBuiltSite(fixture("https://docs.example.com/v1/"));
    expect(pageMarkdown(site, "/modules/orders/overview")).toContain(
      "See [the list](https://docs.example.com/v1/modules/orders) and [intro](https://docs.example.com/v1/modules/orders/overview#intro).",
    );
  });
});

describe("absoluteLinks", () => {
  const page = "https://docs.example.com/v1/a/b";
  const site = "https://docs.example.com/v1";

  it("makes root-relative and fragment links absolute, with or without angle brackets", () => {
    expect(absoluteLinks("[x](/c/d#e) [y](</c/d>) [z](#f) [w](https://other.example/g)", page, site)).toBe(
      "[x](https://docs.example.com/v1/c/d#e) [y](<https://docs.example.com/v1/c/d>) [z](https://docs.example.com/v1/a/b#f) [w](https://other.example/g)",
    );
  });

  it("leaves code as it is: fenced blocks, inline code and protocol-relative URLs", () => {
    const md = "```ts\nconst a = x[0](/b/)\n```\nUse `[x](/y)` and [z](//cdn.example/z).";
    expect(absoluteLinks(md, page, site)).toBe(md);
  });
});
