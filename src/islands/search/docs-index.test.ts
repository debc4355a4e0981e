import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { extractSearchDoc } from "../../builder/search-extract";
import { writeSearchIndex } from "../../builder/search-index";
import { filesBelow } from "../../lib/files";
import { openIndex, type DocsIndex } from "./docs-index";
import { chunksFor } from "./index-format";

const page = (title: string, section: string, body: string) =>
  `<html><body><article data-search-body=""><h1>${title}</h1><span data-search-filter="section" hidden="">${section}</span>${body}</article></body></html>`;

const PAGES: Record<string, string> = {
  "/user-guide/orders/refund": page("Refund an Order", "User Guide", "<p>Open the order and choose Refund.</p>"),
  "/modules/orders": page("Orders", "Guides", "<p>An order is refunded with a refund. Orders have payments.</p>"),
  "/references/services/OrderService": page(
    "OrderService",
    "Reference",
    `<h2 id="createRefund">createRefund</h2><p>Creates a refund for the order. ${"order ".repeat(40)}</p>`,
  ),
  "/guides/webhooks": page("Webhooks", "Guides", "<p>Receive events from a payment provider.</p>"),
};

let dir: string;
let index: DocsIndex;
const fetched: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "docs-index-"));
  const docs = Object.entries(PAGES).map(([url, html]) => extractSearchDoc(url, html)!);
  // Tiny chunks, so words fall in many chunks and a prefix can span several.
  const stats = writeSearchIndex(dir, docs, [], 60);
  expect(stats.chunks).toBeGreaterThan(5);
  // The build compresses what the index names: it must name every file it wrote.
  expect([...stats.files].sort()).toEqual(filesBelow(dir).sort());
  vi.stubGlobal("fetch", async (url: string) => {
    fetched.push(url);
    try {
      const text = readFileSync(join(dir, url.replace(/^\/search\//, "")), "utf8");
      return { ok: true, status: 200, json: async () => JSON.parse(text) as unknown };
    } catch {
      return { ok: false, status: 404, json: async () => ({}) };
    }
  });
  index = await openIndex("/search/");
});

afterAll(() => {
  vi.unstubAllGlobals();
  rmSync(dir, { recursive: true, force: true });
});

async function urls(query: string, section?: string): Promise<string[]> {
  const { results } = await index.search(query, { section: section ?? null });
  return Promise.all(results.map(async (r) => (await r.data()).url));
}

describe("the static search index", () => {
  it("finds pages that use every word, stemmed and as the start of longer words", async () => {
    expect(new Set(await urls("refunds order"))).toEqual(
      new Set(["/user-guide/orders/refund", "/modules/orders", "/references/services/OrderService"]),
    );
    // "refun" is a word being typed: it finds "refund", "refunded" and "createRefund".
    expect((await urls("refun")).length).toBe(3);
    expect(await urls("webhook payment")).toEqual(["/guides/webhooks"]);
    expect(await urls("webhook invoice")).toEqual([]);
  });

  it("ranks a page whose title has the words above pages that only use them", async () => {
    expect((await urls("refund order"))[0]).toBe("/user-guide/orders/refund");
    expect((await urls("orderservice"))[0]).toBe("/references/services/OrderService");
  });

  it("with anyWord, finds pages with some of the words, those with the rarer words first", async () => {
    const { results } = await index.search("webhook order", { anyWord: true });
    const found = await Promise.all(results.map(async (r) => ({ url: (await r.data()).url, score: r.score })));
    expect(found.map((f) => f.url)).toContain("/guides/webhooks");
    expect(found).toHaveLength(4);
    // "webhook" is on one page, "order" on three: the page with the rare word leads.
    expect(found[0]!.url).toBe("/guides/webhooks");
    // A page with every word scores as it does when every word is required.
    const all = await index.search("refund order");
    const any = await index.search("refund order", { anyWord: true });
    expect(any.results[0]!.score).toBeCloseTo(all.results[0]!.score);
  });

  it("limits the pages to a section", async () => {
    expect(await urls("refund", "User Guide")).toEqual(["/user-guide/orders/refund"]);
    expect(await urls("refund", "REST API")).toEqual([]);
  });

  it("matches words shorter than three letters whole", async () => {
    expect(await urls("is")).toEqual(["/modules/orders"]);
    expect(await urls("or")).toEqual([]);
  });

  it("says whether it holds a word itself, not only words starting with it", async () => {
    expect(await index.holds("webhooks")).toBe(true);
    expect(await index.holds("webho")).toBe(false);
  });

  it("gives each page's text, title, section and anchors for ranking", async () => {
    const { results } = await index.search("createrefund");
    const f = await results[0]!.data();
    expect(f.meta.title).toBe("OrderService");
    expect(f.filters.section).toEqual(["Reference"]);
    const words = f.content.split(" ");
    expect(f.anchors).toEqual([
      { element: "h2", id: "createRefund", text: "createRefund", location: words.indexOf("createRefund") },
    ]);
  });

  it("fetches only the chunks a word can be in", async () => {
    fetched.length = 0;
    await index.search("webhooks");
    const chunks = fetched.filter((u) => u.includes("/w/"));
    const all = readdirSync(join(dir, "v", JSON.parse(readFileSync(join(dir, "index.json"), "utf8")).build, "w"));
    expect(chunks.length).toBeLessThanOrEqual(1);
    expect(all.length).toBeGreaterThan(5);
  });
});

describe("chunksFor", () => {
  const chunks = ["a", "order", "orders", "ordersz", "p"];
  it("gives the chunk a word falls in, and for a prefix every chunk starting with it", () => {
    expect(chunksFor(chunks, "ord", false)).toEqual([0, 1, 2, 3]);
    expect(chunksFor(chunks, "orders", false)).toEqual([2, 3]);
    expect(chunksFor(chunks, "pa", true)).toEqual([4]);
    expect(chunksFor(chunks, "0", false)).toEqual([0]);
  });
});
