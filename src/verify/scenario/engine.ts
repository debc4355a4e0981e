/**
 * Runs the scenario tables against the backend: sends each step's request, checks the status and
 * the body against the operation's documented schema, accepts exactly the reviewed known
 * differences, runs the operation's cURL sample when it is complete, and records per operation
 * whether every call of it passed.
 */
import { knownDifferenceKey, type KnownDifference } from "../../reference/families/rest/findings";
import { curlSample, type Catalogue, type CatalogueOperation, type OperationKey } from "../catalogue";
import { alignPath, EXAMPLE_ID, fillPlaceholders, parseCurl, placeholders, runCurl, type CurlRequest } from "../curl";
import { sleep } from "../processes";
import { recordedError, type RecordedError } from "../report";
import { describeDifference, type ResponseChecker, type SchemaDifference } from "../schema-check";
import { jsonOrText } from "../http";
import { renamer, stepsThatMade, type HistoryEntry } from "./fresh";
import { MissingValueError, pick, type ScenarioState } from "./state";
import type { Caller, ResponseView, Step, StepGroup } from "./types";

export interface OperationOutcome {
  /** Calls of it that passed (the step's request and its cURL sample count as one each). */
  passed: number;
  /** One line per thing that went wrong. */
  failures: string[];
}

/** Why a sample was not run, for the summary. */
export type SampleOutcome = "sent as the request" | "run after the request" | string;

interface Sent extends ResponseView {
  text: string;
}

/** One request the scenario sent, for the report and for what later checks reuse. */
export interface SentRecord {
  op: OperationKey;
  /** The step's own request, or the operation's cURL sample. */
  from: "step" | "curl";
  label: string;
  method: string;
  /** Path and query string, without the backend's URL. */
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  status: number;
  expected: number;
  /** The response body (parsed JSON when it is JSON). */
  response: unknown;
}

export class ScenarioEngine {
  readonly outcomes = new Map<OperationKey, OperationOutcome>();
  readonly sent: SentRecord[] = [];
  /** The known differences each operation's responses showed, as `knownDifferenceKey` gives them. */
  readonly observed = new Map<OperationKey, Set<string>>();
  readonly samples = new Map<OperationKey, SampleOutcome>();
  /** Every error answer (status 400 or more) of each operation, for the report and the error reference. */
  readonly errors = new Map<OperationKey, RecordedError[]>();
  private readonly usedKnown = new Set<KnownDifference>();
  /** Every step run, in order, with the saved names it read and saved (for fresh copies, fresh.ts). */
  private readonly history: HistoryEntry[] = [];
  private forks = 0;
  /** The requests fresh copies sent (their cost, printed after the run's exercises). */
  freshRequests = 0;

  constructor(
    private readonly catalogue: Catalogue,
    private readonly checker: ResponseChecker,
    private readonly known: KnownDifference[],
    private readonly state: ScenarioState,
    private readonly log: (line: string) => void = () => {},
  ) {}

  /** Known differences that no response or sample of this run showed: the list is out of date. */
  unusedKnownDifferences(): KnownDifference[] {
    return this.known.filter((d) => !this.usedKnown.has(d));
  }

  async runGroup(group: StepGroup): Promise<void> {
    for (const [index, step] of group.steps.entries()) {
      const label = `${group.name} #${index + 1}`;
      const outcome = this.outcome(step.op);
      this.state.track();
      try {
        await this.runStep(step, label, outcome);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        outcome.failures.push(`${label}: ${error instanceof MissingValueError ? `not run: ${message}` : message}`);
      }
      const reads = this.state.track();
      this.history.push({ label, step, method: this.operation(step.op).method, reads, saves: Object.keys(step.save ?? {}) });
    }
  }

  /**
   * The request of a passing step sent on a fresh copy of its record: the earlier steps that made
   * the record (fresh.ts) are sent again in a forked state, as they were sent (the step's own
   * request built again, its cURL sample with the fork's IDs), and the record of the request comes
   * back with the fork's IDs in place of the old ones (in its URL, headers, body and response).
   * Undefined when the step is unknown or the copy changed none of the request's IDs.
   */
  /** Fresh copies made so far. */
  get freshCopies(): number {
    return this.forks;
  }

  async freshCopy<T extends { label: string; url: string; body?: unknown }>(request: T): Promise<T | undefined> {
    const index = this.history.findIndex((h) => h.label === request.label);
    if (index < 0) return undefined;
    const fork = this.state.fork(`${this.state.run}f${++this.forks}`);
    for (const i of stepsThatMade(this.history, index)) {
      const { step, label } = this.history[i]!;
      const op = this.operation(step.op);
      const records = this.sent.filter((s) => s.label === label);
      const own = records.some((r) => r.from === "step");
      for (const r of records) {
        let sent: Sent;
        try {
          this.freshRequests++;
          if (r.from === "step") {
            const built = await this.request(step, op, fork);
            sent = await send(built.request);
            const deadline = Date.now() + (step.until?.timeoutMs ?? 20_000);
            while (step.until && !step.until.test(sent) && Date.now() < deadline) {
              await sleep(500);
              sent = await send(built.request);
            }
          } else {
            const rename = renamer(this.state.saved, fork.saved);
            sent = await send({
              method: r.method,
              url: `${this.state.baseUrl}${rename(r.url)}`,
              headers: JSON.parse(rename(JSON.stringify(r.headers))) as Record<string, string>,
              body: r.body === undefined ? undefined : rename(JSON.stringify(r.body)),
              form: [],
            });
          }
        } catch {
          // A step that cannot run again (a value it reads is gone) leaves the copy as it is.
          continue;
        }
        if (sent.status !== r.expected || (r.from === "curl" && own)) continue;
        for (const [name, from] of Object.entries(step.save ?? {})) {
          const value = typeof from === "function" ? from(sent, fork) : pick(sent.body, from);
          if (value !== undefined) fork.save(name, value);
        }
      }
    }
    const rename = renamer(this.state.saved, fork.saved);
    const copy = JSON.parse(rename(JSON.stringify(request))) as T;
    return copy.url === request.url && JSON.stringify(copy.body) === JSON.stringify(request.body) ? undefined : copy;
  }

  /** Problems found outside the scenario (the samples' checks) count against the operation. */
  addFailures(key: OperationKey, lines: readonly string[]): void {
    if (lines.length > 0) this.outcome(key).failures.push(...lines);
  }

  /** Called after each request of a step that answered its expected 2xx, before the next step (the exercises of exercise.ts). */
  onPassed?: (op: CatalogueOperation, record: SentRecord) => Promise<void>;
  /**
   * Called before a step's DELETE of this path (`/admin/products/prod_…`) is sent, or before an
   * action that closes the record of this path (`closes`): nothing later changes that record.
   */
  beforeEnd?: (path: string, how: "deleted" | "closed") => Promise<void>;

  private record(
    op: CatalogueOperation,
    from: "step" | "curl",
    label: string,
    request: { method: string; url: string; headers: Record<string, string>; body?: string },
    response: Sent,
    expected: number,
  ): SentRecord {
    const body = request.body === undefined ? undefined : jsonOrText(request.body);
    this.sent.push({
      op: op.key,
      from,
      label,
      method: request.method,
      url: request.url.replace(this.state.baseUrl, ""),
      headers: request.headers,
      body,
      status: response.status,
      expected,
      response: response.body,
    });
    return this.sent.at(-1)!;
  }

  private outcome(key: OperationKey): OperationOutcome {
    let outcome = this.outcomes.get(key);
    if (!outcome) this.outcomes.set(key, (outcome = { passed: 0, failures: [] }));
    return outcome;
  }

  private operation(key: OperationKey): CatalogueOperation {
    const op = this.catalogue.byKey.get(key);
    if (!op) throw new Error(`${key} is not an operation of the published documents`);
    return op;
  }

  private async runStep(step: Step, label: string, outcome: OperationOutcome): Promise<void> {
    const op = this.operation(step.op);
    const expected = step.status ?? documentedStatus(op);
    const { pathParams, path, query, body, request: ownRequest } = await this.request(step, op, this.state);

    if (op.method === "delete" && this.beforeEnd) await this.beforeEnd(path, "deleted");
    else if (step.closes && this.beforeEnd) await this.beforeEnd(path.replace(/\/[^/]+$/, ""), "closed");
    // The sample is the request when the step sends nothing of its own; otherwise it runs after the
    // step's request, and is prepared then (its values may come from what the step saved).
    const asRequest = body === undefined && query === "" && step.as === undefined && step.until === undefined;
    let sample = asRequest ? await this.prepareSample(step, op, pathParams) : {};
    const problems: string[] = sample.problem ? [sample.problem] : [];
    const sampleIsRequest = asRequest && sample.request !== undefined;
    let response: Sent;
    let passed: SentRecord;
    let sampleRun: SentRecord | undefined;
    if (sampleIsRequest) {
      this.samples.set(op.key, "sent as the request");
      response = await sendCurl(sample.source!);
      passed = this.record(op, "curl", label, sample.request!, response, expected);
    } else {
      const request = ownRequest;
      response = await send(request);
      const deadline = Date.now() + (step.until?.timeoutMs ?? 20_000);
      while (step.until && !step.until.test(response)) {
        if (Date.now() > deadline)
          throw new Error(`the response did not reach the awaited state: ${response.text.slice(0, 300)}`);
        await sleep(500);
        response = await send(request);
      }
      passed = this.record(op, "step", label, request, response, expected);
    }
    this.recordError(op.key, response, label);
    problems.push(...this.checkResponse(op, expected, response, sampleIsRequest ? "curl" : "response", step.knownStatus));
    // A body that differs from its schema still holds what later steps need; a wrong status does not.
    if (response.status === expected) {
      for (const [name, from] of Object.entries(step.save ?? {})) {
        const value = typeof from === "function" ? from(response, this.state) : pick(response.body, from);
        if (value === undefined) problems.push(`the response has nothing to save as @${name}`);
        else this.state.save(name, value);
      }
      const wrong = step.check?.(response, this.state);
      if (wrong) problems.push(wrong);
    }

    // The sample runs after the step's own request even when that one had problems: it is checked on its own.
    if (!asRequest) {
      sample = await this.prepareSample(step, op, pathParams);
      if (sample.problem) problems.push(sample.problem);
    }
    if (sample.request && !sampleIsRequest) {
      this.samples.set(op.key, "run after the request");
      const sampleResponse = await sendCurl(sample.source!);
      sampleRun = this.record(op, "curl", label, sample.request!, sampleResponse, expected);
      this.recordError(op.key, sampleResponse, `${label} (its cURL sample)`);
      problems.push(...this.checkResponse(op, expected, sampleResponse, "curl", undefined));
    }
    // The exercises last: a second call of the route must not come between the step and its sample.
    if (response.status === expected && expected < 300 && this.onPassed) await this.onPassed(op, passed!);
    if (sampleRun && sampleRun.status === expected && expected < 300 && this.onPassed) await this.onPassed(op, sampleRun);
    if (problems.length > 0) outcome.failures.push(...problems.map((p) => `${label}: ${p}`));
    else outcome.passed++;
  }

  /** A step's own request, its values resolved in `state`. */
  private async request(step: Step, op: CatalogueOperation, state: ScenarioState) {
    const pathParams = Object.fromEntries(
      await Promise.all(Object.entries(step.path ?? {}).map(async ([name, v]) => [name, String(await state.resolve(v))])),
    ) as Record<string, string>;
    const missing = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).filter((name) => !(name in pathParams));
    if (missing.length > 0) throw new Error(`the step gives no value for the path parameter(s) ${missing.join(", ")}`);
    const path = op.path.replace(/\{(\w+)\}/g, (_w, name: string) => encodeURIComponent(pathParams[name]!));
    const query = step.query ? queryString((await state.resolve(step.query)) as Record<string, unknown>) : "";
    const body = step.body === undefined ? undefined : await state.resolve(step.body);
    const request: CurlRequest = {
      method: op.method.toUpperCase(),
      url: `${state.baseUrl}${path}${query}`,
      headers: this.headers(step.as ?? (op.area === "admin" ? "admin" : "guest"), body !== undefined, state),
      body: body === undefined ? undefined : JSON.stringify(body),
      form: [],
    };
    return { pathParams, path, query, body, request };
  }

  private recordError(key: OperationKey, response: Sent, step: string): void {
    const error = recordedError(response.status, response.body, step);
    if (error) this.errors.set(key, [...(this.errors.get(key) ?? []), error]);
  }

  /**
   * The status and schema check of one response, to the step's own request or to the cURL
   * sample; accepted known differences are marked used. A response whose status is a known
   * difference (the backend refuses what the documentation allows) is not checked further; for
   * the step's own request, only when the step names that status (`knownStatus`).
   */
  private checkResponse(
    op: CatalogueOperation,
    expected: number,
    response: Sent,
    from: "response" | "curl",
    knownStatus: number | undefined,
  ): string[] {
    const what = from === "curl" ? "its cURL sample" : "it";
    if (response.status !== expected) {
      const status = { pointer: "", keyword: "status", documented: String(expected), actual: String(response.status) };
      // Another status is accepted only where the step says it shows that reviewed difference of the
      // operation, or from the cURL sample when the operation itself answers it (the sample is right;
      // the route is what fails).
      const expectedOther = from === "curl" || knownStatus === response.status;
      const known = expectedOther ? this.findKnown(op, status, expected) : undefined;
      if (!known) return [`${what} answered ${response.status}, expected ${expected}: ${response.text.slice(0, 500)}`];
      return [];
    }
    const problems: string[] = [];
    for (const difference of this.checker.check(op.key, expected, response.body)) {
      if (!this.findKnown(op, difference, expected)) {
        problems.push(`${what}: ${describeDifference(difference)} (not in the known differences)`);
      }
    }
    return problems;
  }

  private findKnown(op: CatalogueOperation, d: SchemaDifference, status: number): KnownDifference | undefined {
    const same = (k: KnownDifference) => k.keyword === d.keyword && k.documented === d.documented && k.actual === d.actual;
    const found =
      this.known.find((k) => k.operation === op.key && k.status === status && k.pointer === d.pointer && same(k)) ??
      this.known.find((k) => d.schema && k.schema === d.schema.name && k.pointer === d.schema.pointer && same(k));
    if (found) {
      this.usedKnown.add(found);
      let set = this.observed.get(op.key);
      if (!set) this.observed.set(op.key, (set = new Set()));
      set.add(knownDifferenceKey(found));
    }
    return found;
  }

  /**
   * The operation's cURL sample, filled and ready to run, when it can run: parsed, checked against
   * the operation (method, path, JSON body) and filled. Otherwise why not; a sample that differs
   * from its operation makes the step fail (samples are fixed in data/api-sample-overrides.yaml,
   * never excused).
   */
  private async prepareSample(
    step: Step,
    op: CatalogueOperation,
    pathParams: Record<string, string>,
  ): Promise<{ request?: CurlRequest; source?: string; problem?: string }> {
    const source = curlSample(op);
    if (!source) throw new Error("the operation has no cURL sample");
    if (step.sample?.skip) {
      // Another step of the operation may have run it: keep what that one did.
      if (!this.samples.has(op.key)) this.samples.set(op.key, `skipped: ${step.sample.skip}`);
      return {};
    }
    let request: CurlRequest;
    try {
      request = parseCurl(source);
    } catch (error) {
      return { problem: `its cURL sample does not parse: ${(error as Error).message}` };
    }
    const url = new URL(request.url.replace("{backend_url}", this.state.baseUrl));
    const wrong: string[] = [];
    if (request.method !== op.method.toUpperCase()) wrong.push(`it sends ${request.method}, not ${op.method.toUpperCase()}`);
    const names = alignPath(decodeURI(url.pathname), op.path);
    if (!names) wrong.push(`it calls ${decodeURI(url.pathname)}, not ${op.path}`);
    if (request.body !== undefined) {
      try {
        JSON.parse(request.body);
      } catch (error) {
        wrong.push(`its body is not JSON (${(error as Error).message})`);
      }
    }
    if (wrong.length > 0) return { problem: `its cURL sample is wrong: ${wrong.join("; ")}` };

    const values: Record<string, string> = {
      backend_url: this.state.baseUrl,
      api_token: this.state.seed.admin.apiToken,
    };
    if ("customerToken" in this.state.saved) values.access_token = String(this.state.saved.customerToken);
    for (const [placeholder, param] of Object.entries(names!)) {
      if (pathParams[param] !== undefined) values[placeholder] = pathParams[param];
    }
    for (const [name, v] of Object.entries(step.sample?.vars ?? {})) values[name] = String(await this.state.resolve(v));
    let text = source;
    for (const [literal, v] of Object.entries(step.sample?.replace ?? {})) {
      if (!text.includes(literal)) throw new Error(`its cURL sample has no "${literal}" to replace`);
      text = text.split(literal).join(String(await this.state.resolve(v)));
    }
    const filled = fillPlaceholders(text, values);
    const unfilled = placeholders(filled);
    if (unfilled.length > 0) {
      throw new Error(`the step gives no value for the cURL sample's ${unfilled.map((p) => `{${p}}`).join(", ")}`);
    }
    const known = new Set(JSON.stringify(this.state.saved).match(EXAMPLE_ID) ?? []);
    const examples = [...filled.matchAll(EXAMPLE_ID)].map((m) => m[0]).filter((id) => !known.has(id));
    if (examples.length > 0) return { problem: `its cURL sample names example IDs no store has: ${examples.join(", ")}` };
    if (request.form.length > 0) {
      this.samples.set(op.key, "not run: it uploads local files");
      return {};
    }
    return { request: parseCurl(filled), source: filled };
  }

  private headers(caller: Caller, json: boolean, state: ScenarioState = this.state): Record<string, string> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (json) headers["content-type"] = "application/json";
    if (caller === "admin") headers["x-medusa-access-token"] = this.state.seed.admin.apiToken;
    if (caller === "guest" || caller === "customer") headers["x-publishable-api-key"] = this.state.seed.publishableApiKeyId;
    if (caller === "customer") headers.authorization = `Bearer ${String(state.lookup("customerToken"))}`;
    if (typeof caller === "object") headers.cookie = String(state.lookup(caller.cookie));
    return headers;
  }
}

/** The one 2xx status an operation documents. */
function documentedStatus(op: CatalogueOperation): number {
  const ok = op.successStatuses.filter((s) => s >= 200 && s < 300);
  if (ok.length !== 1) throw new Error(`${op.key} documents ${ok.length} success statuses; the step must name one`);
  return ok[0]!;
}

/** `?a=1&b[]=x&c[gt]=y`, the qs style the backend parses. */
export function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  const add = (key: string, value: unknown): void => {
    if (Array.isArray(value)) for (const v of value) add(`${key}[]`, v);
    else if (value !== null && typeof value === "object") for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    else params.append(key, String(value));
  };
  for (const [key, value] of Object.entries(query)) add(key, value);
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}

/** Runs a filled cURL sample with the curl binary; the body is parsed when it is JSON. */
async function sendCurl(source: string): Promise<Sent> {
  const { status, text } = await runCurl(source);
  return { status, headers: new Headers(), body: jsonOrText(text), text };
}

async function send(request: CurlRequest): Promise<Sent> {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: "manual",
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  let body: unknown = text;
  if ((response.headers.get("content-type") ?? "").includes("json") && text !== "") {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: response.status, headers: response.headers, body, text };
}
