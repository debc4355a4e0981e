import { describe, expect, it } from "vitest";
import { testConfig } from "../testing/fixtures";
import { connectSrcOrigins, defineConfig, searchConfigFromEnv, sectionOf, siteUrlWarnings } from "./schema";

describe("site config", () => {
  it("rejects a bad config with the field at fault", () => {
    expect(() => defineConfig({ ...testConfig, url: "https://x.com/" })).toThrow(/site\.config\.ts: url: no trailing slash/);
  });

  it("requires the site's address, and warns when it is the Medusa 2 documentation's", () => {
    const { url: _, ...noUrl } = testConfig;
    expect(() => defineConfig(noUrl as never)).toThrow(/site\.config\.ts: url: required: the public address/);
    expect(() => defineConfig({ ...testConfig, url: "docs.example.com" })).toThrow(
      /site\.config\.ts: url: must be an absolute URL/,
    );
    for (const m2 of ["https://docs.medusajs.com", "https://docs.medusajs.com/v2", "https://docs.medusajs.com/v10"])
      expect(siteUrlWarnings({ url: m2 }), m2).toEqual([
        expect.stringMatching(/^site\.config\.ts: url: .* serves the Medusa 2 documentation/),
      ]);
    for (const v1 of ["https://docs.medusajs.com/v1", "https://docs.example.com", "https://medusajs.com"])
      expect(siteUrlWarnings({ url: v1 }), v1).toEqual([]);
  });

  it("leaves the edit and issue links optional", () => {
    const { editUrl: _e, feedbackIssuesUrl: _f, ...bare } = testConfig;
    const config = defineConfig(bare);
    expect(config.editUrl).toBeUndefined();
    expect(config.feedbackIssuesUrl).toBeUndefined();
    expect(() => defineConfig({ ...bare, editUrl: "https://github.com/x/y/edit/main" })).toThrow(/editUrl: must end with \//);
  });

  it('takes "Open in" links whose https address says where the page\'s URL goes', () => {
    const claude = { label: "Claude", href: "https://claude.ai/new?q=Read%20{url}" };
    expect(defineConfig({ ...testConfig, openIn: [claude] }).openIn).toEqual([claude]);
    expect(() => defineConfig({ ...testConfig, openIn: [{ label: "Claude", href: "https://claude.ai/new" }] })).toThrow(
      /site\.config\.ts: openIn\.0\.href: must contain \{url\}/,
    );
    expect(() => defineConfig({ ...testConfig, openIn: [{ label: "X", href: "http://x.example/?q={url}" }] })).toThrow(
      /openIn\.0\.href: must be an absolute https:\/\/ URL/,
    );
  });

  it("takes an optional feedback endpoint, which must be an absolute https URL", () => {
    expect(testConfig.feedback).toBeUndefined();
    const endpoint = "https://feedback.example.com/docs/answers";
    expect(defineConfig({ ...testConfig, feedback: { endpoint } }).feedback).toEqual({ endpoint });
    for (const bad of ["http://feedback.example.com/answers", "/api/feedback", "feedback.example.com"]) {
      expect(() => defineConfig({ ...testConfig, feedback: { endpoint: bad } }), bad).toThrow(
        /site\.config\.ts: feedback\.endpoint: must be an absolute https:\/\/ URL/,
      );
    }
    expect(() => defineConfig({ ...testConfig, feedback: { endpont: endpoint } } as never)).toThrow(
      /site\.config\.ts: feedback: .*endpont/,
    );
  });

  it("names the origins the configuration makes pages connect to, for the CSP", () => {
    expect(connectSrcOrigins(testConfig)).toEqual([]);
    expect(connectSrcOrigins({ feedback: {} })).toEqual([]);
    expect(connectSrcOrigins({ feedback: { endpoint: "https://feedback.example.com:8443/docs/answers?site=1" } })).toEqual([
      "https://feedback.example.com:8443",
    ]);
  });

  it("decides a page's section from its URL", () => {
    expect(sectionOf(testConfig, "/user-guide/orders")).toBe("user-guide");
    expect(sectionOf(testConfig, "/user-guide")).toBe("user-guide");
    expect(sectionOf(testConfig, "/user-guides-elsewhere")).toBe("guides");
    expect(sectionOf(testConfig, "/references/js-client")).toBe("reference");
  });

  it("uses Algolia only when all DocSearch settings are given", () => {
    expect(searchConfigFromEnv({})).toEqual({ provider: "static" });
    expect(searchConfigFromEnv({ DOCSEARCH_APP_ID: "A", DOCSEARCH_API_KEY: "K", DOCSEARCH_INDEX_NAME: "I" })).toEqual({
      provider: "algolia",
      appId: "A",
      apiKey: "K",
      indexName: "I",
    });
    expect(() => searchConfigFromEnv({ DOCSEARCH_APP_ID: "A" })).toThrow(/needs all of/);
  });
});
