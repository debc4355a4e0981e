import type { Code, Root } from "mdast";
import type { MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import { visit } from "unist-util-visit";
import { convertCommands, type PackageManager } from "./npm2yarn";

const MANAGERS: PackageManager[] = ["npm", "yarn", "pnpm"];
export const NPM2YARN_GROUP = "npm2yarn";

/**
 * A shell block whose meta says `npm2yarn` becomes synced npm / yarn / pnpm tabs,
 * so authors write the npm command once.
 */
export function remarkNpm2yarn() {
  return (tree: Root) => {
    visit(tree, "code", (node: Code, index, parent) => {
      if (!parent || index === undefined) return;
      const meta = node.meta ?? "";
      if (!/(^|\s)npm2yarn(\s|$)/.test(meta)) return;
      const rest = meta.replace(/(^|\s)npm2yarn(?=\s|$)/, " ").trim() || null;
      const tabs: MdxJsxFlowElement = {
        type: "mdxJsxFlowElement",
        name: "Tabs",
        attributes: [{ type: "mdxJsxAttribute", name: "groupId", value: NPM2YARN_GROUP }],
        children: MANAGERS.map((pm) => ({
          type: "mdxJsxFlowElement",
          name: "TabItem",
          attributes: [
            { type: "mdxJsxAttribute", name: "value", value: pm },
            { type: "mdxJsxAttribute", name: "label", value: pm },
          ],
          children: [{ ...node, meta: rest, value: convertCommands(node.value, pm) }],
        })),
        position: node.position,
      };
      parent.children[index] = tabs;
    });
  };
}
