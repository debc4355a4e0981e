import type { Paragraph, PhrasingContent, Root, RootContent } from "mdast";
import type { ContainerDirective, LeafDirective, TextDirective } from "mdast-util-directive";
import type { MdxJsxAttribute, MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import { toString } from "mdast-util-to-string";
import { SKIP, visit } from "unist-util-visit";
import type { VFile } from "vfile";

export const ADMONITION_TYPES = ["note", "tip", "info", "warning", "danger"] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

/**
 * `:::note[Optional title]` … `:::` becomes `<Admonition type="note" title="…">`.
 * An unknown `:::name` is an error. Text and leaf directives are not used by our pages, so
 * `:name` written in prose (a time such as 10:30, `key:value`) goes back to being plain text.
 */
export function remarkDirectives() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      if (node.type === "containerDirective") {
        parent.children[index] = admonition(node, file) as RootContent;
        return;
      }
      if (node.type === "textDirective") {
        parent.children.splice(index, 1, ...restoreText(node));
        return [SKIP, index];
      }
      if (node.type === "leafDirective") {
        parent.children[index] = restoreLeaf(node);
        return SKIP;
      }
      return undefined;
    });
  };
}

function admonition(node: ContainerDirective, file: VFile): MdxJsxFlowElement {
  let type = node.name;
  if (!(ADMONITION_TYPES as readonly string[]).includes(type)) {
    file.message(`unknown admonition ":::${node.name}"; use one of ${ADMONITION_TYPES.map((t) => `:::${t}`).join(", ")}`, node);
    // Reported once: the page is not rendered, and the component check need not repeat it.
    type = "note";
  }
  const [first, ...rest] = node.children;
  const hasLabel = first?.type === "paragraph" && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
  const attributes: MdxJsxAttribute[] = [{ type: "mdxJsxAttribute", name: "type", value: type }];
  if (hasLabel) attributes.push({ type: "mdxJsxAttribute", name: "title", value: toString(first) });
  return {
    type: "mdxJsxFlowElement",
    name: "Admonition",
    attributes,
    children: (hasLabel ? rest : node.children) as MdxJsxFlowElement["children"],
    position: node.position,
  };
}

function restoreText(node: TextDirective | LeafDirective, marker = ":"): PhrasingContent[] {
  const out: PhrasingContent[] = [{ type: "text", value: `${marker}${node.name}` }];
  if (node.children.length > 0) out.push({ type: "text", value: "[" }, ...node.children, { type: "text", value: "]" });
  return out;
}

function restoreLeaf(node: LeafDirective): Paragraph {
  return { type: "paragraph", children: restoreText(node, "::"), position: node.position };
}
