import { existsSync, readFileSync, writeFileSync } from "node:fs";
import type { Diagnostic } from "../diagnostics";

/**
 * The committed record of every page's anchors (data/anchors.txt: a line per page, its route then
 * its ids), so that no heading id or member anchor that readers may have linked to disappears
 * silently. A removed anchor needs a forward on its page (front matter `anchors`, or
 * src/reference/anchor-forwards.ts), which keeps the old id as a target next to the new one.
 */
export type Anchors = Map<string, readonly string[]>;

export function readAnchors(file: string): Anchors | undefined {
  if (!existsSync(file)) return undefined;
  const out: Anchors = new Map();
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim()) continue;
    const [route, ...ids] = line.split(" ");
    out.set(route!, ids);
  }
  return out;
}

export function writeAnchors(file: string, anchors: Anchors): void {
  const lines = [...anchors].sort(([a], [b]) => a.localeCompare(b)).map(([route, ids]) => [route, ...[...ids].sort()].join(" "));
  writeFileSync(file, `${lines.join("\n")}\n`);
}

export interface AnchorCheck {
  /** Anchors (and pages) that are gone without a forward (or a redirect): errors. */
  removed: Diagnostic[];
  /** Anchors that are new since the record was made. */
  added: number;
}

/** Compares the anchors of the built pages with the record. */
export function compareAnchors(
  recorded: Anchors,
  current: Anchors,
  opts: { redirects: ReadonlyMap<string, string>; sourceOf: (route: string) => string; record: string },
): AnchorCheck {
  const removed: Diagnostic[] = [];
  let added = 0;
  for (const [route, ids] of recorded) {
    const now = current.get(route);
    if (!now) {
      if (!opts.redirects.has(route))
        removed.push({
          file: opts.record,
          message: `the page ${route} is gone, and nothing redirects from it`,
          hint: "add a redirect in redirects.ts to the page that replaced it",
        });
      continue;
    }
    const have = new Set(now);
    for (const id of ids) {
      if (!have.has(id))
        removed.push({
          file: opts.sourceOf(route),
          message: `anchor #${id} of ${route} is gone; links to it would land at the top of the page`,
          hint: `forward it to the heading that replaced it: front matter "anchors: { ${id}: <new-id> }" (for a generated page, src/reference/anchor-forwards.ts); or, if it is truly gone, run npm run anchors:update`,
        });
    }
  }
  for (const [route, ids] of current) {
    const before = new Set(recorded.get(route) ?? []);
    added += ids.filter((id) => !before.has(id)).length;
  }
  return { removed, added };
}

/**
 * Adds a forward for each old anchor: an empty element with the old id at the start of the
 * element that has the new id, so a link to the old anchor scrolls to the new place.
 */
export function addForwards(html: string, forwards: Readonly<Record<string, string>> | undefined, where: string): string {
  let out = html;
  for (const [from, to] of Object.entries(forwards ?? {})) {
    const at = new RegExp(`<[a-z][a-z0-9]*\\b[^>]*\\sid="${to.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[^>]*>`).exec(out);
    if (!at) throw new Error(`${where}: anchor forward "${from}" leads to #${to}, which the page does not have`);
    const end = at.index + at[0].length;
    out = `${out.slice(0, end)}<span id="${from}" class="anchor-forward"></span>${out.slice(end)}`;
  }
  return out;
}
