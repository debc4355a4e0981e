/**
 * `data/api-validator-changes.yaml`: the reviewed list of what the routes' validator classes change
 * in the documented query parameters and request bodies (src/reference/openapi/reconcile.ts). The
 * build computes the changes from the pinned package and fails, naming the file and line, on any
 * change the list does not have and on any entry that no longer happens: a new package version
 * is read before the reference follows it.
 */
import { isMap, isScalar, isSeq } from "yaml";
import type { DocProblem } from "../../extract/types";
import type { ValidatorChange } from "../../openapi/reconcile";
import { FindingsError, readReviewedYaml } from "../../reviewed-yaml";

export const VALIDATOR_CHANGES_FILE = "data/api-validator-changes.yaml";

export interface ReviewedChange extends ValidatorChange {
  /** `data/api-validator-changes.yaml:12` */
  line: number;
}

/** Reads the reviewed list; a malformed file throws with its file and line. */
export function readValidatorChanges(root: string, file = VALIDATOR_CHANGES_FILE): ReviewedChange[] {
  const { doc, lineCounter } = readReviewedYaml(root, file);
  if (doc.contents === null) return [];
  if (!isMap(doc.contents))
    throw new FindingsError(`${file}:1: expected a map of "admin OperationId" or "schema Name" to lists of changes`);
  const out: ReviewedChange[] = [];
  for (const pair of doc.contents.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : "";
    const keyLine = isScalar(pair.key) && pair.key.range ? lineCounter.linePos(pair.key.range[0]).line : 0;
    if (!/^(admin|store|schema) \w+$/.test(key))
      throw new FindingsError(`${file}:${keyLine}: "${key}" is not "admin|store OperationId" or "schema Name"`);
    if (!isSeq(pair.value)) throw new FindingsError(`${file}:${keyLine}: ${key}: expected a list of changes`);
    for (const item of pair.value.items) {
      const line = isScalar(item) && item.range ? lineCounter.linePos(item.range[0]).line : keyLine;
      if (!isScalar(item) || typeof item.value !== "string")
        throw new FindingsError(`${file}:${line}: expected a change as a string`);
      out.push({ where: key, text: item.value, line });
    }
  }
  return out;
}

/** Problems for every computed change the list lacks and every listed change that no longer happens. */
export function validatorChangeProblems(
  reviewed: readonly ReviewedChange[],
  computed: readonly ValidatorChange[],
  file = VALIDATOR_CHANGES_FILE,
): DocProblem[] {
  const key = (c: ValidatorChange) => `${c.where}\n${c.text}`;
  const listed = new Set(reviewed.map(key));
  const happened = new Set(computed.map(key));
  const problems: DocProblem[] = [];
  const hint = "Read the validator in the package; when the reference should follow it, list the change (or drop the entry).";
  for (const c of computed) {
    if (!listed.has(key(c))) {
      problems.push({ pkg: "medusa-docs", file, line: 0, message: `${c.where}: "${c.text}" is not in the reviewed list`, hint });
    }
  }
  for (const r of reviewed) {
    if (!happened.has(key(r))) {
      problems.push({ pkg: "medusa-docs", file, line: r.line, message: `${r.where}: "${r.text}" no longer happens`, hint });
    }
  }
  return problems;
}

/** The list as the file writes it: one key per place, in the order the changes were found. */
export function formatValidatorChanges(changes: readonly ValidatorChange[]): string {
  const by = new Map<string, string[]>();
  for (const c of changes) (by.get(c.where) ?? by.set(c.where, []).get(c.where)!).push(c.text);
  return [...by].map(([where, texts]) => `${where}:\n${texts.map((t) => `  - ${JSON.stringify(t)}`).join("\n")}\n`).join("");
}
