/**
 * The checks of the JS Client and Medusa React samples that need no backend, run by
 * `npm run verify:api` before it starts one: every sample type-checks against the pinned packages
 * (with the placeholders of sample-prelude.ts declared), and every JS Client sample, run through
 * `@medusajs/medusa-js`, sends one request to its own operation's method and path, with the same
 * body fields as the operation's cURL sample (which the scenario runs against the backend).
 */
import { join } from "node:path";
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { isObject } from "../reference/openapi/normalize";
import { sampleSource } from "../reference/openapi/samples";
import { checkSamples } from "../samples/check";
import type { Sample } from "../samples/extract";
import type { Catalogue, OperationKey } from "./catalogue";
import { alignPath, parseCurl } from "./curl";
import { captureClientCalls, type ClientCall } from "./js-client";
import { repoRoot } from "./modules";
import { preludeSource } from "./sample-prelude";

export interface SampleReport {
  operation: OperationKey;
  label: "JS Client" | "Medusa React";
  /** What the JS Client sample sent (method, path, body), for the report. */
  request?: ClientCall;
  problems: string[];
}

/** `a`, `items[].variant_id`: the field paths of a JSON value, sorted. */
export function fieldPaths(value: unknown, prefix = ""): string[] {
  if (Array.isArray(value)) return [...new Set(value.flatMap((v) => fieldPaths(v, `${prefix}[]`)))].sort();
  if (!isObject(value)) return prefix === "" ? [] : [prefix];
  const out = Object.entries(value).flatMap(([k, v]) => {
    const path = prefix === "" ? k : `${prefix}.${k}`;
    const inner = fieldPaths(v, path);
    return inner.length > 0 ? inner : [path];
  });
  return [...new Set(out)].sort();
}

/** Runs every JS Client sample and compares its request with its operation and its cURL sample. */
export async function checkClientRequests(catalogue: Catalogue): Promise<SampleReport[]> {
  const reports: SampleReport[] = [];
  for (const op of catalogue.operations) {
    const source = sampleSource(op.operation, "JS Client");
    if (!source) continue;
    const report: SampleReport = { operation: op.key, label: "JS Client", problems: [] };
    reports.push(report);
    const { calls, error } = await captureClientCalls(source);
    if (error) report.problems.push(`its JS Client sample throws: ${error}`);
    if (calls.length !== 1) {
      report.problems.push(`its JS Client sample sends ${calls.length} requests, not one`);
      continue;
    }
    const call = (report.request = calls[0]!);
    if (call.method !== op.method.toUpperCase() || !alignPath(call.path, op.path)) {
      report.problems.push(`its JS Client sample calls ${call.method} ${call.path}, not ${op.method.toUpperCase()} ${op.path}`);
    }
    const curl = sampleSource(op.operation, "cURL");
    const curlBody = curl ? parseCurl(curl).body : undefined;
    const expected = curlBody === undefined ? [] : fieldPaths(JSON.parse(curlBody));
    const sent = fieldPaths(call.body);
    if (expected.join() !== sent.join()) {
      report.problems.push(
        `its JS Client sample sends ${sent.join(", ") || "no body"}, its cURL sample ${expected.join(", ") || "no body"}`,
      );
    }
  }
  return reports;
}

/** Type-checks every JS Client and Medusa React sample in one program, with the placeholders declared. */
export function typeCheckSamples(catalogue: Catalogue, scratchDir = join(repoRoot, ".cache/rest-samples")): SampleReport[] {
  const samples: Sample[] = [{ file: "prelude", line: 1, lang: "ts", code: preludeSource() }];
  const reports = new Map<string, SampleReport>();
  for (const op of catalogue.operations) {
    for (const label of ["JS Client", "Medusa React"] as const) {
      const code = sampleSource(op.operation, label);
      if (!code) continue;
      const file = `${op.key.replace(" ", "/")}/${label.replace(" ", "-")}`;
      samples.push({ file, line: 1, lang: label === "Medusa React" ? "tsx" : "ts", code });
      reports.set(file, { operation: op.key, label, problems: [] });
    }
  }
  for (const p of checkSamples(samples, scratchDir)) {
    const report = reports.get(p.file);
    if (report) report.problems.push(`its ${report.label} sample, line ${p.line}: ${p.message.split("\n")[0]}`);
    else throw new Error(`the sample prelude does not compile: ${p.message}`);
  }
  return [...reports.values()];
}

/** Both checks: the type-check in a child process, the JS Client runs here meanwhile. */
export async function checkSamplesWithoutBackend(catalogue: Catalogue): Promise<SampleReport[]> {
  const child = fork(fileURLToPath(new URL("./sample-typecheck-worker.ts", import.meta.url)), {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const typed = new Promise<SampleReport[]>((resolve, reject) => {
    child.once("message", (m: { reports?: SampleReport[]; error?: string }) =>
      m.reports ? resolve(m.reports) : reject(new Error(`the sample type-check failed: ${m.error}`)),
    );
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`the sample type-check stopped (exit code ${String(code)})`)));
  });
  typed.catch(() => {});
  try {
    const runs = await checkClientRequests(catalogue);
    return [...runs, ...(await typed)];
  } finally {
    child.kill();
  }
}
