/**
 * A fresh copy of the record a step works on, made by the scenario's own steps: what an action that
 * can run once per record (a fulfillment, a shipment, a claim, a completed cart) needs to be sent
 * again after the scenario, when the record the scenario made no longer takes it.
 *
 * The engine keeps, for each step it ran, the saved names it read and the names it saved. The
 * steps that made the record are the earlier ones that saved a name the step reads, and the
 * earlier changes (not GETs) that read one of those names, and so on, with what those read and
 * saved: the cart's creation, its line items, its completion, the order's capture and
 * fulfillments, a swap's cart's shipping method. They are sent again in a
 * forked state (`ScenarioState.fork`: its own saved names and run suffix), and the step's request
 * is then the same with the fresh copy's IDs in place of the old ones.
 */
import type { Step } from "./types";

/** One step the engine ran: its label (`group #3`), method, the saved names it read and saved. */
export interface HistoryEntry {
  label: string;
  step: Step;
  method: string;
  reads: ReadonlySet<string>;
  saves: readonly string[];
}

/** Names every step shares: the seed and the run suffix are no record of the scenario's. */
const SHARED = new Set(["seed", "run"]);

/** The indexes, in order, of the earlier steps that made what the step at `index` reads. */
export function stepsThatMade(history: readonly HistoryEntry[], index: number): number[] {
  const needed = new Set([...(history[index]?.reads ?? [])].filter((n) => !SHARED.has(n)));
  const included = new Set<number>();
  for (let changed = true; changed;) {
    changed = false;
    for (let i = 0; i < index; i++) {
      const h = history[i]!;
      if (included.has(i)) continue;
      const saves = h.saves.some((n) => needed.has(n));
      const changes = h.method !== "get" && [...h.reads].some((n) => needed.has(n));
      if (!saves && !changes) continue;
      included.add(i);
      // What it read made the record; what it saved is part of it (a swap's cart, set up later).
      for (const n of [...h.reads, ...h.saves]) if (!SHARED.has(n) && !needed.has(n)) needed.add(n);
      changed = true;
    }
  }
  return [...included].sort((a, b) => a - b);
}

/**
 * Replaces, in a request's text, each string value the original state saved by the value the
 * fork saved under the same name (longest first, so that an ID holding another is replaced whole).
 */
export function renamer(before: Record<string, unknown>, after: Record<string, unknown>): (text: string) => string {
  const pairs: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(after)) {
    const old = before[name];
    if (typeof value === "string" && typeof old === "string" && old !== value && old.length >= 4) pairs.push([old, value]);
  }
  pairs.sort((a, b) => b[0].length - a[0].length);
  return (text) => pairs.reduce((t, [old, value]) => t.split(old).join(value), text);
}
