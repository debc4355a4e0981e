import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { filesBelow } from "../lib/files";
import { extractSamples } from "../samples/extract";
import { changedLines, markProblems, titledBlocks } from "./code-marks";
import { compilePage, evaluatePage } from "./mdx/compile";
import { parsePage } from "./mdx/parse";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { AUTHOR_COMPONENTS, mdxComponents } from "../components";

const root = join(import.meta.dirname, "../..");
const FM = '---\ntitle: T\ndescription: "A test page."\n---\n\n';

describe("code that shows what changed", () => {
  it("finds a version's new lines by what it shares with the previous one, ignoring brackets and blank lines", () => {
    const before = "module.exports = {\n  projectConfig: {\n    a: 1,\n  },\n}";
    const after = "module.exports = {\n  projectConfig: {\n    a: 1,\n    b: 2,\n  },\n\n  plugins: [],\n}";
    expect(changedLines(before, after)).toEqual({ added: [4, 7], kept: [1, 2, 3] });
  });

  it("asks a file shown again to mark exactly its new lines, and compares a tab's block only with what that tab's reader saw", () => {
    const page = [
      '```js title="a.js"',
      "one",
      "```", // line 1
      "<Tabs>",
      '<TabItem value="x">',
      '```js title="a.js" {2}',
      "one",
      "two",
      "```", // line 6: marks its new line
      "</TabItem>",
      '<TabItem value="y">',
      '```js title="a.js"',
      "one",
      "three",
      "```", // line 12: compared with line 1 only, unmarked
      "</TabItem>",
      "</Tabs>",
      '```js title="a.js" {1}',
      "one",
      "three",
      "four",
      "```", // line 18: marks an unchanged line, not the new one
    ].join("\n");
    expect(markProblems(titledBlocks(parsePage(page)))).toEqual([
      { line: 12, expected: "2", message: "a.js is shown again (first at line 1) with changes: mark its new lines 2" },
      {
        line: 18,
        expected: "3",
        message:
          "a.js is shown again (first at line 12) with changes: mark its new lines 3, and unmark lines 1, unchanged since then",
      },
    ]);
  });

  it("is marked on every page that shows a titled file again with changes", () => {
    const problems: string[] = [];
    let repeated = 0;
    for (const path of filesBelow(join(root, "content")).filter((f) => f.endsWith(".mdx"))) {
      const blocks = titledBlocks(parsePage(readFileSync(path, "utf8")));
      if (new Set(blocks.map((b) => b.title)).size < blocks.length) repeated++;
      for (const p of markProblems(blocks)) problems.push(`${relative(root, path)}:${p.line}: ${p.message} ({${p.expected}})`);
    }
    expect(repeated).toBeGreaterThanOrEqual(20);
    expect(problems).toEqual([]);
  });

  it("leaves the marks out of what readers copy, the Markdown twin and the checked samples", async () => {
    const page = FM + '```ts title="src/a.ts" {2}\nconst a = 1\nexport const b = a + 1\n```\n';
    const compiled = await compilePage(page, "content/t.mdx", AUTHOR_COMPONENTS);
    expect(compiled.markdown).toContain('```ts title="src/a.ts"\nconst a = 1\n');
    expect(compiled.markdown).not.toMatch(/\{2\}/);
    // The copy button copies the text of the <code> element: the highlighted line's span adds none.
    const Content = await evaluatePage(compiled.code);
    const html = renderToStaticMarkup(createElement(Content, { components: mdxComponents }));
    expect(html).toContain('<span class="line highlighted">');
    const code = /<code>([\s\S]*?)<\/code>/.exec(html)![1]!;
    expect(
      code
        .replace(/<[^>]+>/g, "")
        .replace(/&lt;/g, "<")
        .replace(/&amp;/g, "&"),
    ).toBe("const a = 1\nexport const b = a + 1");
    expect(extractSamples(page, "content/t.mdx").samples.map((s) => s.code)).toEqual(["const a = 1\nexport const b = a + 1"]);
  });
});
