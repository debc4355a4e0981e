import { STOP_WORDS, type Lexicon } from "./lexicon";
import { analyzeQuery, isIdentifier, normalizeWord, REST_WORDS, type AnalyzedQuery } from "./query";

/**
 * The searches one query becomes. The index matches every word of a search, so a query is also
 * searched as the docs would say it: with misspelled words corrected from the index's own
 * vocabulary, with the reviewed synonyms (data/search-synonyms.yaml) in place of the reader's
 * words, and for a dotted name (`eventBusService.emit`) as the name whole, as code samples write
 * it. Each search carries a weight: how much its results count against the others'.
 */

export interface Variant {
  /** The words sent to the index. */
  terms: string[];
  weight: number;
}

export interface Variants {
  /** The searches, the query's own first. */
  list: Variant[];
  /** The query's own words, corrected: what a page's title is matched against first. */
  terms: string[];
  /** Every word any of the searches looks for: what sections are ranked and excerpts marked by. */
  rankTerms: string[];
  /** The query with its misspelled words corrected, when some were ("Did you mean …?"). */
  suggestion?: string;
}

/**
 * Words of how-to phrasing that say what to do, not what about: "write a notification provider"
 * is answered by "How to Create a Notification Provider". A query is also searched without them.
 */
const WEAK_WORDS = new Set(
  (
    "add adding new create creating make making write writing build building use using get getting set setting setup " +
    "show showing change changing turn enable enabling run running implement implementing integrate integrating " +
    "need want way ways own inside within like"
  ).split(" "),
);
/** How much a search without the weak words counts. */
const WITHOUT_WEAK_WEIGHT = 0.85;

/** How much the words as typed count once some of them were corrected. */
const AS_TYPED_WEIGHT = 0.4;
/** How much the query counts with the rare words the index holds corrected as well. */
const RARE_WORD_FIX_WEIGHT = 1;
/** How much the operation of a route named among other words counts. */
const NAMED_ROUTE_WEIGHT = 0.9;
/** How much a search with synonyms counts against the query's own words. */
const SYNONYM_WEIGHT = 0.9;
/** How much the query counts with its hyphenated words written apart. */
const APART_WEIGHT = 0.9;

/**
 * `indexed`: words the lexicon does not list (it leaves out words of few pages) that the index
 * was found to hold all the same; they are not corrected as the reader's words (see `typoFixes`).
 * `fixes`: the query's `typoFixes`, when the caller has them already.
 */
export function queryVariants(
  q: AnalyzedQuery,
  lexicon: Lexicon,
  indexed: ReadonlySet<string> = new Set(),
  fixes: ReadonlyMap<string, string> = typoFixes(q, lexicon),
): Variants {
  if (q.route) {
    return { list: [{ terms: [q.route.word], weight: 1 }], terms: q.terms, rankTerms: [q.route.word, ...q.terms] };
  }
  const corrected = correctWords(q, lexicon, indexed, fixes);
  const main = corrected ? analyzeQuery(corrected) : q;
  const list: Variant[] = [{ terms: main.terms, weight: 1 }];
  if (corrected) list.push({ terms: q.terms, weight: AS_TYPED_WEIGHT });
  for (const whole of main.dotted) {
    // The parts of the dotted name, replaced by the name whole.
    const parts = new Set(main.words.filter((w) => normalizeWord(w) === whole).flatMap((w) => w.split(".").map(normalizeWord)));
    list.push({ terms: [...main.terms.filter((t) => !parts.has(t)), whole], weight: 1 });
  }
  // A pasted message without its variable parts.
  if (main.fixedTerms) list.push({ terms: main.fixedTerms, weight: 1 });
  // A short message as it is written, its little words included.
  if (main.messageTerms) list.push({ terms: main.messageTerms, weight: 1 });
  // "401 error for /store/customers/me": the operation of the route named.
  for (const word of main.routeWords) list.push({ terms: [word], weight: NAMED_ROUTE_WEIGHT });
  if (main.kind === "natural") {
    // "delete product admin api": the operation's own words, as its heading has them.
    if (main.rest) {
      const operation = main.terms.filter((t) => !REST_WORDS.has(t));
      if (operation.length > 0) list.push({ terms: operation, weight: WITHOUT_WEAK_WEIGHT });
    }
    const strong = main.terms.filter((t) => !WEAK_WORDS.has(t));
    if (strong.length > 0 && strong.length < main.terms.length) list.push({ terms: strong, weight: WITHOUT_WEAK_WEIGHT });
  }
  // A word the index holds on a page or two may still be a slip that the docs made too ("the
  // event of the subcriber"): the fully corrected query is searched as well, as strongly, but not
  // offered as "Did you mean".
  const allCorrected = indexed.size > 0 ? correctWords(q, lexicon, new Set(), fixes) : undefined;
  if (allCorrected && allCorrected !== corrected)
    list.push({ terms: analyzeQuery(allCorrected).terms, weight: RARE_WORD_FIX_WEIGHT });
  const apart = hyphenatedApart(main);
  if (apart) list.push({ terms: apart, weight: APART_WEIGHT });
  const named = namesApart(main);
  if (named) list.push({ terms: named, weight: APART_WEIGHT });
  for (const synonymText of withSynonyms(main, lexicon))
    list.push({ terms: analyzeQuery(synonymText).terms, weight: SYNONYM_WEIGHT });
  const searches = dedupe(list);
  return {
    list: searches,
    terms: main.terms,
    rankTerms: [...new Set(searches.flatMap((v) => v.terms))],
    ...(corrected ? { suggestion: corrected } : {}),
  };
}

/** The parts of a word that are corrected one by one: API names split at their capitals. */
const WORD_PART = /[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\p{L}+|\p{N}+/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The misspellings of the query and what the lexicon would put in their place: each word (or
 * part of an API name, lowercase) the lexicon does not list and can suggest a word for. The
 * lexicon leaves out words of few pages, so before correcting one the engine asks the index
 * whether it holds the word after all ("privacy", a keyword of one page, is not a misspelled
 * "private"). Computed once per query: each suggestion scans the vocabulary. A pasted message is
 * not corrected: it was copied, not typed.
 */
export function typoFixes(q: AnalyzedQuery, lexicon: Lexicon): Map<string, string> {
  const fixes = new Map<string, string>();
  // A route, or a message pasted as the program printed it: nothing to correct.
  if (q.route || q.kind === "error") return fixes;
  for (const [token] of q.text.matchAll(WORD)) {
    for (const part of token.match(WORD_PART) ?? [token]) {
      const lower = part.toLowerCase();
      if (STOP_WORDS.has(lower) || fixes.has(lower)) continue;
      const fix = lexicon.suggest(lower);
      if (fix) fixes.set(lower, fix);
    }
  }
  return fixes;
}

/**
 * The query with every word the index does not know replaced by the word it most likely
 * misspells, keeping the reader's capitals; parts of API names are corrected one by one
 * (`useAdminProdcuts` → `useAdminProducts`). Words in `indexed` are left as typed. Undefined
 * when nothing was corrected.
 */
export function correctWords(
  q: AnalyzedQuery,
  lexicon: Lexicon,
  indexed: ReadonlySet<string> = new Set(),
  fixes: ReadonlyMap<string, string> = typoFixes(q, lexicon),
): string | undefined {
  let changed = false;
  const text = q.text.replace(WORD, (token) =>
    (token.match(WORD_PART) ?? [token])
      .map((part) => {
        const lower = part.toLowerCase();
        const fix = indexed.has(lower) ? undefined : fixes.get(lower);
        if (!fix) return part;
        changed = true;
        return part[0] === part[0]!.toUpperCase() && part[0] !== part[0]!.toLowerCase()
          ? fix[0]!.toUpperCase() + fix.slice(1)
          : fix;
      })
      .join(""),
  );
  return changed ? text : undefined;
}

/**
 * The query with the reviewed synonyms in place of the reader's words, once per sense: the first
 * text takes every entry's first sense, the next its second (an entry with one sense keeps it), and
 * so on. Empty when none applies.
 */
export function withSynonyms(q: AnalyzedQuery, lexicon: Lexicon): string[] {
  const padded = ` ${q.words.map((w) => w.toLowerCase()).join(" ")} `;
  const found: { phrase: string; means: readonly string[] }[] = [];
  for (const s of lexicon.synonyms) {
    const phrase = [...s.words].sort((a, b) => b.length - a.length).find((p) => padded.includes(` ${p} `));
    if (phrase) found.push({ phrase, means: s.means });
  }
  const senses = Math.max(0, ...found.map((f) => f.means.length));
  const texts: string[] = [];
  for (let sense = 0; sense < senses; sense++) {
    let text = padded;
    for (const { phrase, means } of found) {
      const at = text.indexOf(` ${phrase} `);
      if (at !== -1)
        text = `${text.slice(0, at)} ${means[Math.min(sense, means.length - 1)]} ${text.slice(at + phrase.length + 2)}`;
    }
    texts.push(text.trim());
  }
  return texts;
}

const HYPHENATED = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+$/u;

/**
 * The query's terms with each hyphenated word that is no API or header name written apart
 * ("set-cookie", "re-index", "medusa-plugin-sendgrid" → its words): the index holds such a word
 * whole only where a page writes it so, and the pages may write its words apart. Undefined when
 * the query has none, or is a route.
 */
export function hyphenatedApart(q: AnalyzedQuery): string[] | undefined {
  if (q.route) return undefined;
  const apart = new Map(
    q.words
      .filter((w) => HYPHENATED.test(w) && !isIdentifier(w))
      .map(
        (w) =>
          [
            normalizeWord(w),
            w
              .split("-")
              .map(normalizeWord)
              .filter((p) => p && !STOP_WORDS.has(p)),
          ] as const,
      ),
  );
  if (apart.size === 0) return undefined;
  return [...new Set(q.terms.flatMap((t) => apart.get(t) ?? [t]))];
}

/** A class or method name in camel case, split at its capitals ("TaxCalculationStrategy"). */
const CAMEL_NAME = /^[A-Za-z][a-z0-9]*(?:[A-Z][a-z0-9]+)+$/;
const CAPITALS = /[A-Z]?[a-z0-9]+/g;

/**
 * The terms of a question that names a class or method in passing and reads as words
 * ("TaxCalculationStrategy called many times"), with each camel-case name also written apart:
 * the guides that answer the question write the name as words ("tax calculation strategy"), and
 * the index holds it whole only where code or a reference writes it. Undefined for other queries.
 */
export function namesApart(q: AnalyzedQuery): string[] | undefined {
  if (q.kind !== "natural" || q.route) return undefined;
  const apart = new Map(
    q.words
      .filter((w) => CAMEL_NAME.test(w))
      .map(
        (w) => [normalizeWord(w), (w.match(CAPITALS) ?? []).map(normalizeWord).filter((p) => p && !STOP_WORDS.has(p))] as const,
      )
      .filter(([, parts]) => parts.length > 1),
  );
  if (apart.size === 0) return undefined;
  return [...new Set(q.terms.flatMap((t) => apart.get(t) ?? [t]))];
}

function dedupe(list: Variant[]): Variant[] {
  const seen = new Map<string, Variant>();
  for (const v of list) {
    const key = [...v.terms].sort().join(" ");
    const prior = seen.get(key);
    if (!prior || prior.weight < v.weight) seen.set(key, v);
  }
  return [...seen.values()];
}
