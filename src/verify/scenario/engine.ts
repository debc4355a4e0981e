/**
 * Runs the scenario tables against the backend: sends each step's request, checks the status and
 * the body against the operation's documented schema, accepts exactly the reviewed known
 * differences, runs the operation's cURL sample when it is complete, and records per operation
 * whether every call of it passed.
 */
import type { KnownDifference } from "../../reference/families/rest/findings";
import { curlSample, type Catalogue, type CatalogueOperation, type OperationKey } from "../catalogue";
import { alignPath, EXAMPLE_ID, fillPlaceholders, parseCurl, placeholders, type CurlRequest } from "../curl";
import { sleep } from "../processes";
import { recordedError, type RecordedError } from "../report";
import { describeDifference, type ResponseChecker, type SchemaDifference } from "../schema-check";
import { MissingValueError, pick, type ScenarioState } from "./state";
import type { Caller, ResponseView, Step, StepGroup } from "./types";

export interface OperationOutcome {
  /** Calls of it that passed (the step's request and its cURL sample count as one each). */
  passed: number;
  /** One line per thing that went wrong. */
  failures: string[];
}

/** Why a sample was not run, for the summary. */
export type SampleOutcome = "sent as the request" | "run after the request" | "known broken" | string;

interface Sent extends ResponseView {
  text: string;
}

export class ScenarioEngine {
  readonly outcomes = new Map<OperationKey, OperationOutcome>();
  readonly samples = new Map<OperationKey, SampleOutcome>();
  /** Every error answer (status 400 or more) of each operation, for the report and the error reference. */
  readonly errors = new Map<OperationKey, RecordedError[]>();
  private readonly usedKnown = new Set<KnownDifference>();

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
      try {
        await this.runStep(step, label, outcome);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        outcome.failures.push(`${label}: ${error instanceof MissingValueError ? `not run: ${message}` : message}`);
      }
    }
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
    const pathParams = Object.fromEntries(
      await Promise.all(Object.entries(step.path ?? {}).map(async ([name, v]) => [name, String(await this.state.resolve(v))])),
    ) as Record<string, string>;
    const missing = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).filter((name) => !(name in pathParams));
    if (missing.length > 0) throw new Error(`the step gives no value for the path parameter(s) ${missing.join(", ")}`);
    const path = op.path.replace(/\{(\w+)\}/g, (_w, name: string) => encodeURIComponent(pathParams[name]!));
    const query = step.query ? queryString((await this.state.resolve(step.query)) as Record<string, unknown>) : "";
    const body = step.body === undefined ? undefined : await this.state.resolve(step.body);

    const sample = await this.prepareSample(step, op, pathParams);
    const problems: string[] = sample.problem ? [sample.problem] : [];
    const sampleIsRequest =
      sample.request !== undefined && body === undefined && query === "" && step.as === undefined && step.until === undefined;
    let response: Sent;
    if (sampleIsRequest) {
      this.samples.set(op.key, "sent as the request");
      response = await send(sample.request!);
    } else {
      const request = {
        method: op.method.toUpperCase(),
        url: `${this.state.baseUrl}${path}${query}`,
        headers: this.headers(step.as ?? (op.area === "admin" ? "admin" : "guest"), body !== undefined),
        body: body === undefined ? undefined : JSON.stringify(body),
        form: [],
      };
      response = await send(request);
      const deadline = Date.now() + (step.until?.timeoutMs ?? 20_000);
      while (step.until && !step.until.test(response)) {
        if (Date.now() > deadline)
          throw new Error(`the response did not reach the awaited state: ${response.text.slice(0, 300)}`);
        await sleep(500);
        response = await send(request);
      }
    }
    this.record(op.key, response, label);
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
    if (sample.request && !sampleIsRequest) {
      this.samples.set(op.key, "run after the request");
      const sampled = await send(sample.request);
      this.record(op.key, sampled, `${label} (its cURL sample)`);
      problems.push(...this.checkResponse(op, expected, sampled, "curl", undefined));
    }
    if (problems.length > 0) outcome.failures.push(...problems.map((p) => `${label}: ${p}`));
    else outcome.passed++;
  }

  private record(key: OperationKey, response: Sent, step: string): void {
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
      // Another status is accepted only where the step says it shows that reviewed difference.
      const expectedOther = from === "curl" || knownStatus === response.status;
      const known = expectedOther ? this.findKnown(op, from, status, expected) : undefined;
      if (!known) return [`${what} answered ${response.status}, expected ${expected}: ${response.text.slice(0, 500)}`];
      // The known other status answers with its own body (an error), not the documented one.
      if (from === "curl") this.samples.set(op.key, "known broken");
      return [];
    }
    const problems: string[] = [];
    for (const difference of this.checker.check(op.key, expected, response.body)) {
      if (!this.findKnown(op, "response", difference, expected)) {
        problems.push(`${what}: ${describeDifference(difference)} (not in the known differences)`);
      }
    }
    return problems;
  }

  private findKnown(
    op: CatalogueOperation,
    subject: "response" | "curl",
    d: SchemaDifference,
    status?: number,
  ): KnownDifference | undefined {
    const same = (k: KnownDifference) => k.keyword === d.keyword && k.documented === d.documented && k.actual === d.actual;
    const found =
      this.known.find(
        (k) =>
          k.operation === op.key &&
          k.subject === subject &&
          (subject === "curl" || k.status === status) &&
          k.pointer === d.pointer &&
          same(k),
      ) ?? this.known.find((k) => d.schema && k.schema === d.schema.name && k.pointer === d.schema.pointer && same(k));
    if (found) this.usedKnown.add(found);
    return found;
  }

  /**
   * The operation's cURL sample as a request, when it can run: parsed, checked against the
   * operation (method, path, JSON body) and filled. Otherwise why not; a sample that differs from
   * its operation in a way the known differences do not list makes the step fail.
   */
  private async prepareSample(
    step: Step,
    op: CatalogueOperation,
    pathParams: Record<string, string>,
  ): Promise<{ request?: CurlRequest; problem?: string }> {
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
      const difference = { pointer: "", keyword: "parse", documented: "a curl command", actual: (error as Error).message };
      if (!this.findKnown(op, "curl", difference)) {
        return { problem: `its cURL sample: ${describeDifference(difference)} (not in the known differences)` };
      }
      this.samples.set(op.key, "known broken");
      return {};
    }
    const url = new URL(request.url.replace("{backend_url}", this.state.baseUrl));
    const differences: SchemaDifference[] = [];
    if (request.method !== op.method.toUpperCase()) {
      differences.push({ pointer: "/method", keyword: "method", documented: op.method.toUpperCase(), actual: request.method });
    }
    const names = alignPath(decodeURI(url.pathname), op.path);
    if (!names) differences.push({ pointer: "/url", keyword: "path", documented: op.path, actual: decodeURI(url.pathname) });
    if (request.body !== undefined) {
      try {
        JSON.parse(request.body);
      } catch (error) {
        differences.push({ pointer: "/body", keyword: "json", documented: "JSON", actual: (error as Error).message });
      }
    }
    if (differences.length > 0) {
      const unknown = differences.filter((d) => !this.findKnown(op, "curl", d));
      if (unknown.length > 0) {
        return { problem: `its cURL sample: ${unknown.map(describeDifference).join("; ")} (not in the known differences)` };
      }
      this.samples.set(op.key, "known broken");
      return {};
    }
    if (request.form.length > 0) {
      this.samples.set(op.key, "not run: it uploads local files");
      return {};
    }

    const values: Record<string, string> = {
      backend_url: this.state.baseUrl,
      api_token: this.state.seed.admin.apiToken,
    };
    if ("customerToken" in this.state.saved) values.access_token = String(this.state.saved.customerToken);
    for (const [placeholder, param] of Object.entries(names!)) {
      if (pathParams[param] !== undefined) values[placeholder] = pathParams[param];
    }
    for (const [name, v] of Object.entries(step.sample?.vars ?? {})) values[name] = String(await this.state.resolve(v));
    let rawUrl = request.url;
    let headers = { ...request.headers };
    let rawBody = request.body ?? null;
    for (const [literal, v] of Object.entries(step.sample?.replace ?? {})) {
      const replacement = String(await this.state.resolve(v));
      const swap = (text: string): string => text.split(literal).join(replacement);
      const texts = [rawUrl, ...Object.values(headers), rawBody ?? ""];
      if (!texts.some((text) => text.includes(literal))) throw new Error(`its cURL sample has no "${literal}" to replace`);
      rawUrl = swap(rawUrl);
      headers = Object.fromEntries(Object.entries(headers).map(([k, text]) => [k, swap(text)]));
      rawBody = rawBody === null ? null : swap(rawBody);
    }
    const filledUrl = fillPlaceholders(rawUrl.replace("{backend_url}", ""), values, true);
    const filledHeaders = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, fillPlaceholders(v, values)]));
    const filledBody = rawBody === null ? undefined : fillPlaceholders(rawBody, values);
    const unfilled = placeholders(`${filledUrl} ${Object.values(filledHeaders).join(" ")} ${filledBody ?? ""}`);
    if (unfilled.length > 0) {
      throw new Error(`the step gives no value for the cURL sample's ${unfilled.map((p) => `{${p}}`).join(", ")}`);
    }
    const known = new Set(JSON.stringify(this.state.saved).match(EXAMPLE_ID) ?? []);
    const examples = [...`${filledUrl} ${filledBody ?? ""}`.matchAll(EXAMPLE_ID)].map((m) => m[0]).filter((id) => !known.has(id));
    if (examples.length > 0) {
      this.samples.set(op.key, "not run: it names example IDs");
      return {};
    }
    return {
      request: {
        method: request.method,
        url: `${this.state.baseUrl}${filledUrl}`,
        headers: filledHeaders,
        body: filledBody,
        form: [],
      },
    };
  }

  private headers(caller: Caller, json: boolean): Record<string, string> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (json) headers["content-type"] = "application/json";
    if (caller === "admin") headers["x-medusa-access-token"] = this.state.seed.admin.apiToken;
    if (caller === "guest" || caller === "customer") headers["x-publishable-api-key"] = this.state.seed.publishableApiKeyId;
    if (caller === "customer") headers.authorization = `Bearer ${String(this.state.lookup("customerToken"))}`;
    if (typeof caller === "object") headers.cookie = String(this.state.lookup(caller.cookie));
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
