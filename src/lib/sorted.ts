/**
 * Where `key` goes in `sorted` (ascending strings): the index of the first item not below it or,
 * with `after`, of the first item above it; `sorted.length` when there is none.
 */
export function searchSorted(sorted: readonly string[], key: string, after = false): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < key || (after && sorted[mid] === key)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
