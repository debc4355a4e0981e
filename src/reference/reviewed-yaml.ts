/**
 * The reviewed YAML files of the repository (data/api-*.yaml, the error reference's data): read
 * as lists of mappings, each entry with its file and line, so that a malformed one is reported
 * where it is. Shared by the OpenAPI builder, the reference families and `verify:*`.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isMap, isSeq, LineCounter, parseDocument, type Document, type YAMLMap } from "yaml";

export class FindingsError extends Error {
  override name = "FindingsError";
}

export interface Entry {
  map: YAMLMap;
  where: string;
}

/** A reviewed YAML file of the repository, parsed; a missing or malformed one throws with its file and line. */
export function readReviewedYaml(root: string, file: string): { doc: Document.Parsed; lineCounter: LineCounter } {
  const path = join(root, file);
  if (!existsSync(path)) throw new FindingsError(`${file}: missing`);
  const lineCounter = new LineCounter();
  const doc = parseDocument(readFileSync(path, "utf8"), { lineCounter, prettyErrors: false });
  const [error] = doc.errors;
  if (error) throw new FindingsError(`${file}:${lineCounter.linePos(error.pos[0]).line}: ${error.message}`);
  return { doc, lineCounter };
}

export function entries(root: string, file: string): Entry[] {
  const { doc, lineCounter } = readReviewedYaml(root, file);
  if (doc.contents === null) return [];
  if (!isSeq(doc.contents)) throw new FindingsError(`${file}:1: expected a list of entries`);
  return doc.contents.items.map((item) => {
    const line = isMap(item) && item.range ? lineCounter.linePos(item.range[0]).line : 0;
    const where = `${file}:${line}`;
    if (!isMap(item)) throw new FindingsError(`${where}: an entry must be a mapping`);
    return { map: item, where };
  });
}

export function field(entry: Entry, key: string, kind: "string" | "number" | "strings", optional = false): unknown {
  const value: unknown = entry.map.toJSON()[key];
  if (value === undefined) {
    if (optional) return undefined;
    throw new FindingsError(`${entry.where}: "${key}" is missing`);
  }
  const ok =
    kind === "strings"
      ? Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === "string" && v.trim() !== "")
      : kind === "number"
        ? Number.isInteger(value)
        : typeof value === "string" && value.trim() !== "";
  if (!ok) throw new FindingsError(`${entry.where}: "${key}" must be ${kind === "strings" ? "a list of texts" : `a ${kind}`}`);
  return kind === "string" ? (value as string).trim() : value;
}

export function onlyKeys(entry: Entry, keys: string[]): void {
  for (const key of Object.keys(entry.map.toJSON() as object)) {
    if (!keys.includes(key)) throw new FindingsError(`${entry.where}: unknown key "${key}" (expected ${keys.join(", ")})`);
  }
}

/** A place in a pinned package: `@medusajs/medusa/dist/services/order.js:1052`. */
export const EVIDENCE = /^@?[\w./-]+\.(js|ts|d\.ts):\d+$/;
