/**
 * Sends an answer of "Was this page helpful?", or a search that found nothing, to the endpoint the
 * site configuration names.
 * Kept apart from the widget so that every way it can end (an answer, an HTTP error, no answer
 * in time, no network) is tested without a browser.
 */

/** What the endpoint receives, as JSON. */
export interface FeedbackBody {
  /** The page's path, e.g. `/modules/orders/overview`. */
  page: string;
  helpful: boolean;
  /** What the reader wrote; empty when they wrote nothing. */
  comment: string;
}

/** A search in the dialog that found nothing: the query text only (failed-search.ts). */
export interface FailedSearchBody {
  failedSearch: string;
}

export type FeedbackResult = { ok: true } | { ok: false; reason: string };

export const FEEDBACK_TIMEOUT_MS = 8000;

/** Posts `body` to `endpoint`. Never throws: a failure comes back with a reason a reader can understand. */
export async function postFeedback(
  endpoint: string,
  body: FeedbackBody | FailedSearchBody,
  { fetch = globalThis.fetch, timeoutMs = FEEDBACK_TIMEOUT_MS }: { fetch?: typeof globalThis.fetch; timeoutMs?: number } = {},
): Promise<FeedbackResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      credentials: "omit",
      signal: controller.signal,
    });
    return res.ok ? { ok: true } : { ok: false, reason: `the feedback service answered with an error (${res.status})` };
  } catch {
    return controller.signal.aborted
      ? {
          ok: false,
          reason: `the feedback service did not answer within ${timeoutMs / 1000} second${timeoutMs === 1000 ? "" : "s"}`,
        }
      : { ok: false, reason: "the feedback service could not be reached" };
  } finally {
    clearTimeout(timer);
  }
}
