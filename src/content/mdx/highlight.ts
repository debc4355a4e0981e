import type { HighlighterCore } from "shiki/core";
import { escapeHtml } from "../../lib/escape";

/**
 * Colours of the light code theme (github-light-default), each with its class. The dark theme
 * (github-dark-default) gives the same scopes the colours in the stylesheet, so a line is
 * tokenized once, not once per theme, and the page carries classes instead of inline styles
 * (which the Content Security Policy would have to allow). highlight.test.ts checks the pairs
 * against both themes over every code block of the guides.
 */
export const TOKEN_CLASSES: Readonly<Record<string, { cls: string; dark: string }>> = {
  "#CF222E": { cls: "tk-keyword", dark: "#FF7B72" },
  "#0550AE": { cls: "tk-constant", dark: "#79C0FF" },
  "#0A3069": { cls: "tk-string", dark: "#A5D6FF" },
  "#6E7781": { cls: "tk-comment", dark: "#8B949E" },
  "#953800": { cls: "tk-type", dark: "#FFA657" },
  "#8250DF": { cls: "tk-function", dark: "#D2A8FF" },
  "#116329": { cls: "tk-tag", dark: "#7EE787" },
};
/** The light theme's text colour: tokens of this colour need no span. */
export const PLAIN_COLOR = "#1F2328";
export const LIGHT_THEME = "github-light-default";

/** `"2,5-7"` → the 1-based line numbers it names. */
export function parseLineRanges(ranges: string | undefined): Set<number> {
  const out = new Set<number>();
  for (const part of (ranges ?? "").split(",").filter(Boolean)) {
    const [a, b] = part.split("-").map(Number);
    for (let n = a!; n <= (b ?? a!); n++) out.add(n);
  }
  return out;
}

/**
 * A code block's highlighted HTML (the inside of its `<code>`): lines separated by newlines, a
 * highlighted line in a `<span class="line highlighted">`, tokens as `<span class="tk-…">`, text
 * escaped. `lang` "text" is not tokenized.
 */
export function highlightHtml(
  highlighter: HighlighterCore,
  code: string,
  lang: string,
  highlighted: ReadonlySet<number> = new Set(),
): string {
  const lines =
    lang === "text"
      ? code.split("\n").map((content) => [{ content, color: PLAIN_COLOR, fontStyle: 0 }])
      : highlighter.codeToTokensBase(code, { lang, theme: LIGHT_THEME, tokenizeTimeLimit: 0 });
  return lines
    .map((tokens, i) => {
      const inner = tokens
        .map((t) => {
          const text = escapeHtml(t.content);
          const color = t.color?.toUpperCase();
          const bold = (t.fontStyle ?? 0) & 2 ? " tk-bold" : "";
          if (!color || color === PLAIN_COLOR) return bold ? `<span class="${bold.trim()}">${text}</span>` : text;
          const entry = TOKEN_CLASSES[color];
          if (!entry)
            throw new Error(
              `code colour ${color} (${lang}) has no class: add it to TOKEN_CLASSES in src/content/mdx/highlight.ts`,
            );
          return `<span class="${entry.cls}${bold}">${text}</span>`;
        })
        .join("");
      // Only a highlighted line needs an element of its own (for its background): a page of
      // samples has thousands of lines, and an element per line would cost the browser time.
      return highlighted.has(i + 1) ? `<span class="line highlighted">${inner}</span>` : inner;
    })
    .join("\n");
}
