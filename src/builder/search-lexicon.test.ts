import { describe, expect, it } from "vitest";
import { buildLexicon, MIN_PAGES, vocabulary, type IndexedPage } from "./search-lexicon";

function pages(n: number, text: (i: number) => string, extra: Partial<IndexedPage> = {}): IndexedPage[] {
  return Array.from({ length: n }, (_, i) => ({ id: String(i), url: `/p${i}`, title: `Page ${i}`, content: text(i), ...extra }));
}

describe("search lexicon", () => {
  it("lists words by how many pages use them, parts of compound names included, and leaves out rare words", () => {
    const site = pages(120, (i) =>
      [
        "storefront", // every page
        i < 20 ? "addLineItem" : "", // 20 pages: the name and its parts
        i < MIN_PAGES ? "webshipper" : "", // just enough pages
        i < MIN_PAGES - 1 ? "privacy" : "", // too rare
      ].join(" "),
    );
    const [common, middle, rare] = vocabulary(site).map((c) => c.split(" "));
    expect(common).toContain("storefront");
    expect(middle).toEqual(expect.arrayContaining(["addlineitem", "line", "item"]));
    expect(rare).toContain("webshipper");
    expect([...common!, ...middle!, ...rare!]).not.toContain("privacy");
  });

  it("keeps a page's front matter keywords however rare, so the dialog does not read them as slips", () => {
    const site = pages(20, (i) => ["storefront", i === 0 ? "telemetry privacy, usage-data" : ""].join(" "));
    // The hidden keywords paragraph is indexed text too.
    site[0]!.keywords = "privacy, usage-data";
    const all = vocabulary(site).flatMap((c) => c.split(" "));
    expect(all).toEqual(expect.arrayContaining(["privacy", "usage", "data"]));
    // A word as rare that no page chose stays out.
    expect(all).not.toContain("telemetry");
  });

  it("records each page's kind, deprecation and upgrade guides by index page number", () => {
    const lexicon = buildLexicon(
      [
        { id: "en_a", url: "/user-guide/orders", title: "Orders", content: "", section: "User Guide" },
        { id: "en_b", url: "/api/admin/orders", title: "Orders", content: "", section: "REST API" },
        { id: "en_c", url: "/troubleshooting/cors-errors", title: "CORS", content: "", section: "Guides" },
        { id: "en_d", url: "/upgrade-guides/medusa-core/1-20", title: "1.20", content: "", section: "Guides" },
        {
          id: "en_e",
          url: "/references/entities/classes/Order",
          title: "Order",
          content: "",
          section: "Reference",
          badge: "Deprecated",
        },
        { id: "en_f", url: "/references/errors/services/cart", title: "CartService errors", content: "", section: "Reference" },
      ],
      [],
    );
    // The error reference is a kind of its own, apart from the troubleshooting guides.
    expect(lexicon.kinds).toEqual({ guide: "en_d", "user-guide": "en_a", troubleshooting: "en_c", errors: "en_f", api: "en_b" });
    expect(lexicon.deprecated).toBe("en_e");
    expect(lexicon.upgrade).toBe("en_d");
  });
});
