import { fetchJson, openIndex, type DocsIndex, type IndexResult, type JsonLoader } from "./docs-index";
import { Lexicon, LEXICON_FILE, type LexiconFile } from "./lexicon";
import { analyzeQuery, type AnalyzedQuery } from "./query";
import {
  DEPRECATED_WEIGHT,
  kindWeight,
  pageBoost,
  rankSections,
  titleMatches,
  upgradeWeight,
  type Fragment,
  type RankedSection,
} from "./rank";
import type { SearchEngine, SearchHit, SearchOptions, SearchResponse } from "./types";
import { queryVariants, typoFixes, type Variant } from "./variants";

/** Hits shown before "More results". */
export const PAGE_SIZE = 10;
/** How much a page found by some of a search's words counts against one with all of them (before its share). */
const ANY_WEIGHT = 0.8;
/** Sections listed under a page, the one it links to included. */
const SECTIONS_PER_HIT = 3;

interface Candidate {
  result: IndexResult;
  score: number;
  /** The weight its kind (and deprecation, upgrade guide) gave it for the query; 1 before ranking. */
  weight?: number;
}

/**
 * A page whose best section's heading says nothing but the query's words (`covers`, rank.ts)
 * counts at least this much of its score whatever its kind, for a query of words: the kind
 * weighting guesses from the query's words who asks and which kind of page answers, and the
 * heading shows that this one does (a troubleshooting page's "Default email and password" for a
 * merchant's question, weighted 0.5 against the user guide's 1.6). Only the pages read (the first
 * ten) can show it. Measured with 1.4 (about the classes' highest weights) too: a covered heading
 * then outranked the pages of the kind the query asks for (main success@1 0.87 -> 0.85, real
 * held-out MRR 0.59 -> 0.58), so a covered heading only undoes the kind's penalty.
 */
export const COVERED_KIND_WEIGHT = 1;

/**
 * The dialog's search over the site's static index (docs-index.ts). Nothing is fetched until the
 * dialog opens; then the index's manifest and the lexicon load together, and each query runs as a
 * few index searches (src/islands/search/variants.ts) whose results are merged and ranked (rank.ts).
 * `load` reads the index's files (the browser fetches them).
 */
export function staticEngine(bundlePath: string, load: JsonLoader = fetchJson): SearchEngine {
  let loading: Promise<{ index: DocsIndex; lexicon: Lexicon }> | undefined;
  const open = () => {
    loading ??= (async () => {
      const [index, lexicon] = await Promise.all([
        openIndex(bundlePath, load),
        load<LexiconFile>(`${bundlePath}${LEXICON_FILE}`).then((file) => new Lexicon(file)),
      ]);
      return { index, lexicon };
    })();
    loading.catch(() => (loading = undefined));
    return loading;
  };
  // The last query's ranked candidates, so "More results" only reads more fragments.
  let last:
    | {
        key: string;
        q: AnalyzedQuery;
        terms: string[];
        rankTerms: string[];
        list: Variant[];
        ranked: Candidate[];
        suggestion?: string;
      }
    | undefined;

  return {
    preload() {
      void open().catch(() => {});
    },
    async search(query, options: SearchOptions): Promise<SearchResponse> {
      const { index, lexicon } = await open();
      const limit = options.limit ?? PAGE_SIZE;
      const key = JSON.stringify([query.trim(), options.section, options.context ?? null]);
      if (last?.key !== key) {
        const q = analyzeQuery(query);
        const fixes = typoFixes(q, lexicon);
        const variants = queryVariants(q, lexicon, await indexedWords(index, [...fixes.keys()]), fixes);
        const filters = { section: options.section };
        options.explain?.(
          `kind ${q.kind}${q.merchant ? " (merchant)" : ""}; searches: ${variants.list.map((v) => `[${v.terms.join(" ")}]×${v.weight}`).join(", ")}${variants.suggestion ? `; did you mean "${variants.suggestion}"` : ""}`,
        );
        options.signal?.throwIfAborted();
        const found = await findAll(index, variants.list, filters, options.explain);
        const ranked = [...found.values()]
          .map((c) => {
            const weight =
              kindWeight(lexicon.kindOf(c.result.id), q, options.context) *
              (lexicon.isDeprecated(c.result.id) ? DEPRECATED_WEIGHT : 1) *
              upgradeWeight(lexicon.isUpgradeGuide(c.result.id), q);
            return { result: c.result, score: c.score * weight, weight };
          })
          .sort((a, b) => b.score - a.score);
        last = {
          key,
          q,
          terms: variants.terms,
          rankTerms: variants.rankTerms,
          list: variants.list,
          ranked,
          ...(variants.suggestion ? { suggestion: variants.suggestion } : {}),
        };
      }
      // The pages' fragments are most of what a search fetches: none for a query already replaced.
      options.signal?.throwIfAborted();
      const { q, terms, rankTerms, list, ranked, suggestion } = last;
      // Only the pages shown are read: the index's score already counts titles, so reading more
      // to lift one from further down did not rank better, and pages are most of what a search fetches.
      // Measured again and not kept (issue 22, search17): the next 20 pages' titles and headings
      // (a side file of 45 bytes in the middle per page) bound what their best section scores
      // from below; a page whose bound alone beat the 10th shown was read and ranked, by its whole
      // section score or by the bound alone. Either way the real held-out set's MRR fell (0.598 ->
      // 0.591 / 0.592, success@3 0.65 unchanged) for main 0.96 -> 0.97/0.97 and real 0.835 ->
      // 0.839/0.835 success@3 on the worst page kind, first-query bytes p50 63.6 -> 65.9 KB.
      // Reading the 20 pages whole (real 0.848 on the homepage and a reference page) fetches
      // three times the pages; its held-out figures were not measured.
      const top = ranked.slice(0, limit);
      const read = await Promise.all(top.map(async (c) => ({ c, f: await c.result.data() })));
      const scored = read
        .map(({ c, f }) => {
          const sections = rankSections(f, q, rankTerms, SECTIONS_PER_HIT);
          const boost = pageBoost(f, q, [{ terms, weight: 1 }, ...list], sections[0]?.score ?? 0, sections[0]?.pastedMessage);
          const weight = c.weight ?? 1;
          const lift =
            q.kind === "natural" && sections[0]?.covers && weight < COVERED_KIND_WEIGHT ? COVERED_KIND_WEIGHT / weight : 1;
          return { c, f, sections, boost: boost * lift, score: c.score * boost * lift };
        })
        .sort((a, b) => b.score - a.score);
      if (options.explain) {
        const explain = options.explain;
        explain(
          `${ranked.length} pages; the first ${top.length} by kind-weighted score, then boosted by title and best section:`,
        );
        for (const s of scored) {
          explain(
            `  ${s.score.toFixed(2)} = ${s.c.score.toFixed(2)} × ${s.boost.toFixed(2)}  ${lexicon.kindOf(s.c.result.id)}  ${s.f.url}  [${s.sections.map((x) => `${x.isPage ? "(page)" : x.title} ${x.score.toFixed(1)}`).join("; ")}]`,
          );
        }
        const rest = await Promise.all(
          ranked
            .slice(top.length, top.length + 15)
            .map(async (c) => `${c.score.toFixed(2)} ${lexicon.kindOf(c.result.id)} ${(await c.result.data()).url}`),
        );
        if (rest.length > 0) explain(`  next: ${rest.join(" | ")}`);
      }
      // A word matches the index's words that start with it, and an any-word search finds pages
      // without some words: a page none of whose words or title matches a word of the query
      // is not a result.
      const relevant = scored.filter((s) => s.sections.length > 0 || titleMatches(s.f.meta.title ?? "", rankTerms).size > 0);
      const hits = relevant.slice(0, limit).map(({ f, sections }) => toHit(f, sections));
      return { hits, more: hits.length > 0 && ranked.length > limit, ...(suggestion ? { suggestion } : {}) };
    },
  };
}

/**
 * Which of `words`, words the lexicon does not list, the index holds all the same: a word of one
 * or two pages is not a misspelling.
 */
async function indexedWords(index: DocsIndex, words: readonly string[]): Promise<Set<string>> {
  const held = await Promise.all(words.map(async (w) => ((await index.holds(w)) ? w : undefined)));
  return new Set(held.filter((w): w is string => w !== undefined));
}

/**
 * Runs every variant twice: for the pages with all of its words, and for the pages with some of
 * them, which count for the share of the search's weight they have (docs-index.ts, `anyWord`)
 * and ANY_WEIGHT. A page's score is the best weighted score any search gave it.
 */
async function findAll(
  index: DocsIndex,
  variants: readonly Variant[],
  filters: { section?: string | null },
  explain?: (line: string) => void,
): Promise<Map<string, Candidate>> {
  const found = new Map<string, Candidate>();
  const add = (result: IndexResult, score: number) => {
    const prior = found.get(result.id);
    if (!prior || prior.score < score) found.set(result.id, { result, score });
  };
  // The searches run together: the index loads the word chunks they need once.
  const searches = variants
    .filter((v) => v.terms.length > 0)
    .flatMap((v) => [
      { v, anyWord: false, weight: v.weight },
      ...(v.terms.length > 1 ? [{ v, anyWord: true, weight: v.weight * ANY_WEIGHT }] : []),
    ]);
  const searched = await Promise.all(
    searches.map(async (s) => ({ ...s, ...(await index.search(s.v.terms.join(" "), { ...filters, anyWord: s.anyWord })) })),
  );
  for (const { v, anyWord, weight, results } of searched) {
    explain?.(`  [${v.terms.join(" ")}]${anyWord ? " (any word)" : ""}: ${results.length} pages`);
    for (const r of results) add(r, Math.sqrt(r.score) * weight);
  }
  return found;
}

/** A hit: the page, linked to its best section, with up to two more matching sections under it. */
export function toHit(f: Fragment, sections: readonly RankedSection[]): SearchHit {
  const best = sections[0];
  const more = sections.slice(1).filter((s) => !s.isPage);
  return {
    url: best?.url ?? f.url,
    title: f.meta.title ?? f.url,
    ...(best && !best.isPage ? { heading: best.title } : {}),
    section: f.filters.section?.[0] ?? "",
    excerptHtml: best?.excerptHtml ?? "",
    ...(f.meta.badge ? { badge: f.meta.badge } : {}),
    ...(more.length > 0 ? { subHits: more.map((s) => ({ url: s.url, title: s.title, excerptHtml: s.excerptHtml })) } : {}),
  };
}
