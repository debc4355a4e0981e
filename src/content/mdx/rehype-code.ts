import type { Element, Root } from "hast";
import { toString } from "hast-util-to-string";
import type { HighlighterCore } from "shiki/core";
import { SKIP, visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { parseCodeMeta, type CodeMeta } from "./code-meta";
import { highlightHtml, parseLineRanges } from "./highlight";
import { PLAIN_LANGS } from "./highlighter";

/**
 * Weight of an error message in the search index (body text is 1, an h2 is 6).
 * On a troubleshooting page, the plain-text blocks hold the messages a reader pastes into search.
 */
export const ERROR_MESSAGE_WEIGHT = "3";

/**
 * Highlights every fenced code block at build time with Shiki (light and dark colours as CSS
 * variables), and passes its title and language to the CodeBlock component as data attributes.
 * With `errorMessages` (troubleshooting pages), plain-text blocks are weighted for search.
 */
export function rehypeCode(options: { highlighter: HighlighterCore; strict?: boolean; errorMessages?: boolean }) {
  const { highlighter, strict = true, errorMessages = false } = options;
  const known = new Set(highlighter.getLoadedLanguages());
  return (tree: Root, file: VFile) => {
    visit(tree, "element", (node: Element, index, parent) => {
      if (node.tagName !== "pre" || !parent || index === undefined) return;
      const code = node.children[0];
      if (!code || code.type !== "element" || code.tagName !== "code") return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      let lang = classes.find((c) => c.startsWith("language-"))?.slice("language-".length) ?? "text";
      const rawMeta = (code.data as { meta?: string } | undefined)?.meta ?? "";
      const meta = parseCodeMeta(rawMeta);
      if (!PLAIN_LANGS.has(lang) && !known.has(lang)) {
        // Guides must name a known language; text from packages (strict: false) falls back to plain text.
        if (strict) file.message(`unknown code language "${lang}"; known: ${[...known].sort().join(", ")}, text`, node);
        lang = "text";
      }
      if (strict && meta.noCheck === "") file.message('noCheck needs a reason, e.g. noCheck="shows one method of a class"', node);
      const text = toString(code).replace(/\n$/, "");
      parent.children[index] = {
        ...highlightedPre(highlighter, text, lang, meta, errorMessages && lang === "text"),
        position: node.position,
      };
      return SKIP;
    });
  };
}

/**
 * The `<pre>` a code block of a known language (or plain text) becomes, for the CodeBlock
 * component. The highlighted code goes to the page as one HTML string: a block of hundreds of
 * tokens would otherwise become hundreds of JSX elements to compile, evaluate and render.
 */
export function highlightedPre(
  highlighter: HighlighterCore,
  text: string,
  lang: string,
  meta: CodeMeta,
  errorMessage = false,
): Element {
  return {
    type: "element",
    tagName: "pre",
    properties: {
      dataLanguage: lang,
      dataHtml: highlightHtml(highlighter, text, PLAIN_LANGS.has(lang) ? "text" : lang, parseLineRanges(meta.highlight)),
      ...(meta.title ? { dataTitle: meta.title } : {}),
      ...(meta.noCopy ? { dataNoCopy: "" } : {}),
      ...(errorMessage ? { dataSearchWeight: ERROR_MESSAGE_WEIGHT } : {}),
    },
    children: [],
  };
}
