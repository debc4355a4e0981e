import type { Root } from "mdast";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import type { SourceLink } from "./vfile-data";

/** Records every link target written in the page with its line, for the link checker. */
export function remarkCollectLinks() {
  return (tree: Root, file: VFile) => {
    const links: SourceLink[] = [];
    visit(tree, (node) => {
      const line = node.position?.start.line ?? 1;
      if (node.type === "link" || node.type === "definition") links.push({ url: node.url, line });
      if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
        for (const attr of node.attributes) {
          if (attr.type === "mdxJsxAttribute" && attr.name === "href" && typeof attr.value === "string") {
            links.push({ url: attr.value, line });
          }
        }
      }
    });
    file.data.links = links;
  };
}
