import { describe, expect, it, vi } from "vitest";
import { algoliaEngine, toHit as algoliaHit } from "./algolia";
import { Lexicon } from "./lexicon";
import { analyzeQuery, indexWords } from "./query";
import { markedExcerpt } from "./types";
import { correctWords, hyphenatedApart, namesApart, queryVariants, typoFixes, withSynonyms } from "./variants";
import { parseSynonyms } from "../../builder/search-synonyms";
import { readRecent, RECENT_KEY, RECENT_MAX, withRecent, writeRecent } from "./recent";

describe("excerpts", () => {
  it("escape everything but the highlight markers", () => {
    expect(markedExcerpt("a <b>[x]</b> & [y]", "[", "]")).toBe("a &lt;b&gt;<mark>x</mark>&lt;/b&gt; &amp; <mark>y</mark>");
  });
});

describe("algolia results", () => {
  it("map DocSearch records and keep only highlight markup", () => {
    const hit = algoliaHit({
      url: "https://docs.example.com/a#b",
      hierarchy: { lvl0: "Guides", lvl1: "Page", lvl2: "Section" },
      _snippetResult: { content: { value: "use __docs_hl_start__carts__docs_hl_end__ <img src=x onerror=alert(1)>" } },
    });
    expect(hit).toEqual({
      url: "https://docs.example.com/a#b",
      title: "Page",
      heading: "Section",
      section: "Guides",
      excerptHtml: "use <mark>carts</mark> &lt;img src=x onerror=alert(1)&gt;",
    });
  });

  it("query the index over REST with the section as a facet filter", async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ hits: [] }), { status: 200 }));
    await algoliaEngine({ appId: "APP", apiKey: "KEY", indexName: "docs" }, fetchImpl as unknown as typeof fetch).search("cart", {
      section: "Reference",
    });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://APP-dsn.algolia.net/1/indexes/docs/query");
    expect((init.headers as Record<string, string>)["X-Algolia-API-Key"]).toBe("KEY");
    const params = new URLSearchParams(JSON.parse(init.body as string).params);
    expect(params.get("query")).toBe("cart");
    expect(params.get("facetFilters")).toBe('["hierarchy.lvl0:Reference"]');
  });

  it("fail loudly when Algolia answers with an error", async () => {
    const fetchImpl = async () => new Response("{}", { status: 403 });
    await expect(
      algoliaEngine({ appId: "A", apiKey: "K", indexName: "i" }, fetchImpl as typeof fetch).search("x", { section: null }),
    ).rejects.toThrow("403");
  });
});

/** A lexicon of `words` (by how many pages have them), with no kinds or synonyms. */
function testLexicon(words: [string, string, string]): Lexicon {
  return new Lexicon({
    version: 1,
    kinds: { guide: "", "user-guide": "", troubleshooting: "", errors: "", api: "" },
    deprecated: "",
    upgrade: "",
    words,
    synonyms: [],
  });
}

describe("typo correction", () => {
  const lexicon = testLexicon(["product products", "private", ""]);

  it("corrects a word the lexicon does not list to the closest word it does", () => {
    const q = analyzeQuery("create prodcut");
    // "create" has no word near it: it is neither listed nor corrected.
    expect([...typoFixes(q, lexicon).keys()]).toEqual(["prodcut"]);
    expect(correctWords(q, lexicon)).toBe("create product");
    expect(queryVariants(q, lexicon).suggestion).toBe("create product");
  });

  it("leaves a word as typed when the index holds it, however rare", () => {
    const q = analyzeQuery("privacy");
    expect([...typoFixes(q, lexicon).keys()]).toEqual(["privacy"]);
    expect(correctWords(q, lexicon)).toBe("private");
    expect(correctWords(q, lexicon, new Set(["privacy"]))).toBeUndefined();
    const variants = queryVariants(q, lexicon, new Set(["privacy"]));
    expect(variants.suggestion).toBeUndefined();
    // The correction is still searched, in case the docs misspell the word too, but not offered.
    expect(variants.list).toEqual([
      { terms: ["privacy"], weight: 1 },
      { terms: ["private"], weight: 1 },
    ]);
  });
});

describe("synonyms", () => {
  const lexicon = new Lexicon({
    version: 1,
    kinds: { guide: "", "user-guide": "", troubleshooting: "", errors: "", api: "" },
    deprecated: "",
    upgrade: "",
    words: ["", "", ""],
    synonyms: parseSynonyms(
      [
        "- words: [login, log in]",
        "  means: [authentication, sign in]",
        "  reason: two senses",
        "- words: [cron, cron job]",
        "  means: scheduled job",
        "  reason: one sense",
      ].join("\n"),
      "synonyms.yaml",
    ),
  });

  it("search the words of two senses once with each, and a one-sense entry's name in both", () => {
    expect(withSynonyms(analyzeQuery("cron job cannot log in"), lexicon)).toEqual([
      "scheduled job cannot authentication",
      "scheduled job cannot sign in",
    ]);
    expect(withSynonyms(analyzeQuery("nightly cron"), lexicon)).toEqual(["nightly scheduled job"]);
    expect(withSynonyms(analyzeQuery("reset a password"), lexicon)).toEqual([]);
  });

  it("refuse a sense that is not lowercase words, naming the line", () => {
    expect(() => parseSynonyms("- words: [a]\n  means: [b, Sign-In!]\n  reason: r\n", "s.yaml")).toThrow(/s\.yaml.*2/s);
    expect(() => parseSynonyms("- words: [a]\n  means: []\n  reason: r\n", "s.yaml")).toThrow(/non-empty/);
  });
});

describe("hyphenated words", () => {
  it("are searched with their words apart too, but not header or file names", () => {
    expect(hyphenatedApart(analyzeQuery("safari set-cookie error"))).toEqual(["safari", "set", "cookie", "error"]);
    expect(hyphenatedApart(analyzeQuery("x-medusa-access-token missing"))).toBeUndefined();
    expect(hyphenatedApart(analyzeQuery("medusa-config.js plugins"))).toBeUndefined();
    expect(hyphenatedApart(analyzeQuery("GET /store/products"))).toBeUndefined();
  });
});

describe("camel-case names in a sentence", () => {
  it("are searched with their words apart too, but not when the query is the name", () => {
    expect(namesApart(analyzeQuery("TaxCalculationStrategy called many times in the orders page"))).toEqual([
      "tax",
      "calculation",
      "strategy",
      "called",
      "many",
      "times",
      "orders",
      "page",
    ]);
    expect(namesApart(analyzeQuery("TaxCalculationStrategy"))).toBeUndefined();
    expect(namesApart(analyzeQuery("my subscriber is not called"))).toBeUndefined();
    expect(namesApart(analyzeQuery("GET /store/products"))).toBeUndefined();
  });
});

describe("recent searches", () => {
  function memory(initial?: string) {
    const data = new Map<string, string>(initial === undefined ? [] : [[RECENT_KEY, initial]]);
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
      data,
    };
  }

  it("put the newest first, once, and keep only the last few", () => {
    let list: string[] = [];
    for (const q of ["cart", "Order ", "refund", "order", "  "]) list = withRecent(list, q);
    expect(list).toEqual(["order", "refund", "cart"]);
    for (let i = 0; i < 10; i++) list = withRecent(list, `q${i}`);
    expect(list).toHaveLength(RECENT_MAX);
    expect(list[0]).toBe("q9");
  });

  it("survive a round trip through storage, and ignore what is not theirs", () => {
    const storage = memory();
    writeRecent(["cart", "order"], storage);
    expect(readRecent(storage)).toEqual(["cart", "order"]);
    writeRecent([], storage);
    expect(storage.data.has(RECENT_KEY)).toBe(false);
    expect(readRecent(memory("{not json"))).toEqual([]);
    expect(readRecent(memory('{"a":1}'))).toEqual([]);
    expect(readRecent(memory('["ok", 3, ""]'))).toEqual(["ok"]);
  });
});

describe("query analysis", () => {
  it("reads a header's name as an API name, found whole", () => {
    const q = analyzeQuery("x-medusa-access-token");
    expect(q.kind).toBe("identifier");
    expect(q.terms).toEqual(["xmedusaaccesstoken"]);
  });

  it("splits words pasted together with a path's or query string's punctuation, but not a package or file name", () => {
    expect(analyzeQuery("store/products?expand=variants,variants.prices.region").terms).toEqual([
      "store",
      "products",
      "expand",
      "variants",
      "prices",
      "region",
    ]);
    expect(analyzeQuery("install @medusajs/medusa-js").terms).toEqual(["install", "medusajsmedusajs"]);
    expect(analyzeQuery("medusa-config.js plugins").terms).toEqual(["medusaconfigjs", "plugins"]);
    // A page's `npm install @medusajs/medusa-js@6.1.10` names the package too.
    expect(indexWords("@medusajs/medusa-js@6.1.10")).toContain("medusajsmedusajs");
  });

  it("tells words asking for a REST operation from words about building an API route", () => {
    for (const text of ["delete product admin api", "add item to cart endpoint", "product api delete"])
      expect(analyzeQuery(text).rest, text).toBe(true);
    for (const text of ["create a custom api route", "add a middleware to an endpoint", "api", "add an item to the cart"])
      expect(analyzeQuery(text).rest, text).toBe(false);
    // A failure of requests is a problem to fix, not an operation to look up.
    for (const text of ["admin panel/api on a server gives a CORS error at login", "product api errors"])
      expect(analyzeQuery(text).rest, text).toBe(false);
  });

  it("reads a route named among other words as a question about its operation", () => {
    expect(analyzeQuery("401 error for /store/customers/me").routeWords).toEqual(["restopstorecustomersme"]);
    const q = analyzeQuery("store/shipping-options/{cart_id} returns an empty array");
    expect(q.rest).toBe(true);
    expect(q.routeWords).toEqual(["restopstoreshippingoptions0"]);
    expect(analyzeQuery("create a custom route under /store").routeWords).toEqual([]);
  });

  it("also searches a REST operation's words without the words asking for the API", () => {
    const lexicon = testLexicon(["delete product admin api", "", ""]);
    expect(queryVariants(analyzeQuery("delete product admin api"), lexicon).list).toContainEqual({
      terms: ["delete", "product", "admin"],
      weight: 0.85,
    });
  });
});
