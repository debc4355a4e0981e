import { describe, expect, it } from "vitest";
import { testConfig } from "../testing/fixtures";
import { defineConfig, searchConfigFromEnv, sectionOf } from "./schema";

describe("site config", () => {
  it("rejects a bad config with the field at fault", () => {
    expect(() => defineConfig({ ...testConfig, url: "https://x.com/" })).toThrow(/site\.config\.ts: url: no trailing slash/);
  });

  it("decides a page's section from its URL", () => {
    expect(sectionOf(testConfig, "/user-guide/orders")).toBe("user-guide");
    expect(sectionOf(testConfig, "/user-guide")).toBe("user-guide");
    expect(sectionOf(testConfig, "/user-guides-elsewhere")).toBe("guides");
    expect(sectionOf(testConfig, "/references/js-client")).toBe("reference");
  });

  it("uses Algolia only when all DocSearch settings are given", () => {
    expect(searchConfigFromEnv({})).toEqual({ provider: "pagefind" });
    expect(searchConfigFromEnv({ DOCSEARCH_APP_ID: "A", DOCSEARCH_API_KEY: "K", DOCSEARCH_INDEX_NAME: "I" })).toEqual({
      provider: "algolia",
      appId: "A",
      apiKey: "K",
      indexName: "I",
    });
    expect(() => searchConfigFromEnv({ DOCSEARCH_APP_ID: "A" })).toThrow(/needs all of/);
  });
});
