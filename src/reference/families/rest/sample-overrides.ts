/**
 * `data/api-sample-overrides.yaml`: the reviewed replacements of the package's code samples that
 * are wrong (another route or method, a syntax error, a body the validator refuses). Each entry
 * names the operation, says why, and gives the samples that replace the package's, by label.
 */
import { isMap, isScalar } from "yaml";
import { SAMPLE_LABELS, type SampleLabel, type SampleOverride } from "../../openapi/samples";
import { FindingsError, readReviewedYaml } from "../../reviewed-yaml";

export const SAMPLE_OVERRIDES_FILE = "data/api-sample-overrides.yaml";

export function readSampleOverrides(root: string, file = SAMPLE_OVERRIDES_FILE): SampleOverride[] {
  const { doc, lineCounter } = readReviewedYaml(root, file);
  if (doc.contents === null) return [];
  if (!isMap(doc.contents)) throw new FindingsError(`${file}:1: expected a map of "admin|store OperationId" to entries`);
  const out: SampleOverride[] = [];
  const seen = new Set<string>();
  for (const pair of doc.contents.items) {
    const operation = isScalar(pair.key) ? String(pair.key.value) : "";
    const line = isScalar(pair.key) && pair.key.range ? lineCounter.linePos(pair.key.range[0]).line : 0;
    const where = `${file}:${line}`;
    if (!/^(admin|store) \w+$/.test(operation))
      throw new FindingsError(`${where}: "${operation}" is not "admin|store OperationId"`);
    if (seen.has(operation)) throw new FindingsError(`${where}: ${operation} is listed twice`);
    seen.add(operation);
    if (!isMap(pair.value)) throw new FindingsError(`${where}: ${operation}: expected why and the samples`);
    const entry: SampleOverride = { operation, why: "", samples: {}, where };
    for (const item of pair.value.items) {
      const key = isScalar(item.key) ? String(item.key.value) : "";
      const value = isScalar(item.value) ? item.value.value : undefined;
      if (typeof value !== "string" || value.trim() === "")
        throw new FindingsError(`${where}: ${operation}: ${key} must be text`);
      if (key === "why") entry.why = value.trim();
      else if ((SAMPLE_LABELS as readonly string[]).includes(key)) entry.samples[key as SampleLabel] = value;
      else throw new FindingsError(`${where}: ${operation}: unknown key ${key} (why, ${SAMPLE_LABELS.join(", ")})`);
    }
    if (entry.why === "") throw new FindingsError(`${where}: ${operation}: say why the package's samples are replaced`);
    if (Object.keys(entry.samples).length === 0) throw new FindingsError(`${where}: ${operation}: no sample`);
    out.push(entry);
  }
  return out;
}
