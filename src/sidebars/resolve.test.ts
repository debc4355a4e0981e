import { formatDiagnostic } from "../diagnostics";
import { describe, expect, it } from "vitest";
import { noLocator, testPage, testSidebars } from "../testing/fixtures";
import { autogenerate, resolveSidebars } from "./resolve";

const pages = [
  testPage("index"),
  testPage("modules/overview"),
  testPage("modules/orders/overview"),
  testPage("modules/orders/returns"),
  testPage("glossary"),
];

const homepage = { title: "Docs", landing: "index", items: ["index", "glossary"] };
const modules = {
  title: "Commerce Modules",
  landing: "modules/overview",
  back: "homepage" as const,
  items: [
    "modules/overview",
    { type: "category" as const, label: "Orders", link: "modules/orders/overview", items: ["modules/orders/returns"] },
  ],
};

describe("resolveSidebars", () => {
  it("resolves labels, URLs, back links and the page → sidebar map", () => {
    const r = resolveSidebars(testSidebars({ homepage, modules }), pages, noLocator);
    expect(r.diagnostics).toEqual([]);
    expect(r.sidebars.modules.back).toEqual({ href: "/", label: "Back to Docs" });
    expect(r.sidebars.modules.landing).toEqual({ id: "modules/overview", href: "/modules/overview" });
    expect(r.sidebarOfPage.get("modules/orders/returns")).toBe("modules");
    expect(r.sidebarOfPage.get("glossary")).toBe("homepage");
    const cat = r.sidebars.modules.items[1]!;
    expect(cat).toMatchObject({ type: "category", href: "/modules/orders/overview", collapsed: true });
  });

  it("fails on a page that is in no sidebar, naming its file", () => {
    const r = resolveSidebars(testSidebars({ homepage, modules }), [...pages, testPage("lonely")], noLocator);
    expect(r.diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(/^content\/lonely\.mdx:1: page "lonely" is in no sidebar/),
    ]);
  });

  it("accepts a page outside every sidebar when it says sidebar: false", () => {
    const r = resolveSidebars(testSidebars({ homepage, modules }), [...pages, testPage("hidden", { sidebar: false })], noLocator);
    expect(r.diagnostics).toEqual([]);
  });

  it("fails on a sidebar entry with no page, suggesting the closest id", () => {
    const broken = { ...homepage, items: ["index", "glosary"] };
    // The locator is asked for the entry by its path in the sidebar definition.
    const r = resolveSidebars(testSidebars({ homepage: broken, modules }), pages, {
      locate: (id, path) => ({ file: `sidebars/${id}.ts`, line: path.join("/") === "items/1" ? 7 : 1, column: 3 }),
    });
    const messages = r.diagnostics.map(formatDiagnostic);
    expect(messages).toContainEqual('sidebars/homepage.ts:7:3: doc "glosary" has no page\n    hint: did you mean "glossary"?');
  });

  it("fails when a page is listed in two sidebars", () => {
    const twice = { ...modules, items: [...modules.items, "glossary"] };
    const r = resolveSidebars(testSidebars({ homepage, modules: twice }), pages, noLocator);
    expect(r.diagnostics.map(formatDiagnostic).join("\n")).toContain('page "glossary" is already in the homepage sidebar');
  });

  it("requires a landing page and a back link once a sidebar lists pages", () => {
    const { landing: _l, back: _b, ...bare } = modules;
    const r = resolveSidebars(testSidebars({ homepage, modules: bare }), pages, noLocator);
    const text = r.diagnostics.map(formatDiagnostic).join("\n");
    expect(text).toContain("sidebar modules lists pages but has no landing page");
    expect(text).toContain("sidebar modules needs a back link");
  });

  it("fails when a page that says sidebar: false is listed anyway", () => {
    const r = resolveSidebars(
      testSidebars({ homepage, modules }),
      pages.map((p) => (p.id === "glossary" ? { ...p, sidebar: false as const } : p)),
      noLocator,
    );
    expect(r.diagnostics.map(formatDiagnostic).join("\n")).toContain('sets "sidebar: false"');
  });

  it("lets declared, empty sidebars exist without a landing page", () => {
    const r = resolveSidebars(testSidebars({ homepage, modules }), pages, noLocator);
    expect(r.diagnostics).toEqual([]);
    expect(r.sidebars.core.items).toEqual([]);
    expect(r.sidebars.core.landing).toBeUndefined();
  });
});

describe("autogenerate", () => {
  it("lists a folder: pages as docs, sub-folders as categories linked to their index page", () => {
    const ref = [
      testPage("references/hooks", { title: "Hooks" }),
      testPage("references/hooks/admin", { title: "Admin" }),
      testPage("references/hooks/admin/orders", { title: "Orders" }),
      testPage("references/hooks/admin/carts", { title: "Carts" }),
      testPage("references/hooks/store/carts", { title: "Carts", position: 1 }),
      testPage("references/hooks/intro", { title: "Introduction", position: 0 }),
    ];
    const items = autogenerate("references/hooks", ref);
    expect(items).toEqual([
      { type: "doc", id: "references/hooks/intro" },
      {
        type: "category",
        label: "Admin",
        link: "references/hooks/admin",
        items: [
          { type: "doc", id: "references/hooks/admin/carts" },
          { type: "doc", id: "references/hooks/admin/orders" },
        ],
      },
      { type: "category", label: "store", link: undefined, items: [{ type: "doc", id: "references/hooks/store/carts" }] },
    ]);
  });
});
