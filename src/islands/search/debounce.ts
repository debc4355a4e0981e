/**
 * How long the search dialog waits after the query changes before it searches. Short, so a
 * pasted query or a pause answers at once; longer while the reader types fast, so a word half
 * typed is not searched and the pages of its results are not fetched for nothing (issue 14's
 * budget for the bytes of the first query). Results of the last search stay on screen meanwhile.
 */

/** The wait after a change that is not fast typing. */
export const DEBOUNCE_MS = 40;
/** The wait while the reader types fast: still well within results 300 ms after the last key. */
export const TYPING_DEBOUNCE_MS = 120;
/**
 * Keys closer together than this are typing. Wider than a fast typist's 80 to 150 ms: a key that
 * arrives while the dialog is busy (the index loading, a search ranking its pages) is handled
 * late, and a typing gap measured that long must not make the dialog search a half-typed word
 * (the bench measured 213 KB for a long first query with 150 ms, 180 KB with 400 ms under load).
 */
export const TYPING_GAP_MS = 400;

/**
 * Whether `query`, which follows `prior` (the query the last change was for), is being typed fast:
 * it adds a letter, or a space and a letter, to `prior`, and its key came less than TYPING_GAP_MS
 * after the key before (`gap`, ms). A paste, a suggestion, a deletion or a new filter is not.
 */
export function isTyping(prior: string, query: string, gap: number): boolean {
  const added = query.length - prior.length;
  return gap < TYPING_GAP_MS && added >= 1 && added <= 2 && query.startsWith(prior);
}

/**
 * The wait before searching `query`, which follows `prior`: TYPING_DEBOUNCE_MS while it is typed
 * fast (`isTyping`), otherwise DEBOUNCE_MS.
 */
export function searchDelay(prior: string, query: string, gap: number): number {
  return isTyping(prior, query, gap) ? TYPING_DEBOUNCE_MS : DEBOUNCE_MS;
}

/**
 * Results read for a search made while the reader types fast: about what the dialog's first screen
 * shows. Each result's page text (its fragment, 3 KB gzip for a long page) is read to rank its
 * sections and show excerpts, and pages are most of what a first query fetches; a search that the
 * next key replaces needs no more than the reader can glance at. The dialog reads the rest of the
 * first page of results once the reader has stopped typing: TYPING_GAP_MS after the last key.
 */
export const TYPING_RESULTS = 4;
