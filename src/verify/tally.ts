/**
 * The verdict of a verify run over the whole catalogue: each operation is verified (every call of
 * it passed), failed (a call failed, or nothing calls it and it is not listed), or listed as not
 * exercised. The three add up to the number of documented operations, or the run fails.
 */
import { NOT_EXERCISED_FILE, type KnownDifference, type NotExercised } from "../reference/families/rest/findings";
import type { Catalogue, OperationKey } from "./catalogue";
import type { OperationOutcome } from "./scenario/engine";

export interface Tally {
  total: number;
  verified: OperationKey[];
  failed: OperationKey[];
  listed: OperationKey[];
  /** One line per failure, operation first. */
  failureLines: string[];
  /** Whether verified + failed + listed = total, each operation counted once. */
  sumOk: boolean;
}

export function tally(
  catalogue: Catalogue,
  outcomes: ReadonlyMap<OperationKey, OperationOutcome>,
  notExercised: NotExercised[],
  unusedKnown: KnownDifference[],
): Tally {
  const verified: OperationKey[] = [];
  const failed: OperationKey[] = [];
  const listed: OperationKey[] = [];
  const failureLines: string[] = [];
  const listedKeys = new Map(notExercised.map((n) => [n.operation, n]));

  for (const entry of notExercised) {
    if (!catalogue.byKey.has(entry.operation as OperationKey)) {
      failureLines.push(`${entry.where}: ${entry.operation} is not an operation of the published documents`);
    }
  }
  const stale = new Map<string, KnownDifference[]>();
  for (const d of unusedKnown) {
    if (d.operation) stale.set(d.operation, [...(stale.get(d.operation) ?? []), d]);
    else
      failureLines.push(
        `${d.where}: the known difference of ${d.schema} ${d.pointer || "/"} (${d.keyword}) did not occur in this run; remove or correct it`,
      );
  }
  for (const op of catalogue.operations) {
    const outcome = outcomes.get(op.key);
    const entry = listedKeys.get(op.key);
    const lines = (stale.get(op.key) ?? []).map(
      (d) =>
        `the known difference at ${d.where} (${d.pointer || "/"} ${d.keyword}) did not occur in this run; remove or correct it`,
    );
    stale.delete(op.key);
    if (entry && outcome) lines.push(`listed as not exercised (${entry.where}) but the scenario calls it`);
    else if (!entry && !outcome) lines.push(`no scenario step calls it and ${NOT_EXERCISED_FILE} does not list it`);
    else if (outcome) {
      lines.push(...outcome.failures);
      if (outcome.passed === 0 && outcome.failures.length === 0) lines.push("no call of it completed");
    }
    if (lines.length > 0) {
      failed.push(op.key);
      failureLines.push(...lines.map((line) => `${op.key}: ${line}`));
    } else if (entry) listed.push(op.key);
    else verified.push(op.key);
  }
  for (const list of stale.values()) {
    for (const d of list) failureLines.push(`${d.where}: ${d.operation} is not an operation of the published documents`);
  }
  const total = catalogue.operations.length;
  const counted = new Set([...verified, ...failed, ...listed]);
  return {
    total,
    verified,
    failed,
    listed,
    failureLines,
    sumOk: counted.size === total && verified.length + failed.length + listed.length === total,
  };
}

export function finalLine(t: Tally, version: string): string {
  return `verified ${t.verified.length} of ${t.total} REST operations against a running Medusa ${version} backend, ${t.failed.length} failed`;
}
