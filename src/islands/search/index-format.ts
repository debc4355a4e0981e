import { stemmer } from "stemmer";
import { searchSorted } from "../../lib/sorted";
import { indexWords } from "./query";
import { isRouteWord } from "./route";

/**
 * The site's own search index: the files the build writes (src/builder/search-index.ts) and the
 * search dialog reads (docs-index.ts). Everything both sides must agree on is here.
 *
 * Under `/search/`:
 * - `index.json` (the manifest): the build id, each page's length and section, and where each
 *   chunk of the word list starts;
 * - `lexicon.json`: the pages' kinds, the vocabulary for "Did you mean" and the synonyms (lexicon.ts);
 * - `v/<build>/w/<n>.json`: chunk `n` of the word list, in alphabetical order: each word (stemmed)
 *   with the pages that use it and how much (its occurrences, weighted by where they are);
 * - `v/<build>/p/<n>.json`: page `n`'s fragment: its URL, title, text and anchors, for ranking its
 *   sections and showing excerpts.
 *
 * A query fetches the manifest and lexicon once, then only the chunks its words fall in and the
 * pages it shows: a word chunk is a few kilobytes, and the index holds no word positions
 * (sections and excerpts are found in a page's text). The files under `v/<build>/` never change
 * (a new index is a new build id), so they are cached as immutable; the manifest and lexicon are not.
 */

export const SEARCH_DIR = "search";
export const MANIFEST_FILE = "index.json";
/** The folder of the builds' word chunks and pages, under SEARCH_DIR: each build's files are in `v/<build>/`. */
export const BUILDS_DIR = "v";
export const FORMAT_VERSION = 1;

export interface Manifest {
  version: typeof FORMAT_VERSION;
  /** The build's id: the folder of its word chunks and pages (they are cached as immutable). */
  build: string;
  /** Section labels; `sections` refers to them by position. */
  sectionLabels: string[];
  /** One character per page: its section's position in `sectionLabels` (`0`…), or `-` for none. */
  sections: string;
  /** One character per page: its length in words, as LENGTH_BASE + round(LENGTH_STEPS × log2(words + 1)). */
  lengths: string;
  /** The first word of each word chunk; chunk `n` holds the words from `chunks[n]` to before `chunks[n + 1]`. */
  chunks: string[];
}

/** A chunk of the word list. */
export interface WordChunk {
  words: string[];
  /**
   * For each word, its pages: pairs of (page number minus the previous pair's, use). The use is
   * `encodePosting`'s: the word's occurrences in the page's text, each counted by the weight of
   * where it is (heading level, `data-search-weight`), and whether the title has the word.
   */
  postings: number[][];
}

/** A page as the dialog reads it to rank its sections and show excerpts. */
export interface PageFile {
  url: string;
  title: string;
  badge?: string;
  section?: string;
  /** The page's text, words separated by single spaces; anchors locate words by their index in it. */
  content: string;
  /** Elements with an id: [tag name, id, index of its first word, heading text (headings only)]. */
  anchors: [string, string, number, string?][];
}

export const LENGTH_BASE = 48;
export const LENGTH_STEPS = 4;

export function encodeLength(words: number): string {
  return String.fromCharCode(LENGTH_BASE + Math.round(LENGTH_STEPS * Math.log2(words + 1)));
}

export function decodeLength(c: string): number {
  return 2 ** ((c.charCodeAt(0) - LENGTH_BASE) / LENGTH_STEPS) - 1;
}

/** Weight of a word in a page's title (its h1): a marker, title words are not counted but flagged (`encodePosting`). */
export const TITLE_WEIGHT = 100;
/** Weight of a word in a heading, by level (h2 … h6); other text weighs 1 unless `data-search-weight` says. */
export const HEADING_WEIGHTS: Record<string, number> = { h2: 6, h3: 5, h4: 4, h5: 3, h6: 2 };

/**
 * The form a word is indexed and looked up in: English stems for words of letters ("refunds",
 * "refunded" → "refund"), other words (names with digits, REST route words) as they are.
 */
export function stemWord(word: string): string {
  if (!/^[a-z]+$/.test(word) || isRouteWord(word)) return word;
  return stemmer(word);
}

/** The index terms of one whitespace-separated word of a page (see `indexWords`), stemmed. */
export function indexTerms(raw: string): string[] {
  return [...new Set(indexWords(raw).map(stemWord))];
}

/** Largest weighted count a posting records. */
const MAX_COUNT = 1000;

/** A page's use of a word as one number: its weighted count in the text, times 2, plus 1 when the title has the word. */
export function encodePosting(count: number, inTitle: boolean): number {
  return Math.min(MAX_COUNT, Math.round(count)) * 2 + (inTitle ? 1 : 0);
}

export function decodePosting(value: number): { count: number; inTitle: boolean } {
  return { count: value >> 1, inTitle: (value & 1) === 1 };
}

/** Word chunks, in alphabetical order: the chunks that may hold words starting with `prefix`. */
export function chunksFor(chunks: readonly string[], prefix: string, exact: boolean): number[] {
  // The last chunk starting at or before the prefix, then every later chunk starting with it.
  const lo = searchSorted(chunks, prefix, true);
  const out = [Math.max(0, lo - 1)];
  if (!exact) for (let i = lo; i < chunks.length && chunks[i]!.startsWith(prefix); i++) out.push(i);
  return out;
}
