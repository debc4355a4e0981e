import { describe, expect, it } from "vitest";
import { scanHtml } from "../builder/html-scan";
import {
  contentSecurityPolicy,
  headerRules,
  headersFile,
  headersFor,
  parseHeadersFile,
  scriptHash,
  vercelHeaders,
} from "./headers";

const directive = (csp: string, name: string) =>
  csp
    .split("; ")
    .find((d) => d.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

describe("the Content Security Policy", () => {
  it("allows inline scripts by the SHA-256 of their exact text", () => {
    // The digest of "alert(1)", computed with openssl.
    expect(scriptHash("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    const csp = contentSecurityPolicy({ inlineScripts: ["alert(1)", "alert(1)", "x()"] });
    const scripts = directive(csp, "script-src")!;
    expect(scripts).toContain("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(scripts.filter((s) => s.startsWith("'sha256-"))).toHaveLength(2);
  });

  it("never allows inline or eval'd code, WebAssembly or workers", () => {
    const csp = contentSecurityPolicy({ inlineScripts: [] });
    expect(csp).not.toMatch(/'unsafe-inline'|'unsafe-eval'|'wasm-unsafe-eval'/);
    expect(directive(csp, "script-src")).toEqual(["'self'"]);
    expect(directive(csp, "worker-src")).toEqual(["'none'"]);
    expect(directive(csp, "style-src")).toEqual(["'self'"]);
    for (const [name, value] of [
      ["default-src", "'self'"],
      ["object-src", "'none'"],
      ["base-uri", "'self'"],
      ["frame-ancestors", "'none'"],
      ["form-action", "'self'"],
    ])
      expect(directive(csp, name!), name).toEqual([value]);
  });

  it("adds exactly the origins a configuration needs to connect-src", () => {
    expect(directive(contentSecurityPolicy({ inlineScripts: [] }), "connect-src")).toEqual(["'self'"]);
    const csp = contentSecurityPolicy({ inlineScripts: [], connectOrigins: ["https://b.example", "https://a.example"] });
    expect(directive(csp, "connect-src")).toEqual(["'self'", "https://a.example", "https://b.example"]);
  });
});

describe("the header rules", () => {
  const rules = headerRules({ inlineScripts: ["alert(1)"] });

  it("read back from _headers exactly as they were written", () => {
    expect(parseHeadersFile(headersFile(rules))).toEqual(rules);
  });

  it("cache content-hashed files for a year and everything else not at all", () => {
    expect(headersFor(rules, "/assets/main-D-679Ntl.js")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(headersFor(rules, "/search/v/3df5c82ef255/w/12.json")["Cache-Control"]).toMatch(/immutable/);
    expect(headersFor(rules, "/search/v/3df5c82ef255/p/0.json")["Cache-Control"]).toMatch(/immutable/);
    for (const path of ["/", "/modules/orders/overview", "/search/index.json", "/search/lexicon.json", "/plugins/search"])
      expect(headersFor(rules, path)["Cache-Control"], path).toBeUndefined();
  });

  it("send Markdown twins as text/markdown, and the policy with every response", () => {
    expect(headersFor(rules, "/modules/orders/overview.md")["Content-Type"]).toBe("text/markdown; charset=utf-8");
    expect(headersFor(rules, "/modules/orders/overview")["Content-Type"]).toBeUndefined();
    expect(headersFor(rules, "/anything")["Content-Security-Policy"]).toContain("'sha256-");
  });

  it("give Vercel the same rules as path patterns", () => {
    const vercel = vercelHeaders(rules);
    expect(vercel.map((v) => v.source)).toEqual(["/(.*)", "/assets/(.*)", "/search/v/(.*)", "/(.*)\\.md"]);
    expect(vercel[0]!.headers).toContainEqual({ key: "X-Content-Type-Options", value: "nosniff" });
  });

  it("reject a _headers line they do not understand, naming the line", () => {
    expect(() => parseHeadersFile("/*\n  X-A: 1\n/a/*/b\n  X-B: 2\n", "build/_headers")).toThrow(
      'build/_headers:3: unsupported path pattern "/a/*/b"',
    );
    expect(() => parseHeadersFile("  X-A: 1\n", "build/_headers")).toThrow("build/_headers:1: a header before any path");
  });
});

describe("reading a page's inline scripts and styles", () => {
  it("keeps the text of scripts the browser runs and skips data blocks and files", () => {
    const facts = scanHtml(
      `<html><head><script>if (a < b && c) go("&amp;")</script><script type="module" src="/x.js"></script>` +
        `<script type="application/json" id="m">{"a":1}</script></head><body></body></html>`,
    );
    expect(facts.inlineScripts).toEqual([`if (a < b && c) go("&amp;")`]);
  });

  it("finds style attributes", () => {
    expect(scanHtml(`<p id="x" style="color:red">a</p><p>b</p>`).inlineStyles).toEqual([`<p id="x" style="color:red">`]);
  });
});
