import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { filesBelow } from "../../lib/files";
import { highlightHtml, LIGHT_THEME, parseLineRanges, PLAIN_COLOR, TOKEN_CLASSES } from "./highlight";
import { getHighlighter } from "./highlighter";

const root = join(import.meta.dirname, "../../..");

describe("highlightHtml", () => {
  let highlighter: Awaited<ReturnType<typeof getHighlighter>>;
  beforeAll(async () => {
    highlighter = await getHighlighter();
  });

  it("writes lines of token classes, escapes the code, and marks highlighted lines", () => {
    const html = highlightHtml(highlighter, 'const a = "<b>"\n// done', "ts", parseLineRanges("2"));
    expect(html).toBe(
      '<span class="tk-keyword">const</span> <span class="tk-constant">a</span> <span class="tk-keyword">=</span> <span class="tk-string">&quot;&lt;b&gt;&quot;</span>\n<span class="line highlighted"><span class="tk-comment">// done</span></span>',
    );
  });

  it("leaves plain text untokenized", () => {
    expect(highlightHtml(highlighter, "a < b\nc", "text")).toBe("a &lt; b\nc");
  });

  it("reads line ranges", () => {
    expect([...parseLineRanges("2,5-7")]).toEqual([2, 5, 6, 7]);
    expect(parseLineRanges(undefined).size).toBe(0);
  });

  it("gives each light colour the dark theme's colour for the same tokens, over every code block of the guides", async () => {
    // Tokenized with both themes, every token's dark colour is the one the class gives it.
    const dark = await import("@shikijs/themes/github-dark-default");
    await highlighter.loadTheme(dark.default);
    const known = new Set(highlighter.getLoadedLanguages());
    const mismatches = new Set<string>();
    for (const f of filesBelow(join(root, "content")).filter((file) => file.endsWith(".mdx"))) {
      for (const m of readFileSync(f, "utf8").matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)^```/gm)) {
        if (!known.has(m[1]!)) continue;
        const lines = highlighter.codeToTokensWithThemes(m[2]!, {
          lang: m[1]!,
          themes: { light: LIGHT_THEME, dark: "github-dark-default" },
          // No time limit, as in the build: on a loaded machine a cut-short line tokenizes differently.
          tokenizeTimeLimit: 0,
        });
        for (const t of lines.flat()) {
          const light = t.variants.light?.color?.toUpperCase();
          const darkColor = t.variants.dark?.color?.toUpperCase();
          if (!light || light === PLAIN_COLOR) continue;
          if (TOKEN_CLASSES[light]?.dark !== darkColor) mismatches.add(`${light} → ${darkColor}`);
        }
      }
    }
    expect([...mismatches]).toEqual([]);
  }, 120_000);
});
