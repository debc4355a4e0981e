import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { formatDiagnostic } from "../diagnostics";
import { describe, expect, it } from "vitest";
import { testConfig } from "../testing/fixtures";
import { routeFromFile, scanContent } from "./scan";

const config = testConfig;

function site(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), "scan-"));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return root;
}
const fm = (title: string, extra = "") => `---\ntitle: ${title}\ndescription: About ${title}.\n${extra}---\n\nText.\n`;

describe("routeFromFile", () => {
  it("follows the file path, with index.mdx as the folder's page", () => {
    expect(routeFromFile("index.mdx")).toBe("/");
    expect(routeFromFile("modules/orders/index.mdx")).toBe("/modules/orders");
    expect(routeFromFile("modules/orders/overview.mdx")).toBe("/modules/orders/overview");
  });
});

describe("scanContent", () => {
  it("builds page metadata with id, route, section and source file", () => {
    const root = site({
      "content/index.mdx": fm("Home"),
      "content/user-guide/orders/manage.mdx": fm("Manage", "sidebar_label: Manage orders\n"),
      "content/a/b.mdx": fm("Custom", "slug: /elsewhere\n"),
    });
    const { pages, diagnostics } = scanContent(root, join(root, "content"), config);
    expect(diagnostics).toEqual([]);
    const byId = Object.fromEntries(pages.map((p) => [p.id, p]));
    expect(byId["index"]).toMatchObject({ route: "/", section: "guides", sourceFile: "content/index.mdx" });
    expect(byId["user-guide/orders/manage"]).toMatchObject({
      route: "/user-guide/orders/manage",
      section: "user-guide",
      sidebarLabel: "Manage orders",
    });
    expect(byId["a/b"]!.route).toBe("/elsewhere");
  });

  it("reports two files claiming one URL, and files that are not pages", () => {
    const root = site({
      "content/a.mdx": fm("A"),
      "content/b.mdx": fm("B", "slug: /a\n"),
      "content/notes.md": "# stray",
    });
    const { diagnostics } = scanContent(root, join(root, "content"), config);
    const messages = diagnostics.map(formatDiagnostic);
    expect(messages).toContainEqual(expect.stringMatching(/^content\/b\.mdx:1: URL \/a is already served by content\/a\.mdx/));
    expect(messages).toContainEqual(expect.stringMatching(/^content\/notes\.md: only \.mdx pages/));
  });

  it("collects every front matter error instead of stopping at the first", () => {
    const root = site({ "content/x.mdx": "no front matter", "content/y.mdx": "---\ntitle: Y\n---\n" });
    expect(scanContent(root, join(root, "content"), config).diagnostics).toHaveLength(2);
  });
});
