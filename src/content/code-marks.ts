import type { Code, Root, RootContent } from "mdast";
import type { MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import { parseCodeMeta } from "./mdx/code-meta";
import { parseLineRanges } from "./mdx/highlight";

/**
 * Code that shows what changed. When a guide shows a titled file again with changes (a step that
 * adds to the file of an earlier step, a file after an upgrade), the lines that are new since the
 * file's previous showing are highlighted with the block's `{…}` meta. Blocks in other tabs of the
 * same tab set are alternatives (the same file with another client), not versions: a block is
 * compared with the previous block of its title that a reader of its tab saw.
 */

export interface TitledBlock {
  title: string;
  code: string;
  highlighted: Set<number>;
  /** Line of the opening fence in the page. */
  line: number;
  /** The tabs the block is in: for each enclosing tab set, its position and the tab's value. */
  tabs: { set: number; value: string }[];
}

/** Every code block with a `title`, in page order, with the tabs it sits in. */
export function titledBlocks(tree: Root): TitledBlock[] {
  const out: TitledBlock[] = [];
  const walk = (nodes: readonly RootContent[], tabs: TitledBlock["tabs"], tabValue?: string) => {
    for (const n of nodes) {
      if (n.type === "code") {
        const meta = parseCodeMeta((n as Code).meta);
        if (meta.title)
          out.push({
            title: meta.title,
            code: n.value,
            highlighted: parseLineRanges(meta.highlight),
            line: n.position?.start.line ?? 0,
            tabs,
          });
      } else if ("children" in n) {
        const jsx = n.type === "mdxJsxFlowElement" ? (n as MdxJsxFlowElement) : undefined;
        let inner = tabs;
        if (jsx?.name === "TabItem" && tabValue !== undefined) {
          const value = jsx.attributes.find((a) => a.type === "mdxJsxAttribute" && a.name === "value")?.value;
          inner = [...tabs, { set: Number(tabValue), value: String(value) }];
        }
        walk(n.children as RootContent[], inner, jsx?.name === "Tabs" ? String(n.position?.start.offset ?? 0) : undefined);
      }
    }
  };
  walk(tree.children, []);
  return out;
}

/** Whether a reader of tab path `b` also saw a block in tab path `a`: they agree on every tab set both are in. */
function seenTogether(a: TitledBlock["tabs"], b: TitledBlock["tabs"]): boolean {
  return a.every((t) => b.every((u) => u.set !== t.set || u.value === t.value));
}

/** A line that marks nothing by itself: blank, or only closing brackets and punctuation. */
const neutral = (line: string) => /^[\s{}()[\];,]*$/.test(line);

/**
 * The lines of `after` (1-based) that are not in `before`, by a longest common subsequence of
 * their trimmed text, and those that are; neutral lines are in neither list.
 */
export function changedLines(before: string, after: string): { added: number[]; kept: number[] } {
  const a = before.split("\n").map((l) => l.trim());
  const b = after.split("\n").map((l) => l.trim());
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const added: number[] = [];
  const kept: number[] = [];
  let i = 0;
  let j = 0;
  while (j < b.length) {
    if (i < a.length && a[i] === b[j]) {
      if (!neutral(b[j]!)) kept.push(j + 1);
      i++;
      j++;
    } else if (i < a.length && lcs[i + 1]![j]! >= lcs[i]![j + 1]!) i++;
    else {
      if (!neutral(b[j]!)) added.push(j + 1);
      j++;
    }
  }
  return { added, kept };
}

export interface MarkProblem {
  line: number;
  message: string;
  /** The highlight the block should have: its added lines, as `{…}` ranges. */
  expected: string;
}

/** `[1, 2, 3, 7]` → `"1-3,7"`. */
export function lineRanges(lines: readonly number[]): string {
  const out: string[] = [];
  for (let k = 0; k < lines.length; k++) {
    const start = lines[k]!;
    while (k + 1 < lines.length && lines[k + 1] === lines[k]! + 1) k++;
    out.push(start === lines[k] ? `${start}` : `${start}-${lines[k]}`);
  }
  return out.join(",");
}

/**
 * Every block that shows a file again with other content and does not mark exactly what is new
 * (neutral lines may be marked or not): what it should mark, as `{…}`.
 */
export function markProblems(blocks: readonly TitledBlock[]): MarkProblem[] {
  const problems: MarkProblem[] = [];
  blocks.forEach((block, k) => {
    const previous = blocks
      .slice(0, k)
      .reverse()
      .find((p) => p.title === block.title && seenTogether(p.tabs, block.tabs));
    if (!previous || previous.code === block.code) return;
    const { added, kept } = changedLines(previous.code, block.code);
    const missing = added.filter((l) => !block.highlighted.has(l));
    const extra = kept.filter((l) => block.highlighted.has(l));
    if (missing.length === 0 && extra.length === 0) return;
    problems.push({
      line: block.line,
      expected: lineRanges(added),
      message:
        `${block.title} is shown again (first at line ${previous.line}) with changes: ` +
        [
          missing.length ? `mark its new lines ${lineRanges(missing)}` : "",
          extra.length ? `unmark lines ${lineRanges(extra)}, unchanged since then` : "",
        ]
          .filter(Boolean)
          .join(", and "),
    });
  });
  return problems;
}
