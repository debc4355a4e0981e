import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { readHtml } from "../src/builder/html-scan";
import { outputPath } from "../src/builder/sitemap";
import { docsIndex } from "./helpers";

/** The built site (build/), page by page as the server sends it. */
const BUILD = join(import.meta.dirname, "../build");
/** Elements whose text is code or data, where a backtick is what the author meant. */
const CODE = new Set(["code", "pre", "kbd", "samp", "script", "style", "textarea"]);

/**
 * Text a reader sees outside code that holds a Markdown backtick: Markdown that reached the page
 * unrendered, in the page or in its meta description. Hidden elements (search keywords, which quote
 * error messages as readers paste them) are not seen.
 */
function literalBackticks(html: string): string[] {
  const found: string[] = [];
  // Per open element: whether its text is code or hidden.
  const skipping: boolean[] = [];
  readHtml(html, [
    {
      onopentag: (name, attrs) => {
        // The description link previews, search engines and the docs index show as it is.
        if (name === "meta" && attrs.name === "description" && attrs.content?.includes("`"))
          found.push(attrs.content.slice(0, 80));
        skipping.push(skipping.at(-1) === true || CODE.has(name) || "hidden" in attrs);
      },
      onclosetag: () => void skipping.pop(),
      ontext: (text) => {
        if (skipping.at(-1) !== true && text.includes("`")) found.push(text.trim().slice(0, 80));
      },
    },
  ]);
  return found;
}

test("no page shows Markdown backticks outside code", async ({ request }) => {
  const pages = await docsIndex(request);
  const problems = pages.flatMap((p) =>
    literalBackticks(readFileSync(join(BUILD, outputPath(p.path)), "utf8")).map((t) => `${p.path}: ${JSON.stringify(t)}`),
  );
  expect(pages.length).toBeGreaterThan(2000);
  expect(problems).toEqual([]);
});

test("the check finds a backtick in prose, also after a void element, and in the meta description, and none in code or hidden text", () => {
  expect(literalBackticks("<p>Use `medusa develop`.</p>")).toEqual(["Use `medusa develop`."]);
  expect(literalBackticks("<p>Run <code>a`b</code><br>then `c</p>")).toEqual(["then `c"]);
  expect(literalBackticks('<pre><code>```ts\n```</code></pre><p hidden="">No `redis_url`</p><p>ok</p>')).toEqual([]);
  expect(literalBackticks('<head><meta name="description" content="Tags (the `ProductTag` entity)."></head>')).toEqual([
    "Tags (the `ProductTag` entity).",
  ]);
});
