import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import type { Root as HastRoot } from "hast";
import { renderToStaticMarkup } from "react-dom/server";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { beforeAll, describe, expect, it } from "vitest";
import { getHighlighter } from "../../content/mdx/highlighter";
import { initMarkdown, Markdown, parseMarkdown, plainParagraph } from "./markdown";

const html = (hast: HastRoot) => renderToStaticMarkup(toJsxRuntime(hast, { Fragment, jsx, jsxs }));

beforeAll(async () => initMarkdown(await getHighlighter()));

describe("doc comments without Markdown in them", () => {
  it("are drawn as the pipeline draws them, without running it", () => {
    const sentences = [
      "The ID of the cart.",
      "Whether the customer has an account.",
      "The product's handle, used in the storefront (for example, in the URL)",
      'The status of the order, "pending" by default; see the list below',
      "Deprecated - use the sales channels instead.",
      "A trailing space is dropped ",
      "Two  spaces stay",
      "x",
    ];
    for (const s of sentences) {
      const fast = plainParagraph(s);
      expect(fast, s).toBeDefined();
      expect(html(fast!), s).toBe(html(parseMarkdown(s)));
    }
  });

  it("leave to the pipeline any text Markdown or GFM would read", () => {
    for (const s of [
      "Visit www.medusajs.com for more",
      "- a list item",
      "1. the first step",
      "The `id` of the cart.",
      "An *emphasised* word",
      "Tom & Jerry",
      "A line\nand another",
      "    indented code",
      "#heading",
      "see https://example.com",
      "Ünicode first",
    ])
      expect(plainParagraph(s), s).toBeUndefined();
  });

  it("render the same every time they come back", () => {
    const a = renderToStaticMarkup(<Markdown text="The `id` of the cart." />);
    expect(renderToStaticMarkup(<Markdown text="The `id` of the cart." />)).toBe(a);
    expect(a).toBe("<p>The <code>id</code> of the cart.</p>");
  });
});
