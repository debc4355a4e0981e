import type { Root } from "mdast";
import type { MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import { visit } from "unist-util-visit";

/**
 * The first `<Screenshot>` of a page loads at once (it may be the largest paint); the others load
 * lazily. Marks the first with `eager`, a prop authors cannot write (remarkGuard runs before).
 */
export function remarkScreenshots() {
  return (tree: Root) => {
    let first = true;
    visit(tree, "mdxJsxFlowElement", (node: MdxJsxFlowElement) => {
      if (node.name !== "Screenshot" || !first) return;
      first = false;
      node.attributes.push({ type: "mdxJsxAttribute", name: "eager", value: null });
    });
  };
}
