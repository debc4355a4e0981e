import { typoDistance } from "../../lib/edit-distance";
import { searchSorted } from "../../lib/sorted";

/**
 * The search lexicon: a small file the build writes beside the search index (`lexicon.json`) and
 * the dialog loads with it. The index's results carry only a page number and a score until their
 * fragment is fetched; the lexicon says, for every id, what kind of page it is and whether it is
 * deprecated, so results are ranked by kind before a single fragment is fetched. It also holds
 * the index's vocabulary, for "Did you mean …?", and the reviewed synonyms of data/search-synonyms.yaml.
 */

/**
 * What a page is, for ranking: the kinds that answer different kinds of queries. The error
 * reference (`errors`) is apart from the troubleshooting guides: its entries are headed by the
 * messages themselves, so they answer a message pasted as printed, while a reader's own words
 * about a problem are answered by the troubleshooting guides.
 */
export type PageKind = "guide" | "user-guide" | "troubleshooting" | "errors" | "reference" | "api";

/** Kinds listed in the file; every other page is a reference page (most of the site). */
export const LISTED_KINDS = ["guide", "user-guide", "troubleshooting", "errors", "api"] as const;

export interface Synonym {
  /** Phrases readers type (lowercase words). */
  words: string[];
  /**
   * What the docs call it: one name, or more when the words have more than one sense ("log in" is
   * authentication in the API route guides and "sign in" in the admin); each sense is searched.
   */
  means: string[];
}

/** The file as written by the build (src/builder/search-lexicon.ts). */
export interface LexiconFile {
  version: 1;
  /** Index page numbers of the pages of each listed kind, space-separated. */
  kinds: Record<(typeof LISTED_KINDS)[number], string>;
  /** Ids of deprecated pages, space-separated. */
  deprecated: string;
  /** Ids of the upgrade guides (what changed in one release), space-separated. */
  upgrade: string;
  /**
   * The index's words (lowercase letters only), space-separated, by how many pages use them:
   * `[100 pages or more, 10–99, 5–9]`. Rarer words are left out: they are too rare to suggest, and the
   * engine asks the index itself before it corrects one (variants.ts, `typoFixes`).
   */
  words: [string, string, string];
  synonyms: Synonym[];
}

export const LEXICON_FILE = "lexicon.json";

/** Words that carry no meaning for search; dropped from natural-language queries. */
export const STOP_WORDS = new Set(
  (
    "a an the to of in on at for from by with into onto and or but is are was were be been being am " +
    "it its this that these those i me my we our you your he she they them their what which who whom " +
    "how do does did can could should would will shall may might must if then than so as not no " +
    "there here when where why all any some about up out just also via"
  ).split(" "),
);

/** The lexicon in memory, with the lookups ranking and "Did you mean" need. */
export class Lexicon {
  private readonly kindById = new Map<string, PageKind>();
  private readonly deprecated: Set<string>;
  private readonly upgrade: Set<string>;
  /** Every word, sorted, for prefix checks. */
  private readonly sorted: string[];
  /** Frequency class of each word: 3 (100+ pages), 2 (10–99), 1 (5–9). */
  private readonly frequency = new Map<string, number>();
  readonly synonyms: readonly Synonym[];

  constructor(file: LexiconFile) {
    if (file.version !== 1) throw new Error(`search lexicon: unknown version ${String(file.version)}`);
    for (const kind of LISTED_KINDS) for (const id of split(file.kinds[kind])) this.kindById.set(id, kind);
    this.deprecated = new Set(split(file.deprecated));
    this.upgrade = new Set(split(file.upgrade));
    file.words.forEach((list, i) => {
      for (const w of split(list)) this.frequency.set(w, 3 - i);
    });
    this.sorted = [...this.frequency.keys()].sort();
    this.synonyms = file.synonyms;
  }

  kindOf(id: string): PageKind {
    return this.kindById.get(id) ?? "reference";
  }

  isDeprecated(id: string): boolean {
    return this.deprecated.has(id);
  }

  isUpgradeGuide(id: string): boolean {
    return this.upgrade.has(id);
  }

  /** Whether `word` is a word of the index, or the start of one (a word still being typed). */
  knows(word: string): boolean {
    if (this.frequency.has(word)) return true;
    return this.sorted[searchSorted(this.sorted, word)]?.startsWith(word) ?? false;
  }

  /**
   * The word of the index a misspelled `word` most likely stands for: the closest by edit
   * distance (letters added, dropped, changed or swapped; at most 1 for words of up to 5 letters,
   * 2 beyond), the more frequent on a tie. Undefined when `word` is known or nothing is close.
   */
  suggest(word: string): string | undefined {
    if (word.length < 4 || !/^[a-z]+$/.test(word) || this.knows(word)) return undefined;
    const max = word.length <= 5 ? 1 : 2;
    let best: { word: string; distance: number; frequency: number } | undefined;
    for (const [candidate, frequency] of this.frequency) {
      if (Math.abs(candidate.length - word.length) > max) continue;
      const distance = typoDistance(word, candidate, max);
      if (distance > max) continue;
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance && (frequency > best.frequency || (frequency === best.frequency && candidate < best.word)))
      )
        best = { word: candidate, distance, frequency };
    }
    return best?.word;
  }
}

function split(list: string): string[] {
  return list ? list.split(" ") : [];
}
