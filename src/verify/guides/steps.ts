/**
 * Runs a guide's test steps against its project's backend: the page's own commands (a cURL call
 * is sent with fetch, any other command runs in the project folder), the setup requests a reader
 * would make elsewhere, and the log lines the page says the backend prints. Each step checks
 * what the page says comes back.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { backendEnv } from "../backend";
import { parseCurl } from "../curl";
import { ApiClient } from "../http";
import { settlesWithin, sleep, spawnManaged } from "../processes";
import { SEED_ADMIN, SEED_API_TOKEN, SEED_CUSTOMER, type SeedIds } from "../seed";
import { pick as valueAt } from "../scenario/state";
import { subsetMismatch } from "./expect";
import { answerAfter, findCommands, type GuidePage } from "./page";
import type { Project, RunValues } from "./project";
import type { Stub } from "./stub";
import type { RunStep as Step } from "./spec";

/** The backend URL the guides' commands use. */
const GUIDE_BACKEND_URL = "http://localhost:9000";

export interface StepContext {
  url: string;
  project: Project;
  /** The backend's log, and where this guide's part of it begins. */
  logFile: string;
  logStart: number;
  seed: SeedIds;
  /** Values saved by earlier steps of the guide. */
  saved: Record<string, string>;
  /** Tokens, fetched once a step needs one. */
  tokens: Partial<Record<"admin" | "customer", string>>;
  /** The run's own values (`{stubUrl}`, `{redisUrl}`) and the stand-in's calls. */
  values: RunValues;
  stub: Stub;
  /** How many stand-in calls there were when the guide began: its steps look at the later ones. */
  stubStart: number;
  /** Stops the backend, adds the variables to the project's `.env` and starts it again: its new URL. */
  restart?: (env: Record<string, string>) => Promise<string>;
}

export interface StepResult {
  /** Where the step is recorded (`data/guide-runs/x.yaml:12`). */
  where: string;
  /** What ran: the command as sent, or the request, or the awaited log text. */
  step: string;
  ok: boolean;
  ms: number;
  /** What came back (status or exit code), on success and failure alike. */
  got?: string;
  error?: string;
}

export interface Outcome {
  status: number;
  text: string;
  json?: unknown;
  headers?: Headers;
}

/**
 * A value the step saves: `header:<name>` from the response's headers, `line:<start>` the rest of
 * the first output line that begins with `<start>`, otherwise a dotted path in its body.
 */
export function savedValue(outcome: Outcome, path: string): unknown {
  if (path.startsWith("header:")) return outcome.headers?.get(path.slice("header:".length)) ?? undefined;
  if (path.startsWith("line:")) {
    const start = path.slice("line:".length);
    const line = outcome.text.split("\n").find((l) => l.startsWith(start));
    return line === undefined ? undefined : line.slice(start.length).trim() || undefined;
  }
  return valueAt(outcome.json, path);
}

/** A label for a step, for the report: the command or request it names. */
export function stepLabel(step: Step): string {
  if ("run" in step) return step.run;
  if ("request" in step) return step.request;
  if ("stub" in step) return `stand-in receives ${step.stub}`;
  if ("restart" in step) return `restart the backend with ${Object.keys(step.restart.env).join(", ")} in .env`;
  return `log: ${step.log}`;
}

const TEMPLATE = /\{([A-Za-z][\w.]*)\}/g;

async function token(ctx: StepContext, who: "admin" | "customer"): Promise<string> {
  const cached = ctx.tokens[who];
  if (cached) return cached;
  const client = new ApiClient(ctx.url);
  const path = who === "admin" ? "/admin/auth/token" : "/store/auth/token";
  const credentials = who === "admin" ? SEED_ADMIN : SEED_CUSTOMER;
  const { body } = await client.request<{ access_token: string }>("POST", path, credentials);
  ctx.tokens[who] = body.access_token;
  return body.access_token;
}

/** The value of a `{name}`: a token, a seeded ID (`seed.products.shirt.id`), the URL, or a saved value. */
async function valueOf(ctx: StepContext, name: string): Promise<string> {
  if (name === "adminToken") return token(ctx, "admin");
  if (name === "customerToken") return token(ctx, "customer");
  if (name === "apiToken") return SEED_API_TOKEN;
  if (name === "url") return ctx.url;
  const runValue = ctx.values[name];
  if (runValue !== undefined) return runValue;
  if (name.startsWith("seed.")) {
    const value = valueAt(ctx.seed, name.slice("seed.".length));
    if (typeof value !== "string" && typeof value !== "number") throw new Error(`{${name}} is not a value of the seed`);
    return String(value);
  }
  const saved = ctx.saved[name];
  if (saved === undefined) throw new Error(`{${name}} is neither a token, the url, a seed value nor saved by an earlier step`);
  return saved;
}

/** A text of the record with its `{name}`s replaced. */
export async function resolveText(ctx: StepContext, text: string): Promise<string> {
  let out = text;
  for (const name of new Set([...text.matchAll(TEMPLATE)].map((m) => m[1]!))) {
    out = out.split(`{${name}}`).join(await valueOf(ctx, name));
  }
  return out;
}

/** Every string of a JSON value of the record, resolved. */
async function resolveJson(ctx: StepContext, value: unknown): Promise<unknown> {
  if (typeof value === "string") return resolveText(ctx, value);
  if (Array.isArray(value)) return Promise.all(value.map((v) => resolveJson(ctx, v)));
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = await resolveJson(ctx, v);
    return out;
  }
  return value;
}

/** A text of the page with the record's fills applied and the guide's backend URL replaced by the project's. */
async function fillPageText(ctx: StepContext, fill: Record<string, string>, text: string): Promise<string> {
  let out = text;
  for (const [from, to] of Object.entries(fill)) if (out.includes(from)) out = out.split(from).join(await resolveText(ctx, to));
  return out.split(GUIDE_BACKEND_URL).join(ctx.url);
}

async function send(method: string, url: string, headers: Record<string, string>, body?: string): Promise<Outcome> {
  const response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(60_000) });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json, headers: response.headers };
}

/** Runs a shell command of the page in the project folder, as the reader would in a terminal. */
async function shell(ctx: StepContext, command: string): Promise<Outcome> {
  const logFile = join(ctx.project.dir, `command-${Date.now()}.log`);
  const bin = join(ctx.project.dir, "node_modules/.bin");
  const child = spawnManaged("guide command", "bash", ["-c", command], {
    cwd: ctx.project.dir,
    // A script of the page that reads MEDUSA_BACKEND_URL (default http://localhost:9000) reaches the project's backend.
    env: backendEnv({
      ...ctx.project.env,
      MEDUSA_BACKEND_URL: ctx.url,
      PATH: `${bin}:${process.env.PATH ?? ""}`,
      npm_config_update_notifier: "false",
    }),
    logFile,
  });
  // A timer left running here kept the whole run alive up to 240 s after its last step.
  if (!(await settlesWithin(child.exited, 240_000))) {
    await child.stop("SIGKILL", 2_000);
    throw new Error(`${command} did not finish within 240 s:\n${child.logTail(20)}`);
  }
  const code = await child.exited;
  return { status: typeof code === "number" ? code : -1, text: readFileSync(logFile, "utf8") };
}

/** Runs a cURL command with the real curl in the project folder; its status is what curl's `-w` reports. */
async function curlUpload(ctx: StepContext, command: string): Promise<Outcome> {
  const marker = "\n--medusa-verify-status:";
  const { status, text } = await shell(ctx, `${command} -s -w '${marker}%{http_code}'`);
  const at = text.lastIndexOf(marker);
  if (status !== 0 || at < 0) throw new Error(`curl failed (exit ${status}): ${text.slice(-600)}`);
  const body = text.slice(0, at);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  return { status: Number(text.slice(at + marker.length).trim()), text: body, json };
}

/** What a step does, once; its outcome and the body the page says comes back. */
async function perform(step: Step, page: GuidePage, fill: Record<string, string>, ctx: StepContext) {
  if ("request" in step) {
    const [method, path] = step.request.split(" ") as [string, string];
    const headers: Record<string, string> = { accept: "application/json" };
    const named = (await resolveJson(ctx, step.headers ?? {})) as Record<string, string>;
    for (const [name, value] of Object.entries(named)) headers[name.toLowerCase()] = value;
    if (step.auth === "admin" || step.auth === "customer") headers.authorization = `Bearer ${await token(ctx, step.auth)}`;
    let body: string | undefined;
    if (step.payload !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(await resolveJson(ctx, step.payload));
    }
    const target = await resolveText(ctx, path);
    const url = target.startsWith("/") ? `${ctx.url}${target}` : target.split(GUIDE_BACKEND_URL).join(ctx.url);
    const sent = Object.keys(step.headers ?? {});
    const label = `${method} ${url}${sent.length > 0 ? ` (with ${sent.join(", ")})` : ""}`;
    return { label, outcome: await send(method, url, headers, body), http: true, pageBody: undefined };
  }
  if (!("run" in step)) throw new Error("not a command step");
  const [command] = findCommands(page, step.run);
  if (!command) throw new Error(`${page.file} has no command containing ${step.run}`);
  const fills = { ...fill, ...step.fill };
  const text = await fillPageText(ctx, fills, command.text);
  const answer = step.body === "page" ? answerAfter(page, command.block.line) : undefined;
  const pageBody = answer ? JSON.parse(await fillPageText(ctx, fills, answer.code)) : undefined;
  if (!text.startsWith("curl ")) return { label: text, outcome: await shell(ctx, text), http: false, pageBody };
  const request = parseCurl(text);
  // A file upload is sent by curl itself, from the project folder where the reader keeps the file.
  if (request.form.length > 0) return { label: text, outcome: await curlUpload(ctx, text), http: true, pageBody };
  return { label: text, outcome: await send(request.method, request.url, request.headers, request.body), http: true, pageBody };
}

/** Why the outcome is not what the step expects, or undefined. */
async function mismatch(step: Step, outcome: Outcome, http: boolean, pageBody: unknown, ctx: StepContext) {
  if (!("run" in step) && !("request" in step)) return undefined;
  const status = step.status;
  if (
    status !== undefined ? outcome.status !== status : http ? outcome.status < 200 || outcome.status > 299 : outcome.status !== 0
  )
    return `${http ? "status" : "exit code"} ${outcome.status}${status !== undefined ? `, expected ${status}` : ""}: ${outcome.text.slice(-600)}`;
  if (step.text !== undefined) {
    const text = await resolveText(ctx, step.text);
    if (!outcome.text.includes(text))
      return `the ${http ? "response" : "output"} lacks ${JSON.stringify(text)}: ${outcome.text.slice(-600)}`;
  }
  if (step.body !== undefined) {
    const expected = step.body === "page" ? pageBody : await resolveJson(ctx, step.body);
    if (outcome.json === undefined) return `the response is not JSON: ${outcome.text.slice(0, 300)}`;
    const miss = subsetMismatch(expected, outcome.json);
    if (miss) return `the body differs from what the page says: ${miss}`;
  }
  for (const [name, path] of Object.entries(step.save ?? {})) {
    const value = savedValue(outcome, path);
    if (typeof value !== "string" && typeof value !== "number") return `save ${name}: the response has no value at ${path}`;
  }
  return undefined;
}

async function waitForLog(step: Extract<Step, { log: string }>, ctx: StepContext): Promise<string | undefined> {
  const text = await resolveText(ctx, step.log);
  const deadline = Date.now() + (step.timeout ?? 30) * 1000;
  for (;;) {
    // logStart is a byte offset (the log's size when the guide began): slice the bytes, then decode.
    const log = readFileSync(ctx.logFile)
      .subarray(step.startup ? 0 : ctx.logStart)
      .toString("utf8");
    if (log.includes(text)) return undefined;
    if (Date.now() > deadline) return `the backend log does not show ${JSON.stringify(text)} within ${step.timeout ?? 30} s`;
    await sleep(250);
  }
}

async function waitForStub(step: Extract<Step, { stub: string }>, ctx: StepContext): Promise<string | undefined> {
  const [method, path] = step.stub.split(" ") as [string, string];
  const expected = step.body === undefined ? undefined : await resolveJson(ctx, step.body);
  const text = step.text === undefined ? undefined : await resolveText(ctx, step.text);
  const timeout = step.timeout ?? 30;
  const deadline = Date.now() + timeout * 1000;
  let last: string | undefined;
  for (;;) {
    for (const call of ctx.stub.calls.slice(ctx.stubStart)) {
      if (call.method !== method || call.path.split("?")[0] !== path) continue;
      last = expected === undefined ? undefined : subsetMismatch(expected, call.json);
      if (last === undefined && text !== undefined && !call.text.includes(text))
        last = `its body does not contain ${JSON.stringify(text)}: ${call.text.slice(0, 200)}`;
      if (last === undefined) return undefined;
    }
    if (Date.now() > deadline)
      return last
        ? `the stand-in received ${step.stub}, but its body differs: ${last}`
        : `the stand-in did not receive ${step.stub} within ${timeout} s`;
    await sleep(250);
  }
}

/** Runs one step (repeating it while its `retry` allows) and says how it went. */
export async function runStep(
  step: Step,
  where: string,
  page: GuidePage,
  fill: Record<string, string>,
  ctx: StepContext,
): Promise<StepResult> {
  const start = performance.now();
  const done = (ok: boolean, label: string, got?: string, error?: string): StepResult => ({
    where,
    step: label,
    ok,
    ms: Math.round(performance.now() - start),
    ...(got !== undefined ? { got } : {}),
    ...(error !== undefined ? { error } : {}),
  });
  try {
    if ("restart" in step) {
      if (!ctx.restart) throw new Error("this run cannot restart the backend");
      ctx.url = await ctx.restart((await resolveJson(ctx, step.restart.env)) as Record<string, string>);
      return done(true, stepLabel(step));
    }
    if ("log" in step || "stub" in step) {
      const error = "log" in step ? await waitForLog(step, ctx) : await waitForStub(step, ctx);
      return done(!error, stepLabel(step), undefined, error);
    }
    const deadline = Date.now() + ("retry" in step && step.retry ? step.retry * 1000 : 0);
    for (;;) {
      const { label, outcome, http, pageBody } = await perform(step, page, fill, ctx);
      const error = await mismatch(step, outcome, http, pageBody, ctx);
      if (!error) {
        for (const [name, path] of Object.entries(step.save ?? {})) ctx.saved[name] = String(savedValue(outcome, path));
        return done(true, label, String(outcome.status));
      }
      if (Date.now() > deadline) return done(false, label, String(outcome.status), error);
      await sleep(1_000);
    }
  } catch (error) {
    return done(false, stepLabel(step), undefined, error instanceof Error ? error.message : String(error));
  }
}
