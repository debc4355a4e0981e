import { CATEGORIES, type Category, type EvalEntry } from "./set";
import { splitUrl } from "./site";

/**
 * Scoring of the search evaluation: where the first acceptable result of each query is, and
 * success@1, success@3 and MRR per set and category. Pure, so the rules are tested on their own.
 */

/** One result as the dialog lists it. */
export interface EvalHit {
  /** Where the result links (a page, or a section of it: `/a/b#c`). */
  url: string;
  /** What the dialog shows as its label: the page title, and the heading when there is one. */
  label: string;
}

export interface QueryOutcome {
  entry: EvalEntry;
  hits: EvalHit[];
  /** 1-based position of the first acceptable hit; null when none is acceptable. */
  rank: number | null;
}

export interface Figures {
  n: number;
  successAt1: number;
  successAt3: number;
  mrr: number;
}

export interface SetReport {
  name: string;
  overall: Figures;
  byCategory: Record<Category, Figures>;
  outcomes: QueryOutcome[];
}

/**
 * Whether a hit answers an accepted URL: `/a/b` accepts the page and every section of it; `/a/b#c`
 * accepts only that section. URLs are compared without origin, trailing slash or encoding.
 */
export function accepts(accepted: string, hitUrl: string): boolean {
  const [page, anchor] = splitUrl(accepted);
  const [hitPage, hitAnchor] = splitUrl(normalize(hitUrl));
  return hitPage === page && (anchor === undefined || hitAnchor === anchor);
}

function normalize(url: string): string {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, "");
  const [page, anchor] = splitUrl(path);
  const cleanPage = page.length > 1 ? page.replace(/\/+$/, "") : page;
  return anchor === undefined ? safeDecode(cleanPage) : `${safeDecode(cleanPage)}#${safeDecode(anchor)}`;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The position of the first hit that one of the entry's URLs accepts. */
export function rankOf(entry: EvalEntry, hits: readonly EvalHit[]): number | null {
  const i = hits.findIndex((h) => entry.accept.some((a) => accepts(a, h.url)));
  return i === -1 ? null : i + 1;
}

export function figures(outcomes: readonly QueryOutcome[]): Figures {
  const n = outcomes.length;
  if (n === 0) return { n, successAt1: 0, successAt3: 0, mrr: 0 };
  const count = (ok: (r: number) => boolean) => outcomes.filter((o) => o.rank !== null && ok(o.rank)).length;
  return {
    n,
    successAt1: count((r) => r === 1) / n,
    successAt3: count((r) => r <= 3) / n,
    mrr: outcomes.reduce((sum, o) => sum + (o.rank === null ? 0 : 1 / o.rank), 0) / n,
  };
}

export function scoreSet(name: string, entries: readonly EvalEntry[], hits: readonly EvalHit[][]): SetReport {
  if (hits.length !== entries.length) throw new Error(`${name}: ${entries.length} queries but ${hits.length} result lists`);
  const outcomes = entries.map((entry, i) => ({ entry, hits: hits[i]!, rank: rankOf(entry, hits[i]!) }));
  const byCategory = Object.fromEntries(
    CATEGORIES.map((c) => [c, figures(outcomes.filter((o) => o.entry.category === c))]),
  ) as Record<Category, Figures>;
  return { name, overall: figures(outcomes), byCategory, outcomes };
}

/** A set's figures typed on one kind of page. */
export interface PageKindReport {
  /** The kind of page the dialog was opened on ("homepage", "guide", …). */
  kind: string;
  report: SetReport;
}

/** A set run from every kind of page, and its worst figures. */
export interface SetEvaluation {
  name: string;
  byPage: PageKindReport[];
  /** Each figure at its lowest over the page kinds: what a target holds for every kind of page. */
  worst: { overall: Figures; byCategory: Record<Category, Figures> };
}

/** Each of success@1, success@3 and MRR at its lowest over `list` (all of the same queries). */
export function worstFigures(list: readonly Figures[]): Figures {
  if (list.length === 0) throw new Error("no figures to take the worst of");
  return {
    n: list[0]!.n,
    successAt1: Math.min(...list.map((f) => f.successAt1)),
    successAt3: Math.min(...list.map((f) => f.successAt3)),
    mrr: Math.min(...list.map((f) => f.mrr)),
  };
}

/** The set's reports from each kind of page, with the worst of them. */
export function evaluationOf(name: string, byPage: readonly PageKindReport[]): SetEvaluation {
  return {
    name,
    byPage: [...byPage],
    worst: {
      overall: worstFigures(byPage.map((p) => p.report.overall)),
      byCategory: Object.fromEntries(
        CATEGORIES.map((c) => [c, worstFigures(byPage.map((p) => p.report.byCategory[c]))]),
      ) as Record<Category, Figures>,
    },
  };
}
