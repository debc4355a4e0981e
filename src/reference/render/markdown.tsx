import type { Element, Root as HastRoot } from "hast";
import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import type { Root } from "mdast";
import type { ContainerDirective } from "mdast-util-directive";
import { toString } from "mdast-util-to-string";
import type { ReactNode } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import type { HighlighterCore } from "shiki/core";
import { unified, type Processor } from "unified";
import { visit } from "unist-util-visit";
import { Admonition } from "../../components/Admonition";
import { CodeBlock } from "../../components/CodeBlock";
import { Table } from "../../components/Table";
import { PLAIN_LANGS } from "../../content/mdx/highlighter";
import { highlightedPre, rehypeCode } from "../../content/mdx/rehype-code";
import { ADMONITION_TYPES } from "../../content/mdx/remark-directives";

/**
 * `:::note[Title]` blocks in package doc comments become the site's `<Admonition>`, as in guides.
 * Unlike guides, an unknown kind is shown as a note rather than failing: this text comes from the
 * packages.
 */
function remarkReferenceAdmonitions() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      if (node.type === "containerDirective") {
        const d = node as ContainerDirective;
        const type = (ADMONITION_TYPES as readonly string[]).includes(d.name) ? d.name : "note";
        const [first, ...rest] = d.children;
        const labelled = first?.type === "paragraph" && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
        d.data = { hName: "admonition", hProperties: { type, ...(labelled ? { title: toString(first) } : {}) } };
        if (labelled) d.children = rest;
      } else if (node.type === "textDirective" || node.type === "leafDirective") {
        parent.children[index] = { type: "text", value: `:${node.name}` } as never;
      }
    });
  };
}

/**
 * A backtick left in a doc comment's text is half of a code span its author never closed
 * (`` `name` or `id. ``): shown, it reads as stray Markdown. Paired backticks are code spans by
 * now, so what is left in text is dropped.
 */
function remarkStrayBackticks() {
  return (tree: Root) => {
    visit(tree, "text", (node) => {
      if (node.value.includes("`")) node.value = node.value.replace(/`+/g, "");
    });
  };
}

/** Headings in doc comments sit below the page's own sections: `#` becomes h4, and so on. */
function rehypeDemoteHeadings() {
  return (tree: HastRoot) => {
    visit(tree, "element", (node: Element) => {
      const m = /^h([1-6])$/.exec(node.tagName);
      if (m) node.tagName = `h${Math.min(6, Number(m[1]) + 3)}`;
    });
  };
}

let processor: Processor<Root, Root, HastRoot> | undefined;
let code: { highlighter: HighlighterCore; langs: Set<string> } | undefined;

/** Builds the Markdown pipeline once per thread, with the (already loaded) highlighter. */
export function initMarkdown(highlighter: HighlighterCore): void {
  code ??= { highlighter, langs: new Set([...highlighter.getLoadedLanguages(), ...PLAIN_LANGS]) };
  processor ??= unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkReferenceAdmonitions)
    .use(remarkStrayBackticks)
    // Raw HTML in doc comments is never passed through: remark-rehype drops it, and the
    // `handlers.html` below turns it into visible text instead.
    .use(remarkRehype, { handlers: { html: (_state, node: { value: string }) => ({ type: "text", value: node.value }) } })
    .use(rehypeDemoteHeadings)
    .use(rehypeCode, { highlighter, strict: false }) as unknown as Processor<Root, Root, HastRoot>;
}

/** Renders untrusted Markdown from a package's doc comments as React elements. */
export function Markdown({ text }: { text: string }): ReactNode {
  if (!text.trim()) return null;
  return jsxOf(toHast(text));
}

/**
 * Renders a line of Markdown (a description in a list of items) as phrasing content: code spans,
 * emphasis and links, without the paragraph around them. Text of more than one paragraph keeps its blocks.
 */
export function InlineMarkdown({ text }: { text: string }): ReactNode {
  if (!text.trim()) return null;
  const hast = toHast(text);
  const blocks = hast.children.filter((c) => c.type !== "text" || c.value.trim());
  const only = blocks.length === 1 ? blocks[0] : undefined;
  return jsxOf(only?.type === "element" && only.tagName === "p" ? { type: "root", children: only.children } : hast);
}

/**
 * Text Markdown has nothing to read in: it starts with a letter (so it is no list, heading or code
 * block) and holds only letters, digits, spaces and punctuation without a meaning in Markdown or
 * GFM (no `www.`, which GFM would link). Most descriptions in the packages are such sentences.
 */
const PLAIN_TEXT = /^[A-Za-z][A-Za-z0-9 ,.;()'"-]*$/;

/** The tree the pipeline gives a plain sentence (one paragraph), without running it; else undefined. */
export function plainParagraph(text: string): HastRoot | undefined {
  if (!PLAIN_TEXT.test(text) || /www\./i.test(text)) return undefined;
  return {
    type: "root",
    children: [{ type: "element", tagName: "p", properties: {}, children: [{ type: "text", value: text.trimEnd() }] }],
  };
}

/**
 * Text that is one fenced code block and nothing else: a fence with a language and no meta, then
 * lines none of which could close the block (three backticks after at most three spaces), and no
 * character the Markdown parser would change (carriage return, NUL). The REST reference's code
 * samples and response examples, and bare `@example` tags, are such blocks.
 */
const CODE_ONLY = /^```([a-z]+)\n([^\r\0]*?)\n```$/;
const CLOSING_FENCE = /(^|\n) {0,3}```/;

/** The tree the pipeline gives a lone code block of a known language, without running it; else undefined. */
export function codeOnly(text: string): HastRoot | undefined {
  if (!code) throw new Error("Markdown rendering used before initMarkdown()");
  const m = CODE_ONLY.exec(text);
  if (!m || !code.langs.has(m[1]!) || CLOSING_FENCE.test(m[2]!)) return undefined;
  return { type: "root", children: [highlightedPre(code.highlighter, m[2]!, m[1]!, { noCopy: false })] };
}

/** A doc comment through the whole pipeline. */
export function parseMarkdown(text: string): HastRoot {
  if (!processor) throw new Error("Markdown rendering used before initMarkdown()");
  return processor.runSync(processor.parse(text));
}

/**
 * Parsed doc comments, by text. The same descriptions come back on many pages (a field of a
 * schema on every operation that returns it, an inherited member on every subclass), and the
 * pipeline costs far more than the look-up. The trees are only read (by `toJsxRuntime`).
 */
const parsed = new Map<string, HastRoot>();

function toHast(text: string): HastRoot {
  let hast = parsed.get(text);
  if (!hast) {
    hast = plainParagraph(text) ?? codeOnly(text) ?? parseMarkdown(text);
    parsed.set(text, hast);
  }
  return hast;
}

function jsxOf(hast: HastRoot): ReactNode {
  return toJsxRuntime(hast, {
    Fragment,
    jsx,
    jsxs,
    components: { admonition: Admonition, pre: CodeBlock, table: Table } as never,
  });
}
