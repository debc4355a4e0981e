import { LISTED_KINDS, type LexiconFile, type PageKind, type Synonym } from "../islands/search/lexicon";
import { indexWords } from "../islands/search/query";
import { isRouteWord } from "../islands/search/route";

/**
 * The search lexicon (src/islands/search/lexicon.ts), built with the search index from the same
 * pages (src/builder/search-index.ts): each page's kind and deprecation by its number in the
 * index, and the index's vocabulary, so the two cannot disagree.
 */

/** What the lexicon needs of one indexed page. */
export interface IndexedPage {
  /** The page's number in the search index, as a string. */
  id: string;
  url: string;
  /** The text indexed. */
  content: string;
  title: string;
  /** The page's section filter value ("Guides", "User Guide", "Reference", "REST API"). */
  section?: string;
  /** The badge by the page's title ("Deprecated", "Beta", …). */
  badge?: string;
  /** The front matter's keywords (comma-separated): words chosen for the page, known however rare. */
  keywords?: string;
}

/** The kind of a page, from its section and URL. */
export function pageKind(page: Pick<IndexedPage, "url" | "section">): PageKind {
  if (page.section === "User Guide") return "user-guide";
  if (page.section === "REST API") return "api";
  // The error reference answers a pasted error message (rank.ts weighs it apart from troubleshooting).
  if (page.url === "/references/errors" || page.url.startsWith("/references/errors/")) return "errors";
  if (page.section === "Reference") return "reference";
  if (page.url === "/troubleshooting" || page.url.startsWith("/troubleshooting/")) return "troubleshooting";
  return "guide";
}

/** Where the upgrade guides are: pages about one release, ranked lower unless a query asks about releases. */
const UPGRADE_GUIDES = "/upgrade-guides/";

/**
 * Pages in at least this many are in the vocabulary: rarer words are too rare to suggest, and
 * each class of rarer words costs the first search more bytes than it saves (3: 24 KB gzip, 5: 16 KB).
 */
export const MIN_PAGES = 5;
const FREQUENCY_CLASSES = [100, 10, MIN_PAGES] as const;

/**
 * The words of the index as it reads them (lowercase letters and digits of each
 * whitespace-separated word, and the parts of compound words: `addLineItem`, `line-items`),
 * keeping words of 3 to 24 letters used on at least MIN_PAGES pages, by frequency class. A page's
 * keywords are kept however few pages use them (in the rarest class): they were chosen as words
 * readers type, so the dialog must not read them as slips and search for a neighbour instead
 * ("privacy", the usage page's keyword, is not "primary").
 */
export function vocabulary(pages: readonly IndexedPage[]): [string, string, string] {
  const pagesOf = new Map<string, number>();
  const chosen = new Set<string>();
  // Pages share most of their words: each distinct word is split into its parts once.
  const partsOf = new Map<string, string[]>();
  const split = (raw: string): string[] => {
    let parts = partsOf.get(raw);
    if (!parts) partsOf.set(raw, (parts = indexWords(raw)));
    return parts;
  };
  for (const page of pages) {
    const words = new Set<string>();
    for (const raw of new Set(`${page.title} ${page.content}`.split(/\s+/))) for (const w of split(raw)) words.add(w);
    for (const w of words) pagesOf.set(w, (pagesOf.get(w) ?? 0) + 1);
    for (const raw of page.keywords?.split(/\s+/) ?? []) for (const w of split(raw)) chosen.add(w);
  }
  const classes: [string[], string[], string[]] = [[], [], []];
  for (const [word, n] of pagesOf) {
    if (!/^[a-z]{3,24}$/.test(word) || isRouteWord(word) || (n < MIN_PAGES && !chosen.has(word))) continue;
    const cls = FREQUENCY_CLASSES.findIndex((min) => n >= min);
    classes[cls === -1 ? FREQUENCY_CLASSES.length - 1 : cls]!.push(word);
  }
  return classes.map((c) => c.sort().join(" ")) as [string, string, string];
}

export function buildLexicon(pages: readonly IndexedPage[], synonyms: Synonym[]): LexiconFile {
  const kinds = Object.fromEntries(LISTED_KINDS.map((k) => [k, [] as string[]])) as Record<
    (typeof LISTED_KINDS)[number],
    string[]
  >;
  const deprecated: string[] = [];
  const upgrade: string[] = [];
  for (const page of pages) {
    const kind = pageKind(page);
    if (kind !== "reference") kinds[kind].push(page.id);
    if (page.badge === "Deprecated") deprecated.push(page.id);
    if (page.url.startsWith(UPGRADE_GUIDES)) upgrade.push(page.id);
  }
  return {
    version: 1,
    kinds: Object.fromEntries(LISTED_KINDS.map((k) => [k, kinds[k].join(" ")])) as LexiconFile["kinds"],
    deprecated: deprecated.join(" "),
    upgrade: upgrade.join(" "),
    words: vocabulary(pages),
    synonyms,
  };
}
