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
 * The wait before searching `query`, which follows `prior` (the query the last change was for):
 * fast typing when it adds a letter, or a space and a letter, to `prior` and its key came less
 * than TYPING_GAP_MS after the key before (`gap`, ms). A paste, a suggestion or a new filter is
 * searched after DEBOUNCE_MS.
 */
export function searchDelay(prior: string, query: string, gap: number): number {
  const added = query.length - prior.length;
  const typing = gap < TYPING_GAP_MS && added >= 1 && added <= 2 && query.startsWith(prior);
  return typing ? TYPING_DEBOUNCE_MS : DEBOUNCE_MS;
}
