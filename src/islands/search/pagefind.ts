import { Lexicon, LEXICON_FILE, type LexiconFile } from "./lexicon";
import { analyzeQuery, indexWords, type AnalyzedQuery } from "./query";
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

interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<Fragment>;
}
interface PagefindApi {
  options(o: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(q: string, o?: { filters?: Record<string, string> }): Promise<{ results: PagefindResult[] }>;
}

/** Hits shown before "More results". */
export const PAGE_SIZE = 10;
/** Pages whose fragment is read to rank them, beyond those shown: a title match can lift one this far. */
const LOOKAHEAD = 5;
/** Below this many pages for all the words, the words are also searched one at a time. */
const FEW_RESULTS = 5;
/** Below this many pages for all the words, searches of three words or more are also run one word short. */
const SOME_RESULTS = 10;
/** How much a page found with one word fewer counts. */
const FEWER_WORDS_WEIGHT = 0.8;
/** How much a page found by only some of the words counts, at most. */
const PARTIAL_WEIGHT = 0.8;
/** Sections listed under a page, the one it links to included. */
const SECTIONS_PER_HIT = 3;

/** Pagefind's settings: excerpt length, and a stronger title weight than its default 5. */
const PAGEFIND_OPTIONS = { excerptLength: 22, noWorker: true, ranking: { metaWeights: { title: 8 } } };

interface Candidate {
  result: PagefindResult;
  score: number;
}

/**
 * The dialog's search over the static Pagefind index. Nothing is fetched until the dialog opens;
 * then Pagefind and the lexicon load together, and each query runs as a few Pagefind searches
 * (src/islands/search/variants.ts) whose results are merged and ranked (rank.ts).
 */
export function pagefindEngine(bundlePath: string): SearchEngine {
  let loading: Promise<{ pf: PagefindApi; lexicon: Lexicon }> | undefined;
  const load = () => {
    loading ??= (async () => {
      const [pf, lexicon] = await Promise.all([
        (async () => {
          const mod = (await import(/* @vite-ignore */ `${bundlePath}pagefind.js`)) as PagefindApi;
          await mod.options(PAGEFIND_OPTIONS);
          await mod.init();
          return mod;
        })(),
        (async () => {
          const res = await fetch(`${bundlePath}${LEXICON_FILE}`);
          if (!res.ok) throw new Error(`search lexicon: ${res.status}`);
          return new Lexicon((await res.json()) as LexiconFile);
        })(),
      ]);
      return { pf, lexicon };
    })();
    loading.catch(() => (loading = undefined));
    return loading;
  };
  const fragments = new Map<string, Promise<Fragment>>();
  const fragment = (r: PagefindResult) => {
    let f = fragments.get(r.id);
    if (!f) {
      f = r.data();
      fragments.set(r.id, f);
    }
    return f;
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
      void load().catch(() => {});
    },
    async search(query, options: SearchOptions): Promise<SearchResponse> {
      const { pf, lexicon } = await load();
      const limit = options.limit ?? PAGE_SIZE;
      const key = JSON.stringify([query.trim(), options.section, options.context ?? null]);
      if (last?.key !== key) {
        const q = analyzeQuery(query);
        const fixes = typoFixes(q, lexicon);
        const variants = queryVariants(q, lexicon, await indexedWords(pf, [...fixes.keys()], fragment), fixes);
        const filters = options.section ? { filters: { section: options.section } } : {};
        options.explain?.(
          `kind ${q.kind}${q.merchant ? " (merchant)" : ""}; searches: ${variants.list.map((v) => `[${v.terms.join(" ")}]×${v.weight}`).join(", ")}${variants.suggestion ? `; did you mean "${variants.suggestion}"` : ""}`,
        );
        options.signal?.throwIfAborted();
        const found = await findAll(pf, variants.list, variants.terms, filters, options.explain);
        const ranked = [...found.values()]
          .map((c) => {
            const weight =
              kindWeight(lexicon.kindOf(c.result.id), q, options.context) *
              (lexicon.isDeprecated(c.result.id) ? DEPRECATED_WEIGHT : 1) *
              upgradeWeight(lexicon.isUpgradeGuide(c.result.id), q);
            return { result: c.result, score: c.score * weight };
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
      const top = ranked.slice(0, limit + LOOKAHEAD);
      const read = await Promise.all(top.map(async (c) => ({ c, f: await fragment(c.result) })));
      const scored = read
        .map(({ c, f }) => {
          const sections = rankSections(f, q, rankTerms, SECTIONS_PER_HIT);
          const boost = pageBoost(f, q, [{ terms, weight: 1 }, ...list], sections[0]?.score ?? 0);
          return { c, f, sections, boost, score: c.score * boost };
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
            .map(async (c) => `${c.score.toFixed(2)} ${lexicon.kindOf(c.result.id)} ${(await fragment(c.result)).url}`),
        );
        if (rest.length > 0) explain(`  next: ${rest.join(" | ")}`);
      }
      // Pagefind answers a word it does not hold with pages of words that share its first
      // letters ("qqzzx" finds pages with a `q` parameter): a page none of whose words or title
      // matches a word of the query is not a result.
      const relevant = scored.filter((s) => s.sections.length > 0 || titleMatches(s.f.meta.title ?? "", rankTerms).size > 0);
      const hits = relevant.slice(0, limit).map(({ f, sections }) => toHit(f, sections));
      return { hits, more: hits.length > 0 && ranked.length > limit, ...(suggestion ? { suggestion } : {}) };
    },
  };
}

/** Pages whose text is read to tell whether the index holds a word the lexicon does not list. */
const WORD_CHECK_PAGES = 2;

/**
 * Which of `words`, words the lexicon does not list, the index holds all the same: a word of one
 * or two pages is not a misspelling. Pagefind also finds words a search term begins or nearly
 * spells, so its first pages for the word are read and the word looked for in their text.
 */
async function indexedWords(
  pf: PagefindApi,
  words: readonly string[],
  fragment: (r: PagefindResult) => Promise<Fragment>,
): Promise<Set<string>> {
  const found = await Promise.all(
    words.map(async (w) => {
      const { results } = await pf.search(w);
      const pages = await Promise.all(results.slice(0, WORD_CHECK_PAGES).map(fragment));
      const holds = pages.some((f) =>
        `${f.meta.title ?? ""} ${f.content}`.split(/\s+/).some((raw) => indexWords(raw).includes(w)),
      );
      return holds ? w : undefined;
    }),
  );
  return new Set(found.filter((w): w is string => w !== undefined));
}

/**
 * Runs every variant, and when they find few pages, every word alone; a page's score is the best
 * weighted score any search gave it, or for words alone their sum scaled by the share of words found.
 */
async function findAll(
  pf: PagefindApi,
  variants: readonly Variant[],
  terms: readonly string[],
  filters: { filters?: Record<string, string> },
  explain?: (line: string) => void,
): Promise<Map<string, Candidate>> {
  const found = new Map<string, Candidate>();
  const add = (result: PagefindResult, score: number) => {
    const prior = found.get(result.id);
    if (!prior || prior.score < score) found.set(result.id, { result, score });
  };
  // The searches of each round run together: Pagefind loads the index chunks they need at once.
  const searched = await Promise.all(
    variants.filter((v) => v.terms.length > 0).map(async (v) => ({ v, ...(await pf.search(v.terms.join(" "), filters)) })),
  );
  for (const { v, results } of searched) {
    explain?.(`  [${v.terms.join(" ")}]: ${results.length} pages`);
    for (const r of results) add(r, Math.sqrt(r.score) * v.weight);
  }
  if (found.size < SOME_RESULTS) {
    // Fewer words: each search of three words or more, once without each of its words.
    const tried = new Set(variants.map((v) => v.terms.join(" ")));
    const fewer: { key: string; weight: number }[] = [];
    for (const v of variants) {
      if (v.terms.length < 3) continue;
      for (let i = 0; i < v.terms.length; i++) {
        const key = v.terms.filter((_, j) => j !== i).join(" ");
        if (tried.has(key)) continue;
        tried.add(key);
        fewer.push({ key, weight: v.weight * FEWER_WORDS_WEIGHT });
      }
    }
    for (const { key, weight, results } of await Promise.all(
      fewer.map(async (f) => ({ ...f, ...(await pf.search(f.key, filters)) })),
    )) {
      explain?.(`  [${key}] (one word fewer): ${results.length} pages`);
      for (const r of results) add(r, Math.sqrt(r.score) * weight);
    }
  }
  if (found.size < FEW_RESULTS && terms.length > 1) {
    explain?.(`  few pages: each of ${terms.join(", ")} alone`);
    const partial = new Map<string, { result: PagefindResult; sum: number; count: number }>();
    for (const { results } of await Promise.all(terms.map((t) => pf.search(t, filters)))) {
      for (const r of results) {
        const p = partial.get(r.id) ?? { result: r, sum: 0, count: 0 };
        p.sum += r.score;
        p.count++;
        partial.set(r.id, p);
      }
    }
    for (const p of partial.values()) add(p.result, PARTIAL_WEIGHT * Math.sqrt(p.sum) * (p.count / terms.length) ** 2);
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
