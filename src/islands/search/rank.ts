import { escapeHtml } from "../../lib/escape";
import { STOP_WORDS, type PageKind } from "./lexicon";
import { indexWords, normalizeWord, type AnalyzedQuery } from "./query";
import { isRouteWord } from "./route";
import { SECTIONS } from "../../site/sections";

/**
 * How the dialog ranks what the index finds. The index scores pages by the words they contain
 * (with titles and headings weighted, docs-index.ts); on top of that:
 *
 * - pages are weighted by their kind for the kind of query (`kindWeight`): the REST reference
 *   for a route, a header's name or words asking for an API operation, the reference for an API name, troubleshooting for an error message, guides and
 *   the user guide for words, the user guide first for a merchant's words; the reader's own
 *   section a little more for words (never for names); deprecated pages count for less;
 * - once a page's fragment is loaded, a title that is the query ranks it first (`pageBoost`), and
 *   its sections are ranked by how well their heading and text match (`rankSections`), so the
 *   result links to the section that answers rather than the first one that mentions a word;
 *   a page whose best section's heading is nothing but the query's words (`covers`) loses its
 *   kind's penalty for a query of words (engine.ts, `COVERED_KIND_WEIGHT`).
 *
 * Everything here is pure: tested in rank.test.ts, tuned with `npm run eval:search`.
 */

type WeightTable = Record<PageKind, number>;

/**
 * The error reference's weight for a reader describing a problem in words: that of other words,
 * not the troubleshooting guides' more. Its entries are headed by messages, many of them
 * sentences ("Unable to find the cart with the given id"), whose words a question shares without
 * being that message ("Unable to add a page to medusa admin"); the troubleshooting guides are
 * written for the symptoms readers describe. A heading that is a message the words quote still
 * ranks its entry (`isPastedMessage`).
 */
const ERRORS_FOR_PROBLEMS = 0.8;

/*
 * Measured and not kept (issue 22, search18): a problem in a merchant's words (merchant and
 * problem both read) weighted by a blend of the two tables. Averaged whole, real success@3 on the
 * worst page kind fell 0.830 -> 0.812. With the user guide's 1.6 kept and the other kinds averaged,
 * real fell 0.558 -> 0.554 success@1 (MRR 0.697 -> 0.694; two questions up, two down) for real
 * held-out success@3 0.635 -> 0.649 and MRR 0.598 -> 0.602: the readable sets did not improve.
 */
const KIND_WEIGHTS: Record<"route" | "rest" | "identifier" | "error" | "developer" | "merchant" | "problem", WeightTable> = {
  route: { api: 3, reference: 0.6, guide: 0.5, troubleshooting: 0.3, errors: 0.3, "user-guide": 0.2 },
  rest: { api: 1.5, guide: 0.8, troubleshooting: 0.5, errors: 0.5, reference: 0.3, "user-guide": 0.2 },
  identifier: { reference: 1, api: 0.9, guide: 0.7, troubleshooting: 0.6, errors: 0.6, "user-guide": 0.3 },
  error: { troubleshooting: 1.4, errors: 1.4, guide: 1, reference: 0.4, api: 0.3, "user-guide": 0.3 },
  developer: { guide: 1, troubleshooting: 0.8, errors: 0.8, "user-guide": 0.7, api: 0.3, reference: 0.15 },
  merchant: { "user-guide": 1.6, guide: 0.8, troubleshooting: 0.5, errors: 0.5, api: 0.2, reference: 0.1 },
  problem: { guide: 1, troubleshooting: 1.3, errors: ERRORS_FOR_PROBLEMS, "user-guide": 0.7, api: 0.3, reference: 0.15 },
};

/** A deprecated page counts for this much of its score. */
export const DEPRECATED_WEIGHT = 0.5;
/**
 * An upgrade guide counts for this much of its score, unless the query asks about releases: each
 * says what changed in one version, and mentions most features in passing.
 */
export const UPGRADE_WEIGHT = 0.5;
const RELEASE_WORDS = /\b(?:upgrad\w*|update to|version\w*|release\w*|changelog|breaking|v?\d+\.\d+(?:\.\d+)?)\b/i;

/** How much a page counts for being an upgrade guide (`isUpgrade`), for query `q`. */
export function upgradeWeight(isUpgrade: boolean, q: AnalyzedQuery): number {
  return isUpgrade && !RELEASE_WORDS.test(q.text) ? UPGRADE_WEIGHT : 1;
}

/**
 * A page of the reader's own section counts this much more: enough to break a near-tie, never
 * enough to hide a better page of another section. Identifier and route queries name their page
 * whatever section the reader is in, so they get none.
 */
export const READER_SECTION_WEIGHT = 1.05;

/** The section (its label) pages of a kind belong to. */
export function sectionOfKind(kind: PageKind): string {
  return kind === "user-guide"
    ? SECTIONS["user-guide"]
    : kind === "api"
      ? SECTIONS.api
      : kind === "reference" || kind === "errors"
        ? SECTIONS.reference
        : SECTIONS.guides;
}

/** How much a page of `kind` counts for query `q`, read on a page of section `context`. */
export function kindWeight(kind: PageKind, q: AnalyzedQuery, context?: string | null): number {
  const table =
    q.kind === "natural"
      ? KIND_WEIGHTS[q.rest ? "rest" : q.merchant ? "merchant" : q.problem ? "problem" : "developer"]
      : KIND_WEIGHTS[q.kind === "identifier" && q.header ? "route" : q.kind];
  const named = q.kind === "identifier" || q.kind === "route";
  const own = !named && context != null && sectionOfKind(kind) === context ? READER_SECTION_WEIGHT : 1;
  return table[kind] * own;
}

/** A page as the index's `data()` returns it (docs-index.ts): the parts ranking reads. */
export interface Fragment {
  url: string;
  /** The page's text as indexed; anchors locate words by their index in it. */
  content: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
  /** Elements with an id, at the index of their first word; headings start sections. */
  anchors: { element: string; id: string; text?: string; location: number }[];
}

/** A section of a page ranked for a query. */
export interface RankedSection {
  url: string;
  title: string;
  /** The words around the section's best match, as HTML with <mark> around the query's words. */
  excerptHtml: string;
  score: number;
  /** The part of the page before its first heading: the result then links to the page. */
  isPage: boolean;
  /** Its heading is the message the reader pasted (`isPastedMessage`). */
  pastedMessage?: boolean;
  /** Its heading says nothing but the query's words (`coversHeading`). */
  covers?: boolean;
}

/** 2: the word is the term; 1: it extends or shares the term's stem; 0: no match. */
export function termMatch(word: string, term: string): 0 | 1 | 2 {
  if (word === term) return 2;
  if (word.startsWith(term)) return 1;
  if (term.length >= 4 && word.length >= 4) {
    let common = 0;
    while (common < word.length && word[common] === term[common]) common++;
    if (common >= Math.max(4, term.length - 2)) return 1;
  }
  return 0;
}

function bestMatch(words: readonly string[], term: string): 0 | 1 | 2 {
  let best: 0 | 1 | 2 = 0;
  for (const w of words) {
    const m = termMatch(w, term);
    if (m > best) best = m;
    if (best === 2) break;
  }
  return best;
}

/** Headings that most pages of a kind have; they answer a query only when their words are in it. */
const GENERIC_HEADINGS = new Set(
  [
    "prerequisites",
    "properties",
    "constructor",
    "where it is used",
    "used by",
    "parameters",
    "returns",
    "type",
    "overview",
    "introduction",
    "next steps",
    "related pages",
    "see also",
    "learn more",
    "example",
    "examples",
    "methods",
    "request body",
    "responses",
    "path parameters",
    "query parameters",
  ].map(normalizeWord),
);

export function isGenericHeading(title: string): boolean {
  return GENERIC_HEADINGS.has(normalizeWord(title));
}

/** Words a query names exactly: its API names, dotted names, route word, or the whole query. */
function exactNames(q: AnalyzedQuery): Set<string> {
  const names = new Set([...q.identifiers, ...q.dotted, normalizeWord(q.text)]);
  if (q.route) names.add(q.route.word);
  if (q.terms.length === 1) names.add(q.terms[0]!);
  return names;
}

/** The query's terms that the page title matches, by how well. */
export function titleMatches(title: string, terms: readonly string[]): Map<string, 1 | 2> {
  const words = title.split(/\s+/).flatMap(indexWords);
  const out = new Map<string, 1 | 2>();
  for (const t of terms) {
    const m = bestMatch(words, t);
    if (m > 0) out.set(t, m as 1 | 2);
  }
  return out;
}

interface Section {
  title: string;
  url: string;
  /** Index of its first and one past its last word in the page's text. */
  start: number;
  end: number;
  isPage: boolean;
}

/** The page split at its headings (those with an id): the part before the first, then one per heading. */
function sectionsOf(f: Fragment, words: readonly string[]): Section[] {
  const headings = f.anchors
    .filter((a) => /^h[1-6]$/i.test(a.element) && a.text && /\S/.test(a.text))
    .sort((a, b) => a.location - b.location);
  const sections: Section[] = [];
  const first = headings[0]?.location ?? words.length;
  sections.push({ title: f.meta.title ?? "", url: f.url, start: 0, end: first, isPage: true });
  headings.forEach((h, i) => {
    sections.push({
      title: h.text!.trim(),
      url: `${f.url}#${h.id}`,
      start: h.location,
      end: headings[i + 1]?.location ?? words.length,
      isPage: false,
    });
  });
  return sections;
}

/**
 * Where a section's own text starts: after its heading, which the hit shows as its title. The
 * part before the first heading starts with the page's title and section label; those are skipped
 * too. Excerpts start here, so they do not repeat the line above them.
 */
function textStart(s: Section, words: readonly string[], f: Fragment): number {
  const skip = (from: number, text: string | undefined): number => {
    const parts = (text ?? "").split(/\s+/).filter(Boolean);
    if (parts.length === 0 || from + parts.length > s.end) return from;
    const same = parts.every((p, i) => normalizeWord(words[from + i]!) === normalizeWord(p));
    return same ? from + parts.length : from;
  };
  if (!s.isPage) return skip(s.start, s.title);
  return skip(skip(s.start, f.meta.title), f.filters.section?.[0]);
}

/** What a heading all of whose words the query has adds to its section's score. */
const EXACT_HEADING_SCORE = 4;

/**
 * Whether every word of a heading (stop words aside) matches one of `terms`, and the heading says
 * a good part of the query (`queryWords`, its number of words): "Delete a Product" for "delete
 * product admin api", not a hub's "Admin" for "404 error in storefront for new regions added in
 * the admin panel", which one common word of the query covers.
 */
export function coversHeading(headingWords: readonly string[], terms: readonly string[], queryWords: number): boolean {
  const words = headingWords.filter((w) => !STOP_WORDS.has(w));
  return (
    words.length > 0 && words.length * HEADING_SHARE >= queryWords && words.every((w) => terms.some((t) => termMatch(w, t) > 0))
  );
}

/** A heading that covers the query says at least one of this many of its words. */
const HEADING_SHARE = 3;

/**
 * A placeholder in a heading (`{regionId}` in the error reference's "Region with {regionId} was not
 * found") stands for the value a message prints there: no word of the heading.
 */
const PLACEHOLDER = /\{[^{}]*\}/g;

/** Words of a heading as the index matches them, its placeholders left out. */
function headingWordsOf(title: string): string[] {
  return title.replace(PLACEHOLDER, " ").split(/\s+/).flatMap(indexWords);
}

/** What a heading that is the message a reader pasted adds to its section's score: more than any other heading. */
const PASTED_MESSAGE_SCORE = 12;
/** A heading shorter than this (placeholders aside) is too short to be recognised as a pasted message. */
const MESSAGE_MIN_WORDS = 3;

/**
 * Whether a heading is a message that `pasted` (the words of a pasted message, as the index
 * matches them) contains: its words, little ones included and placeholders aside, in order among
 * the pasted words, the values printed in place of its placeholders in between.
 */
export function isPastedMessage(title: string, pasted: readonly string[]): boolean {
  const words = title.replace(PLACEHOLDER, " ").split(/\s+/).map(normalizeWord).filter(Boolean);
  if (words.length < MESSAGE_MIN_WORDS) return false;
  let at = 0;
  for (const w of pasted) if (at < words.length && w === words[at]) at++;
  return at === words.length;
}

/** How much a page with a section whose heading is the pasted message counts more (see pageBoost). */
const PASTED_MESSAGE_BOOST = 1.5;

/** How much a page titled by one word of an API query counts more (see pageBoost). */
const NAMED_OWNER_BOOST = 1.5;

/** How much an element whose id is an API name the query gives counts: more than any heading. */
const EXACT_ID_SCORE = 20;

/** The method and the operation ID that start a REST operation's text ("DELETE /admin/products/{id} DeleteProductsProduct"). */
const HTTP_METHOD = /^(?:GET|POST|PUT|PATCH|DELETE)$/;
const OPERATION_ID = /^[A-Z][A-Za-z]+$/;

/** Words of the excerpt shown under a hit. */
export const EXCERPT_WORDS = 22;

/**
 * The sections of a page that match `q`, best first (only those that match). A section scores
 * for query words in its heading (words the page title already has count little: every section
 * shares them), more for a heading that is exactly a name the query gives, and for the words its
 * text contains; a generic heading ("Prerequisites", "Constructor") that matches no query word
 * counts for little. The best `limit` are returned, each with an excerpt around its best match.
 */
export function rankSections(f: Fragment, q: AnalyzedQuery, terms: readonly string[], limit = 3): RankedSection[] {
  const title = f.meta.title ?? "";
  const words = f.content.split(/\s+/);
  const inTitle = titleMatches(title, terms);
  const names = exactNames(q);
  const prefixes = terms.map((t) => t.slice(0, 3));
  // Which term each word of the page matches, and how well.
  const matchAt = new Map<number, { term: string; match: 1 | 2 }>();
  words.forEach((raw, i) => {
    // Punctuation inside a word does not hide it: `x-medusa-access-token` has "xme".
    const lower = normalizeWord(raw);
    if (!prefixes.some((p) => lower.includes(p))) return;
    const candidates = indexWords(raw);
    for (const t of terms) {
      const m = bestMatch(candidates, t);
      if (m > 0 && (matchAt.get(i)?.match ?? 0) < m) matchAt.set(i, { term: t, match: m as 1 | 2 });
    }
  });
  const pasted = q.kind === "error" || q.described ? q.words.map(normalizeWord).filter(Boolean) : [];
  const ranked: { section: Section; score: number; pastedMessage?: boolean; covers?: boolean }[] = [];
  for (const s of sectionsOf(f, words)) {
    const headingWords = headingWordsOf(s.title);
    const body = new Map<string, { exact: number; partial: number }>();
    for (let i = s.start; i < s.end; i++) {
      const m = matchAt.get(i);
      if (!m) continue;
      const b = body.get(m.term) ?? { exact: 0, partial: 0 };
      if (m.match === 2) b.exact++;
      else b.partial++;
      body.set(m.term, b);
    }
    let score = 0;
    let headingHit = false;
    for (const t of terms) {
      const h = bestMatch(headingWords, t);
      if (h > 0) {
        headingHit = true;
        score += s.isPage ? 2 * h : inTitle.has(t) ? 1 : h === 2 ? 6 : 3;
      }
      const b = body.get(t);
      if (b) {
        score += (b.exact > 0 ? 1.5 : 1) + 0.25 * Math.log2(1 + b.exact + b.partial);
        if (q.route && t === q.route.word && b.exact > 0) score += 10;
      }
    }
    if (score === 0) continue;
    const pastedMessage = !s.isPage && pasted.length > 0 && isPastedMessage(s.title, pasted);
    if (pastedMessage) score += PASTED_MESSAGE_SCORE;
    let covers = false;
    if (!s.isPage && names.has(normalizeWord(s.title))) score += 8;
    // A heading that says nothing but the query's words ("Delete a Product" for "delete product
    // admin api") answers it more exactly than one that adds its own ("Delete a Product Collection").
    else if (!s.isPage && headingHit && coversHeading(headingWords, terms, q.terms.length)) {
      score += EXACT_HEADING_SCORE;
      covers = true;
    }
    if (!headingHit && isGenericHeading(s.title)) score *= 0.25;
    ranked.push({ section: s, score, ...(pastedMessage ? { pastedMessage } : {}), ...(covers ? { covers } : {}) });
  }
  // An API name the query gives that is the id of an element of the page (an entity's property
  // row, a configuration option): that element answers it, even without a heading of its own.
  if (q.identifiers.length > 0) {
    const ids = new Set(q.identifiers);
    const headingIds = new Set(ranked.map((r) => r.section.url));
    const byLocation = [...f.anchors].sort((a, b) => a.location - b.location);
    byLocation.forEach((a, i) => {
      const url = `${f.url}#${a.id}`;
      if (/^h[1-6]$/i.test(a.element) || headingIds.has(url) || !ids.has(normalizeWord(a.id))) return;
      const end = Math.min(byLocation[i + 1]?.location ?? words.length, a.location + EXCERPT_WORDS * 2);
      ranked.push({ section: { title: a.id, url, start: a.location, end, isPage: false }, score: EXACT_ID_SCORE });
    });
  }
  // Words asking for a REST operation are answered by an operation's section, not by the page's
  // introduction, whose title ("Products - Admin API") has the words every such query uses.
  const introLast = q.rest ? (r: { section: Section }) => (r.section.isPage ? 1 : 0) : () => 0;
  return ranked
    .sort((a, b) => introLast(a) - introLast(b) || b.score - a.score)
    .slice(0, limit)
    .map(({ section: s, score, pastedMessage, covers }) => ({
      url: s.url,
      title: s.title,
      excerptHtml: excerptHtml(words, textStart(s, words, f), s.end, matchAt),
      score,
      isPage: s.isPage,
      ...(pastedMessage ? { pastedMessage } : {}),
      ...(covers ? { covers } : {}),
    }));
}

/**
 * EXCERPT_WORDS words of a section around its best match: the window with the most distinct
 * query words, then the most matches; matched words are marked. Route words are not shown.
 */
export function excerptHtml(
  words: readonly string[],
  start: number,
  end: number,
  matchAt: ReadonlyMap<number, { term: string }>,
): string {
  const shown: number[] = [];
  for (let i = start; i < end; i++) if (!isRouteWord(words[i]!.toLowerCase())) shown.push(i);
  // A REST operation shows what it is: its method, path and description, from its start (its
  // operation ID after the path left out), whichever of its words matched.
  const operation = HTTP_METHOD.test(words[shown[0]!] ?? "") && (words[shown[1]!] ?? "").startsWith("/");
  if (operation && OPERATION_ID.test(words[shown[2]!] ?? "")) shown.splice(2, 1);
  // Windows start a few words before each match; the first with the most distinct query words
  // (then the most matches) wins.
  let best = 0;
  let bestKey = -1;
  shown.forEach((i, at) => {
    if (operation || !matchAt.has(i)) return;
    const from = Math.max(0, Math.min(at - 4, shown.length - EXCERPT_WORDS));
    const window = shown.slice(from, from + EXCERPT_WORDS);
    const key =
      new Set(window.map((w) => matchAt.get(w)?.term).filter(Boolean)).size * 1000 + window.filter((w) => matchAt.has(w)).length;
    if (key > bestKey) {
      bestKey = key;
      best = from;
    }
  });
  const window = shown.slice(best, best + EXCERPT_WORDS);
  const html = window.map((i) => (matchAt.has(i) ? `<mark>${escapeHtml(words[i]!)}</mark>` : escapeHtml(words[i]!))).join(" ");
  return `${best > 0 ? "… " : ""}${html}${best + EXCERPT_WORDS < shown.length ? " …" : ""}`;
}

/**
 * How much a page's own match adds once its fragment is known: a title that is exactly a name
 * the query gives (the page of `LineItem` for "LineItem entity") puts the page first; a title
 * with more of the words of one of the query's searches (`termSets`: its own words, corrected,
 * or with synonyms, each with the weight of that search), and a section that answers well
 * (`bestSection`, the score of its best section), rank it higher; a best section that is the
 * message the reader pasted (`pastedMessage`) higher still.
 */
export function pageBoost(
  fragment: Fragment,
  q: AnalyzedQuery,
  termSets: readonly { terms: readonly string[]; weight: number }[],
  bestSection: number,
  pastedMessage = false,
): number {
  const title = fragment.meta.title ?? "";
  const normalized = normalizeWord(title);
  let boost = 1;
  if (normalized && exactNames(q).has(normalized)) boost *= 3;
  // "order payment_status": a page titled by one word of a query about an API (the Order
  // entity) is the declaration the other words are members of.
  else if (normalized && q.kind === "identifier" && q.terms.includes(normalized)) boost *= NAMED_OWNER_BOOST;
  let titleGain = 0;
  for (const { terms, weight } of termSets) {
    if (terms.length === 0) continue;
    const matched = [...titleMatches(title, terms).values()].reduce<number>((n, m) => n + m / 2, 0);
    titleGain = Math.max(titleGain, ((0.5 * matched) / terms.length) * Math.min(weight, 1));
  }
  if (pastedMessage) boost *= PASTED_MESSAGE_BOOST;
  return boost * (1 + titleGain) * (1 + 0.1 * Math.min(bestSection, 30));
}
