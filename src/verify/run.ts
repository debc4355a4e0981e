/**
 * `npm run verify:api`: starts PostgreSQL and a Medusa 1.20.11 backend from the pinned packages,
 * seeds it, then calls every documented REST operation the scenario covers (src/verify/scenario/),
 * checks each response against the published OpenAPI documents and runs the cURL samples, runs the
 * storefront checkout that the guides teach with medusa-js, and prints one line per failure and
 * the verdict. Everything it started is stopped at the end, also on Ctrl-C, SIGTERM or an error.
 *
 * Environment: DATABASE_URL to use an existing PostgreSQL server (a throwaway database is created
 * on it and dropped at the end); VERIFY_KEEP_TEMP=1 to keep the backend's project folder and logs.
 *
 * Options, for working on the scenario and the reviewed lists:
 *   --keep          after the run, keep the backend running (until Ctrl-C) and write an attach file;
 *   --attach FILE   run the scenario against the backend of that file instead of starting one;
 *   --report FILE   where to write the JSON report (default .cache/verify-api/report.json): one
 *                   entry per operation, with every error answer it got (src/verify/report.ts);
 *   --record        write data/api-examples.json: each operation's request and response examples, its
 *                   error cases and the known differences it showed (src/verify/examples.ts).
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { NOT_EXERCISED_FILE, readKnownDifferences, readNotExercised } from "../reference/families/rest/findings";
import { loadCatalogue, type OperationKey } from "./catalogue";
import { checkoutFlow } from "./checkout";
import { checkAdminAuth, printedStep, seconds } from "./flow";
import { startVerifyEnvironment, type VerifyEnvironment } from "./harness";
import { repoRoot } from "./modules";
import { installSignalHandlers, isStopping, runCleanups } from "./processes";
import { ScenarioEngine } from "./scenario/engine";
import { SCENARIO } from "./scenario";
import { Mailbox, ScenarioState } from "./scenario/state";
import { ResponseChecker } from "./schema-check";
import type { SeedIds } from "./seed";
import { EXAMPLES_FILE, examplesFrom, probeErrors, writeExamples } from "./examples";
import { jsonOrText } from "./http";
import { writeFileFresh } from "./write-fresh";
import { exerciseLine, type Exercise } from "./exercise";
import { Exerciser, type Send } from "./exercise-inline";
import { NO_REPLAY } from "./scenario";
import {
  DEFAULT_REPORT,
  logErrorLines,
  operationOf,
  parameterEntries,
  recordedError,
  sampleEntries,
  type VerifyReport,
} from "./report";
import { checkSamplesWithoutBackend, type SampleReport } from "./sample-checks";
import { finalLine, tally, type Tally } from "./tally";

const step = printedStep;

/** What `--keep` writes and `--attach` reads: enough to run the scenario against a running backend. */
interface Attachment {
  url: string;
  seed: SeedIds;
  mailboxFile: string;
  /** The backend's log, whose error lines the report keeps. */
  logFile?: string;
}

/** Sends a request of the exercises with the headers of the step it repeats. */
function httpSend(url: string): Send {
  return async (method, pathAndQuery, headers, body) => {
    const response = await fetch(`${url}${pathAndQuery}`, {
      method,
      headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    return { status: response.status, body: jsonOrText(await response.text()) };
  };
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      keep: { type: "boolean" },
      attach: { type: "string" },
      report: { type: "string", default: DEFAULT_REPORT },
      record: { type: "boolean" },
    },
  });
  const reportFile = resolve(repoRoot, values.report!);
  installSignalHandlers((message) => console.log(message));
  const started = performance.now();

  // The documents and the reviewed lists first: a mistake in them fails before anything starts.
  const catalogue = loadCatalogue();
  const known = readKnownDifferences(repoRoot);
  const notExercised = readNotExercised(repoRoot);
  for (const entry of [...known, ...notExercised]) {
    if ("schema" in entry && entry.schema !== undefined) {
      const { admin, store } = catalogue.documents;
      if (!admin.components.schemas[entry.schema] && !store.components.schemas[entry.schema]) {
        throw new Error(`${entry.where}: ${entry.schema} is not a schema of the published documents`);
      }
    } else if (!catalogue.byKey.has(entry.operation as OperationKey)) {
      throw new Error(`${entry.where}: ${entry.operation} is not an operation of the published documents`);
    }
  }
  const checker = new ResponseChecker(catalogue);
  const version = catalogue.documents.admin.info.version;
  // The samples' checks need no backend: they run while it starts.
  const sampleChecks = step("code samples: JS Client through medusa-js, JS Client and Medusa React type-checked", () =>
    checkSamplesWithoutBackend(catalogue),
  );
  sampleChecks.catch(() => {});
  let exercises: Exercise[] = [];
  let exerciser: Exerciser;
  let clientSamples: SampleReport[] = [];

  /** Prints the cURL sample counts, one line per failure and the verdict; whether all passed. */
  const report = (engine: ScenarioEngine, checkoutFailure: string | undefined): boolean => {
    const samples = new Map<string, number>();
    for (const outcome of engine.samples.values()) {
      const kind = outcome.startsWith("skipped:") ? "skipped by the scenario" : outcome;
      samples.set(kind, (samples.get(kind) ?? 0) + 1);
    }
    console.log(`cURL samples: ${[...samples].map(([kind, n]) => `${n} ${kind}`).join(", ") || "none reached"}`);
    const result = tally(catalogue, engine.outcomes, notExercised, engine.unusedKnownDifferences());
    console.log(`not exercised (${NOT_EXERCISED_FILE}): ${result.listed.length}`);
    for (const line of result.failureLines) console.log(`FAIL ${line}`);
    if (checkoutFailure) console.log(`FAIL storefront checkout (checkout-page.mdx): ${checkoutFailure}`);
    if (!result.sumOk) console.log(`FAIL verified + failed + listed is not ${result.total}`);
    const lines = [finalLine(result, version), exerciseLine(exercises, version)];
    for (const e of exercises)
      if (e.verdict === "rejected") console.log(`FAIL ${e.op} ${e.kind} ${e.name}: rejected: ${e.reason ?? ""}`);
    console.log(lines.join("\n"));
    writeReport(reportFile, {
      ...jsonReport(engine, result, version, checkoutFailure, logErrors),
      lines,
      samples: sampleEntries(engine.samples, engine.sent, (key) => engine.outcomes.get(key)?.failures ?? [], clientSamples),
      parameters: parameterEntries(exercises),
    });
    console.log(`report: ${relative(process.cwd(), reportFile)}`);
    const rejected = exercises.some((e) => e.verdict === "rejected");
    return !checkoutFailure && !rejected && result.failed.length === 0 && result.failureLines.length === 0 && result.sumOk;
  };
  let logErrors: string[] = [];

  let environment: VerifyEnvironment | undefined;
  let attachment: Attachment;
  let scenarioMs = 0;
  let failed = false;
  let engine: ScenarioEngine | undefined;
  let checkoutFailure: string | undefined;
  try {
    if (values.attach) {
      attachment = JSON.parse(readFileSync(values.attach, "utf8")) as Attachment;
    } else {
      environment = await startVerifyEnvironment({
        notifications: true,
        step,
        log: (message) => console.log(`     · ${message}`),
      });
      attachment = {
        url: environment.backend.url,
        seed: environment.seed,
        mailboxFile: environment.backend.mailboxFile,
        logFile: environment.backend.logFile,
      };
    }
    const { url, seed } = attachment;
    const scenarioStart = performance.now();
    await checkAdminAuth(url, seed, step);
    const state = new ScenarioState(url, seed, new Mailbox(attachment.mailboxFile), randomBytes(3).toString("hex"));
    engine = new ScenarioEngine(catalogue, checker, known, state);
    exerciser = new Exerciser(catalogue, httpSend(url), NO_REPLAY);
    exercises = exerciser.items;
    engine.onPassed = (op, record) => exerciser.onPassed(op, record);
    engine.beforeEnd = (path, how) => exerciser.beforeEnd(path, how);
    exerciser.fresh = (base) => engine!.freshCopy(base);
    clientSamples = await sampleChecks;
    for (const r of clientSamples) engine.addFailures(r.operation, r.problems);
    for (const group of SCENARIO) {
      const calls = group.steps.length;
      await step(`scenario: ${group.name} (${calls} step${calls === 1 ? "" : "s"})`, () => engine!.runGroup(group));
      if (isStopping()) throw new Error("interrupted");
    }
    try {
      await step("storefront checkout with medusa-js, as the checkout guides teach it", () =>
        checkoutFlow(url, seed, (f) => {
          const key = operationOf(catalogue, f.method, f.path);
          const error = recordedError(f.status, f.body, "storefront checkout");
          if (key && error) engine!.errors.set(key, [...(engine!.errors.get(key) ?? []), error]);
        }),
      );
    } catch (error) {
      if (isStopping()) throw error;
      checkoutFailure = error instanceof Error ? error.message : String(error);
    }
    await step("exercises: the list routes that were empty when their steps ran", () => exerciser.finish(engine!.sent));
    console.log(`     · fresh copies of records: ${engine.freshCopies}, made with ${engine.freshRequests} requests`);
    if (values.record) {
      const errors = await step("record: the error cases of every operation", () =>
        probeErrors(catalogue, engine!.sent, httpSend(url)),
      );
      const observed = new Map([...engine.observed].map(([k, v]) => [k, [...v]]));
      writeExamples(examplesFrom(catalogue, engine.sent, observed, errors, state.run, version));
      console.log(`     · wrote ${EXAMPLES_FILE}`);
    }
    scenarioMs = performance.now() - scenarioStart;
    // The log goes with the backend's folder: read it before anything stops.
    if (attachment.logFile && existsSync(attachment.logFile)) logErrors = logErrorLines(readFileSync(attachment.logFile, "utf8"));
    if (values.keep && environment) {
      const file = join(environment.backend.dir, "attach.json");
      writeFileSync(file, JSON.stringify(attachment, null, 2));
      report(engine, checkoutFailure);
      console.log(`backend kept running at ${url}; attach with --attach ${file}; Ctrl-C stops it`);
      await new Promise<void>(() => {});
    }
  } catch (error) {
    failed = true;
    // After Ctrl-C the steps in flight fail because their processes were stopped: no stack for that.
    if (isStopping()) console.error("interrupted");
    else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  } finally {
    if (environment) await step("stop the backend and PostgreSQL", runCleanups);
  }
  const timings = environment?.timings;
  if (timings) {
    console.log(
      `timings: postgres ${seconds(timings.postgres)}, migrations ${seconds(timings.migrations)}, ` +
        `backend start ${seconds(timings.server)}, seed ${seconds(timings.seed)}, scenario ${seconds(scenarioMs)}, ` +
        `total ${seconds(performance.now() - started)}`,
    );
  }
  if (!engine) return 1;

  const ok = report(engine, checkoutFailure);
  return ok && !failed ? 0 : 1;
}

function jsonReport(
  engine: ScenarioEngine,
  result: Tally,
  version: string,
  checkoutFailure: string | undefined,
  logErrors: string[],
): Omit<VerifyReport, "lines" | "samples" | "parameters"> {
  const verdict = (key: OperationKey) =>
    result.verified.includes(key)
      ? "verified"
      : result.failed.includes(key)
        ? "failed"
        : result.listed.includes(key)
          ? "listed"
          : "not called";
  return {
    version,
    summary: {
      total: result.total,
      verified: result.verified.length,
      failed: result.failed.length,
      listed: result.listed.length,
    },
    operations: [...new Set([...result.verified, ...result.failed, ...result.listed])].sort().map((key) => ({
      operation: key,
      verdict: verdict(key),
      passed: engine.outcomes.get(key)?.passed ?? 0,
      failures: engine.outcomes.get(key)?.failures ?? [],
      errors: engine.errors.get(key) ?? [],
    })),
    checkout: { passed: !checkoutFailure, ...(checkoutFailure ? { failure: checkoutFailure } : {}) },
    logErrors,
  };
}

function writeReport(file: string, report: VerifyReport): void {
  writeFileFresh(file, `${JSON.stringify(report, null, 2)}\n`);
}

process.exitCode = await main();
