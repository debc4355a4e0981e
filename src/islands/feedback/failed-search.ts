import { postFeedback, type FailedSearchBody } from "./post";

/** A query must have found nothing for this long (the reader stopped typing) before it is reported. */
export const FAILED_SEARCH_SETTLE_MS = 1500;
/** At most this many failed searches are reported from one page view. */
export const FAILED_SEARCHES_PER_PAGE = 5;
/** Reports from one page view are at least this far apart; one that comes sooner is dropped. */
export const FAILED_SEARCH_INTERVAL_MS = 5000;

export interface FailedSearchReporter {
  /** Reports `query` as a search that found nothing; false when the throttle drops it (or it was sent already). */
  report(query: string): boolean;
}

interface Options {
  post?: (endpoint: string, body: FailedSearchBody) => Promise<unknown>;
  now?: () => number;
}

/**
 * Reports readers' searches that found nothing to the feedback endpoint, so the docs' gaps show
 * up without an audit. Only the query text is sent (lower-cased, spaces made single), no page, no
 * identifier; each query once, at most FAILED_SEARCHES_PER_PAGE per page view, FAILED_SEARCH_INTERVAL_MS
 * apart. A site without a feedback endpoint creates no reporter, so nothing is sent.
 */
export function failedSearchReporter(
  endpoint: string,
  { post = postFeedback, now = Date.now }: Options = {},
): FailedSearchReporter {
  const sent = new Set<string>();
  let last = Number.NEGATIVE_INFINITY;
  return {
    report(query) {
      const q = query.trim().replace(/\s+/g, " ").toLowerCase();
      const t = now();
      if (!q || sent.has(q) || sent.size >= FAILED_SEARCHES_PER_PAGE || t - last < FAILED_SEARCH_INTERVAL_MS) return false;
      sent.add(q);
      last = t;
      void post(endpoint, { failedSearch: q });
      return true;
    },
  };
}

const reporters = new Map<string, FailedSearchReporter>();

/** The page view's reporter for `endpoint`, kept while the dialog closes and opens again. */
export function pageReporter(endpoint: string): FailedSearchReporter {
  let r = reporters.get(endpoint);
  if (!r) reporters.set(endpoint, (r = failedSearchReporter(endpoint)));
  return r;
}
