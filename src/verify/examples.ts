/**
 * `npm run verify:api -- --record`: the request and response examples of the REST reference, as
 * the pinned backend answered the scenario (the operation's cURL sample when it ran, else the
 * scenario's own request), the statuses its error cases answer (probes that change nothing: no
 * credentials, a property the validator refuses, an ID that names no record), and the known
 * differences each operation showed. Written to data/api-examples.json, which the build reads: the
 * one generated file that is committed, because making it needs a database.
 *
 * Values that change from run to run are made stable: IDs become `prod_01HZ…0001` (numbered in the
 * order they appear in each example), dates 2024-01-01, the run's random suffix `example` (`EXAMPLE`
 * where the backend upper-cased it), tokens and password hashes a short stand-in; a list response keeps its envelope (`count`, `limit`, `offset`) and two items,
 * and every list nested in a value one item (a list of non-records, a provider's options, up to five),
 * so a page's examples stay short.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { isObject } from "../reference/openapi/normalize";
import { requiresAuth } from "../reference/families/rest";
import type { Catalogue, CatalogueOperation, OperationKey } from "./catalogue";
import type { Send } from "./exercise-inline";
import { repoRoot } from "./modules";
import {
  EXAMPLES_FILE,
  type ErrorExample,
  type RecordedExample,
  type RecordedExamples,
} from "../reference/families/rest/examples";
import type { SentRecord } from "./scenario/engine";

const ID = /\b([a-z]+(?:_[a-z]+)*)_01[0-9A-HJKMNP-TV-Z]{24}\b/g;
const DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const JWT = /^eyJ[\w-]+\.[\w-]+\.[\w-]+$/;
const DATE_IN = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g;
const GIFT_CARD_CODE = /(?<![A-Z0-9-])[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}(?![A-Z0-9-])/g;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g;
const SCRYPT = /^c2NyeXB0[A-Za-z0-9+/=]{40,}$/;

/**
 * A value made stable: IDs numbered, dates fixed, the run's suffix replaced, the response's own list
 * (`products` of `{ products, count }`) cut to two items and the lists nested deeper to one (a
 * provider's options to five).
 */
export function stable(value: unknown, run: string, ids = new Map<string, string>(), depth = 0): unknown {
  if (typeof value === "string") {
    if (DATE.test(value)) return "2024-01-01T00:00:00.000Z";
    if (JWT.test(value)) return "eyJhbGciOiJIUzI1NiJ9.example.signature";
    // A password's scrypt hash (base64 of "scrypt" and a random salt) differs on every run.
    if (SCRYPT.test(value)) return "c2NyeXB0AAEAAAABAAAAAexample";
    // Each value the run made up gets the next number, the same wherever it appears in the example
    // (`prefix`: the ID pattern's first group, the record kind).
    const numbered = (stand: (n: number, prefix: string) => string) => (match: string, prefix: string) => {
      if (!ids.has(match)) ids.set(match, stand(ids.size + 1, prefix));
      return ids.get(match)!;
    };
    return (
      value
        .replace(
          ID,
          numbered((n, prefix) => `${prefix}_01HZ${String(n).padStart(22, "0")}`),
        )
        // A gift card's code and an idempotency key, which the backend makes up at random.
        .replace(
          GIFT_CARD_CODE,
          numbered((n) => `GIFT-CARD-CODE-${String(n).padStart(4, "0")}`),
        )
        .replace(
          UUID,
          numbered((n) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`),
        )
        .split(run)
        .join("example")
        // The backend upper-cases some values it stores (a discount's code: VERIFY15-3F9A2C).
        .split(run.toUpperCase())
        .join("EXAMPLE")
    );
  }
  if (Array.isArray(value)) {
    // A nested list (an order's items, a variant's prices) comes in no fixed order: the one item kept
    // is the first by content, whatever its IDs and dates. The response's own list keeps the backend's order.
    // A nested list of values the backend does not store (a fulfillment provider's options) is the
    // whole menu a reader picks from: it is kept whole, up to MENU_LIMIT items.
    const items = depth <= 1 ? value : [...value].sort((a, b) => contentKey(a).localeCompare(contentKey(b)));
    const keep = depth <= 1 ? 2 : isMenu(value) ? MENU_LIMIT : 1;
    return items.slice(0, keep).map((v) => stable(v, run, ids, depth + 1));
  }
  if (isObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = stable(v, run, ids, depth + 1);
    return out;
  }
  return value;
}

/** The most items a nested list of non-records ({@link isMenu}) keeps. */
export const MENU_LIMIT = 5;

/**
 * A list of objects none of which is a stored record: no item has a `created_at` or an `id` other
 * than a provider's own name (a record's ID is a prefixed ULID or, for a country, a number). The
 * manual fulfillment provider answers two options, `manual-fulfillment` and
 * `manual-fulfillment-return`: cut to one, the example showed only the return option.
 */
export function isMenu(list: readonly unknown[]): boolean {
  return (
    list.length > 0 &&
    list.every(
      (v) =>
        isObject(v) &&
        !("created_at" in v) &&
        (v.id === undefined || (typeof v.id === "string" && !new RegExp(ID.source).test(v.id))),
    )
  );
}

/** What a value says apart from the IDs and dates that change from run to run. */
function contentKey(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    typeof v === "string"
      ? v.replace(ID, "id").replace(GIFT_CARD_CODE, "code").replace(UUID, "uuid").replace(DATE_IN, "date")
      : v,
  );
}

/** The example of each operation from the scenario's passing requests: its cURL sample's run first. */
export function examplesFrom(
  catalogue: Catalogue,
  sent: readonly SentRecord[],
  observed: ReadonlyMap<OperationKey, readonly string[]>,
  errors: ReadonlyMap<OperationKey, ErrorExample[]>,
  run: string,
  version: string,
): RecordedExamples {
  const operations: Record<string, RecordedExample> = {};
  for (const op of catalogue.operations) {
    const passing = sent.filter((s) => s.op === op.key && s.status === s.expected && s.status < 300);
    const chosen = passing.find((s) => s.from === "curl") ?? passing[0];
    const ids = new Map<string, string>();
    const example: RecordedExample = { observed: [...(observed.get(op.key) ?? [])].sort(), errors: [] };
    if (chosen) {
      const query = chosen.url.split("?")[1];
      if (query || chosen.body !== undefined) {
        example.request = {};
        if (query) example.request.query = stable(decodeURIComponent(query), run, ids) as string;
        if (chosen.body !== undefined) example.request.body = stable(chosen.body, run, ids);
      }
      example.response = { status: chosen.status, body: stable(chosen.response, run, ids) };
    }
    example.errors = (errors.get(op.key) ?? []).map((e) => ({ ...e, body: stable(e.body, run, new Map()) }));
    operations[op.key] = example;
  }
  return { version, operations };
}

const BOGUS = "01HZNOSUCHRECORD0000000000";

/**
 * The error cases of each operation, sent so that nothing changes: without credentials (routes that
 * need them, stopped before the handler), with a property the validator refuses (routes whose body
 * or query a validator reads), with path IDs that name no record.
 */
export async function probeErrors(
  catalogue: Catalogue,
  sent: readonly SentRecord[],
  send: Send,
): Promise<Map<OperationKey, ErrorExample[]>> {
  const out = new Map<OperationKey, ErrorExample[]>();
  for (const op of catalogue.operations) {
    const base = sent.find((s) => s.op === op.key && s.status === s.expected && s.status < 300);
    if (!base) continue;
    const list: ErrorExample[] = [];
    const path = base.url.split("?")[0]!;
    const method = op.method.toUpperCase();
    const body = isObject(base.body) ? base.body : method === "GET" ? undefined : {};
    if (requiresAuth(op.operation)) {
      const { authorization: _a, cookie: _c, "x-medusa-access-token": _t, ...anonymous } = base.headers;
      const r = await send(method, path, anonymous, body);
      if (r.status === 401) list.push({ status: r.status, when: "unauthenticated", body: r.body });
    }
    const validated = hasValidatedInput(op);
    if (validated) {
      const withBogusPath = bogusPath(op, path);
      const target = validated === "body" ? withBogusPath : `${withBogusPath}?not_a_parameter=1`;
      const r = await send(method, target, base.headers, validated === "body" ? { ...body, not_a_field: 1 } : body);
      if (r.status === 400) list.push({ status: r.status, when: "invalid", body: r.body });
    }
    if (/\{\w+\}/.test(op.path)) {
      // Whatever it answers, even a 2xx (deleting a product that does not exist answers 200).
      const r = await send(method, bogusPath(op, path), base.headers, body);
      list.push({ status: r.status, when: "unknown-id", body: r.body });
    }
    out.set(op.key, list);
  }
  return out;
}

/** `body` when a validator reads the request body (a documented JSON body), `query` when it reads only the query. */
function hasValidatedInput(op: CatalogueOperation): "body" | "query" | undefined {
  const body =
    isObject(op.operation.requestBody) && isObject(op.operation.requestBody.content) ? op.operation.requestBody.content : {};
  if (isObject(body["application/json"])) return "body";
  const params = Array.isArray(op.operation.parameters) ? op.operation.parameters.filter(isObject) : [];
  return params.some((p) => p.in === "query") ? "query" : undefined;
}

/** The path with each path parameter's value replaced by an ID that names no record. */
function bogusPath(op: CatalogueOperation, path: string): string {
  const template = op.path.split("/");
  return path
    .split("/")
    .map((part, i) => (/^\{\w+\}$/.test(template[i] ?? "") ? `${part.split("_")[0]}_${BOGUS}` : part))
    .join("/");
}

export { EXAMPLES_FILE };

export function writeExamples(examples: RecordedExamples, file = join(repoRoot, EXAMPLES_FILE)): void {
  writeFileSync(file, `${JSON.stringify(examples, null, 1)}\n`);
}
