import { describe, expect, it } from "vitest";
import { decodePosting, stemWord } from "../islands/search/index-format";
import { extractSearchDoc } from "./search-extract";

const page = (body: string, outside = "") =>
  `<!doctype html><html><head><title>t</title></head><body><nav>Sidebar link</nav>${outside}<article data-search-body="">${body}</article><footer>Footer</footer></body></html>`;

describe("extractSearchDoc", () => {
  it("indexes only the searchable body, without ignored elements and UI", () => {
    const doc = extractSearchDoc(
      "/guide",
      page(
        `<h1>Create a Subscriber</h1><div data-search-ignore="all">Copy as Markdown</div>` +
          `<p>Subscribers <code>handle</code> events.</p><button>Copy code</button><script>var x = 1</script>`,
      ),
    )!;
    expect(doc.content).toBe("Create a Subscriber Subscribers handle events.");
    expect(doc.title).toBe("Create a Subscriber");
    expect(doc.length).toBe(6);
    expect(Object.keys(doc.terms)).not.toContain("sidebar");
    expect(Object.keys(doc.terms)).not.toContain("markdown");
  });

  it("keeps inline elements inside a word and separates block elements", () => {
    const doc = extractSearchDoc("/r", page(`<h1>T</h1><table><tr><th>Name</th><td>order<code>_id</code></td></tr></table>`))!;
    expect(doc.content).toBe("T Name order_id");
  });

  it("separates inline elements that meet without text between them, except in code", () => {
    const cards =
      '<a class="card" href="/a"><span>Manage Collections</span><span>Create them.</span></a>' +
      '<a class="card" href="/b"><span>Products</span><span>Add one.</span></a>';
    const code = '<pre><code><span class="t">medusa</span><span class="p">.</span><span class="t">admin</span></code></pre>';
    const doc = extractSearchDoc("/r", page(`<h1>T</h1><p>${cards}</p><p>the <strong>order</strong>s list</p>${code}`))!;
    expect(doc.content).toBe("T Manage Collections Create them. Products Add one. the orders list medusa.admin");
  });

  it("reads the badge, the section filter and the anchors with their heading text", () => {
    const doc = extractSearchDoc(
      "/entity",
      page(
        `<header><h1>LineItem</h1><span data-search-meta="badge"><span>Deprecated</span></span></header>` +
          `<span data-search-filter="section" hidden="">Reference</span>` +
          `<p>Intro words here.</p><h2 id="props">Properties<a href="#props" data-search-ignore="">#</a></h2>` +
          `<div id="cart_id"><code>cart_id</code> the cart</div>`,
      ),
    )!;
    expect(doc.badge).toBe("Deprecated");
    expect(doc.section).toBe("Reference");
    const words = doc.content.split(" ");
    expect(doc.anchors).toEqual([
      ["h2", "props", words.indexOf("Properties"), "Properties"],
      ["div", "cart_id", words.indexOf("cart_id")],
    ]);
  });

  it("flags the title's words and weighs headings and weighted elements", () => {
    const doc = extractSearchDoc(
      "/g",
      page(`<h1>Refunds</h1><h2 id="a">Capture</h2><p>capture refund</p><p hidden="" data-search-weight="5">keyword</p>`),
    )!;
    const use = (w: string) => decodePosting(doc.terms[stemWord(w)]!);
    expect(use("refunds")).toEqual({ count: 1, inTitle: true });
    expect(use("capture")).toEqual({ count: 6 + 1, inTitle: false });
    expect(use("keyword")).toEqual({ count: 5, inTitle: false });
  });

  it("indexes the parts of compound names, stemmed", () => {
    const doc = extractSearchDoc("/s", page(`<h1>S</h1><p>addLineItems</p>`))!;
    expect(Object.keys(doc.terms)).toEqual(expect.arrayContaining(["addlineitem", "add", "line", "item"]));
  });

  it("skips a page without a searchable body", () => {
    expect(extractSearchDoc("/404", "<html><body><h1>Not found</h1></body></html>")).toBeUndefined();
  });

  it("names the page of a weight that is not a number", () => {
    expect(() => extractSearchDoc("/bad", page(`<p data-search-weight="heavy">x</p>`))).toThrow(
      '/bad: data-search-weight="heavy" is not a positive number',
    );
  });
});
