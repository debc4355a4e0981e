import { readFileSync } from "node:fs";
import { isMap, isScalar, isSeq, type Node as YamlNode } from "yaml";
import { throwIfAny, type Diagnostic } from "../diagnostics";
import { parseYamlList } from "../lib/yaml-list";

/**
 * The search evaluation sets (data/search-eval/*.yaml, issue 14): queries readers type, each with
 * the pages that answer it. This module reads a set and rejects anything malformed with the file
 * and line of the entry, so that a typo in the set never turns into a silently wrong figure.
 */

/** The kinds of query the sets hold, in the order reports list them. */
export const CATEGORIES = ["identifier", "rest-route", "how-to", "error", "merchant", "typo"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface EvalEntry {
  /** The set's file, as given to the loader (relative to the project root in reports). */
  file: string;
  /** 1-based line of the entry's `query` key. */
  line: number;
  query: string;
  category: Category;
  /** Acceptable results: a page path (`/a/b`, any of its sections) or a section (`/a/b#anchor`). */
  accept: string[];
  /** Where the query was asked, for sets of real questions: a public https URL. */
  source?: string;
  /**
   * A page that does not exist yet and will answer the query better than those accepted now
   * (`error-reference`: the generated error reference): `accept` is re-pointed when it exists.
   */
  awaits?: Awaited;
}

/** What an entry may wait for (see `awaits`). */
export const AWAITABLE = ["error-reference"] as const;
export type Awaited = (typeof AWAITABLE)[number];

/** How a set is read. */
export interface SetRules {
  /** Every entry must say where it was asked (`source`): the sets of real questions. */
  requireSource?: boolean;
}

const REQUIRED_KEYS = ["query", "category", "accept"] as const;
const KEYS = [...REQUIRED_KEYS, "source", "awaits"] as const;
/** A public page where a question was asked. */
const SOURCE_PATTERN = /^https:\/\/\S+$/;
/** A site path with an optional anchor: no origin, query string, trailing slash or `.html`. */
const URL_PATTERN = /^\/(?:[^\s#?]*[^\s#?/])?(?:#[^\s#]+)?$/;

/** Reads and checks a set file. Throws a DiagnosticError listing every problem as `file:line`. */
export function loadEvalSet(path: string, file = path, rules: SetRules = {}): EvalEntry[] {
  return parseEvalSet(readFileSync(path, "utf8"), file, rules);
}

/** Parses the YAML text of a set; `file` is the name problems are reported under. */
export function parseEvalSet(text: string, file: string, rules: SetRules = {}): EvalEntry[] {
  const { items, lineOf } = parseYamlList(text, file, "entries (- query: …)");

  const problems: Diagnostic[] = [];
  const entries: EvalEntry[] = [];
  const seen = new Map<string, number>();
  for (const item of items) {
    const line = lineOf(item as YamlNode);
    let valid = true;
    const problem = (message: string, at = line, hint?: string) => {
      valid = false;
      problems.push({ file, line: at, message, ...(hint ? { hint } : {}) });
    };
    if (!isMap(item)) {
      problem("an entry is a mapping with query, category and accept");
      continue;
    }
    const values = new Map<string, { node: YamlNode; line: number }>();
    for (const pair of item.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
      const keyLine = lineOf(pair.key as YamlNode, line);
      if (!key || !(KEYS as readonly string[]).includes(key)) {
        problem(`unknown key ${key ? `"${key}"` : ""} (allowed: ${KEYS.join(", ")})`, keyLine);
        continue;
      }
      values.set(key, { node: pair.value as YamlNode, line: keyLine });
    }
    const missing = [...REQUIRED_KEYS, ...(rules.requireSource ? (["source"] as const) : [])].filter((k) => !values.has(k));
    if (missing.length > 0) {
      problem(`missing ${missing.map((k) => `"${k}"`).join(", ")}`);
      continue;
    }

    const query = values.get("query")!;
    const category = values.get("category")!;
    const accept = values.get("accept")!;
    const queryText = isScalar(query.node) && typeof query.node.value === "string" ? query.node.value.trim() : "";
    if (!queryText) problem('"query" must be a non-empty string', query.line);
    const categoryValue = isScalar(category.node) ? category.node.value : undefined;
    if (typeof categoryValue !== "string" || !(CATEGORIES as readonly string[]).includes(categoryValue)) {
      problem(`unknown category ${JSON.stringify(categoryValue ?? null)}`, category.line, `use one of: ${CATEGORIES.join(", ")}`);
    }
    const urls: string[] = [];
    if (!isSeq(accept.node) || accept.node.items.length === 0) {
      problem('"accept" must be a non-empty list of page URLs', accept.line);
    } else {
      for (const u of accept.node.items) {
        const value = isScalar(u) ? u.value : undefined;
        const at = lineOf(u as YamlNode, accept.line);
        if (typeof value !== "string" || !URL_PATTERN.test(value)) {
          problem(
            `accept: ${JSON.stringify(value ?? null)} is not a page URL`,
            at,
            "write a site path such as /a/b or /a/b#anchor",
          );
        } else if (urls.includes(value)) {
          problem(`accept: ${value} is listed twice`, at);
        } else urls.push(value);
      }
    }
    const source = optionalString(values.get("source"));
    if (source !== undefined && !SOURCE_PATTERN.test(source.value)) {
      problem(
        `source: ${JSON.stringify(source.value)} is not an https URL`,
        source.line,
        "link the public question the query comes from",
      );
    }
    const awaits = optionalString(values.get("awaits"));
    if (awaits !== undefined && !(AWAITABLE as readonly string[]).includes(awaits.value)) {
      problem(`awaits: unknown ${JSON.stringify(awaits.value)}`, awaits.line, `use one of: ${AWAITABLE.join(", ")}`);
    }
    const key = queryText.toLowerCase();
    if (queryText && seen.has(key)) problem(`duplicate query "${queryText}" (first at line ${seen.get(key)})`, query.line);
    if (queryText) seen.set(key, query.line);

    if (valid) {
      entries.push({
        file,
        line: query.line,
        query: queryText,
        category: categoryValue as Category,
        accept: urls,
        ...(source ? { source: source.value } : {}),
        ...(awaits ? { awaits: awaits.value as Awaited } : {}),
      });
    }
  }
  throwIfAny(`${file}: invalid search evaluation set`, problems);
  return entries;
}

/** An optional string key's value and line; a value that is not a string is reported as "". */
function optionalString(entry: { node: YamlNode; line: number } | undefined): { value: string; line: number } | undefined {
  if (!entry) return undefined;
  const value = isScalar(entry.node) && typeof entry.node.value === "string" ? entry.node.value.trim() : "";
  return { value, line: entry.line };
}

/** The same query in two sets would let tuning on one leak into the other. */
export function crossSetDuplicates(sets: readonly (readonly EvalEntry[])[]): Diagnostic[] {
  const first = new Map<string, EvalEntry>();
  const problems: Diagnostic[] = [];
  for (const set of sets) {
    for (const e of set) {
      const prior = first.get(e.query.toLowerCase());
      if (prior && prior.file !== e.file) {
        problems.push({ file: e.file, line: e.line, message: `query "${e.query}" is also in ${prior.file}:${prior.line}` });
      } else if (!prior) first.set(e.query.toLowerCase(), e);
    }
  }
  return problems;
}
