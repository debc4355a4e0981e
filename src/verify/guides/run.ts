/**
 * `npm run verify:guides`: every backend guide, run as a reader would. It checks the record
 * (data/guide-runs) against the pages, starts PostgreSQL and a migrated, seeded Medusa 1.20.11
 * database once (the template), then for each group of guides: a copy of that database
 * (`CREATE DATABASE … TEMPLATE`), a project made from templates/medusa-starter with the guides'
 * files, configuration and `.env`, built with the starter's `npm run build:server`, migrated when
 * the guides add migrations, started, and the guides' test steps run against it. It writes a JSON
 * report (one entry per guide) and prints `ran N of M step-by-step guides against Medusa …, F failed`.
 *
 * Options: --subset (the guides `npm test` runs), --only page[,page…], --report FILE, --jobs N (projects
 * built and run at a time, default 2).
 * Environment: DATABASE_URL and VERIFY_KEEP_TEMP=1 as for `verify:api`.
 */
import { statSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { DiagnosticError, throwIfAny } from "../../diagnostics";
import { startServer } from "../backend";
import { printedStep, seconds } from "../flow";
import { startVerifyEnvironment, type VerifyEnvironment } from "../harness";
import { pgConnect, repoRoot, requireFromRepo } from "../modules";
import { copyDatabase } from "../postgres";
import { installSignalHandlers, isStopping, runCleanups } from "../processes";
import { startRedis } from "../redis";
import type { SeedIds } from "../seed";
import { checkRuns, readPages, unrecordedPages } from "./check";
import { planProjects } from "./plan";
import {
  buildGuideProject,
  createGuideProject,
  needsRedis,
  seedValues,
  writeEnvFile,
  type Guide,
  type RunValues,
} from "./project";
import { summarize, summaryLine, writeReport, type GuideReport } from "./report";
import { loadGuideRuns } from "./spec";
import { runStep, type StepContext } from "./steps";
import { startStub, type Stub } from "./stub";

const DEFAULT_REPORT = ".cache/verify-guides/report.json";

/** Runs the steps of one guide, in order, until one fails. */
async function runGuide(
  guide: Guide,
  base: Omit<StepContext, "logStart" | "saved" | "stubStart">,
  project: number,
): Promise<GuideReport> {
  const start = performance.now();
  const ctx: StepContext = { ...base, logStart: statSync(base.logFile).size, saved: {}, stubStart: base.stub.calls.length };
  const steps = [];
  const list = guide.run.steps ?? [];
  for (let i = 0; i < list.length; i++) {
    const result = await runStep(list[i]!, guide.run.stepWhere[i]!, guide.page, guide.run.fill ?? {}, ctx);
    steps.push(result);
    if (!result.ok) break;
  }
  const failed = steps.some((s) => !s.ok);
  return {
    page: guide.run.page,
    where: guide.run.where,
    result: failed ? "failed" : "passed",
    project,
    steps,
    ms: Math.round(performance.now() - start),
  };
}

let databaseCopies: Promise<unknown> = Promise.resolve();

async function dropPendingEvents(databaseUrl: string): Promise<void> {
  const client = await pgConnect(databaseUrl);
  try {
    await client.query("DELETE FROM staged_job");
  } finally {
    await client.end();
  }
}

/** Runs the SQL of a guide's record on its project's database, in order. */
async function runStatements(databaseUrl: string, statements: readonly string[]): Promise<void> {
  const client = await pgConnect(databaseUrl);
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Builds and starts one project and runs its guides; a failed build or start fails them all. */
async function runProject(
  environment: VerifyEnvironment,
  guides: Guide[],
  index: number,
  shared: { seed: SeedIds; stub: Stub; values: RunValues },
): Promise<GuideReport[]> {
  const names = guides.map((g) => g.run.page).join(", ");
  // One copy at a time: PostgreSQL refuses to copy a database that another copy is reading.
  const copying = databaseCopies.then(() => copyDatabase(environment.postgres, `guides_${process.pid}_${index}`));
  databaseCopies = copying.catch(() => undefined);
  const database = await copying;
  // Each project has its own Redis database: the Redis events module's queue has one name, so
  // projects sharing a database would take each other's events (and send each other's emails).
  const values: RunValues =
    shared.values.redisUrl === undefined ? shared.values : { ...shared.values, redisUrl: `${shared.values.redisUrl}/${index}` };
  const project = await createGuideProject(database.url, guides, values);
  for (const guide of guides)
    for (const [route, body] of Object.entries(guide.run.stubAnswers ?? {})) shared.stub.answer(route, body);
  const keep = process.env.VERIFY_KEEP_TEMP === "1";
  let stopServer: (() => Promise<void>) | undefined;
  const start = performance.now();
  try {
    const statements = guides.flatMap((g) => g.run.sql ?? []);
    if (statements.length > 0)
      await printedStep(`project ${index}: the record's SQL on its database`, () => runStatements(database.url, statements));
    await printedStep(`project ${index}: build (npm run build:server) — ${names}`, () => buildGuideProject(project));
    let server = await printedStep(`project ${index}: start the backend`, () => startServer(project.dir, { env: project.env }));
    stopServer = server.stop;
    // What a guide that runs alone asks the reader to do after a setup script: new .env values, a new start.
    const restart = async (env: Record<string, string>): Promise<string> => {
      await server.stop();
      Object.assign(project.env, env);
      await writeEnvFile(project.dir, project.env);
      server = await printedStep(`project ${index}: start the backend again`, () =>
        startServer(project.dir, { env: project.env }),
      );
      stopServer = server.stop;
      return server.url;
    };
    const reports: GuideReport[] = [];
    for (const guide of guides) {
      const base = { ...shared, values, url: server.url, project, logFile: server.process.logFile, tokens: {}, restart };
      const report = await runGuide(guide, base, index);
      const failedStep = report.steps.find((s) => !s.ok);
      console.log(`${failedStep ? "FAIL" : "ok  "} ${seconds(report.ms)}  ${guide.run.page} (${report.steps.length} step(s))`);
      if (failedStep) console.log(`       ${failedStep.where}: ${failedStep.step}\n       ${failedStep.error}`);
      reports.push(report);
      if (isStopping()) break;
    }
    return reports;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.log(`       ${message.split("\n").slice(0, 30).join("\n       ")}`);
    const ms = Math.round(performance.now() - start);
    return guides.map((g) => ({
      page: g.run.page,
      where: g.run.where,
      result: "failed",
      project: index,
      error: message,
      steps: [],
      ms,
    }));
  } finally {
    await stopServer?.();
    await database.drop();
    if (keep) console.log(`     · kept project ${index} in ${project.dir}`);
    else await project.cleanup();
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      subset: { type: "boolean" },
      only: { type: "string" },
      report: { type: "string", default: DEFAULT_REPORT },
      jobs: { type: "string", default: "2" },
    },
  });
  const jobs = Number(values.jobs);
  if (!Number.isInteger(jobs) || jobs < 1)
    throw new Error(`--jobs ${values.jobs}: a whole number of projects at a time, at least 1`);
  installSignalHandlers((message) => console.log(message));
  const started = performance.now();
  const log = (message: string) => console.log(`     · ${message}`);

  // The record against the pages first: a mistake in it fails before anything starts.
  const runs = loadGuideRuns(repoRoot);
  const pages = readPages(repoRoot);
  const { guides, problems } = checkRuns(runs, pages);
  const only = values.only?.split(",").map((s) => s.trim());
  // Every backend guide has an entry (a unit test holds the record to that too); the subset and a
  // run of a few named guides (--only) check only their own entries.
  if (!only && !values.subset) problems.push(...unrecordedPages(runs, pages));
  throwIfAny("data/guide-runs does not match the pages", problems);
  for (const page of only ?? [])
    if (!runs.some((r) => r.page === page)) throw new Error(`--only: ${page} is not in data/guide-runs`);
  const selected = (run: { page: string; subset?: boolean }) =>
    only ? only.includes(run.page) : values.subset ? run.subset === true : true;
  const toRun = guides.filter((g) => selected(g.run));
  const skipped: GuideReport[] = runs
    .filter((r) => r.skip && selected(r))
    .map((r) => ({
      page: r.page,
      where: r.where,
      result: "skipped",
      service: r.skip!.service,
      reason: r.skip!.reason,
      steps: [],
      ms: 0,
    }));
  const projects = planProjects(toRun);
  console.log(`${toRun.length} guide(s) in ${projects.length} project(s), ${skipped.length} skipped for a third-party service`);

  const reports: GuideReport[] = [...skipped];
  let failed = false;
  let environment: VerifyEnvironment | undefined;
  try {
    environment = await startVerifyEnvironment({ step: printedStep, log });
    // The seeded database becomes the template every project's database is copied from.
    await printedStep("stop the seeding backend (its database is the template)", () => environment!.backend.stop());
    // The seed's events are still waiting in staged_job: dropped, so that no project's subscribers
    // receive them, nor make a guide's own events wait behind them.
    await printedStep("drop the seed's pending events", () => dropPendingEvents(environment!.postgres.url));
    const stub = await startStub();
    const values: RunValues = { ...seedValues(environment.seed), stubUrl: stub.url };
    if (toRun.some(needsRedis)) values.redisUrl = (await printedStep("start Redis", () => startRedis(log))).url;
    // A few projects at a time: while one builds (tsc), another's backend starts or runs its steps.
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < projects.length && !isStopping()) {
        const i = next++;
        reports.push(...(await runProject(environment!, projects[i]!, i + 1, { seed: environment!.seed, stub, values })));
      }
    };
    await Promise.all(Array.from({ length: Math.min(jobs, projects.length) }, worker));
    if (isStopping()) throw new Error("interrupted");
  } catch (error) {
    failed = true;
    if (isStopping()) console.error("interrupted");
    else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  } finally {
    if (environment) await printedStep("stop PostgreSQL", runCleanups);
  }
  const { version } = requireFromRepo("@medusajs/medusa/package.json") as { version: string };
  const order = new Map(runs.map((r, i) => [r.page, i]));
  reports.sort((a, b) => order.get(a.page)! - order.get(b.page)!);
  const report = summarize(reports, version);
  // A relative --report is below the repository; an absolute one stays where it says.
  writeReport(resolve(repoRoot, values.report!), report);
  for (const g of reports.filter((r) => r.result === "failed")) console.log(`FAIL ${g.page} (${g.where})`);
  console.log(`report: ${values.report} · total ${seconds(performance.now() - started)}`);
  console.log(summaryLine(report));
  return failed || report.failed > 0 || report.ran < toRun.length ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  // A mistake in the record or the pages: the diagnostics, each at its file and line, and no stack.
  if (!(error instanceof DiagnosticError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
