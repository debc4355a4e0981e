import type { Root } from "mdast";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";

/**
 * Pages use only the registered components, and never import or export: that keeps every
 * page renderable by the same pipeline and makes a typo in a tag name a build error.
 */
export function remarkGuard(options: { components: readonly string[] }) {
  const known = new Set(options.components);
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (node.type === "mdxjsEsm") {
        file.fail("pages cannot import or export: components are registered once in src/components/index.ts", node);
      }
      if ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && node.name && /^[A-Z]/.test(node.name)) {
        if (!known.has(node.name)) {
          file.fail(`unknown component <${node.name}>; registered components: ${[...known].sort().join(", ")}`, node);
        }
      }
    });
  };
}
