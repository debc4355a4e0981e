/**
 * Whether a version spec written in an install command (`1.20.11`, `^1.9.2`, `1.x`, `>=0.3.11
 * <0.3.23`, `latest`) can install a release at or above a given version. The install check needs
 * only this question, so this is not a full semver implementation: the upper bound of each
 * comparator set decides (prerelease tags are ignored).
 */
export type SpecVerdict =
  | { kind: "below" }
  | { kind: "reaches" }
  /** A dist-tag, a URL or anything else that names no version: npm resolves it at install time. */
  | { kind: "not-a-version" };

type Triple = [number, number, number];
/** An upper bound: the versions below `v` (exclusive) or up to `v` (inclusive); none when unbounded. */
type Bound = { v: Triple; inclusive: boolean } | undefined;

const PARTIAL = /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-[\w.-]+)?(?:\+[\w.-]+)?$/;

/** The numbers a partial version gives; `undefined` parts are wildcards. */
function partial(text: string): (number | undefined)[] | undefined {
  const m = PARTIAL.exec(text);
  if (!m) return undefined;
  const parts: (number | undefined)[] = [];
  for (const p of [m[1], m[2], m[3]]) {
    const n = p === undefined || /^[xX*]$/.test(p) ? undefined : Number(p);
    // After a wildcard everything is a wildcard (1.x.3 means 1.x).
    parts.push(parts.includes(undefined) ? undefined : n);
  }
  return parts;
}

/** The first version past a partial one: 1 → 2.0.0, 1.2 → 1.3.0; undefined for `*`. */
function past(p: (number | undefined)[]): Triple | undefined {
  const [a, b] = p;
  if (a === undefined) return undefined;
  if (b === undefined) return [a + 1, 0, 0];
  return [a, b + 1, 0];
}

const full = (p: (number | undefined)[]): Triple => [p[0] ?? 0, p[1] ?? 0, p[2] ?? 0];
const isFull = (p: (number | undefined)[]) => p.every((n) => n !== undefined);

function compare(a: Triple, b: Triple): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** The upper bound of one comparator; `null` when it is not a comparator. */
function comparatorBound(c: string): Bound | null {
  const m = /^(\^|~>?|>=|<=|>|<|=)?\s*(.+)$/.exec(c);
  if (!m) return null;
  const [, op = "", rest] = m;
  const p = partial(rest!);
  if (!p) return null;
  const next = past(p);
  switch (op) {
    case "":
    case "=":
      return isFull(p) ? { v: full(p), inclusive: true } : next && { v: next, inclusive: false };
    case "^": {
      // ^1.2.3 < 2.0.0, ^0.2.3 < 0.3.0, ^0.0.3 < 0.0.4; ^0.x < 1.0.0, ^0.0 < 0.1.0.
      const [a, b, c3] = p;
      if (a === undefined) return undefined;
      if (a > 0 || b === undefined) return { v: [a + 1, 0, 0], inclusive: false };
      if (b > 0 || c3 === undefined) return { v: [0, b + 1, 0], inclusive: false };
      return { v: [0, 0, c3 + 1], inclusive: false };
    }
    case "~":
    case "~>":
      // ~1.2.3 < 1.3.0, ~1.2 < 1.3.0, ~1 < 2.0.0.
      return p[1] === undefined ? next && { v: next, inclusive: false } : { v: [p[0]!, p[1] + 1, 0], inclusive: false };
    case "<":
      return { v: full(p), inclusive: false };
    case "<=":
      return isFull(p) ? { v: full(p), inclusive: true } : next && { v: next, inclusive: false };
    default:
      // > and >= have no upper bound.
      return undefined;
  }
}

/** The lowest of two upper bounds. */
function lower(a: Bound, b: Bound): Bound {
  if (!a) return b;
  if (!b) return a;
  const c = compare(a.v, b.v);
  if (c !== 0) return c < 0 ? a : b;
  return a.inclusive ? b : a;
}

/** The upper bound of a comparator set (`>=1.2.0 <1.4.0`, `1.2.3 - 1.4`); `null` when not a range. */
function setBound(set: string): Bound | null {
  const trimmed = set.trim();
  if (trimmed === "") return undefined;
  const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(trimmed);
  if (hyphen) {
    if (!partial(hyphen[1]!)) return null;
    return comparatorBound(`<=${hyphen[2]}`);
  }
  // `>= 1.2.0` is one comparator: join operators to their versions.
  const comparators = trimmed.replace(/(\^|~>?|>=|<=|>|<|=)\s+/g, "$1").split(/\s+/);
  let bound: Bound = undefined;
  for (const c of comparators) {
    const b = comparatorBound(c);
    if (b === null) return null;
    bound = lower(bound, b);
  }
  return bound;
}

/** Whether `spec` can resolve to `version` or a later release. */
export function specReaches(spec: string, version: string): SpecVerdict {
  const target = full(partial(version) ?? []);
  let reaches = false;
  for (const set of spec.split("||")) {
    const bound = setBound(set);
    if (bound === null) return { kind: "not-a-version" };
    if (!bound) reaches = true;
    else {
      const c = compare(target, bound.v);
      if (c < 0 || (c === 0 && bound.inclusive)) reaches = true;
    }
  }
  return reaches ? { kind: "reaches" } : { kind: "below" };
}
