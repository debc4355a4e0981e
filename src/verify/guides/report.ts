/**
 * The outcome of a `verify:guides` run: one entry per guide (the steps it ran and how each went,
 * or the service it was skipped for), written as JSON, and the summary line.
 */
import { writeFileFresh } from "../write-fresh";
import type { StepResult } from "./steps";

export interface GuideReport {
  page: string;
  /** Where the guide's entry is in the record. */
  where: string;
  result: "passed" | "failed" | "skipped";
  /** Which project it ran in (guides of one project share a backend). */
  project?: number;
  /** For a skipped guide: the third-party service it needs, and why. */
  service?: string;
  reason?: string;
  /** Why it failed before or outside its steps (the project did not build or start). */
  error?: string;
  steps: StepResult[];
  ms: number;
}

export interface RunReport {
  medusaVersion: string;
  /** Step-by-step guides in this run: those run and those skipped. */
  total: number;
  ran: number;
  failed: number;
  skipped: number;
  guides: GuideReport[];
}

export function summarize(guides: GuideReport[], medusaVersion: string): RunReport {
  const ran = guides.filter((g) => g.result !== "skipped").length;
  const failed = guides.filter((g) => g.result === "failed").length;
  return { medusaVersion, total: guides.length, ran, failed, skipped: guides.length - ran, guides };
}

export function summaryLine(report: RunReport): string {
  return `ran ${report.ran} of ${report.total} step-by-step guides against Medusa ${report.medusaVersion}, ${report.failed} failed`;
}

export function writeReport(path: string, report: RunReport): void {
  writeFileFresh(path, `${JSON.stringify(report, null, 2)}\n`);
}
