import { isObject } from "./normalize";
import type { JsonObject, OpenApiDocument } from "./types";

/**
 * The code samples of the operations (`x-codeSamples`): the package's, with the reviewed
 * replacements of `data/api-sample-overrides.yaml` (a sample that calls another route, does not
 * parse, or sends what the validator refuses), and, on list routes, a cURL sample whose URL carries
 * a query string the backend accepts, so a reader sees the syntax where it matters.
 */

export const SAMPLE_LABELS = ["JS Client", "Medusa React", "cURL"] as const;
export type SampleLabel = (typeof SAMPLE_LABELS)[number];

export interface SampleOverride {
  /** `admin GetCurrencies` */
  operation: string;
  /** Why the package's samples are replaced, in a sentence. */
  why: string;
  samples: Partial<Record<SampleLabel, string>>;
  /** `data/api-sample-overrides.yaml:12`, for messages. */
  where: string;
}

const LANG: Record<SampleLabel, string> = { cURL: "Shell", "JS Client": "JavaScript", "Medusa React": "TypeScript" };

/** The source of one of an operation's samples. */
export function sampleSource(op: JsonObject, label: SampleLabel): string | undefined {
  const samples = Array.isArray(op["x-codeSamples"]) ? op["x-codeSamples"].filter(isObject) : [];
  const s = samples.find((x) => x.label === label);
  return typeof s?.source === "string" ? s.source : undefined;
}

/**
 * Replaces an operation's samples with its override's; returns what is wrong with the override (a
 * sample the same as the package's is stale).
 */
export function applyOverride(op: JsonObject, override: SampleOverride): string[] {
  const problems: string[] = [];
  const samples = Array.isArray(op["x-codeSamples"]) ? op["x-codeSamples"].filter(isObject).map((s) => ({ ...s })) : [];
  for (const label of SAMPLE_LABELS) {
    const source = override.samples[label];
    if (source === undefined) continue;
    const text = source.endsWith("\n") ? source : `${source}\n`;
    const existing = samples.find((s) => s.label === label);
    if (existing?.source === text) problems.push(`${override.where}: the ${label} sample is the package's own; drop it`);
    if (existing) existing.source = text;
    else {
      // An added sample takes its place among the others (JS Client, Medusa React, cURL), as the package orders them.
      const later = samples.findIndex((s) => SAMPLE_LABELS.indexOf(s.label as SampleLabel) > SAMPLE_LABELS.indexOf(label));
      samples.splice(later === -1 ? samples.length : later, 0, { lang: LANG[label], label, source: text });
    }
  }
  op["x-codeSamples"] = samples;
  return problems;
}

/** Whether a GET operation returns a page of a list (its response has `count`, or its codegen says `list`). */
export function isListOperation(method: string, op: JsonObject, doc: Pick<OpenApiDocument, "components">): boolean {
  if (method !== "get") return false;
  const codegen = op["x-codegen"];
  if (isObject(codegen) && codegen.method === "list") return true;
  const ok = isObject(op.responses) && isObject(op.responses["200"]) ? op.responses["200"] : undefined;
  const media =
    ok && isObject(ok.content) && isObject(ok.content["application/json"]) ? ok.content["application/json"] : undefined;
  let schema = media && isObject(media.schema) ? media.schema : undefined;
  if (schema && typeof schema.$ref === "string") schema = doc.components.schemas[schema.$ref.split("/").at(-1)!];
  const props = (s: JsonObject | undefined): string[] => [
    ...(s && isObject(s.properties) ? Object.keys(s.properties) : []),
    ...(s && Array.isArray(s.allOf) ? s.allOf.filter(isObject).flatMap(props) : []),
  ];
  return props(schema).includes("count");
}

/**
 * A query string for a list route's sample, from its documented parameters: a date range
 * (`created_at[gte]=…`, which every record made since 2024 passes), else a list of an enum
 * (`status[]=pending`), and `limit=10`.
 */
export function listQuery(op: JsonObject): string | undefined {
  const params = (Array.isArray(op.parameters) ? op.parameters : []).filter(isObject).filter((p) => p.in === "query");
  const parts: string[] = [];
  const enumList = params.find((p) => {
    const items = isObject(p.schema) && isObject(p.schema.items) ? p.schema.items : undefined;
    return String(p.name).endsWith("[]") && Array.isArray(items?.enum) && items.enum.length > 0;
  });
  if (params.some((p) => p.name === "created_at" && p.style === "deepObject")) parts.push("created_at[gte]=2024-01-01T00:00:00Z");
  else if (enumList) {
    const values = ((enumList.schema as JsonObject).items as JsonObject).enum as unknown[];
    parts.push(`${String(enumList.name)}=${String(values[0])}`);
  }
  if (params.some((p) => p.name === "limit")) parts.push("limit=10");
  return parts.length > 0 ? parts.join("&") : undefined;
}

/**
 * The cURL sample with a query string on its URL (`curl -g '{backend_url}/admin/orders?…'`); `-g`
 * keeps curl from reading the brackets as a URL pattern. A sample whose URL has a query already is
 * left as it is.
 */
export function withQuery(source: string, query: string): string {
  return source.replace(
    /^curl (-X GET )?'(\{backend_url\}[^'?]*)'/,
    (_all, _get: string | undefined, url: string) => `curl -g '${url}?${query}'`,
  );
}

/**
 * The cURL sample without the credentials headers it sends (`-H 'x-medusa-access-token: …'`,
 * `-H 'Authorization: …'`): for an admin route mounted before `authenticate()`, which
 * reads none (POST /admin/invites/accept's sample sent an admin's API token that an invitee does
 * not have). Store routes keep theirs: every store route reads a logged-in customer when one is sent.
 */
export function withoutCredentials(source: string): string {
  const kept = source.split("\n").filter((line) => !/^\s*-H '(?:x-medusa-access-token|authorization):/i.test(line));
  // A removed last option leaves its line continuation on the line before.
  const last = kept.findLastIndex((line) => line.trim() !== "");
  if (last >= 0) kept[last] = kept[last]!.replace(/\s*\\$/, "");
  return kept.join("\n");
}

/**
 * The cURL sample with the `{placeholders}` of its URL's path named as the operation's path
 * parameters, place by place (the package's samples say `{option_id}` for `{id}`, `{id}` for
 * `{discount_id}`, `{currency_code}` for `{code}`), so that a reader matches each one with the
 * parameter the page documents. A sample whose path does not line up with the operation's, segment
 * by segment, and a literal value in a parameter's place (`/store/auth/user@example.com`), are left
 * as they are.
 */
export function withPathPlaceholders(source: string, path: string): string {
  return source.replace(/^(curl [^'\n]*')\{backend_url\}([^'?]*)/, (all, head: string, samplePath: string) => {
    const sample = samplePath.split("/");
    const documented = path.split("/");
    if (sample.length !== documented.length) return all;
    const named = sample.map((s, i) => {
      const param = /^\{(\w+)\}$/.exec(documented[i]!)?.[1];
      if (!param) return s;
      return /^\{\w+\}$/.test(s) ? `{${param}}` : s;
    });
    if (sample.some((s, i) => !/^\{\w+\}$/.test(documented[i]!) && s !== documented[i])) return all;
    return `${head}{backend_url}${named.join("/")}`;
  });
}
