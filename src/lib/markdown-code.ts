/** A line that opens or closes a fenced code block (``` or ~~~, indented or not). */
export const FENCE_LINE = /^\s*(```|~~~)/;

/**
 * A Markdown line with `edit` applied to its text outside inline code spans (`` `a < b` `` is left
 * as written): the one rule both the reference twins (escaping `<`) and the MCP server (making
 * links absolute) read a line by.
 */
export function outsideInlineCode(line: string, edit: (text: string) => string): string {
  return line
    .split(/(`+[^`]*`+)/)
    .map((part, i) => (i % 2 === 1 ? part : edit(part)))
    .join("");
}
