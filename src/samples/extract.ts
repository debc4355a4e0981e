import type { Code } from "mdast";
import { visit } from "unist-util-visit";
import { parseCodeMeta } from "../content/mdx/code-meta";
import { parsePage } from "../content/mdx/parse";

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

/** The TypeScript code blocks of one page, and those that opt out with `noCheck="reason"`. */
export function extractSamples(source: string, file: string): { samples: Sample[]; skipped: SkippedSample[] } {
  const tree = parsePage(source);
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
