/**
 * Levenshtein distance between two strings: how many single-character insertions, deletions or
 * substitutions turn one into the other. Pure, so the build and the browser share it.
 * Strings whose lengths differ by more than `maxLengthGap` are not compared: the answer is Infinity.
 */
export function editDistance(a: string, b: string, maxLengthGap = Infinity): number {
  if (Math.abs(a.length - b.length) > maxLengthGap) return Infinity;
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}
