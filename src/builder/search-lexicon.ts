import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { LEXICON_FILE, LISTED_KINDS, type LexiconFile, type PageKind, type Synonym } from "../islands/search/lexicon";
import { indexWords } from "../islands/search/query";
import { isRouteWord } from "../islands/search/route";

/**
 * Writes the search lexicon (src/islands/search/lexicon.ts) from the Pagefind index just written:
 * each page's kind and deprecation by its Pagefind id, and the index's vocabulary. Both are read
 * from Pagefind's own fragments — the text it indexed, under the ids its results carry — so they
 * cannot disagree with the index.
 */

/** What the lexicon needs of one indexed page (one Pagefind fragment). */
export interface IndexedPage {
  /** Pagefind's id for the page: its fragment's name (`en_1a2b3c4`). */
  id: string;
  url: string;
  /** The text Pagefind indexed. */
  content: string;
  title: string;
  /** The page's section filter value ("Guides", "User Guide", "Reference", "REST API"). */
  section?: string;
  /** The badge by the page's title ("Deprecated", "Beta", …). */
  badge?: string;
}

/** Pagefind writes each fragment as gzip of this signature followed by JSON. */
const FRAGMENT_SIGNATURE = "pagefind_dcd";

/** Reads every fragment of the Pagefind bundle in `pagefindDir`. */
export function readIndexedPages(pagefindDir: string): IndexedPage[] {
  const dir = join(pagefindDir, "fragment");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".pf_fragment"))
    .sort()
    .map((f) => {
      const text = gunzipSync(readFileSync(join(dir, f))).toString("utf8");
      if (!text.startsWith(FRAGMENT_SIGNATURE))
        throw new Error(`${join(dir, f)}: not a Pagefind fragment (no "${FRAGMENT_SIGNATURE}" signature)`);
      const data = JSON.parse(text.slice(FRAGMENT_SIGNATURE.length)) as {
        url: string;
        content: string;
        meta: Record<string, string>;
        filters: Record<string, string[]>;
      };
      return {
        id: f.slice(0, -".pf_fragment".length),
        url: data.url,
        content: data.content,
        title: data.meta.title ?? "",
        section: data.filters.section?.[0],
        badge: data.meta.badge,
      };
    });
}

/** The kind of a page, from its section and URL. */
export function pageKind(page: Pick<IndexedPage, "url" | "section">): PageKind {
  if (page.section === "User Guide") return "user-guide";
  if (page.section === "REST API") return "api";
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
 * The words of the index as Pagefind reads them (lowercase letters and digits of each
 * whitespace-separated word, and the parts of compound words: `addLineItem`, `line-items`),
 * keeping words of 3 to 24 letters used on at least MIN_PAGES pages, by frequency class.
 */
export function vocabulary(pages: readonly IndexedPage[]): [string, string, string] {
  const pagesOf = new Map<string, number>();
  for (const page of pages) {
    const words = new Set<string>();
    for (const raw of `${page.title} ${page.content}`.split(/\s+/)) {
      for (const w of indexWords(raw)) words.add(w);
    }
    for (const w of words) pagesOf.set(w, (pagesOf.get(w) ?? 0) + 1);
  }
  const classes: [string[], string[], string[]] = [[], [], []];
  for (const [word, n] of pagesOf) {
    if (!/^[a-z]{3,24}$/.test(word) || isRouteWord(word) || n < MIN_PAGES) continue;
    classes[FREQUENCY_CLASSES.findIndex((min) => n >= min)]!.push(word);
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

/** Writes `lexicon.json` into the Pagefind bundle at `pagefindDir`; returns its size in bytes. */
export function writeLexicon(pagefindDir: string, synonyms: Synonym[]): number {
  const text = JSON.stringify(buildLexicon(readIndexedPages(pagefindDir), synonyms));
  writeFileSync(join(pagefindDir, LEXICON_FILE), text);
  return text.length;
}
