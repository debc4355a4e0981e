import type { DocsIndexEntry } from "../../site/docs-index";
import { editDistance } from "../../lib/edit-distance";

/** What the 404 page reads of each /docs-index.json entry. */
export type IndexEntry = Pick<DocsIndexEntry, "id" | "title" | "description" | "path">;

const tokens = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 1);

/**
 * Pages that a mistyped or moved URL most likely meant: words of the URL found in a page's
 * path count most, then words in its title. Deterministic, so it is easy to test.
 */
export function suggestPages(pathname: string, docs: readonly IndexEntry[], limit = 6): IndexEntry[] {
  const wanted = tokens(decodeURIComponent(pathname));
  if (wanted.length === 0) return [];
  const last = wanted.at(-1)!;
  const scored = docs.map((doc) => {
    const pathWords = tokens(doc.path);
    const titleWords = tokens(doc.title);
    let score = 0;
    for (const w of wanted) {
      if (pathWords.includes(w)) score += 3;
      else if (w.length >= 4 && pathWords.some((p) => editDistance(w, p, 2) <= (w.length >= 7 ? 2 : 1))) score += 2;
      else if (pathWords.some((p) => p.startsWith(w) || w.startsWith(p))) score += 1;
      if (titleWords.includes(w)) score += 1;
    }
    if (pathWords.at(-1) === last) score += 4;
    // Shorter paths are more general pages: prefer them on ties.
    return { doc, score: score - pathWords.length * 0.01 };
  });
  return scored
    .filter((s) => s.score >= 1)
    .sort((a, b) => b.score - a.score || a.doc.path.localeCompare(b.doc.path))
    .slice(0, limit)
    .map((s) => s.doc);
}
