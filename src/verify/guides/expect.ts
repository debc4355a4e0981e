/**
 * How a guide's stated answer is compared with what came back: as a subset (every key the page
 * shows, with its value; arrays of the same length), where an example ID the page made up
 * (`prod_01HE8XJ4V1M2NP7Q6X4Z3B2C1D`) stands for any ID of that kind.
 */
const EXAMPLE_ID = /^([a-z]+(?:_[a-z]+)*)_01[0-9A-HJKMNP-TV-Z]{24}$/;

/** Where `actual` departs from `expected`, as `path: expected …, got …`; undefined when it matches. */
export function subsetMismatch(expected: unknown, actual: unknown, path = "$"): string | undefined {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${path}: expected an array, got ${describe(actual)}`;
    if (actual.length !== expected.length) return `${path}: expected ${expected.length} item(s), got ${actual.length}`;
    for (let i = 0; i < expected.length; i++) {
      const miss = subsetMismatch(expected[i], actual[i], `${path}[${i}]`);
      if (miss) return miss;
    }
    return undefined;
  }
  if (expected !== null && typeof expected === "object") {
    if (actual === null || typeof actual !== "object" || Array.isArray(actual))
      return `${path}: expected an object, got ${describe(actual)}`;
    for (const [key, value] of Object.entries(expected)) {
      if (!(key in actual)) return `${path}.${key}: missing`;
      const miss = subsetMismatch(value, (actual as Record<string, unknown>)[key], `${path}.${key}`);
      if (miss) return miss;
    }
    return undefined;
  }
  const example = typeof expected === "string" ? EXAMPLE_ID.exec(expected) : null;
  if (example && typeof actual === "string" && actual.startsWith(`${example[1]}_`)) return undefined;
  return Object.is(expected, actual) ? undefined : `${path}: expected ${describe(expected)}, got ${describe(actual)}`;
}

function describe(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}
