import { readFileSync } from "node:fs";
import { isMap, isScalar, isSeq, type Node as YamlNode } from "yaml";
import { throwIfAny, type Diagnostic } from "../diagnostics";
import { parseYamlList } from "../lib/yaml-list";
import type { Synonym } from "../islands/search/lexicon";

/**
 * Reads the reviewed synonym table of search (data/search-synonyms.yaml) for the search lexicon.
 * Every entry needs the words readers type, what the docs call it (a phrase, or a list of them
 * when the words have more than one sense), and the reason; anything
 * malformed fails the build with the file and line, so no entry is dropped without notice.
 */

export const SYNONYMS_FILE = "data/search-synonyms.yaml";

const KEYS = ["words", "means", "reason"] as const;
/** Lowercase words and the punctuation names carry (`medusa-config.js`). */
const PHRASE = /^[a-z0-9][a-z0-9.\-' ]*[a-z0-9]$/;

/** A YAML node's text, trimmed; "" for anything but a string scalar. */
function stringOf(node: unknown): string {
  return isScalar(node) && typeof node.value === "string" ? node.value.trim() : "";
}

export function loadSynonyms(path: string, file = path): Synonym[] {
  return parseSynonyms(readFileSync(path, "utf8"), file);
}

export function parseSynonyms(text: string, file: string): Synonym[] {
  const { items, lineOf } = parseYamlList(text, file, "synonyms (- words: …)");
  const problems: Diagnostic[] = [];
  const synonyms: Synonym[] = [];
  const firstUse = new Map<string, number>();
  for (const item of items) {
    const line = lineOf(item);
    const problem = (message: string, at = line) => problems.push({ file, line: at, message });
    if (!isMap(item)) {
      problem("an entry is a mapping with words, means and reason");
      continue;
    }
    const values = new Map<string, YamlNode>();
    for (const pair of item.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : "";
      if (!(KEYS as readonly string[]).includes(key))
        problem(`unknown key "${key}" (allowed: ${KEYS.join(", ")})`, lineOf(pair.key, line));
      else values.set(key, pair.value as YamlNode);
    }
    const missing = KEYS.filter((k) => !values.has(k));
    if (missing.length > 0) {
      problem(`missing ${missing.map((k) => `"${k}"`).join(", ")}`);
      continue;
    }
    const text = (key: string) => stringOf(values.get(key));
    const meansNode = values.get("means");
    const means = isSeq(meansNode) ? meansNode.items.map(stringOf) : [stringOf(meansNode)];
    if (means.length === 0 || means.some((m) => !m))
      problem('"means" must be a non-empty string or list of strings', lineOf(meansNode, line));
    else if (means.some((m) => !PHRASE.test(m)))
      problem(`"means": "${means.find((m) => !PHRASE.test(m))}" must be lowercase words`, lineOf(meansNode, line));
    if (!text("reason"))
      problem('"reason" must say why readers who type the words want these pages', lineOf(values.get("reason"), line));
    const wordsNode = values.get("words");
    const words: string[] = [];
    if (!isSeq(wordsNode) || wordsNode.items.length === 0)
      problem('"words" must be a non-empty list of phrases', lineOf(wordsNode, line));
    else {
      for (const w of wordsNode.items) {
        const at = lineOf(w, line);
        const value = stringOf(w);
        if (!PHRASE.test(value)) problem(`words: ${JSON.stringify(isScalar(w) ? w.value : null)} must be lowercase words`, at);
        else if (firstUse.has(value)) problem(`words: "${value}" is already in the entry at line ${firstUse.get(value)}`, at);
        else {
          firstUse.set(value, line);
          words.push(value);
        }
      }
    }
    if (words.length > 0 && means.length > 0 && means.every((m) => PHRASE.test(m))) synonyms.push({ words, means });
  }
  throwIfAny(`${file}: invalid search synonyms`, problems);
  return synonyms;
}
