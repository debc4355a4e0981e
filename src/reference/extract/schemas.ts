import { LineCounter, parseDocument } from "yaml";
import type { DocProblem, SchemaBlock, SchemaObject, SourceLocation } from "./types";

const COMMENT = /\/\*\*([\s\S]*?)\*\//g;

/**
 * Finds the `@schema Name` YAML blocks of a declaration file. Medusa writes them as comments next
 * to (often after) the class they describe, so they are read from the file text, not from the
 * class's own doc comment. A block whose YAML does not parse is reported with its line.
 */
export function scanSchemas(
  text: string,
  where: Omit<SourceLocation, "line">,
): { blocks: SchemaBlock[]; problems: DocProblem[] } {
  const blocks: SchemaBlock[] = [];
  const problems: DocProblem[] = [];
  for (const m of text.matchAll(COMMENT)) {
    const body = m[1]!;
    if (!body.includes("@schema")) continue;
    const commentLine = text.slice(0, m.index).split("\n").length;
    const lines = body.split("\n").map((l) => l.replace(/^\s*\* ?/, ""));
    const head = lines.findIndex((l) => /^@schema\s+\S+/.test(l.trim()));
    if (head === -1) continue;
    const name = lines[head]!.trim().split(/\s+/)[1]!;
    const yamlText = lines.slice(head + 1).join("\n");
    const lineCounter = new LineCounter();
    const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false });
    // The YAML starts on the comment line + head + 1.
    const firstLine = commentLine + head + 1;
    if (doc.errors.length > 0) {
      const e = doc.errors[0]!;
      problems.push({
        ...where,
        line: firstLine + lineCounter.linePos(e.pos[0]).line - 1,
        message: `@schema ${name}: invalid YAML: ${e.message.split("\n")[0]}`,
      });
      continue;
    }
    const schema = doc.toJS() as SchemaObject | null;
    if (!schema || typeof schema !== "object") {
      problems.push({ ...where, line: firstLine, message: `@schema ${name}: the block is empty` });
      continue;
    }
    blocks.push({ name, loc: { ...where, line: commentLine }, schema });
  }
  return { blocks, problems };
}
