import GithubSlugger from "github-slugger";
import type { Element, Root } from "hast";
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import type { TocItem } from "../../site/types";

/**
 * Gives every h2–h6 a stable id (GitHub's slug of its text), adds a "#" anchor link,
 * records the h2/h3 outline as the page's table of contents, and every heading's id.
 * A page's only h1 is its front matter title, so `#` headings in the body are errors.
 */
export function rehypeHeadings() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const toc: TocItem[] = [];
    const ids: string[] = [];
    visit(tree, "element", (node: Element) => {
      const m = /^h([1-6])$/.exec(node.tagName);
      if (!m) return;
      const depth = Number(m[1]);
      if (depth === 1) file.message("the page title is its h1: start body headings at ## (h2)", node);
      const text = toString(node).trim();
      const id = typeof node.properties.id === "string" ? node.properties.id : slugger.slug(text);
      node.properties.id = id;
      ids.push(id);
      if (depth === 2 || depth === 3) toc.push({ id, text, depth });
      node.children.push({
        type: "element",
        tagName: "a",
        properties: { className: ["hash-link"], href: `#${id}`, ariaLabel: `Direct link to ${text}`, dataSearchIgnore: "" },
        children: [{ type: "text", value: "#" }],
      });
    });
    file.data.toc = toc;
    file.data.headingIds = ids;
  };
}
