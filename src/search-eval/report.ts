import { CATEGORIES } from "./set";
import type { Figures, QueryOutcome, SetReport } from "./score";

/**
 * What `npm run eval:search` prints and writes: the figures per set and category, and for the
 * main set the queries that failed with the three results the dialog showed instead. Failures of
 * the held-out set are hidden unless asked for, so that nobody tunes to them by accident.
 */

export interface ReportOptions {
  /** Print the failing queries of the held-out set too. */
  showHeldOut: boolean;
}

const fixed = (x: number) => x.toFixed(2);

function row(label: string, f: Figures): string {
  return `  ${label.padEnd(12)}${String(f.n).padStart(5)}${fixed(f.successAt1).padStart(12)}${fixed(f.successAt3).padStart(12)}${fixed(f.mrr).padStart(8)}`;
}

function failure(o: QueryOutcome): string {
  const where = `${o.entry.file}:${o.entry.line}`;
  const top = o.hits.slice(0, 3).map((h, i) => `      ${i + 1}. ${h.url}  (${h.label})`);
  const found = o.rank === null ? `no acceptable result in ${o.hits.length}` : `first acceptable at ${o.rank}`;
  return [
    `    ${where} [${o.entry.category}] "${o.entry.query}": ${found}`,
    ...(top.length > 0 ? top : ["      (no results)"]),
    `      wanted: ${o.entry.accept.join(", ")}`,
  ].join("\n");
}

export function textReport(reports: readonly SetReport[], options: ReportOptions): string {
  const out: string[] = [];
  for (const r of reports) {
    out.push(
      `${r.name} set`,
      `  ${"category".padEnd(12)}${"n".padStart(5)}${"success@1".padStart(12)}${"success@3".padStart(12)}${"MRR".padStart(8)}`,
    );
    for (const c of CATEGORIES) out.push(row(c, r.byCategory[c]));
    out.push(row("all", r.overall));
    const failing = r.outcomes.filter((o) => o.rank === null || o.rank > 3);
    const notFirst = r.outcomes.filter((o) => o.rank !== null && o.rank > 1 && o.rank <= 3);
    if (r.name === "held-out" && !options.showHeldOut) {
      out.push(`  ${failing.length} failing queries, not shown: never tune to the held-out set (--show-held-out prints them).`);
    } else {
      out.push(`  Failing queries (${failing.length}: no acceptable result in the top 3):`);
      out.push(...failing.map(failure));
      if (notFirst.length > 0) {
        out.push(`  In the top 3 but not first (${notFirst.length}):`);
        out.push(...notFirst.map((o) => `    ${o.entry.file}:${o.entry.line} "${o.entry.query}": ${o.rank}`));
      }
    }
    out.push("");
  }
  return out.join("\n");
}

/** The figures as JSON, for comparing runs. */
export function jsonReport(reports: readonly SetReport[], meta: Record<string, unknown>): string {
  const sets = Object.fromEntries(reports.map((r) => [r.name, { overall: r.overall, byCategory: r.byCategory }]));
  return `${JSON.stringify({ ...meta, sets }, null, 2)}\n`;
}
