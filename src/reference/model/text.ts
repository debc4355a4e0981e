import type { Nodes } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { toString } from "mdast-util-to-string";
import type { Doc } from "../extract/types";

export function tagText(doc: Doc, tag: string): string | undefined {
  return doc.tags.find((t) => t.tag === tag)?.text;
}

/** Abbreviations whose period does not end a sentence. */
const ABBREVIATIONS = /(?:^|[\s([])(?:e\.g|i\.e|etc|vs|cf|approx|incl|no|esp)\.$/i;

/**
 * The plain text of a Markdown text: what a reader sees, with code blocks, `:::` admonition
 * markers and HTML left out. Inline code keeps its text (`cart_id`, `Promise<Cart>`).
 */
export function plainText(markdown: string): string {
  const tree = fromMarkdown(markdown.replace(/^:::\w*(\[[^\]\n]*\])?[ \t]*$/gm, ""));
  const strip = (node: Nodes): Nodes | undefined => {
    if (node.type === "code" || node.type === "html") return undefined;
    if ("children" in node) {
      const children = (node.children as Nodes[]).map(strip).filter((c): c is Nodes => c !== undefined);
      // Blocks are separated by a space, so two paragraphs do not run together.
      if (node.type === "root" || node.type === "list" || node.type === "blockquote" || node.type === "listItem")
        return { ...node, children: children.flatMap((c, i) => (i === 0 ? [c] : [{ type: "text", value: " " }, c])) } as Nodes;
      return { ...node, children } as Nodes;
    }
    return node;
  };
  const stripped = strip(tree as Nodes);
  return (stripped ? toString(stripped) : "").replace(/\s+/g, " ").trim();
}

/**
 * The first sentence of a Markdown text, as plain text, for descriptions and index lists. A
 * sentence ends at `.`, `!` or `?` followed by white space (or the end), but not after an
 * abbreviation such as "e.g.". Longer than `max` characters, it is cut with an ellipsis.
 */
export function firstSentence(markdown: string, max = 200): string {
  const plain = plainText(markdown);
  let end = plain.length;
  for (const m of plain.matchAll(/[.!?](?=\s|$)/g)) {
    const upTo = plain.slice(0, m.index + 1);
    if (ABBREVIATIONS.test(upTo)) continue;
    end = m.index + 1;
    break;
  }
  const sentence = plain.slice(0, end).trim();
  return sentence.length > max ? `${sentence.slice(0, max - 1).trimEnd()}…` : sentence;
}
