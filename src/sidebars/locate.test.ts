import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../diagnostics";
import { testPage, testSidebars } from "../testing/fixtures";
import { fileSidebarLocator } from "./locate";
import { resolveSidebars } from "./resolve";
import { validateSidebars } from "./schema";
import type { SidebarDef, SidebarItemInput } from "./types";

function files(tree: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "sidebars-"));
  for (const [rel, text] of Object.entries(tree)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return root;
}

// The same sidebar twice: as files the locator reads, and as the data the resolver walks.
const partA: SidebarItemInput[] = ["guide/one", "guide/two"];
const core: SidebarDef = {
  title: "Guide",
  landing: "guide/one",
  back: "homepage",
  items: [...partA, { type: "category", label: "More", items: ["guide/three", "guide/one"] }],
};
const root = files({
  "sidebars/core.ts": [
    'import type { SidebarDef } from "../src/sidebars/types";',
    'import partA from "./core/part-a";',
    "",
    "const sidebar: SidebarDef = {",
    '  title: "Guide",',
    '  landing: "guide/one",',
    '  back: "homepage",',
    '  items: [...partA, { type: "category", label: "More", items: ["guide/three", "guide/one"] }],',
    "};",
    "",
    "export default sidebar;",
  ].join("\n"),
  "sidebars/core/part-a.ts": ["const items = [", '  "guide/one",', '  "guide/two",', "];", "export default items;"].join("\n"),
  "sidebars/homepage.ts": 'export default { title: "Docs", landing: "index", items: ["index"] };\n',
});
const locator = fileSidebarLocator(root);

describe("fileSidebarLocator", () => {
  it("follows spreads into imported files, and points at the entry itself", () => {
    expect(locator.locate("core", ["items", 0])).toEqual({ file: "sidebars/core/part-a.ts", line: 2, column: 3 });
    expect(locator.locate("core", ["items", 1])).toEqual({ file: "sidebars/core/part-a.ts", line: 3, column: 3 });
    expect(locator.locate("core", ["items", 2, "items", 1])).toMatchObject({ file: "sidebars/core.ts", line: 8, column: 79 });
  });

  it("finds a property, not a line that merely mentions its name", () => {
    expect(locator.locate("core", ["back"])).toEqual({ file: "sidebars/core.ts", line: 7, column: 9 });
    expect(locator.locate("core", ["landing"])).toEqual({ file: "sidebars/core.ts", line: 6, column: 12 });
  });

  it("falls back to the sidebar's file when it cannot follow the path", () => {
    expect(locator.locate("modules", ["items", 0])).toEqual({ file: "sidebars/modules.ts", line: 1, column: 1 });
  });
});

describe("sidebar errors point at the entry", () => {
  it("reports a page listed twice at its second listing, naming the first", () => {
    const pages = ["index", "guide/one", "guide/two", "guide/three"].map((id) => testPage(id));
    const r = resolveSidebars(
      testSidebars({ homepage: { title: "Docs", landing: "index", items: ["index"] }, core }),
      pages,
      locator,
    );
    expect(r.diagnostics.map(formatDiagnostic)).toEqual([
      'sidebars/core.ts:8:79: page "guide/one" is listed twice in the core sidebar\n    hint: it is first listed at sidebars/core/part-a.ts:2; list it once and use a link item elsewhere',
    ]);
  });

  it("rejects an item of an unknown type where it is written, instead of dropping it", () => {
    const bad = { ...core, items: ["guide/one", { type: "page", id: "guide/two" }] } as unknown as SidebarDef;
    const diagnostics = validateSidebars(
      testSidebars({ homepage: { title: "Docs", landing: "index", items: ["index"] }, core: bad }),
      locator,
    );
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(/^sidebars\/core\/part-a\.ts:3:3: sidebar item is not a page id or a known item/),
    ]);
  });
});
