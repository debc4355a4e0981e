import type { Root } from "mdast";
import type { Position } from "unist";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";

/**
 * Inline code that Markdown renders differently from what the author typed. Inside a code span a
 * backslash is a backslash: `` `No \`redis_url\`` `` does not escape the inner backticks but ends
 * the span after `No \` and leaves stray backticks in the prose, and `` `\_id` `` shows the
 * backslash. Entities are not decoded there either (`` `&lt;id&gt;` `` shows `&lt;`), and an empty
 * span shows nothing. Each of these is an error at the span's line and column, and so is a
 * backtick left over in the text, which is what a broken span leaves behind.
 */
export function codeSpanProblem(value: string): string | undefined {
  if (value.trim() === "") return "empty code span: it renders as nothing (or a blank box)";
  if (value.endsWith("\\"))
    return `code span \`${value}\` ends with a backslash: a backslash does not escape a backtick inside a code span, so the span ends early`;
  const escaped = /\\[_`]/.exec(value);
  if (escaped)
    return `code span \`${value}\` contains "${escaped[0]}": Markdown escapes do not apply inside a code span, so the backslash is shown`;
  const entity = /&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i.exec(value);
  if (entity)
    return `code span \`${value}\` contains "${entity[0]}": entities are not decoded inside a code span, so it is shown as typed`;
  return undefined;
}

const HINT =
  "to show backticks in inline code, open and close the span with more backticks than it contains (``No `redis_url` provided``); write other characters as they are";

export function remarkCodeSpans() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (node.type === "inlineCode") {
        const problem = codeSpanProblem(node.value);
        if (problem) file.message(problem, { place: node.position, ruleId: "code-span" }).note = HINT;
      } else if (node.type === "text" && node.value.includes("`")) {
        file.message(
          "a backtick in the text opens no code span and is shown as a backtick: a code span nearby is broken or unclosed (write a literal backtick as code: `` ` ``)",
          { place: backtickPlace(String(file.value), node.position) ?? node.position, ruleId: "code-span" },
        ).note = HINT;
      }
    });
  };
}

/** The line and column of the first backtick of a text node in the source. */
function backtickPlace(source: string, position: Position | undefined) {
  const start = position?.start.offset;
  const end = position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  const at = source.slice(start, end).indexOf("`");
  if (at < 0) return undefined;
  const before = source.slice(0, start + at);
  const line = before.split("\n").length;
  return { line, column: start + at - before.lastIndexOf("\n") };
}
