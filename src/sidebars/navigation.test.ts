import { describe, expect, it } from "vitest";
import { noLocator, testPage, testSidebars } from "../testing/fixtures";
import { breadcrumbs, containsDoc, flattenDocs, prevNext } from "./navigation";
import { resolveSidebars } from "./resolve";

const pages = ["index", "a", "b/overview", "b/one", "b/two", "c"].map((id) => testPage(id));
const r = resolveSidebars(
  testSidebars({
    homepage: {
      title: "Docs",
      landing: "index",
      items: [
        "index",
        { type: "headline", label: "Start", items: ["a"] },
        {
          type: "category",
          label: "B",
          link: "b/overview",
          items: ["b/one", { type: "category", label: "Deeper", items: ["b/two"] }],
        },
        { type: "link", href: "https://example.com", label: "Elsewhere" },
        "c",
      ],
    },
  }),
  pages,
  noLocator,
);
const sidebar = r.sidebars.homepage;

describe("navigation", () => {
  it("orders pages as read: a category's page before its children, links skipped", () => {
    expect(flattenDocs(sidebar.items).map((d) => d.id)).toEqual(["index", "a", "b/overview", "b/one", "b/two", "c"]);
  });

  it("gives previous and next pages", () => {
    expect(prevNext(sidebar, "b/one")).toMatchObject({ prev: { id: "b/overview" }, next: { id: "b/two" } });
    expect(prevNext(sidebar, "index").prev).toBeUndefined();
    expect(prevNext(sidebar, "c").next).toBeUndefined();
  });

  it("builds breadcrumbs through headlines and categories", () => {
    expect(breadcrumbs(sidebar, "b/two")).toEqual([
      { label: "Docs", href: "/" },
      { label: "B", href: "/b/overview" },
      { label: "Deeper", href: undefined },
    ]);
    expect(breadcrumbs(sidebar, "a")).toEqual([{ label: "Docs", href: "/" }, { label: "Start" }]);
    expect(breadcrumbs(sidebar, "index")).toEqual([]);
  });

  it("knows which categories hold a page", () => {
    const b = sidebar.items[2]!;
    expect(containsDoc(b, "b/two")).toBe(true);
    expect(containsDoc(b, "c")).toBe(false);
  });

  it("drops a crumb that repeats the one before it", () => {
    const twin = resolveSidebars(
      testSidebars({
        homepage: { title: "Docs", landing: "index", items: ["index", { type: "headline", label: "Docs", items: ["a"] }] },
      }),
      [testPage("index"), testPage("a")],
      noLocator,
    ).sidebars.homepage;
    expect(breadcrumbs(twin, "a")).toEqual([{ label: "Docs", href: "/" }]);
  });
});
