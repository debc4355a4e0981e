import {
  BUILDS_DIR,
  chunksFor,
  decodeLength,
  decodePosting,
  FORMAT_VERSION,
  MANIFEST_FILE,
  stemWord,
  type Manifest,
  type PageFile,
  type WordChunk,
} from "./index-format";
import { searchSorted } from "../../lib/sorted";
import type { Fragment } from "./rank";

/**
 * The search dialog's reader of the site's static index (index-format.ts). A search of some words
 * finds the pages that use every word (or, with `anyWord`, some of them), a word matching the
 * index's words that start with it ("refun" finds "refund", "refunds"), and scores them by BM25:
 * words that few pages use count more, a word counts more the more often and the more prominently
 * (headings) a page uses it, up to a point, and the shorter the page; a word in the title adds a
 * fixed bonus. A word that only starts a page's word counts less than the word itself. Scores are
 * a share of what the query's words can score, so searches of different words compare.
 */

/** A page a search found. `data()` fetches its text (cached), for ranking its sections and excerpts. */
export interface IndexResult {
  id: string;
  score: number;
  data(): Promise<Fragment>;
}

export interface SearchIndexOptions {
  /** Only pages of this section (a section label); null or absent: all pages. */
  section?: string | null;
  /** Pages using any of the words, ranked by how much of the query they cover; otherwise pages using every word. */
  anyWord?: boolean;
}

export interface DocsIndex {
  /** Pages using every word of `query` (words separated by spaces), or some with `anyWord`; best first. */
  search(query: string, options?: SearchIndexOptions): Promise<{ results: IndexResult[] }>;
  /** Whether the index holds `word` itself (not only words that start with it). */
  holds(word: string): Promise<boolean>;
}

/** BM25's term saturation: how quickly more uses of a word stop adding to a page's score. */
const K1 = 2;
/** BM25's length normalization: how much a long page's uses of a word count for less. */
const B = 0.75;
/**
 * What a word in the title adds, against at most K1 + 1 for the word used throughout the text.
 * A like bonus for a word in a section's heading (h2 to h4, flagged in the postings), whatever the
 * page's length, so that a long page whose section answers would reach the pages ranking reads,
 * was measured and not kept: at 0.5, 1 or 2 (or 1 for pages longer than the average only) the
 * real-question sets did not gain (real success@3 0.83 -> 0.80 to 0.83) and the real held-out set
 * lost (0.65 -> 0.61 to 0.62 on the worst page kind); the index's word chunks grew 2.5%.
 */
const TITLE_SCORE = 3;
/**
 * How strongly a page that uses some of the query's words is held to the share of the query's
 * weight it uses (an any-word search): 2 favoured pages with more of a long question's words,
 * whatever they were; 1.5 measured better on the tuning sets (npm run eval:search).
 */
const ANY_SHARE_POWER = 1.5;
/** Words whose scores are kept for later searches (`scoresOf`); then they are dropped. */
const MAX_SCORED_WORDS = 200;
/** Words shorter than this are matched whole only: "re" does not stand for every word starting with it. */
const MIN_PREFIX = 3;

interface LoadedChunk {
  words: string[];
  /** Per word: page numbers and uses (`encodePosting`), alternating. */
  postings: Int32Array[];
}

/**
 * Reads a file of the search index (or its lexicon) by its URL, as JSON. The dialog fetches it;
 * the MCP server (src/mcp/) reads the same file from the built site on disk.
 */
export type JsonLoader = <T>(url: string) => Promise<T>;

/** Fetches a file of the search index (or its lexicon) as JSON; an error names the file and status. */
export async function fetchJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`search index: ${url}: ${res.status}`);
  return (await res.json()) as T;
}

/** Opens the index under `base` (the folder with `index.json`, ending in "/"): fetches its manifest. */
export async function openIndex(base: string, load: JsonLoader = fetchJson): Promise<DocsIndex> {
  const manifest = await load<Manifest>(`${base}${MANIFEST_FILE}`);
  if (manifest.version !== FORMAT_VERSION) throw new Error(`search index: unknown version ${String(manifest.version)}`);
  const pages = manifest.lengths.length;
  const lengths = Float64Array.from(manifest.lengths, decodeLength);
  const average = lengths.reduce((a, b) => a + b, 0) / pages;
  const root = `${base}${BUILDS_DIR}/${manifest.build}/`;

  const chunks = new Map<number, Promise<LoadedChunk>>();
  const chunk = (n: number): Promise<LoadedChunk> => {
    let c = chunks.get(n);
    if (!c) {
      c = load<WordChunk>(`${root}w/${n}.json`).then((raw) => ({
        words: raw.words,
        postings: raw.postings.map((deltas) => {
          const out = new Int32Array(deltas.length);
          let page = 0;
          for (let i = 0; i < deltas.length; i += 2) {
            page += deltas[i]!;
            out[i] = page;
            out[i + 1] = deltas[i + 1]!;
          }
          return out;
        }),
      }));
      c.catch(() => chunks.delete(n));
      chunks.set(n, c);
    }
    return c;
  };

  const fragments = new Map<number, Promise<Fragment>>();
  const fragment = (page: number): Promise<Fragment> => {
    let f = fragments.get(page);
    if (!f) {
      f = load<PageFile>(`${root}p/${page}.json`).then(toFragment);
      f.catch(() => fragments.delete(page));
      fragments.set(page, f);
    }
    return f;
  };

  /** The index's words that `stem` matches (itself, or words it starts), each with its postings. */
  const matches = async (stem: string): Promise<{ word: string; postings: Int32Array }[]> => {
    const exact = stem.length < MIN_PREFIX;
    const loaded = await Promise.all(chunksFor(manifest.chunks, stem, exact).map(chunk));
    const out: { word: string; postings: Int32Array }[] = [];
    for (const c of loaded) {
      for (let i = searchSorted(c.words, stem); i < c.words.length; i++) {
        const w = c.words[i]!;
        if (exact ? w !== stem : !w.startsWith(stem)) break;
        out.push({ word: w, postings: c.postings[i]! });
      }
    }
    return out;
  };

  /**
   * What a query word scores on each page that uses it (in `section`, when given): BM25 of the
   * word's weighted uses, plus TITLE_SCORE when the title has it, times the word's idf (over all
   * pages). `matched`: the index's words the query word matches; a longer word counts less.
   */
  const termScores = (
    stem: string,
    matched: readonly { word: string; postings: Int32Array }[],
    section: string | undefined,
  ): { idf: number; scores: Map<number, number> } => {
    const tf = new Map<number, number>();
    const title = new Map<number, number>();
    for (const { word, postings } of matched) {
      const similarity = word === stem ? 1 : stem.length / word.length;
      for (let k = 0; k < postings.length; k += 2) {
        const page = postings[k]!;
        const { count, inTitle } = decodePosting(postings[k + 1]!);
        tf.set(page, (tf.get(page) ?? 0) + count * similarity);
        if (inTitle) title.set(page, Math.max(title.get(page) ?? 0, similarity));
      }
    }
    const df = tf.size;
    const idf = Math.log(1 + (pages - df + 0.5) / (df + 0.5));
    const scores = new Map<number, number>();
    for (const [page, f] of tf) {
      if (section !== undefined && manifest.sections[page] !== section) continue;
      const norm = K1 * (1 - B + (B * lengths[page]!) / average);
      const text = (f * (K1 + 1)) / (f + norm);
      scores.set(page, idf * (text + TITLE_SCORE * (title.get(page) ?? 0)));
    }
    return { idf, scores };
  };

  // A query runs several searches (its variants, each with every word and with any word) that
  // share words, and typing repeats them: a word's scores are computed once.
  const scored = new Map<string, Promise<{ idf: number; scores: Map<number, number> }>>();
  const scoresOf = (stem: string, section: string | undefined) => {
    const key = `${stem} ${section ?? ""}`;
    let s = scored.get(key);
    if (!s) {
      if (scored.size >= MAX_SCORED_WORDS) scored.clear();
      s = matches(stem).then((m) => termScores(stem, m, section));
      s.catch(() => scored.delete(key));
      scored.set(key, s);
    }
    return s;
  };

  const sectionIndex = (label: string | null | undefined): string | undefined => {
    if (!label) return undefined;
    const i = manifest.sectionLabels.indexOf(label);
    return i === -1 ? "none" : String(i);
  };

  return {
    async search(query, options = {}) {
      const stems = [
        ...new Set(
          query
            .split(/\s+/)
            .filter(Boolean)
            .map((w) => stemWord(w.toLowerCase())),
        ),
      ];
      if (stems.length === 0) return { results: [] };
      const section = sectionIndex(options.section);
      const perTerm = await Promise.all(stems.map((stem) => scoresOf(stem, section)));
      const scores = new Map<number, number>();
      if (options.anyWord) {
        // Pages using some of the words, by the words' scores, times the share of the query's
        // weight (its words' idf) they use, to the power ANY_SHARE_POWER: a page missing a rare word
        // loses much, but not so much that a reader's rare filler words ("no matter what", "at
        // first") decide between pages that have the question's subject.
        const total = perTerm.reduce((n, t) => n + t.idf, 0);
        const covered = new Map<number, number>();
        for (const t of perTerm) {
          for (const [page, score] of t.scores) {
            scores.set(page, (scores.get(page) ?? 0) + score);
            covered.set(page, (covered.get(page) ?? 0) + t.idf);
          }
        }
        for (const [page, c] of covered) scores.set(page, scores.get(page)! * (c / total) ** ANY_SHARE_POWER);
      } else {
        // Pages using every word: from the rarest word's pages.
        const [rarest, ...rest] = [...perTerm].sort((a, b) => a.scores.size - b.scores.size);
        next: for (const [page, score] of rarest!.scores) {
          let sum = score;
          for (const t of rest) {
            const s = t.scores.get(page);
            if (s === undefined) continue next;
            sum += s;
          }
          scores.set(page, sum);
        }
      }
      // Scores as a share of the query's weight (its words' idf), so that searches of different
      // words compare: a page that uses one rare word well does not beat one that uses it and the rest.
      const weight = perTerm.reduce((n, t) => n + t.idf, 0);
      const results = [...scores]
        .sort((a, b) => b[1] - a[1] || a[0] - b[0])
        .map(([page, score]) => ({ id: String(page), score: score / weight, data: () => fragment(page) }));
      return { results };
    },
    async holds(word) {
      const stem = stemWord(word.toLowerCase());
      return (await matches(stem)).some((m) => m.word === stem);
    },
  };
}

/** A page file as ranking reads it (rank.ts, `Fragment`). */
function toFragment(p: PageFile): Fragment {
  return {
    url: p.url,
    content: p.content,
    meta: { title: p.title, ...(p.badge ? { badge: p.badge } : {}) },
    filters: p.section ? { section: [p.section] } : {},
    anchors: p.anchors.map(([element, id, location, text]) => ({ element, id, location, ...(text ? { text } : {}) })),
  };
}
