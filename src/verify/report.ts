/**
 * The JSON report of `npm run verify:api`, written beside its summary lines: one entry per
 * operation, per code sample and per documented parameter or body field, each with what was sent,
 * the status and the verdict, so a failure can be read without running the check again.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { OperationKey } from "./catalogue";
import type { Exercise } from "./exercise";
import { repoRoot } from "./modules";
import type { SampleReport } from "./sample-checks";
import type { OperationOutcome, SampleOutcome, SentRecord } from "./scenario/engine";

export const REPORT_FILE = join(repoRoot, ".cache/verify-api/report.json");

export interface ReportInput {
  version: string;
  summary: string[];
  outcomes: ReadonlyMap<OperationKey, OperationOutcome>;
  curl: ReadonlyMap<OperationKey, SampleOutcome>;
  sent: readonly SentRecord[];
  clientSamples: readonly SampleReport[];
  exercises: readonly Exercise[];
}

export function writeReport(input: ReportInput, file = REPORT_FILE): string {
  const curlRuns = new Map<OperationKey, SentRecord>();
  for (const s of input.sent) if (s.from === "curl" && !curlRuns.has(s.op)) curlRuns.set(s.op, s);
  const report = {
    version: input.version,
    summary: input.summary,
    operations: [...input.outcomes].map(([operation, o]) => ({
      operation,
      verdict: o.failures.length === 0 ? "verified" : "failed",
      passedCalls: o.passed,
      failures: o.failures,
    })),
    samples: [
      ...[...input.curl].map(([operation, outcome]) => {
        const run = curlRuns.get(operation);
        return {
          operation,
          label: "cURL",
          request: run && { method: run.method, url: run.url, body: run.body },
          status: run?.status,
          verdict: run ? (input.outcomes.get(operation)?.failures.some((f) => f.includes("cURL")) ? "failed" : "ran") : outcome,
        };
      }),
      ...input.clientSamples.map((s) => ({
        operation: s.operation,
        label: s.label,
        request: s.request,
        verdict: s.problems.length === 0 ? (s.request ? "ran through medusa-js and type-checks" : "type-checks") : "failed",
        problems: s.problems,
      })),
    ],
    parameters: input.exercises.map((e) => ({
      operation: e.op,
      kind: e.kind,
      name: e.name,
      verdict: e.verdict,
      reason: e.reason,
      requests: e.requests.map((r) => ({ method: r.method, url: r.url, body: r.body, status: r.status })),
    })),
  };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 1)}\n`);
  return file;
}
