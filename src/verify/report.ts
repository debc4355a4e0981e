/**
 * The JSON report of a verify:api run, written beside its summary line: one entry per documented
 * operation (its verdict, how many calls passed, what failed) with every error answer the backend
 * gave it (status and body), which the error reference reads as "seen by verify:api" once reduced
 * to `data/api-observed-errors.yaml` (`npm run errors:observed`), and the error lines of the
 * backend's log.
 */
import type { Catalogue, OperationKey } from "./catalogue";

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
  operations: ReportEntry[];
  checkout: { passed: boolean; failure?: string };
  /** Lines of the backend's log written at the error level while the scenario ran. */
  logErrors: string[];
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
