/**
 * Recent searches: the queries whose results the reader opened, newest first, kept in local
 * storage on the reader's own machine (nothing leaves the browser). Shown when the search box is
 * empty, so a search the reader came back for is one key away.
 */

export const RECENT_KEY = "medusa-docs:recent-searches";
/** How many recent searches are kept. */
export const RECENT_MAX = 6;

/** Reads the stored list; an unreadable or foreign value counts as none. */
export function readRecent(storage: Pick<Storage, "getItem"> | undefined = safeStorage()): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(RECENT_KEY) ?? "[]");
    return Array.isArray(value)
      ? value.filter((q): q is string => typeof q === "string" && q.trim() !== "").slice(0, RECENT_MAX)
      : [];
  } catch {
    return [];
  }
}

/** The list with `query` first, once (compared without case or surrounding spaces), at most RECENT_MAX long. */
export function withRecent(list: readonly string[], query: string): string[] {
  const q = query.trim();
  if (!q) return [...list];
  return [q, ...list.filter((x) => x.trim().toLowerCase() !== q.toLowerCase())].slice(0, RECENT_MAX);
}

/** Stores `list`; returns it. Storage that refuses (private mode, quota) only loses the memory. */
export function writeRecent(
  list: readonly string[],
  storage: Pick<Storage, "setItem" | "removeItem"> | undefined = safeStorage(),
): string[] {
  try {
    if (list.length === 0) storage?.removeItem(RECENT_KEY);
    else storage?.setItem(RECENT_KEY, JSON.stringify(list));
  } catch {
    // Nothing to do: recent searches are a convenience.
  }
  return [...list];
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
