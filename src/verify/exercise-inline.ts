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
import { singular } from "../lib/singular";
import { isObject } from "../reference/openapi/normalize";
import { isListOperation } from "../reference/openapi/samples";
import type { JsonObject } from "../reference/openapi/types";
import type { Catalogue, CatalogueOperation, OperationKey } from "./catalogue";
import { bodyFields, queryNames, queryParameters, resolve, type Exercise, type ExerciseKind } from "./exercise";
import type { SentRecord } from "./scenario/engine";

type Row = Record<string, unknown>;
type Response = { status: number; body: unknown };
export type Send = (method: string, url: string, headers: Record<string, string>, body?: unknown) => Promise<Response>;

const AREA = /^\/(admin|store)(?=\/)/;
const SHAPING = new Set(["limit", "offset", "order", "expand", "fields"]);
const TEXT_FIELDS = ["title", "name", "email", "code", "handle", "value", "first_name", "last_name", "description", "sku"];
const UNIQUE = new Set(["title", "name", "handle", "code", "email", "sku", "barcode", "ean", "upc", "value"]);
/** Inside a create's nested objects only these are unique (a variant's `title` or an option's `value` is not). */
const NESTED_UNIQUE = new Set(["handle", "code", "email", "sku", "barcode", "ean", "upc"]);

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
  /** The first value of each field name the answers showed, whatever its type. */
  private readonly any = new Map<string, unknown>();
  /** The last eight values of each ID or code field, in the order the answers showed them. */
  private readonly several = new Map<string, string[]>();
  add(value: unknown, depth = 0): void {
    if (depth > 4) return;
    if (Array.isArray(value)) value.slice(0, 3).forEach((v) => this.add(v, depth + 1));
    else if (isObject(value)) {
      for (const [k, v] of Object.entries(value)) {
        if (v !== null && v !== undefined && !this.any.has(k)) this.any.set(k, v);
        if (typeof v === "string" && /(_id|_code)$/.test(k)) {
          this.addId(k, v);
        } else if (isObject(v) && typeof v.id === "string") this.addId(`${k}_id`, v.id);
        // A list of records (`tags: [{ id }]`, `conditions: [{ id }]`) names IDs of the singular: `tag_id`.
        else if (Array.isArray(v) && /s$/.test(k))
          for (const item of v.slice(0, 3))
            if (isObject(item) && typeof item.id === "string") this.addId(`${singular(k)}_id`, item.id, false);
        this.add(v, depth + 1);
      }
    }
  }
  /** `first`: the value is also the name's first value, unless one is known; else only one of several (the fallback of `get`). */
  private addId(name: string, id: string, first = true): void {
    if (first && !this.values.has(name)) this.values.set(name, id);
    const seen = this.several.get(name) ?? [];
    // The newest eight: an early value may name a record the scenario has deleted since.
    if (!seen.includes(id)) this.several.set(name, [...seen, id].slice(-8));
  }
  get(name: string): string | undefined {
    return this.values.get(name) ?? this.several.get(name)?.[0];
  }
  /** The values seen under the name, then under its last word (`condition_id` for `discount_condition_id`). */
  all(name: string): string[] {
    const last = name.split("_").slice(-2).join("_");
    return [...new Set([...(this.several.get(name) ?? []), ...(last !== name ? (this.several.get(last) ?? []) : [])])];
  }
  seen(name: string): unknown {
    return this.any.get(name);
  }
}

export class Exerciser {
  readonly items: Exercise[] = [];
  private readonly byKey = new Map<string, Exercise>();
  private readonly known = new KnownValues();
  private readonly getAttempts = new Map<OperationKey, number>();
  private readonly replayed = new Set<OperationKey>();
  /** Actions and creates under another record, sent again once the scenario is over: the step's first passing request. */
  private readonly deferred = new Map<OperationKey, SentRecord>();
  /** Requests sent again before the scenario ended that failed: tried on a fresh copy after it. */
  private readonly afterScenario = new Map<OperationKey, SentRecord>();
  private over = false;
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
    const param = queryParameters(op).find((p) => p.name === name);
    return (
      op.method === "get" &&
      isListOperation("get", op.operation, this.catalogue.documents[op.area]) &&
      !SHAPING.has(name.replace(/\[\]$/, "")) &&
      !isContext(name, typeof param?.description === "string" ? param.description : "")
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
    else if (op.method === "delete") await this.redelete(op, record);
  }

  /**
   * A DELETE's query parameters (`expand`, `fields` of the record it answers with): the step's
   * request sent again right after it, with them. Removing what is already removed changes nothing
   * (the backend answers the record it was removed from); a route that answers otherwise keeps its
   * answer as the reason.
   */
  private async redelete(op: CatalogueOperation, base: SentRecord): Promise<void> {
    const open = this.open(op.key, "query");
    if (open.length === 0) return;
    const [path, search = ""] = base.url.split("?") as [string, string?];
    const parts: Array<[Exercise, string]> = [];
    for (const e of open) {
      const part = this.valueFor(
        op,
        queryParameters(op).find((p) => p.name === e.name)!,
        base.response,
      );
      if (part) parts.push([e, part]);
      else e.reason = "no value for it is known";
    }
    const attempt = async (chosen: Array<[Exercise, string]>): Promise<{ r: Response; url: string }> => {
      const url = `${path}?${[search, ...chosen.map(([, part]) => part)].filter(Boolean).join("&")}`;
      return { r: await this.send("DELETE", url, base.headers, base.body), url };
    };
    const how = "sent again right after the scenario's DELETE (removing what is already removed)";
    const all = parts.length > 0 ? await attempt(parts) : undefined;
    for (const [e, part] of parts) {
      const a = all && all.r.status < 300 ? all : await attempt([[e, part]]);
      e.requests = [{ method: "DELETE", url: a.url, body: base.body, status: a.r.status }];
      this.settle(e, a.r, how);
      if (e.verdict === "not exercised") e.reason = `${how}: ${e.reason ?? ""}`;
    }
  }

  /**
   * Before the scenario deletes a record, or closes it (a paid draft order), nothing later relies
   * on what can still change in it: the deferred requests of routes of that record
   * (`/admin/products/prod_1` and under it) are sent again then, while it exists and is open.
   */
  async beforeEnd(path: string, how: "deleted" | "closed" = "deleted"): Promise<void> {
    // The admin's and the store's routes of a record are the same record (`/store/order-edits/oe_1`).
    const record = path.replace(AREA, "");
    for (const [key, base] of [...this.deferred]) {
      const at = base.url.split("?")[0]!.replace(AREA, "");
      if (at !== record && !at.startsWith(`${record}/`)) continue;
      this.deferred.delete(key);
      await this.resend(this.catalogue.byKey.get(key)!, base, `sent again before the scenario ${how} the record`, true);
    }
  }

  /**
   * After the scenario: the GET routes whose lists were empty when their steps ran, sent again
   * now that the scenario has made records.
   */
  async finish(sent: readonly SentRecord[]): Promise<void> {
    // Nothing later relies on the records any more: the actions and creates under another record,
    // first, so that what they make (a discount's condition of another type) is there to filter by.
    this.over = true;
    for (const [key, base] of [...this.deferred, ...this.afterScenario])
      await this.resend(this.catalogue.byKey.get(key)!, base, "sent again after the scenario", true);
    for (const op of this.catalogue.operations) {
      if (op.method !== "get" || this.open(op.key, "query").length === 0) continue;
      const base = sent.filter((s) => s.op === op.key && s.status === s.expected && s.status >= 200 && s.status < 300).at(-1);
      if (!base) continue;
      const now = await this.send("GET", base.url, base.headers);
      if (now.status >= 300) continue;
      this.getAttempts.set(op.key, 0);
      await this.gets(op, { ...base, response: now.body });
    }
    for (const e of this.items) if (e.verdict !== "exercised" && !e.reason) e.reason = whyNotSent(e, sent);
  }

  // ---- GET routes ----

  private async gets(op: CatalogueOperation, base: SentRecord): Promise<void> {
    if ((this.getAttempts.get(op.key) ?? 0) >= 3) return;
    const list = isListOperation("get", op.operation, this.catalogue.documents[op.area]);
    const rows = list ? (listOf(base.response) ?? []) : [];
    // An empty list leaves its filters to a later call, which may list something to filter.
    const empty = list && rows.length === 0;
    const open = this.open(op.key, "query").filter((e) => !empty || !this.isFilter(op, e.name));
    for (const e of this.open(op.key, "query"))
      if (empty && this.isFilter(op, e.name)) e.reason ??= "every call of it listed nothing: no record to include or exclude";
    if (open.length === 0) return;
    if (!empty) this.getAttempts.set(op.key, (this.getAttempts.get(op.key) ?? 0) + 1);
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
        else if (e.name.replace(/\[\]$/, "") === "expand") await this.expand(e, op, base.response, get);
        else {
          const value = this.valueFor(op, param, base.response);
          if (value === undefined) throw new Error("no value for it is known");
          let r = await get(value);
          // A value naming a record the scenario has deleted since: the newer values earlier answers showed.
          for (const alt of r.status === 404 ? this.known.all(e.name.replace(/\[\]$/, "")).reverse() : []) {
            const part = `${encodeURIComponent(e.name)}=${encodeURIComponent(alt)}`;
            if (part !== value && (r = await get(part)).status < 300) break;
          }
          const unsorted = e.name === "order" && r.status < 300 ? notDescending(listOf(r.body) ?? [], value) : undefined;
          if (unsorted) {
            e.verdict = "not exercised";
            e.reason = unsorted;
          } else this.settle(e, r, "answered 2xx");
        }
      } catch (error) {
        e.verdict = "not exercised";
        e.reason = error instanceof Error ? error.message : String(error);
      }
    }
  }

  /** `expand` with each relation the record may have, until the backend answers one with a 2xx. */
  private async expand(
    e: Exercise,
    op: CatalogueOperation,
    response: unknown,
    get: (q: string) => Promise<Response>,
  ): Promise<void> {
    const record = entityOf(response) ?? listOf(response)?.[0] ?? {};
    const relations = relationsToExpand(op, this.catalogue, record).slice(0, 3);
    if (relations.length === 0) throw new Error("no value for it is known: its answer's schema names no relation");
    let r: Response | undefined;
    for (const relation of relations) {
      r = await get(`${encodeURIComponent(e.name)}=${encodeURIComponent(relation)}`);
      if (r.status < 300) break;
    }
    this.settle(e, r!, "answered 2xx");
  }

  /** A query string part that sets this parameter to a value the backend accepts. */
  private valueFor(op: CatalogueOperation, param: JsonObject, response: unknown): string | undefined {
    const name = String(param.name);
    const bare = name.replace(/\[\]$/, "");
    const enc = (v: string, key?: string) => `${encodeURIComponent(key ? `${name}[${key}]` : name)}=${encodeURIComponent(v)}`;
    const record = entityOf(response) ?? listOf(response)?.[0] ?? {};
    switch (bare) {
      case "limit":
      case "offset":
        return enc("1");
      case "order": {
        // Descending, with the `-` prefix the backend's list query reads (prepareListQuery).
        const field = "created_at" in record ? "created_at" : Object.keys(record).find((k) => typeof record[k] === "string");
        return enc(`-${field ?? "created_at"}`);
      }
      case "fields":
        return enc("id");
      case "expand": {
        const [relation] = relationsToExpand(op, this.catalogue, record);
        return relation ? enc(relation) : undefined;
      }
    }
    const schemas = this.catalogue.documents[op.area].components.schemas;
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
        // The record's own text first, then that of the records it holds (a draft order's cart's email).
        const texts = [r, ...Object.values(r).filter(isObject)].flatMap((o) => TEXT_FIELDS.map((f) => o[f]));
        const word = texts.find((v): v is string => typeof v === "string" && /[A-Za-z0-9]{3}/.test(v));
        if (word) {
          target = r;
          pair = [enc(word.split(/[^A-Za-z0-9]+/).find((w) => w.length >= 3)!), enc("zzqxnomatch")];
          break;
        }
      }
    } else if (props?.gt) {
      // `gte` and `lt` of the value the record shows: the database keeps microseconds that the
      // response's milliseconds cut off, so `lte` of the shown value would exclude the record itself.
      target = rows.find((r) => typeof r[bare] === "string" || typeof r[bare] === "number");
      const [include, exclude] = props.gte && props.lt ? ["gte", "lt"] : ["lte", "gt"];
      if (target) pair = [enc(String(target[bare]), include), enc(String(target[bare]), exclude)];
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
      // The records do not show the field (a discount condition's products): a value an earlier
      // answer showed under that name, and a record it lists that another value does not.
      // Several such values are tried: the first may name a record the scenario has deleted since.
      const tried: string[] = [];
      let last: Response | undefined;
      if (props?.lt && props.gt) {
        // A date or amount the listed records do not show (`deleted_at`: the list holds soft-deleted
        // records only when the filter is given): a record listed below a far bound and not above it.
        const far = props.lt.format || /_at$/.test(bare) ? FAR_FUTURE : "1000000000";
        const [below, above] = [enc(far, "lt"), enc(far, "gt")];
        tried.push(below);
        const a = (last = await get(below));
        const b = a.status < 300 ? (last = await get(above)) : a;
        if (a.status < 300 && b.status < 300) {
          const inB = new Set((listOf(b.body) ?? []).map(identity));
          const only = (listOf(a.body) ?? []).find((r) => !inB.has(identity(r)));
          if (only) return this.settle(e, a, `${identity(only)} listed with ${below}, not with ${above}`);
        }
      }
      // A list of records by name (`groups[]`, `customer_groups[]`) takes their IDs, which answers show as `group_id`.
      const named = /[^_]s$/.test(bare) ? this.known.all(`${singular(bare)}_id`) : [];
      for (const known of props ? [] : [...new Set([...this.known.all(bare), ...named])]) {
        tried.push(enc(known));
        const a = (last = await get(enc(known)));
        if (a.status >= 300) continue;
        const [b, notWith] = await this.excluding(get, enc, bare, known, isObject(schema.items) ? schema.items : schema);
        last = b;
        if (b.status >= 300) continue;
        const inB = new Set((listOf(b.body) ?? []).map(identity));
        const only = (listOf(a.body) ?? []).find((r) => !inB.has(identity(r)));
        if (only)
          return this.settle(
            e,
            a,
            `${identity(only)} listed with ${enc(known)} (a value an earlier answer showed), not with ${notWith}`,
          );
      }
      if (last && last.status >= 300) return this.settle(e, last, "");
      e.verdict = "not exercised";
      e.reason = `no listed record shows a value for ${bare} (the list does not return it)${tried.length > 0 ? `, and ${tried.join(", ")} listed nothing that another value did not` : ""}`;
      return;
    }
    const a = await get(pair[0]);
    if (a.status >= 300) return this.settle(e, a, "");
    let b = await get(pair[1]);
    if (b.status >= 300) {
      const v = decodeURIComponent(pair[0].split("=")[1] ?? "");
      [b, pair[1]] = await this.excluding(get, enc, bare, v, isObject(schema.items) ? schema.items : schema, pair[1]);
    }
    if (b.status >= 300) return this.settle(e, b, "");
    const inA = (listOf(a.body) ?? []).some((r) => identity(r) === identity(target));
    const inB = (listOf(b.body) ?? []).some((r) => identity(r) === identity(target));
    if (inA && !inB) this.settle(e, a, `${identity(target)} listed with ${pair[0]}, not with ${pair[1]}`);
    else {
      e.verdict = "not exercised";
      e.reason = `${identity(target)}: listed with ${pair[0]}: ${String(inA)}; with ${pair[1]}: ${String(inB)}`;
    }
  }

  /**
   * The list with a value other than `value`: one made up (`sc_01NOSUCHRECORD…`) first, then, when
   * the backend refuses a value naming no record (404 "Sales channel … was not found"), the other
   * values earlier answers showed under that name.
   */
  private async excluding(
    get: (q: string) => Promise<Response>,
    enc: (v: string) => string,
    bare: string,
    value: string,
    schema: JsonObject,
    tried?: string,
  ): Promise<[Response, string]> {
    const made = enc(other(schema, value));
    let last: [Response, string] | undefined;
    for (const q of [
      made,
      ...this.known
        .all(bare)
        .filter((v) => v !== value)
        .map(enc),
    ]) {
      if (q === tried) continue;
      last = [await get(q), q];
      if (last[0].status < 300) return last;
    }
    return last!;
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
      for (const e of open) e.reason = `not sent again during the scenario: ${why}`;
      if (!this.deferred.has(op.key)) this.deferred.set(op.key, base);
      return;
    }
    await this.resend(op, base, "sent again");
  }

  /**
   * A fresh copy of the record a step's request works on, made by the scenario's own steps, and
   * the request with the copy's IDs (ScenarioEngine.freshCopy); undefined when none can be made.
   */
  fresh?: (base: SentRecord) => Promise<SentRecord | undefined>;

  /**
   * The step's request sent again with what nothing has sent yet; `how` says when, for the
   * reasons of what still fails (`onCopy`: on a fresh copy of its record already).
   */
  private async resend(op: CatalogueOperation, base: SentRecord, how: string, derive = false, onCopy = false): Promise<void> {
    const open = this.open(op.key);
    if (open.length === 0) return;
    this.replayed.add(op.key);
    const entity = entityOf(base.response) ?? {};
    const schemas = this.catalogue.documents[op.area].components.schemas;
    const update = /\}$/.test(op.path);
    const suffix = `-x${++this.run}`;
    const body: Row = isObject(base.body) ? { ...base.body } : {};
    if (!update)
      for (const [k, v] of Object.entries(body))
        body[k] = UNIQUE.has(k) && typeof v === "string" ? uniq(k, v, suffix) : uniqueWithin(v, suffix);
    const request = isObject(op.operation.requestBody) ? op.operation.requestBody : {};
    const content =
      isObject(request.content) && isObject(request.content["application/json"]) ? request.content["application/json"] : {};
    const bodySchema = resolve(isObject(content.schema) ? content.schema : {}, schemas) ?? {};
    const props = isObject(bodySchema.properties) ? (bodySchema.properties as Record<string, JsonObject>) : {};
    const extras: Array<{ e: Exercise; apply: (body: Row, query: URLSearchParams) => void; source: string }> = [];
    for (const e of open) {
      if (e.kind === "body") {
        const schema = props[e.name] ?? {};
        let value = echo(entity[e.name], schema, schemas);
        let source = "the value the record has";
        if (value === undefined && (value = harmless(e.name, schema, schemas)) !== undefined) source = "a harmless value";
        const made = value === undefined && derive ? derived(e.name, schema, schemas, this.known) : undefined;
        if (made) [value, source] = made;
        if (value === undefined) {
          e.reason = derive
            ? "no earlier answer shows a value for it, and its documented type gives none"
            : "the route's answer has no value for it to send back, and no value is harmless to send; left for after the scenario";
          if (!derive && !this.deferred.has(op.key)) this.deferred.set(op.key, base);
          continue;
        }
        const v = !update && UNIQUE.has(e.name) && typeof value === "string" ? uniq(e.name, value, suffix) : value;
        extras.push({ e, apply: (b) => void (b[e.name] = v), source });
      } else {
        const param = queryParameters(op).find((p) => p.name === e.name)!;
        const part = this.valueFor(op, param, base.response);
        if (!part) {
          e.reason = "no value for it is known";
          continue;
        }
        const [k, v] = part.split("=").map(decodeURIComponent) as [string, string];
        extras.push({ e, apply: (_b, q) => q.set(k, v), source: "a value its route accepts" });
      }
    }
    if (extras.length === 0) return;
    const [path, search = ""] = base.url.split("?") as [string, string?];
    let created = false;
    const attempt = async (chosen: typeof extras, without: string[] = []): Promise<{ r: Response; url: string; sent: Row }> => {
      let b = { ...body };
      for (const k of without) delete b[k];
      const q = new URLSearchParams(search);
      for (const x of chosen) x.apply(b, q);
      // A create that passed holds the unique values (a discount's code): the next one needs its own.
      if (!update && created) b = JSON.parse(JSON.stringify(b).split(suffix).join(`-x${++this.run}`)) as Row;
      const url = `${path}${q.toString() ? `?${q.toString()}` : ""}`;
      const r = await this.send("POST", url, base.headers, b);
      if (r.status < 300) this.known.add(r.body);
      created ||= r.status < 300;
      return { r, url, sent: b };
    };
    let all = await attempt(extras);
    if (all.r.status === 404) all = await this.revive(body, all, () => attempt(extras));
    if (all.r.status >= 200 && all.r.status < 300) {
      for (const x of extras) this.mark(x.e, all, `${how} with ${x.source}`);
      return;
    }
    // The record no longer takes the action (an order fulfilled, a cart completed): a fresh copy
    // does. Made only once the scenario is over: a copy made earlier could change what later steps pick.
    if (!onCopy && this.fresh && !this.over) this.afterScenario.set(op.key, base);
    const copy = derive && !onCopy && this.fresh && this.over ? await this.fresh(base) : undefined;
    if (copy) return this.resend(op, copy, `${how}, on a fresh copy of the record made by the scenario's steps`, true, true);
    // One at a time, to tell a field the backend refuses from a route that cannot be sent twice.
    for (const x of extras) {
      let one = await attempt([x]);
      // The validator takes one field of a group at a time ("Only one of products, product_tags is
      // allowed"): this one is sent in place of the body's.
      const rivals = exclusiveRivals(one.r, x.e.name).filter((k) => k in body);
      if (rivals.length > 0) one = await attempt([x], rivals);
      if (one.r.status >= 200 && one.r.status < 300) this.mark(x.e, one, `${how} with ${x.source}`);
      else {
        x.e.requests = [{ method: "POST", url: one.url, body: one.sent, status: one.r.status }];
        this.settle(x.e, one.r, "");
        // A value made up from the type that the validator finds malformed says nothing about the documentation.
        if (x.e.verdict === "rejected" && !x.source.startsWith("the value") && !/should not exist/.test(x.e.reason ?? "")) {
          x.e.verdict = "not exercised";
          x.e.reason = `${x.source} was refused: ${x.e.reason ?? ""}`;
        }
        if (x.e.verdict === "not exercised") x.e.reason = `${how}, ${x.e.reason ?? ""}`;
      }
    }
  }

  /**
   * A body naming records the scenario has deleted since (404 "Region with reg_… was not found",
   * the step's region and profile gone by the end): each field that names one, as the answers name
   * them in turn, is set to the newer values earlier answers showed under its name, until the
   * backend finds the record. `body` keeps the values found.
   */
  private async revive<T extends { r: Response }>(body: Row, failed: T, again: () => Promise<T>): Promise<T> {
    const message = (a: T) => JSON.stringify(a.r.body ?? "");
    let current = failed;
    const fixed = new Set<string>();
    for (;;) {
      const named = Object.keys(body).find(
        (k) => !fixed.has(k) && typeof body[k] === "string" && message(current).includes(body[k] as string),
      );
      if (current.r.status !== 404 || named === undefined) return current;
      fixed.add(named);
      const was = body[named] as string;
      let found = false;
      for (const alt of this.known.all(named).reverse()) {
        if (alt === was) continue;
        body[named] = alt;
        const next = await again();
        if (next.r.status !== 404 || !message(next).includes(alt)) {
          [current, found] = [next, true];
          break;
        }
      }
      if (!found) {
        body[named] = was;
        return current;
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

/** Why a list asked for with `order=-field` is not in descending order of that field, if it is not. */
export function notDescending(rows: Row[], part: string): string | undefined {
  const field = decodeURIComponent(part.split("=")[1] ?? "").replace(/^-/, "");
  const values = rows.map((r) => r[field]).filter((v): v is string | number => typeof v === "string" || typeof v === "number");
  const i = values.findIndex((v, k) => k > 0 && v > values[k - 1]!);
  return i > 0 ? `answered 2xx, but ${field} ${String(values[i])} comes after ${String(values[i - 1])} with ${part}` : undefined;
}

/** What tells a listed record from another: its ID, or its code for records without one (currencies). */
function identity(r: Row): string {
  return String(r.id ?? r.code ?? JSON.stringify(r));
}

/**
 * A parameter of a list route that does not choose records but sets the context they are
 * answered in (the prices' region or cart, whether children are included): it counts on a 2xx.
 */
export function isContext(name: string, description: string): boolean {
  return /^include_/.test(name) || /price selection context|accurate pricing/i.test(description);
}

/** Why nothing sent a parameter or field that no exercise reached. */
export function whyNotSent(e: Exercise, sent: readonly SentRecord[]): string {
  const calls = sent.filter((s) => s.op === e.op);
  if (calls.length === 0) return "the scenario does not call the operation (data/api-not-exercised.yaml says why)";
  if (!calls.some((s) => s.status === s.expected && s.status < 300))
    return "the scenario calls the operation only for an error answer";
  return "no request of the operation carried it";
}

/**
 * The relations to try with `expand`, best first: those the documented record marks expandable
 * (`x-expandable`), the one the answer already holds first (a JSON column such as `data` is an
 * object too, but not a relation); then the answer's fields holding records (objects with an ID);
 * then the record schema's fields that are other records or lists of them (a stock location's
 * `address`, a reservation's `line_item`).
 */
export function relationsToExpand(op: CatalogueOperation, catalogue: Catalogue, record: Row): string[] {
  const marked = expandables(op, catalogue);
  const loaded = marked.filter((r) => isObject(record[r]) || Array.isArray(record[r]));
  const holdsRecords = ([k, v]: [string, unknown]) =>
    k !== "metadata" &&
    (isObject(v) ? typeof v.id === "string" : Array.isArray(v) && isObject(v[0]) && typeof v[0].id === "string");
  const held = Object.entries(record)
    .filter(holdsRecords)
    .map(([k]) => k);
  return [...new Set([...loaded, ...marked, ...held, ...recordRelations(op, catalogue)])];
}

/** The fields of an operation's answered record whose schema is another record or a list of them. */
function recordRelations(op: CatalogueOperation, catalogue: Catalogue): string[] {
  const schemas = catalogue.documents[op.area].components.schemas;
  const out: string[] = [];
  for (const top of answerProperties(op, catalogue)) {
    const record = top.type === "array" && isObject(top.items) ? top.items : top;
    for (const [name, p] of propertyEntries(record, schemas)) {
      const r = resolve(p, schemas) ?? {};
      const target = r.type === "array" && isObject(r.items) ? (resolve(r.items, schemas) ?? {}) : r;
      const isRecord = isObject(target.properties) || Array.isArray(target.allOf);
      if (isRecord && name !== "metadata") out.push(name);
    }
  }
  return out;
}

/** The relations the records of an operation's answer can expand, as their schema marks them (`x-expandable`). */
export function expandables(op: CatalogueOperation, catalogue: Catalogue): string[] {
  const schemas = catalogue.documents[op.area].components.schemas;
  const relations = new Set<string>();
  for (const top of answerProperties(op, catalogue)) {
    const record = top.type === "array" && isObject(top.items) ? top.items : top;
    for (const [, p] of propertyEntries(record, schemas))
      if (typeof p["x-expandable"] === "string") relations.add(p["x-expandable"]);
  }
  return [...relations];
}

/** The properties of a schema, references and `allOf` parts resolved. */
function propertyEntries(s: JsonObject | undefined, schemas: Record<string, JsonObject>): Array<[string, JsonObject]> {
  const r = resolve(s, schemas);
  if (!r) return [];
  const own = isObject(r.properties) ? Object.entries(r.properties).filter((e): e is [string, JsonObject] => isObject(e[1])) : [];
  return [...own, ...(Array.isArray(r.allOf) ? r.allOf.filter(isObject).flatMap((part) => propertyEntries(part, schemas)) : [])];
}

/** The top-level properties of an operation's 2xx answer (`product`, or `products` beside `count`). */
function answerProperties(op: CatalogueOperation, catalogue: Catalogue): JsonObject[] {
  const schemas = catalogue.documents[op.area].components.schemas;
  const responses = isObject(op.operation.responses) ? op.operation.responses : {};
  const ok = Object.entries(responses).find(([status]) => /^2/.test(status))?.[1];
  const media = isObject(ok) && isObject(ok.content) ? ok.content["application/json"] : undefined;
  return propertyEntries(isObject(media) && isObject(media.schema) ? media.schema : undefined, schemas).map(([, p]) => p);
}

/** A copy of a nested part of a create's body whose own unique values (a variant's `sku`) are made unique too. */
export function uniqueWithin(value: unknown, suffix: string): unknown {
  if (Array.isArray(value)) return value.map((v) => uniqueWithin(v, suffix));
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      NESTED_UNIQUE.has(k) && typeof v === "string" ? uniq(k, v, suffix) : uniqueWithin(v, suffix),
    ]),
  );
}

const FAR_FUTURE = "2099-12-31T00:00:00.000Z";

/**
 * A value for a field that neither the record nor `harmless` gives, sent only once the scenario is
 * over: the first value earlier answers showed under that name, shaped as the request wants it (a
 * region's ID, an address); else an ID the answers showed for a list of IDs (`products` from
 * `product_id`); else one from its documented type (its first enum value, a date, `false`, `1`).
 */
export function derived(
  name: string,
  schema: JsonObject,
  schemas: Record<string, JsonObject>,
  known: { seen(name: string): unknown; get(name: string): string | undefined },
  depth = 0,
): [unknown, string] | undefined {
  const s = resolve(schema, schemas) ?? {};
  const seen = echo(known.seen(name), s, schemas);
  // An empty list an answer showed (a price list's `customer_groups: []`) names nothing to send.
  if (seen !== undefined && !(Array.isArray(seen) && seen.length === 0)) return [seen, "a value an earlier answer showed"];
  const alternatives = [...(Array.isArray(s.oneOf) ? s.oneOf : []), ...(Array.isArray(s.anyOf) ? s.anyOf : [])].filter(isObject);
  for (const alt of alternatives) {
    const v = derived(name, alt, schemas, known, depth);
    if (v) return v;
  }
  const fromType = (v: unknown): [unknown, string] => [v, "a value made from its documented type"];
  if (Array.isArray(s.enum) && s.enum.length > 0) return fromType(s.enum[0]);
  switch (s.type) {
    case "array": {
      const items = resolve(isObject(s.items) ? s.items : {}, schemas) ?? {};
      const single = singular(name);
      const id = known.get(`${single}_id`) ?? known.get(`${single.split("_").at(-1)}_id`);
      if (id && items.type === "string") return [[id], "an ID an earlier answer showed"];
      if (id && isObject(items.properties) && isObject(items.properties.id)) return [[{ id }], "an ID an earlier answer showed"];
      const one = depth < 2 ? derived(single, items, schemas, known, depth + 1) : undefined;
      return one ? [[one[0]], one[1]] : undefined;
    }
    case "object": {
      if (!isObject(s.properties)) return depth === 0 ? fromType({}) : undefined;
      const required = Array.isArray(s.required) ? (s.required as string[]) : [];
      const out: Row = {};
      for (const k of required) {
        const v =
          depth < 2 ? derived(k, (s.properties as Record<string, JsonObject>)[k] ?? {}, schemas, known, depth + 1) : undefined;
        if (!v) return undefined;
        out[k] = v[0];
      }
      return fromType(out);
    }
    case "boolean":
      return fromType(false);
    case "integer":
    case "number":
      return fromType(1);
    case "string":
      if (s.format === "date-time" || s.format === "date" || /_at$/.test(name)) return fromType(FAR_FUTURE);
      if (/(_id|_code|^id)$/.test(name)) return undefined;
      // The documented example is a value of the documented form (a duration: P3Y6M4DT12H30M5S).
      if (typeof s.example === "string") return [s.example, "the documented example"];
      return fromType("verify");
  }
  return undefined;
}

/** The body fields a 400 "Only one of a, b is allowed" names beside this one. */
export function exclusiveRivals(r: Response, name: string): string[] {
  const message = isObject(r.body) && typeof r.body.message === "string" ? r.body.message : "";
  if (r.status !== 400) return [];
  const rivals = new Set<string>();
  for (const m of message.matchAll(/Only one of ([\w, ]+?) is allowed/g)) {
    const group = m[1]!.split(/,\s*/);
    if (group.includes(name)) for (const k of group) if (k !== name) rivals.add(k);
  }
  return [...rivals];
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
