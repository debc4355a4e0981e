import { formatDiagnostic } from "../diagnostics";
import { describe, expect, it } from "vitest";
import { redirectPage, redirectsFile, unservedUrls, validateRedirects, vercelConfig } from "./redirects";

const routes = new Set(["/", "/new", "/other"]);

describe("redirects", () => {
  it("accepts redirects from non-pages to pages, anchors included", () => {
    expect(
      validateRedirects(
        [
          { from: "/old", to: "/new" },
          { from: "/older", to: "/other#part" },
        ],
        routes,
        "redirects.ts",
      ),
    ).toEqual([]);
  });

  it("rejects a source that is a page, a missing target, a duplicate and a chain", () => {
    const errors = validateRedirects(
      [
        { from: "/new", to: "/other" },
        { from: "/a", to: "/nowhere" },
        { from: "/b", to: "/new" },
        { from: "/b", to: "/other" },
        { from: "/c", to: "/b" },
      ],
      routes,
      "redirects.ts",
    )
      .map(formatDiagnostic)
      .join("\n");
    expect(errors).toContain("/new is a page");
    expect(errors).toContain("there is no page at /nowhere");
    expect(errors).toContain("/b already redirects to /new");
    expect(errors).toContain("/b redirects again");
  });

  it("writes a static page with meta refresh, canonical and noindex", () => {
    const html = redirectPage({ from: "/old", to: "/new#x" }, "https://docs.example.com");
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/new#x">');
    expect(html).toContain('<link rel="canonical" href="https://docs.example.com/new#x">');
    expect(html).toContain('content="noindex"');
    expect(html).toContain('<a href="/new#x">');
  });

  it("writes host configuration for Netlify and Vercel", () => {
    const rs = [{ from: "/old", to: "/new" }];
    expect(redirectsFile(rs)).toBe("/old /new 301\n");
    expect(JSON.parse(vercelConfig(rs))).toEqual({
      cleanUrls: true,
      trailingSlash: false,
      redirects: [{ source: "/old", destination: "/new", permanent: true }],
      headers: [],
    });
    const headers = [{ source: "/(.*)", headers: [{ key: "X-Content-Type-Options", value: "nosniff" }] }];
    expect(JSON.parse(vercelConfig(rs, headers)).headers).toEqual(headers);
  });

  it("finds the URLs readers link to that would now answer 404", () => {
    expect(unservedUrls(["/", "/old", "/gone"], routes, [{ from: "/old", to: "/new" }])).toEqual(["/gone"]);
  });
});
