import { CATEGORIES } from "./set";
import type { Figures, QueryOutcome, SetEvaluation } from "./score";

/**
 * What `npm run eval:search` prints and writes: per set, the figures from each kind of page the
 * dialog was opened on and the worst of them, per category, and the queries that failed on some
 * kind of page with the three results the dialog showed there instead. Failures of the held-out
 * sets are hidden unless asked for, so that nobody tunes to them by accident.
 */

export interface ReportOptions {
  /** Print the failing queries of the held-out sets too. */
  showHeldOut: boolean;
}

const fixed = (x: number) => x.toFixed(2);
const WORST = "worst";

function figuresRow(label: string, f: Figures): string {
  return `  ${label.padEnd(12)}${String(f.n).padStart(5)}${fixed(f.successAt1).padStart(12)}${fixed(f.successAt3).padStart(12)}${fixed(f.mrr).padStart(8)}`;
}

/** Whether a set is held out: its failures are not printed unless asked for. */
export function isHeldOut(name: string): boolean {
  return name.includes("held-out");
}

/** The rank of each page kind's first acceptable result for query `i`, as "kind rank" pairs. */
function ranksOf(e: SetEvaluation, i: number): string {
  return e.byPage.map((p) => `${p.kind} ${p.report.outcomes[i]!.rank ?? "-"}`).join(", ");
}

function failure(e: SetEvaluation, i: number): string {
  // The results shown on the page kind where the query did worst.
  const outcomes = e.byPage.map((p) => ({ kind: p.kind, o: p.report.outcomes[i]! }));
  const worst = outcomes.reduce((a, b) => ((b.o.rank ?? Infinity) > (a.o.rank ?? Infinity) ? b : a));
  const o: QueryOutcome = worst.o;
  const top = o.hits.slice(0, 3).map((h, n) => `      ${n + 1}. ${h.url}  (${h.label})`);
  return [
    `    ${o.entry.file}:${o.entry.line} [${o.entry.category}] "${o.entry.query}": ${ranksOf(e, i)}`,
    `      on the ${worst.kind} page:`,
    ...(top.length > 0 ? top : ["      (no results)"]),
    `      wanted: ${o.entry.accept.join(", ")}`,
  ].join("\n");
}

export function textReport(evaluations: readonly SetEvaluation[], options: ReportOptions): string {
  const out: string[] = [];
  for (const e of evaluations) {
    const kinds = e.byPage.map((p) => p.kind);
    out.push(
      `${e.name} set, by the page the search was opened on`,
      `  ${"page".padEnd(12)}${"n".padStart(5)}${"success@1".padStart(12)}${"success@3".padStart(12)}${"MRR".padStart(8)}`,
      ...e.byPage.map((p) => figuresRow(p.kind, p.report.overall)),
      figuresRow(WORST, e.worst.overall),
      `  by category: success@3 / MRR`,
      `  ${"category".padEnd(12)}${"n".padStart(5)}${[...kinds, WORST].map((k) => k.padStart(12)).join("")}`,
    );
    for (const c of CATEGORIES) {
      const cells = [...e.byPage.map((p) => p.report.byCategory[c]), e.worst.byCategory[c]];
      if (cells[0]!.n === 0) continue;
      out.push(
        `  ${c.padEnd(12)}${String(cells[0]!.n).padStart(5)}${cells.map((f) => `${fixed(f.successAt3)}/${fixed(f.mrr)}`.padStart(12)).join("")}`,
      );
    }
    const entries = e.byPage[0]?.report.outcomes ?? [];
    const failing = entries.flatMap((_, i) =>
      e.byPage.some((p) => {
        const r = p.report.outcomes[i]!.rank;
        return r === null || r > 3;
      })
        ? [i]
        : [],
    );
    const notFirst = entries.flatMap((_, i) =>
      !failing.includes(i) && e.byPage.some((p) => p.report.outcomes[i]!.rank !== 1) ? [i] : [],
    );
    if (isHeldOut(e.name) && !options.showHeldOut) {
      out.push(
        `  ${failing.length} queries fail on some page kind, not shown: never tune to a held-out set (--show-held-out prints them).`,
      );
    } else {
      out.push(`  Failing queries (${failing.length}: no acceptable result in the top 3 on some page kind):`);
      out.push(...failing.map((i) => failure(e, i)));
      if (notFirst.length > 0) {
        out.push(`  In the top 3 everywhere but not first everywhere (${notFirst.length}):`);
        out.push(
          ...notFirst.map(
            (i) => `    ${entries[i]!.entry.file}:${entries[i]!.entry.line} "${entries[i]!.entry.query}": ${ranksOf(e, i)}`,
          ),
        );
      }
    }
    out.push("");
  }
  return out.join("\n");
}

/** The figures as JSON, for comparing runs: per set, the worst and each page kind's. */
export function jsonReport(evaluations: readonly SetEvaluation[], meta: Record<string, unknown>): string {
  const sets = Object.fromEntries(
    evaluations.map((e) => [
      e.name,
      {
        worst: e.worst,
        byPage: Object.fromEntries(e.byPage.map((p) => [p.kind, { overall: p.report.overall, byCategory: p.report.byCategory }])),
      },
    ]),
  );
  return `${JSON.stringify({ ...meta, sets }, null, 2)}\n`;
}
