/**
 * Exercises the documented query parameters and body fields while the scenario runs, right after a
 * step of an operation passes (so the records it names exist, in the state that step left):
 *
 * - a GET route: each query parameter alone, added to the step's own query. A filter of a list
 *   route counts when a record of the step's list is included by a value taken from that record
 *   and excluded by another value; the other parameters count on a 2xx.
 * - a POST route: the step's request sent again with the fields and parameters nothing has sent
 *   yet, each with the value the record already has (the response of the step), so that the state
 *   stays as it was; a route that cannot be sent twice is left to the scenario's own requests.
 *
 * A documented parameter or field that the backend refuses ("property … should not exist", "…
 * must be …") is rejected; one this check cannot send is not exercised, with the reason.
 */
import { isObject } from "../reference/openapi/normalize";
import { isListOperation } from "../reference/openapi/samples";
import type { JsonObject } from "../reference/openapi/types";
import type { Catalogue, CatalogueOperation, OperationKey } from "./catalogue";
import { bodyFields, queryNames, queryParameters, resolve, type Exercise, type ExerciseKind } from "./exercise";
import type { SentRecord } from "./scenario/engine";

type Row = Record<string, unknown>;
type Response = { status: number; body: unknown };
export type Send = (method: string, url: string, headers: Record<string, string>, body?: unknown) => Promise<Response>;

const SHAPING = new Set(["limit", "offset", "order", "expand", "fields"]);
const TEXT_FIELDS = ["title", "name", "email", "code", "handle", "value", "first_name", "last_name", "description"];
const UNIQUE = new Set(["title", "name", "handle", "code", "email", "sku", "barcode", "ean", "upc", "value"]);

/** The array of records in a list response (`orders` beside `count`, `limit`, `offset`). */
export function listOf(body: unknown): Row[] | undefined {
  if (!isObject(body)) return undefined;
  const arrays = Object.values(body).filter(Array.isArray);
  return arrays.length === 1 ? arrays[0]!.filter(isObject) : undefined;
}

/** The record a create or update route answers with (`{ product: {…} }`). */
export function entityOf(body: unknown): Row | undefined {
  if (!isObject(body)) return undefined;
  const objects = Object.values(body).filter(isObject);
  return objects.length === 1 ? objects[0] : undefined;
}

/** Values seen in the responses, by field name (`region_id`, `currency_code`): real IDs for parameters that need one. */
class KnownValues {
  private readonly values = new Map<string, string>();
  add(value: unknown, depth = 0): void {
    if (depth > 4) return;
    if (Array.isArray(value)) value.slice(0, 3).forEach((v) => this.add(v, depth + 1));
    else if (isObject(value)) {
      for (const [k, v] of Object.entries(value)) {
        if (typeof v === "string" && /(_id|_code)$/.test(k) && !this.values.has(k)) this.values.set(k, v);
        else if (isObject(v) && typeof v.id === "string" && !this.values.has(`${k}_id`)) this.values.set(`${k}_id`, v.id);
        this.add(v, depth + 1);
      }
    }
  }
  get(name: string): string | undefined {
    return this.values.get(name);
  }
}

export class Exerciser {
  readonly items: Exercise[] = [];
  private readonly byKey = new Map<string, Exercise>();
  private readonly known = new KnownValues();
  private readonly getAttempts = new Map<OperationKey, number>();
  private readonly replayed = new Set<OperationKey>();
  private run = 0;

  constructor(
    private readonly catalogue: Catalogue,
    private readonly send: Send,
    /** Operations whose second request would change what later steps rely on, and why. */
    private readonly noReplay: Readonly<Record<string, string>> = {},
  ) {
    for (const op of catalogue.operations) {
      for (const p of queryParameters(op)) this.add(op.key, "query", String(p.name));
      for (const f of bodyFields(op, catalogue)) this.add(op.key, "body", f);
    }
  }

  private add(op: OperationKey, kind: ExerciseKind, name: string): void {
    const e: Exercise = { op, kind, name, verdict: "not exercised", requests: [] };
    this.items.push(e);
    this.byKey.set(`${op}\n${kind}\n${name}`, e);
  }

  private open(op: OperationKey, kind?: ExerciseKind): Exercise[] {
    return this.items.filter((e) => e.op === op && e.verdict !== "exercised" && (kind === undefined || e.kind === kind));
  }

  private isFilter(op: CatalogueOperation, name: string): boolean {
    return (
      op.method === "get" &&
      isListOperation("get", op.operation, this.catalogue.documents[op.area]) &&
      !SHAPING.has(name.replace(/\[\]$/, ""))
    );
  }

  /** Marks what a passing request carried (filters of list routes need their own check). */
  private carried(
    op: CatalogueOperation,
    r: { method: string; url: string; body?: unknown; status: number },
    reason: string,
  ): void {
    const names = queryNames(r.url.split("?")[1] ?? "");
    for (const e of this.open(op.key)) {
      const hit =
        e.kind === "query" ? names.includes(e.name) && !this.isFilter(op, e.name) : isObject(r.body) && e.name in r.body;
      if (!hit) continue;
      e.verdict = "exercised";
      e.reason = reason;
      e.requests = [{ method: r.method, url: r.url, body: r.body, status: r.status }];
    }
  }

  async onPassed(op: CatalogueOperation, record: SentRecord): Promise<void> {
    this.known.add(record.response);
    this.carried(op, record, `sent by the scenario (${record.from === "curl" ? "its cURL sample" : "a step"})`);
    if (op.method === "get") await this.gets(op, record);
    else if (op.method === "post") await this.replay(op, record);
  }

  /**
   * After the scenario: the GET routes whose lists were empty when their steps ran, sent again
   * now that the scenario has made records.
   */
  async finish(sent: readonly SentRecord[]): Promise<void> {
    for (const op of this.catalogue.operations) {
      if (op.method !== "get" || this.open(op.key, "query").length === 0) continue;
      const base = sent.filter((s) => s.op === op.key && s.status === s.expected && s.status >= 200 && s.status < 300).at(-1);
      if (!base) continue;
      const now = await this.send("GET", base.url, base.headers);
      if (now.status >= 300) continue;
      this.getAttempts.set(op.key, 0);
      await this.gets(op, { ...base, response: now.body });
    }
  }

  // ---- GET routes ----

  private async gets(op: CatalogueOperation, base: SentRecord): Promise<void> {
    const open = this.open(op.key, "query");
    if (open.length === 0 || (this.getAttempts.get(op.key) ?? 0) >= 3) return;
    const list = isListOperation("get", op.operation, this.catalogue.documents[op.area]);
    const rows = list ? (listOf(base.response) ?? []) : [];
    if (list && rows.length === 0) return; // a later call may list something to filter
    this.getAttempts.set(op.key, (this.getAttempts.get(op.key) ?? 0) + 1);
    const [path, search = ""] = base.url.split("?") as [string, string?];
    const params = new Map(queryParameters(op).map((p) => [String(p.name), p]));
    for (const e of open) {
      const param = params.get(e.name)!;
      const rest = new URLSearchParams(search);
      for (const key of [...rest.keys()]) if (queryNames(key + "=").includes(e.name)) rest.delete(key);
      const withQuery = (q: string) => `${path}?${[rest.toString(), q].filter(Boolean).join("&")}`;
      // Without the publishable API key: it would refuse filtering by a sales channel outside its own.
      const { "x-publishable-api-key": _key, ...headers } = base.headers;
      const get = async (q: string): Promise<Response> => {
        const url = withQuery(q);
        const r = await this.send("GET", url, headers);
        e.requests.push({ method: "GET", url, status: r.status });
        return r;
      };
      e.requests = [];
      try {
        if (this.isFilter(op, e.name)) await this.filter(e, param, rows, get);
        else {
          const value = this.valueFor(param, base.response);
          if (value === undefined) throw new Error("no value for it is known");
          const r = await get(value);
          this.settle(e, r, "answered 2xx");
        }
      } catch (error) {
        e.verdict = "not exercised";
        e.reason = error instanceof Error ? error.message : String(error);
      }
    }
  }

  /** A query string part that sets this parameter to a value the backend accepts. */
  private valueFor(param: JsonObject, response: unknown): string | undefined {
    const name = String(param.name);
    const bare = name.replace(/\[\]$/, "");
    const enc = (v: string, key?: string) => `${encodeURIComponent(key ? `${name}[${key}]` : name)}=${encodeURIComponent(v)}`;
    const record = entityOf(response) ?? listOf(response)?.[0] ?? {};
    switch (bare) {
      case "limit":
      case "offset":
        return enc("1");
      case "order":
        return enc("created_at");
      case "fields":
        return enc("id");
      case "expand": {
        const relation = Object.entries(record).find(
          ([k, v]) => k !== "metadata" && (isObject(v) || (Array.isArray(v) && v.length > 0 && isObject(v[0]))),
        );
        return relation ? enc(relation[0]) : undefined;
      }
    }
    const schemas = this.catalogue.documents.admin.components.schemas;
    const schema = resolve(isObject(param.schema) ? param.schema : {}, schemas) ?? {};
    if (param.style === "deepObject") {
      const alternatives = (Array.isArray(schema.oneOf) ? schema.oneOf.filter(isObject) : [schema]).map(
        (s) => resolve(s, schemas) ?? {},
      );
      const props =
        alternatives
          .map((a) => (isObject(a.properties) ? (a.properties as Record<string, JsonObject>) : {}))
          .find((p) => Object.keys(p).length > 0) ?? {};
      if (props.lt) return enc(props.lt.format ? "2100-01-01T00:00:00Z" : "1000000", "lt");
      const [key, sub] = Object.entries(props)[0] ?? [];
      const v = key && (Array.isArray(sub?.enum) ? String(sub.enum[0]) : this.known.get(key));
      return key && v ? enc(v, key) : undefined;
    }
    const items = isObject(schema.items) ? schema.items : schema;
    if (Array.isArray(items.enum) && items.enum.length > 0) return enc(String(items.enum[0]));
    const fromRecord = record[bare];
    if (typeof fromRecord === "string" || typeof fromRecord === "number" || typeof fromRecord === "boolean")
      return enc(String(fromRecord));
    const known = this.known.get(bare);
    if (known) return enc(known);
    if (items.type === "boolean") return enc("false");
    if (items.type === "integer" || items.type === "number") return enc("1");
    return undefined;
  }

  private async filter(e: Exercise, param: JsonObject, rows: Row[], get: (q: string) => Promise<Response>): Promise<void> {
    const name = String(param.name);
    const bare = name.replace(/\[\]$/, "");
    const enc = (v: string, key?: string) => `${encodeURIComponent(key ? `${name}[${key}]` : name)}=${encodeURIComponent(v)}`;
    const schemas = this.catalogue.documents.admin.components.schemas;
    const schema = resolve(isObject(param.schema) ? param.schema : {}, schemas) ?? {};
    const alternatives = (Array.isArray(schema.oneOf) ? schema.oneOf.filter(isObject) : [schema]).map(
      (s) => resolve(s, schemas) ?? {},
    );
    const object = alternatives.find((a) => isObject(a.properties));
    const props = object ? (object.properties as Record<string, JsonObject>) : undefined;
    let pair: [string, string] | undefined;
    let target: Row | undefined;
    const scalar = (v: unknown): string | undefined =>
      typeof v === "string" || typeof v === "number" || typeof v === "boolean"
        ? String(v)
        : isObject(v) && typeof v.id === "string"
          ? v.id
          : undefined;
    if (bare === "q") {
      for (const r of rows) {
        const word = TEXT_FIELDS.map((f) => r[f]).find((v): v is string => typeof v === "string" && /[A-Za-z0-9]{3}/.test(v));
        if (word) {
          target = r;
          pair = [enc(word.split(/[^A-Za-z0-9]+/).find((w) => w.length >= 3)!), enc("zzqxnomatch")];
          break;
        }
      }
    } else if (props?.gt) {
      target = rows.find((r) => typeof r[bare] === "string" || typeof r[bare] === "number");
      if (target) pair = [enc(String(target[bare]), "lte"), enc(String(target[bare]), "gt")];
    } else if (props && !props.lt) {
      // An object filter (`rule[type]=fixed`): one of its keys, with the record's value.
      for (const r of rows) {
        const nested = r[bare];
        const key = isObject(nested) ? Object.keys(props).find((k) => scalar(nested[k]) !== undefined) : undefined;
        if (key && isObject(nested)) {
          target = r;
          const v = scalar(nested[key])!;
          pair = [enc(v, key), enc(other(props[key]!, v), key)];
          break;
        }
      }
    } else {
      const candidates = [bare, bare.replace(/_ids?$/, ""), bare.replace(/_ids?$/, "s"), bare.replace(/_id$/, "")];
      for (const r of rows) {
        const field = candidates.find(
          (c) => scalar(r[c]) !== undefined || (Array.isArray(r[c]) && scalar((r[c] as unknown[])[0]) !== undefined),
        );
        if (!field) continue;
        const raw = r[field];
        const v = scalar(Array.isArray(raw) ? raw[0] : raw)!;
        target = r;
        const otherRow = rows.find(
          (x) => x !== r && scalar(Array.isArray(x[field]) ? (x[field] as unknown[])[0] : x[field]) !== v,
        );
        const otherValue = otherRow
          ? scalar(Array.isArray(otherRow[field]) ? (otherRow[field] as unknown[])[0] : otherRow[field])
          : undefined;
        pair = [enc(v), enc(otherValue ?? other(isObject(schema.items) ? schema.items : schema, v))];
        break;
      }
    }
    if (!pair || !target) {
      e.verdict = "not exercised";
      e.reason = `no listed record shows a value for ${bare} (the list does not return it)`;
      return;
    }
    const a = await get(pair[0]);
    if (a.status >= 300) return this.settle(e, a, "");
    const b = await get(pair[1]);
    if (b.status >= 300) return this.settle(e, b, "");
    const inA = (listOf(a.body) ?? []).some((r) => r.id === target.id);
    const inB = (listOf(b.body) ?? []).some((r) => r.id === target.id);
    if (inA && !inB) this.settle(e, a, `${String(target.id)} listed with ${pair[0]}, not with ${pair[1]}`);
    else {
      e.verdict = "not exercised";
      e.reason = `${String(target.id)}: listed with ${pair[0]}: ${String(inA)}; with ${pair[1]}: ${String(inB)}`;
    }
  }

  private settle(e: Exercise, r: Response, reason: string): void {
    if (r.status >= 200 && r.status < 300) {
      e.verdict = "exercised";
      e.reason = reason;
      return;
    }
    const message = String(isObject(r.body) ? (r.body.message ?? JSON.stringify(r.body)) : r.body).slice(0, 300);
    const bare = e.name.replace(/\[\]$/, "");
    // The validator refusing the documented name or type is a documentation error; anything else is not.
    const refused = r.status === 400 && new RegExp(`\\b${bare}\\b[^,]*(should not exist|must be)`).test(message);
    e.verdict = refused ? "rejected" : "not exercised";
    e.reason = `answered ${r.status}: ${message}`;
  }

  // ---- POST routes ----

  private async replay(op: CatalogueOperation, base: SentRecord): Promise<void> {
    const open = this.open(op.key);
    if (open.length === 0 || this.replayed.has(op.key)) return;
    // Only an update (`/products/{id}`) or a create of a top-level resource (`/admin/products`) is sent
    // again: a second call of an action (`/complete`) or of a create under an order or a cart (a
    // second claim, line item or fulfillment) would change what later steps rely on.
    const why =
      this.noReplay[op.key] ??
      (/\}$/.test(op.path) || /^\/(admin|store)\/[\w-]+$/.test(op.path)
        ? undefined
        : "an action or a create under another record: a second call changes what later steps rely on");
    if (why) {
      for (const e of open) e.reason = `not sent again: ${why}`;
      return;
    }
    this.replayed.add(op.key);
    const entity = entityOf(base.response) ?? {};
    const schemas = this.catalogue.documents[op.area].components.schemas;
    const update = /\}$/.test(op.path);
    const suffix = `-x${++this.run}`;
    const body: Row = isObject(base.body) ? { ...base.body } : {};
    if (!update)
      for (const [k, v] of Object.entries(body)) if (UNIQUE.has(k) && typeof v === "string") body[k] = uniq(k, v, suffix);
    const request = isObject(op.operation.requestBody) ? op.operation.requestBody : {};
    const content =
      isObject(request.content) && isObject(request.content["application/json"]) ? request.content["application/json"] : {};
    const bodySchema = resolve(isObject(content.schema) ? content.schema : {}, schemas) ?? {};
    const props = isObject(bodySchema.properties) ? (bodySchema.properties as Record<string, JsonObject>) : {};
    const extras: Array<{ e: Exercise; apply: (body: Row, query: URLSearchParams) => void }> = [];
    for (const e of open) {
      if (e.kind === "body") {
        const value = echo(entity[e.name], props[e.name] ?? {}, schemas) ?? harmless(e.name, props[e.name] ?? {}, schemas);
        if (value === undefined) {
          e.reason = "the route's answer has no value for it to send back, and no value is harmless to send";
          continue;
        }
        const v = !update && UNIQUE.has(e.name) && typeof value === "string" ? uniq(e.name, value, suffix) : value;
        extras.push({ e, apply: (b) => void (b[e.name] = v) });
      } else {
        const param = queryParameters(op).find((p) => p.name === e.name)!;
        const part = this.valueFor(param, base.response);
        if (!part) {
          e.reason = "no value for it is known";
          continue;
        }
        const [k, v] = part.split("=").map(decodeURIComponent) as [string, string];
        extras.push({ e, apply: (_b, q) => q.set(k, v) });
      }
    }
    if (extras.length === 0) return;
    const [path, search = ""] = base.url.split("?") as [string, string?];
    const attempt = async (chosen: typeof extras): Promise<{ r: Response; url: string; sent: Row }> => {
      const b = { ...body };
      const q = new URLSearchParams(search);
      for (const x of chosen) x.apply(b, q);
      const url = `${path}${q.toString() ? `?${q.toString()}` : ""}`;
      return { r: await this.send("POST", url, base.headers, b), url, sent: b };
    };
    const all = await attempt(extras);
    if (all.r.status >= 200 && all.r.status < 300) {
      for (const x of extras) this.mark(x.e, all, "sent again with the value the record has");
      return;
    }
    // One at a time, to tell a field the backend refuses from a route that cannot be sent twice.
    for (const x of extras) {
      const one = await attempt([x]);
      if (one.r.status >= 200 && one.r.status < 300) this.mark(x.e, one, "sent again with the value the record has");
      else {
        x.e.requests = [{ method: "POST", url: one.url, body: one.sent, status: one.r.status }];
        this.settle(x.e, one.r, "");
        if (x.e.verdict === "not exercised") x.e.reason = `sent again, ${x.e.reason ?? ""}`;
      }
    }
  }

  private mark(e: Exercise, a: { r: Response; url: string; sent: Row }, reason: string): void {
    e.verdict = "exercised";
    e.reason = reason;
    e.requests = [{ method: "POST", url: a.url, body: a.sent, status: a.r.status }];
  }
}

/**
 * A value for a field the record shows none of, when sending it changes nothing later steps rely
 * on: empty metadata, a notification switch, descriptive text, a package dimension. IDs, amounts,
 * statuses and relations are never made up.
 */
export function harmless(name: string, schema: JsonObject, schemas: Record<string, JsonObject>): unknown {
  const s = resolve(schema, schemas) ?? {};
  if (name === "metadata") return { verify: "exercised" };
  if (/^no_notification/.test(name) && s.type === "boolean") return false;
  if (/^(weight|length|height|width)$/.test(name) && (s.type === "number" || s.type === "integer")) return 10;
  if (
    /^(description|subtitle|note|internal_note|hs_code|mid_code|material|origin_country|barcode|ean|upc|company|phone|address_2|province|thumbnail|tracking_numbers)$/.test(
      name,
    )
  ) {
    if (s.type === "string" && !Array.isArray(s.enum))
      return name === "origin_country" ? "us" : name === "thumbnail" ? "https://example.com/verify.png" : "verify";
    if (s.type === "array" && isObject(s.items) && s.items.type === "string") return ["verify-1"];
  }
  return undefined;
}

/** A unique field's value for a second record: `shirt-x3`, `a-x3@example.com`. */
function uniq(field: string, value: string, suffix: string): string {
  return field === "email" ? value.replace("@", `${suffix}@`) : `${value}${suffix}`;
}

function other(schema: JsonObject, value: string): string {
  const choices = Array.isArray(schema.enum) ? schema.enum.map(String) : [];
  const found = choices.find((c) => c !== value);
  if (found) return found;
  if (value === "true" || value === "false") return value === "true" ? "false" : "true";
  if (/^\d+$/.test(value)) return String(Number(value) + 987_654);
  return `${value.replace(/_[^_]+$/, "")}_01NOSUCHRECORD0000000000000`;
}

/**
 * The value a record has for a request field, shaped as the request schema wants it: a relation
 * becomes its ID or the schema's properties of it, a list of relations a list of those.
 */
export function echo(value: unknown, schema: JsonObject, schemas: Record<string, JsonObject>): unknown {
  const s = resolve(schema, schemas) ?? {};
  if (value === undefined) return undefined;
  if (Array.isArray(s.oneOf) || Array.isArray(s.anyOf)) {
    for (const alt of ((s.oneOf ?? s.anyOf) as unknown[]).filter(isObject)) {
      const v = echo(value, alt, schemas);
      if (v !== undefined) return v;
    }
    return undefined;
  }
  if (value === null) return s.nullable === true ? null : s.type === "object" && !isObject(s.properties) ? {} : undefined;
  switch (s.type) {
    case "string":
      if (typeof value === "string") return value;
      if (isObject(value) && typeof value.id === "string") return value.id;
      return typeof value === "number" ? String(value) : undefined;
    case "number":
    case "integer":
      return typeof value === "number"
        ? value
        : typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value)
          ? Number(value)
          : undefined;
    case "boolean":
      return typeof value === "boolean" ? value : undefined;
    case "array": {
      if (!Array.isArray(value)) return undefined;
      const items = isObject(s.items) ? s.items : {};
      const out = value.map((v) => echo(v, items, schemas));
      return out.every((v) => v !== undefined) ? out : undefined;
    }
    default: {
      if (!isObject(value)) return undefined;
      if (!isObject(s.properties)) return value;
      const out: Row = {};
      for (const [k, sub] of Object.entries(s.properties as Record<string, JsonObject>)) {
        const v = echo(value[k], sub, schemas);
        if (v !== undefined) out[k] = v;
      }
      const required = Array.isArray(s.required) ? (s.required as string[]) : [];
      return required.every((k) => k in out) ? out : undefined;
    }
  }
}
