/**
 * REST routes as search words. Readers paste routes in many spellings ("POST /admin/products",
 * "/store/carts/:id/complete", "GET /store/products/prod_123"), and the index splits a path into
 * words that match every operation of a resource alike. So each operation of the REST reference
 * carries two hidden words made from its method and path, and a query that looks like a route is
 * turned into the same word: both sides go through this module, the build (the API pages) and the
 * search dialog.
 *
 * A word is the prefix, the method (or nothing), then the path's segments run together, with
 * every parameter — `{id}`, `:id`, or a value such as `prod_123` — written as "0". Only letters
 * and digits, so the index keeps it as one word.
 */

export const ROUTE_WORD_PREFIX = "restop";

const METHODS = ["get", "post", "put", "patch", "delete"] as const;
export type RouteMethod = (typeof METHODS)[number];

/** How a path parameter is spelled in a route word. */
const PARAM = "0";

/** A route a reader typed: the method when given, and the path's segments (`null` for a parameter). */
export interface RouteQuery {
  method?: RouteMethod;
  segments: (string | null)[];
}

/** A static segment of the backend's routes: lowercase words joined by hyphens. */
const STATIC_SEGMENT = /^[a-z]+(?:-[a-z]+)*$/;

function segmentWord(segment: string | null): string {
  return segment === null ? PARAM : segment.replace(/[^a-z0-9]/g, "");
}

/** The words one operation is indexed under: with its method, and without it. */
export function routeWords(method: string, path: string): [string, string] {
  const segments = path
    .split("/")
    .filter(Boolean)
    .map((s) => (STATIC_SEGMENT.test(s) ? s : null));
  const joined = segments.map(segmentWord).join("");
  return [`${ROUTE_WORD_PREFIX}${method.toLowerCase()}${joined}`, `${ROUTE_WORD_PREFIX}${joined}`];
}

/** The route word for a parsed query: with the method when the reader gave one. */
export function routeQueryWord(route: RouteQuery): string {
  return `${ROUTE_WORD_PREFIX}${route.method ?? ""}${route.segments.map(segmentWord).join("")}`;
}

/**
 * Reads a query as a REST route of the Admin or Store API, or returns null. The path must start
 * at `/admin` or `/store` (a leading slash, or a method before it); a host, a query string and a
 * trailing slash are ignored. Segments that are not lowercase words are parameters: `{id}`,
 * `:id`, `[id]`, and values such as `prod_123`, `01H…` or a discount code.
 */
export function parseRouteQuery(query: string): RouteQuery | null {
  const m = /^\s*(?:([a-z]+)\s+)?(\S+)\s*$/i.exec(query);
  if (!m) return null;
  const methodText = m[1]?.toLowerCase();
  if (methodText !== undefined && !(METHODS as readonly string[]).includes(methodText)) return null;
  let path = m[2]!.replace(/^https?:\/\/[^/]+/i, "").replace(/[?#].*$/, "");
  if (!path.startsWith("/")) {
    if (methodText === undefined) return null;
    path = `/${path}`;
  }
  const parts = path.split("/").filter(Boolean);
  if (parts[0] === "api" && (parts[1] === "admin" || parts[1] === "store")) parts.shift();
  if (parts[0] !== "admin" && parts[0] !== "store") return null;
  return {
    ...(methodText ? { method: methodText as RouteMethod } : {}),
    segments: parts.map((p) => (STATIC_SEGMENT.test(p) ? p : null)),
  };
}

/** Whether a word of the index is a route word (kept out of excerpts and suggestions). */
export function isRouteWord(word: string): boolean {
  return word.startsWith(ROUTE_WORD_PREFIX);
}
