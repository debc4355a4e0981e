import type { Entry } from "./record";
import type { Sentence } from "./sentences";

/** A sentence counts towards a page's length when it has at least this many words (not a label or heading). */
const MIN_WORDS = 5;

export interface PageCoverage {
  page: string;
  claims: number;
  /** Distinct sentences of the page that claims quote. */
  quoted: number;
  /** Sentences of the page with at least MIN_WORDS words. */
  sentences: number;
}

/** How much of each page its claims quote, the pages that quote the fewest sentences for their length first. */
export function coverage(entries: Entry[], sentencesOf: (page: string) => Sentence[]): PageCoverage[] {
  return entries
    .map((e) => {
      const long = new Set(
        sentencesOf(e.page)
          .map((s) => s.text)
          .filter((t) => t.split(" ").length >= MIN_WORDS),
      );
      const quotes = new Set((e.claims ?? []).map((c) => c.quote));
      return {
        page: e.page,
        claims: e.claims?.length ?? 0,
        quoted: [...quotes].filter((q) => long.has(q)).length,
        sentences: long.size,
      };
    })
    .sort((a, b) => a.quoted / Math.max(1, a.sentences) - b.quoted / Math.max(1, b.sentences) || b.sentences - a.sentences);
}
