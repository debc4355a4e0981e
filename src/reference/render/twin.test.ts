import type { Link, Nodes } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { toString } from "mdast-util-to-string";
import { describe, expect, it } from "vitest";
import { safeMarkdown } from "./twin";

/** The links of a Markdown text, as a reader of the twin (or an MCP client) follows them. */
function links(markdown: string): { text: string; url: string }[] {
  const found: { text: string; url: string }[] = [];
  const walk = (node: Nodes) => {
    if (node.type === "link") found.push({ text: toString(node), url: (node as Link).url });
    if ("children" in node) for (const child of node.children as Nodes[]) walk(child);
  };
  walk(fromMarkdown(markdown));
  return found;
}

describe("the Markdown of a reference twin", () => {
  it("keeps a link whose destination is in angle brackets a link to that page", () => {
    const md = safeMarkdown(
      "Learn about the metadata attribute. [How to use it](</development/entities/overview#metadata-attribute>)",
    );
    expect(links(md)).toEqual([{ text: "How to use it", url: "/development/entities/overview#metadata-attribute" }]);
  });

  it("still turns HTML in package text into text, also after a link", () => {
    const md = safeMarkdown('See [this](<https://example.com/a>) <img src=x onerror="alert(1)"> and `a < b`.');
    const tree = fromMarkdown(md);
    const html: string[] = [];
    const walk = (node: Nodes) => {
      if (node.type === "html") html.push(node.value);
      if ("children" in node) for (const child of node.children as Nodes[]) walk(child);
    };
    walk(tree);
    expect(html).toEqual([]);
    expect(toString(tree)).toContain('<img src=x onerror="alert(1)">');
    expect(md).toContain("`a < b`");
  });
});
