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

/**
 * The distance of a typo: optimal string alignment (Levenshtein, plus swapping two neighbouring
 * characters as one edit: "prodcut" is one from "product"). Stops as soon as every path is over
 * `max` and returns `max + 1` then, so scanning a vocabulary stays fast.
 */
export function typoDistance(a: string, b: string, max: number): number {
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prevPrev[j - 2]! + 1);
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}
