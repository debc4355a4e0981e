import { describe, expect, it } from "vitest";
import { testConfig } from "../testing/fixtures";
import { connectSrcOrigins, defineConfig, searchConfigFromEnv, sectionOf } from "./schema";

describe("site config", () => {
  it("rejects a bad config with the field at fault", () => {
    expect(() => defineConfig({ ...testConfig, url: "https://x.com/" })).toThrow(/site\.config\.ts: url: no trailing slash/);
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
