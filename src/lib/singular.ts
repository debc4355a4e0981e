/**
 * An English plural made singular, for names built from the words of a schema or an address:
 * `categories` → `category`, `addresses` → `address`, `taxes` → `tax`, `tags` → `tag`.
 */
export function singular(plural: string): string {
  if (/ies$/.test(plural)) return plural.replace(/ies$/, "y");
  if (/(ss|sh|ch|x)es$/.test(plural)) return plural.replace(/es$/, "");
  return plural.replace(/s$/, "");
}
