import { describe, expect, it } from "vitest";
import { testConfig, testPage } from "../testing/fixtures";
import { docsIndex } from "./docs-index";
import { outputPath, sitemap } from "../builder/sitemap";

describe("docsIndex", () => {
  it("has the site's address, the version and one entry per page with its sidebar", () => {
    const index = docsIndex(
      testConfig,
      [testPage("b"), testPage("a", { sidebar: false })],
      new Map([["b", "homepage" as const]]),
    );
    expect(index.url).toBe(testConfig.url);
    expect(index.version).toEqual({ name: "current", label: "Next", isCurrent: true, isLast: true });
    expect(index.docs).toEqual([
      { id: "a", title: "Title of a", description: "About a.", path: "/a" },
      { id: "b", title: "Title of b", description: "About b.", sidebar: "homepage", path: "/b" },
    ]);
  });
});

describe("sitemap and output paths", () => {
  it("lists every page with its last change", () => {
    const xml = sitemap(
      [testPage("index"), testPage("a", { lastUpdated: "2024-03-05T10:00:00+00:00" })],
      "https://docs.example.com",
    );
    expect(xml).toContain("<loc>https://docs.example.com/</loc>");
    expect(xml).toContain("<url><loc>https://docs.example.com/a</loc><lastmod>2024-03-05</lastmod></url>");
  });

  it("maps routes to .html files served at clean URLs", () => {
    expect(outputPath("/")).toBe("index.html");
    expect(outputPath("/modules/orders")).toBe("modules/orders.html");
  });
});
