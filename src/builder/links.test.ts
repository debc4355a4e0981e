import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../diagnostics";
import { checkLinks as check, resolveHref, type LinkTargets, type PageLinks } from "./links";

const checkLinks = (pages: PageLinks[], t: LinkTargets) => check(pages, t).map(formatDiagnostic);

const page = (route: string, ids: string[], hrefs: string[], extra: Partial<PageLinks> = {}): PageLinks => ({
  route,
  ids,
  hrefs,
  ...extra,
});
const targets = { redirects: new Map([["/old", "/new"]]), files: new Set(["/favicon.svg", "/docs-index.json"]) };

describe("resolveHref", () => {
  it("resolves absolute, relative and anchor-only links against the page", () => {
    expect(resolveHref("/a/b#c", "/x")).toEqual({ path: "/a/b", hash: "c" });
    expect(resolveHref("sibling", "/a/b")).toEqual({ path: "/a/sibling", hash: "" });
    expect(resolveHref("#here", "/a/b")).toEqual({ path: "/a/b", hash: "here" });
    expect(resolveHref("/a/b/", "/")).toEqual({ path: "/a/b", hash: "" });
    expect(resolveHref("/a.html", "/")).toEqual({ path: "/a", hash: "" });
  });
});

describe("checkLinks", () => {
  const pages = [
    page("/", ["top"], ["/new#install", "/new", "#top", "https://example.com/x", "mailto:a@b.c", "/favicon.svg"]),
    page("/new", ["install"], ["/"]),
  ];

  it("passes when every page and anchor exists; other sites are not checked", () => {
    expect(checkLinks(pages, targets)).toEqual([]);
  });

  it("reports a missing page and a missing anchor", () => {
    const errors = checkLinks([...pages, page("/x", [], ["/missing", "/new#nope", "#self"])], targets);
    expect(errors).toEqual([
      '/x: broken link "/missing": no page at /missing',
      '/x: broken link "/new#nope": /new has no anchor #nope',
      '/x: broken link "#self": /x has no anchor #self',
    ]);
  });

  it("reports links to redirected URLs with the page to use instead", () => {
    expect(checkLinks([...pages, page("/x", [], ["/old#install"])], targets)).toEqual([
      '/x: broken link "/old#install": /old redirects to /new: link to /new#install instead',
    ]);
  });

  it("names the source file and line of a link written in a guide", () => {
    const guide = page("/g", [], ["/missing"], { sourceFile: "content/g.mdx", sourceLinks: [{ url: "/missing", line: 12 }] });
    expect(checkLinks([...pages, guide], targets)).toEqual(['content/g.mdx:12: broken link "/missing": no page at /missing']);
  });

  it("reports one broken link shared by many pages once", () => {
    const many = ["/p1", "/p2", "/p3", "/p4", "/p5"].map((r) => page(r, [], ["/gone"]));
    expect(checkLinks(many, targets)).toEqual(['/p1: broken link "/gone": no page at /gone (on /p1, /p2, /p3 and 2 more)']);
  });

  it("checks where redirects lead, without making their sources pages", () => {
    const redirect = page("/moved", [], ["/new#gone"], { sourceFile: "redirect /moved" });
    expect(check(pages, targets, [redirect]).map(formatDiagnostic)).toEqual([
      'redirect /moved: broken link "/new#gone": /new has no anchor #gone',
    ]);
    // A page linking to the redirect's source is still told to link to its target.
    expect(
      check([...pages, page("/x", [], ["/moved"])], { ...targets, redirects: new Map([["/moved", "/new"]]) }, [redirect]).map(
        formatDiagnostic,
      ),
    ).toContain('/x: broken link "/moved": /moved redirects to /new: link to /new instead');
  });

  it("refuses script links", () => {
    expect(checkLinks([page("/", [], ["javascript:alert(1)"])], targets)[0]).toContain("script links are not allowed");
  });
});
