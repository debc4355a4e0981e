import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import type { Root as HastRoot } from "hast";
import { renderToStaticMarkup } from "react-dom/server";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { beforeAll, describe, expect, it } from "vitest";
import { getHighlighter } from "../../content/mdx/highlighter";
import { codeOnly, initMarkdown, Markdown, parseMarkdown, plainParagraph } from "./markdown";

const html = (hast: HastRoot) => renderToStaticMarkup(toJsxRuntime(hast, { Fragment, jsx, jsxs }));

/** Every text takes the shortcut, and the shortcut draws it as the whole pipeline does. */
function expectPipelineHtml(shortcut: (text: string) => HastRoot | undefined, texts: string[]) {
  for (const text of texts) {
    const fast = shortcut(text);
    expect(fast, text).toBeDefined();
    expect(html(fast!), text).toBe(html(parseMarkdown(text)));
  }
}

beforeAll(async () => initMarkdown(await getHighlighter()));

describe("doc comments without Markdown in them", () => {
  it("are drawn as the pipeline draws them, without running it", () => {
    expectPipelineHtml(plainParagraph, [
      "The ID of the cart.",
      "Whether the customer has an account.",
      "The product's handle, used in the storefront (for example, in the URL)",
      'The status of the order, "pending" by default; see the list below',
      "Deprecated - use the sales channels instead.",
      "A trailing space is dropped ",
      "Two  spaces stay",
      "x",
    ]);
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

describe("doc comments that are one code block", () => {
  const fence = (lang: string, body: string) => `\`\`\`${lang}\n${body}\n\`\`\``;

  it("are drawn as the pipeline draws them, without running it", () => {
    expectPipelineHtml(codeOnly, [
      fence("json", JSON.stringify({ id: "cart_01", total: 1200, tags: ["<b>", "a & b"], paid: true, note: null }, null, 2)),
      fence("ts", "const a = `${b}`\n\n  await medusa.admin.products.list()  \n// done"),
      fence("tsx", '\n\tconst x = <A b="c" />\n'),
      fence("bash", "curl -X GET '/admin/products' \\\n  -H 'x-medusa-access-token: {api_token}'"),
      fence("js", 'const s = "Ünicode — ✓ ``` in a line"'),
      fence("ts", ""),
      fence("text", "plain <text>"),
    ]);
  });

  it("leave to the pipeline any other text, and blocks the pipeline would read otherwise", () => {
    for (const s of [
      fence("cobol", "DISPLAY 'x'"),
      '```ts title="a.ts"\nconst a = 1\n```',
      "```\nno language\n```",
      `Text first\n\n${fence("ts", "a")}`,
      `${fence("ts", "a")}\n\nText after`,
      fence("ts", "a\n```\nb"),
      fence("ts", "a\n   ```ts\nb"),
      fence("ts", "a\r\nb"),
      "~~~ts\na\n~~~",
    ])
      expect(codeOnly(s), s).toBeUndefined();
  });
});
