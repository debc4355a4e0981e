/**
 * The JSON report of a verify:api run, written beside its summary lines: one entry per documented
 * operation (its verdict, how many calls passed, what failed) with every error answer the backend
 * gave it (status and body), which the error reference reads as "seen by verify:api" once reduced
 * to `data/api-observed-errors.yaml` (`npm run errors:observed`), and the error lines of the
 * backend's log; one entry per code sample and per documented parameter or body field, each with
 * what was sent, the status and the verdict, so a failure can be read without running the check again.
 */
import type { Catalogue, OperationKey } from "./catalogue";
import type { Exercise } from "./exercise";
import type { ClientCall } from "./js-client";
import type { SampleReport } from "./sample-checks";
import type { SampleOutcome, SentRecord } from "./scenario/engine";

/** An error answer: a status of 400 or more, with the JSON body's fields or the plain text. */
export interface RecordedError {
  status: number;
  code?: string;
  type?: string;
  message?: string;
  /** The body, when it was not a JSON error (`Unauthorized`). */
  text?: string;
  /** The step that got it (`storefront #12`, `storefront checkout`). */
  step: string;
}

export interface ReportEntry {
  operation: OperationKey;
  verdict: "verified" | "failed" | "listed" | "not called";
  passed: number;
  failures: string[];
  errors: RecordedError[];
}

export interface VerifyReport {
  version: string;
  summary: { total: number; verified: number; failed: number; listed: number };
  /** The summary lines as printed: `verified N of 320 …` and `exercised P of Q …`. */
  lines: string[];
  operations: ReportEntry[];
  checkout: { passed: boolean; failure?: string };
  /** Lines of the backend's log written at the error level while the scenario ran. */
  logErrors: string[];
  samples: SampleEntry[];
  parameters: ParameterEntry[];
}

/** One code sample: the cURL run by the scenario, or a JS Client / Medusa React check. */
export interface SampleEntry {
  operation: OperationKey;
  label: string;
  /** A cURL run's method, URL and body; a JS Client run's call through medusa-js. */
  request?: { method: string; url: string; body?: unknown } | ClientCall;
  status?: number;
  verdict: string;
  problems?: string[];
}

/** One documented query parameter or body field and the requests that exercised it. */
export interface ParameterEntry {
  operation: OperationKey;
  kind: Exercise["kind"];
  name: string;
  verdict: Exercise["verdict"];
  reason?: string;
  requests: { method: string; url: string; body?: unknown; status: number }[];
}

/**
 * The sample entries: each cURL sample as the scenario ran it (its first run; `failed` when a
 * failure of its operation names the cURL sample), or why it was not run; each JS Client and
 * Medusa React check.
 */
export function sampleEntries(
  curl: ReadonlyMap<OperationKey, SampleOutcome>,
  sent: readonly SentRecord[],
  failures: (operation: OperationKey) => readonly string[],
  clientSamples: readonly SampleReport[],
): SampleEntry[] {
  const curlRuns = new Map<OperationKey, SentRecord>();
  for (const s of sent) if (s.from === "curl" && !curlRuns.has(s.op)) curlRuns.set(s.op, s);
  return [
    ...[...curl].map(([operation, outcome]): SampleEntry => {
      const run = curlRuns.get(operation);
      if (!run) return { operation, label: "cURL", verdict: outcome };
      return {
        operation,
        label: "cURL",
        request: { method: run.method, url: run.url, body: run.body },
        status: run.status,
        verdict: failures(operation).some((f) => f.includes("cURL")) ? "failed" : "ran",
      };
    }),
    ...clientSamples.map((s): SampleEntry => ({
      operation: s.operation,
      label: s.label,
      request: s.request,
      verdict: s.problems.length === 0 ? (s.request ? "ran through medusa-js and type-checks" : "type-checks") : "failed",
      problems: s.problems,
    })),
  ];
}

export function parameterEntries(exercises: readonly Exercise[]): ParameterEntry[] {
  return exercises.map((e) => ({
    operation: e.op,
    kind: e.kind,
    name: e.name,
    verdict: e.verdict,
    reason: e.reason,
    requests: e.requests.map((r) => ({ method: r.method, url: r.url, body: r.body, status: r.status })),
  }));
}

export const DEFAULT_REPORT = ".cache/verify-api/report.json";

/** The recorded error of an answer, or undefined when it is no error (a status under 400). */
export function recordedError(status: number, body: unknown, step: string): RecordedError | undefined {
  if (status < 400) return undefined;
  if (body !== null && typeof body === "object" && !Array.isArray(body)) {
    const b = body as Record<string, unknown>;
    const str = (k: string) => (typeof b[k] === "string" ? (b[k] as string) : undefined);
    if (str("message") !== undefined) return { status, code: str("code"), type: str("type"), message: str("message"), step };
  }
  return { status, text: typeof body === "string" ? body : JSON.stringify(body), step };
}

/**
 * The documented operation a request went to, by its method and URL path: for calls the scenario
 * does not name (the medusa-js checkout). A literal path segment wins over a parameter.
 */
export function operationOf(catalogue: Catalogue, method: string, path: string): OperationKey | undefined {
  const segments = path.replace(/\?.*$/, "").split("/").filter(Boolean);
  let best: { key: OperationKey; literals: number } | undefined;
  for (const op of catalogue.operations) {
    if (op.method.toUpperCase() !== method.toUpperCase()) continue;
    const template = op.path.split("/").filter(Boolean);
    if (template.length !== segments.length) continue;
    if (!template.every((t, i) => t.startsWith("{") || t === segments[i])) continue;
    const literals = template.filter((t) => !t.startsWith("{")).length;
    if (!best || literals > best.literals) best = { key: op.key, literals };
  }
  return best?.key;
}

/** Terminal colour codes, which the backend's logger writes when it thinks it prints to a terminal. */
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

/** The lines a Medusa backend logs at the error level (`error:   …`; the stacks that follow them are left out). */
export function logErrorLines(log: string): string[] {
  const out: string[] = [];
  for (const line of log.split("\n")) {
    const plain = line.replace(ANSI_COLOUR, "");
    if (/^error:\s/.test(plain)) out.push(plain.trim());
  }
  return out;
}

/** The distinct error answers of each operation of a report, as the entries of `data/api-observed-errors.yaml`. */
export function observedEntries(report: VerifyReport): Record<string, string | number>[] {
  const out: Record<string, string | number>[] = [];
  for (const op of report.operations) {
    const seen = new Set<string>();
    for (const e of op.errors) {
      const entry: Record<string, string | number> = { operation: op.operation, status: e.status };
      if (e.message !== undefined) {
        if (e.code !== undefined) entry.code = e.code;
        if (e.type !== undefined) entry.type = e.type;
        entry.message = e.message;
      } else entry.text = e.text ?? "";
      const key = JSON.stringify(entry);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(entry);
    }
  }
  return out;
}
