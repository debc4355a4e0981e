import type { Nodes, Root } from "mdast";
import { parsePage } from "../mdx/parse";

/** One sentence of a page's prose, as a claim quotes it, and the line its block starts on. */
export interface Sentence {
  text: string;
  line: number;
}

/*
 * How a page's Markdown is reduced to the text that claims quote:
 * - prose only: paragraphs, headings, list items, table rows (cells joined by " | "),
 *   admonitions and the children of components each make their own block; code blocks, front matter, imports, JSX attributes and
 *   `{expressions}` are left out;
 * - inline code keeps its text without backticks, links and emphasis keep their text, images
 *   their alt text, a line break is a space; the text is kept as written otherwise (quotes,
 *   dashes), with runs of white space made one space;
 * - a block is cut into sentences after `.`, `!` or `?` (and any closing quote or bracket)
 *   followed by white space, when what follows starts a sentence: a capital, a digit, an opening
 *   quote or bracket, or inline code ("… above. `medusa develop` starts …" is two sentences);
 *   never after "e.g.", "i.e.", "vs." or "cf.", nor inside inline code (a message such as
 *   `Installed. Not for production.` stays in its sentence).
 */

/** Mark the start and the end of inline code while a block is cut; removed from the sentences. */
const CODE = "\u0001";
const CODE_END = "\u0002";
/** What a sentence starts with: a capital, a digit, an opening quote or bracket, or inline code. */
// eslint-disable-next-line no-control-regex -- the inline-code marker is a control character on purpose
const SENTENCE_START = /[\p{Lu}\d"'“‘([\u0001]/u;
const NO_BREAK_AFTER = /(?:^|[\s(])(?:e\.g|i\.e|vs|cf)\.$/i;

/** The text of phrasing content (and of anything else, flattened), with inline code marked. */
function inlineText(node: Nodes): string {
  switch (node.type) {
    case "text":
      return node.value;
    case "inlineCode":
      return CODE + node.value + CODE_END;
    case "break":
      return " ";
    case "image":
      return node.alt ?? "";
    case "mdxTextExpression":
    case "mdxFlowExpression":
    case "mdxjsEsm":
    case "html":
    case "code":
    case "yaml":
      return "";
    default:
      return "children" in node ? (node.children as Nodes[]).map(inlineText).join("") : "";
  }
}

/** The prose blocks of a tree: each with its text (inline code marked) and its first line. */
function blocks(node: Nodes, out: { text: string; line: number }[]): void {
  switch (node.type) {
    case "paragraph":
    case "heading":
      out.push({ text: inlineText(node), line: node.position?.start.line ?? 0 });
      return;
    case "tableRow":
      out.push({ text: node.children.map(inlineText).join(" | "), line: node.position?.start.line ?? 0 });
      return;
    case "code":
    case "yaml":
    case "mdxjsEsm":
    case "mdxFlowExpression":
    case "html":
    case "definition":
      return;
    default:
      if ("children" in node) for (const child of node.children as Nodes[]) blocks(child, out);
  }
}

/** Cut one block's text into sentences. */
export function splitSentences(text: string): string[] {
  const flat = text.replace(/\s+/g, " ").trim();
  const out: string[] = [];
  let start = 0;
  // eslint-disable-next-line no-control-regex -- the end-of-code marker is a control character on purpose
  for (const m of flat.matchAll(/[.!?][\u0002"'”’)\]]* (?=(.))/g)) {
    const end = m.index + m[0].length - 1;
    const next = m[1]!;
    const before = flat.slice(start, m.index + 1);
    if (!SENTENCE_START.test(next) || NO_BREAK_AFTER.test(before) || insideCode(flat.slice(start, end))) continue;
    out.push(flat.slice(start, end));
    start = end + 1;
  }
  out.push(flat.slice(start));
  return out.map((s) => s.replaceAll(CODE, "").replaceAll(CODE_END, "").trim()).filter((s) => s.length > 0);
}

/** Whether text ends inside inline code: a full stop in `Installed. Not for production.` ends no sentence. */
function insideCode(text: string): boolean {
  return text.lastIndexOf(CODE) > text.lastIndexOf(CODE_END);
}

/** Every sentence of a page's prose, in page order (see the normalisation above). */
export function pageSentences(source: string): Sentence[] {
  const tree: Root = parsePage(source);
  const found: { text: string; line: number }[] = [];
  blocks(tree, found);
  return found.flatMap((b) => splitSentences(b.text).map((text) => ({ text, line: b.line })));
}
