import { isSeq, LineCounter, parseDocument, type Node as YamlNode } from "yaml";
import { diagnosticError } from "../diagnostics";

/**
 * The data files that are YAML lists of entries (the search evaluation sets, the search
 * synonyms): parsed with the line of every node, so that each problem is reported as `file:line`.
 * Invalid YAML, or a document that is not a list, is thrown as a diagnostic at once.
 */
export function parseYamlList(
  text: string,
  file: string,
  /** What the list holds, for the message when the document is not a list: "entries (- query: …)". */
  shape: string,
): {
  items: unknown[];
  /** The plain value of each item, in the same order, with YAML aliases (`*name`) resolved. */
  values: unknown[];
  lineOf: (node: unknown, fallback?: number) => number;
} {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const lineOf = (node: unknown, fallback = 1) => {
    const range = (node as YamlNode | null | undefined)?.range;
    return range ? lineCounter.linePos(range[0]).line : fallback;
  };
  const yamlError = doc.errors[0];
  if (yamlError) {
    throw diagnosticError({
      file,
      line: lineCounter.linePos(yamlError.pos[0]).line,
      message: `not valid YAML: ${yamlError.message.split("\n")[0]!.trim()}`,
    });
  }
  if (!isSeq(doc.contents))
    throw diagnosticError({ file, line: lineOf(doc.contents), message: `a YAML list of ${shape} is expected` });
  return { items: doc.contents.items, values: doc.toJS() as unknown[], lineOf };
}
