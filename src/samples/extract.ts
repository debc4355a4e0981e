import type { Code, Root } from "mdast";
import remarkDirective from "remark-directive";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { parseCodeMeta } from "../content/mdx/code-meta";

export const CHECKED_LANGS = new Set(["ts", "tsx", "typescript"]);

export interface Sample {
  /** Content file, relative to the project root. */
  file: string;
  /** Line of the first code line in that file (1-based). */
  line: number;
  lang: "ts" | "tsx";
  title?: string;
  code: string;
}

export interface SkippedSample {
  file: string;
  line: number;
  reason: string;
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter, ["yaml"]).use(remarkGfm).use(remarkDirective);

/** The TypeScript code blocks of one page, and those that opt out with `noCheck="reason"`. */
export function extractSamples(source: string, file: string): { samples: Sample[]; skipped: SkippedSample[] } {
  const tree = parser.parse(source) as Root;
  const samples: Sample[] = [];
  const skipped: SkippedSample[] = [];
  visit(tree, "code", (node: Code) => {
    if (!node.lang || !CHECKED_LANGS.has(node.lang)) return;
    const line = (node.position?.start.line ?? 0) + 1;
    const meta = parseCodeMeta(node.meta);
    if (meta.noCheck !== undefined) {
      skipped.push({ file, line, reason: meta.noCheck });
      return;
    }
    samples.push({ file, line, lang: node.lang === "tsx" ? "tsx" : "ts", title: meta.title, code: node.value });
  });
  return { samples, skipped };
}
