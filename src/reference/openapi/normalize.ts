import type { DocProblem, SourceLocation } from "../extract/types";
import type { JsonObject } from "./types";

/**
 * What the package's blocks write that OpenAPI 3.0 does not allow, or that tools read wrongly,
 * and how many of each were changed. Keys are the rule names of {@link normalize}.
 */
export type NormalizationCounts = Record<NormalizationRule, number>;

export type NormalizationRule =
  "shorthandParameter" | "refSiblings" | "unknownFormat" | "foreignSecurityScheme" | "emptySecurity";

export function emptyCounts(): NormalizationCounts {
  return { shorthandParameter: 0, refSiblings: 0, unknownFormat: 0, foreignSecurityScheme: 0, emptySecurity: 0 };
}

export interface NormalizeContext {
  /** Security schemes the document defines; for operations only. */
  securitySchemes?: ReadonlySet<string>;
  counts: NormalizationCounts;
  problems: DocProblem[];
  /** Where the block was read, for problems. */
  loc: SourceLocation;
  /** For problems: `@oas [post] /admin/products` or `@schema Product`. */
  label: string;
}

/** Formats OpenAPI 3.0 defines, plus the JSON Schema formats that tools know. */
const KNOWN_FORMATS = new Set([
  "int32",
  "int64",
  "float",
  "double",
  "byte",
  "binary",
  "date",
  "date-time",
  "password",
  "email",
  "uri",
  "uri-reference",
  "uuid",
  "hostname",
  "ipv4",
  "ipv6",
  "time",
  "duration",
]);

/**
 * The one place the package's YAML is changed: returns a normalized copy of an `@oas` operation
 * (`kind: "operation"`) or an `@schema` block (`kind: "schema"`) and counts each change in
 * `ctx.counts`. The input is not modified. Rules:
 *
 * - `shorthandParameter`: a parameter written as a string in swagger-inline's shorthand,
 *   `(in) name=default* {type:format} description` (`*` marks a required parameter; path
 *   parameters are always required), becomes a Parameter Object. OpenAPI has no such form. A
 *   string that does not match is dropped and reported.
 * - `refSiblings`: a schema with `$ref` and other keys (`description`, `nullable`,
 *   `x-expandable`…). OpenAPI 3.0 ignores every key beside `$ref`, so the `$ref` moves into
 *   `allOf: [{ $ref }]` and the other keys stay. `nullable: true` next to `allOf` is the usual
 *   3.0 way to say "this schema or null"; a strict 3.0.3 reader needs a `type` for it to apply.
 * - `unknownFormat`: a `format` no specification defines (the blocks use `format` twice where
 *   they mean an example value) is removed, and becomes the `example` if there is none.
 * - `foreignSecurityScheme`: a `security` alternative that names a scheme the document does not
 *   define (store routes list the admin's `api_token`, which the store's authentication does not
 *   accept) is removed. `emptySecurity`: a `security` list left empty is removed, so the
 *   operation is not marked as open to anyone by mistake.
 */
export function normalize(block: JsonObject, kind: "operation" | "schema", ctx: NormalizeContext): JsonObject {
  const copy = structuredClone(block);
  if (kind === "schema") return normalizeSchema(copy, ctx);
  normalizeOperation(copy, ctx);
  return copy;
}

function normalizeOperation(op: JsonObject, ctx: NormalizeContext): void {
  if (Array.isArray(op.parameters)) {
    const params: unknown[] = [];
    for (const p of op.parameters as unknown[]) {
      if (typeof p !== "string") {
        params.push(p);
        continue;
      }
      const expanded = expandShorthand(p);
      if (expanded) {
        ctx.counts.shorthandParameter++;
        params.push(expanded);
      } else {
        ctx.problems.push({
          ...ctx.loc,
          message: `${ctx.label}: parameter ${JSON.stringify(p)} is neither an object nor shorthand; dropped`,
        });
      }
    }
    op.parameters = params;
  }
  for (const param of asObjects(op.parameters)) {
    if (isObject(param.schema)) param.schema = normalizeSchema(param.schema, ctx);
    forEachMediaSchema(param.content, ctx);
  }
  if (isObject(op.requestBody)) forEachMediaSchema(op.requestBody.content, ctx);
  if (isObject(op.responses)) {
    for (const response of Object.values(op.responses)) {
      if (!isObject(response)) continue;
      forEachMediaSchema(response.content, ctx);
      if (isObject(response.headers)) {
        for (const header of Object.values(response.headers)) {
          if (isObject(header) && isObject(header.schema)) header.schema = normalizeSchema(header.schema, ctx);
        }
      }
    }
  }
  if (Array.isArray(op.security) && ctx.securitySchemes) {
    const known = ctx.securitySchemes;
    const kept = (op.security as unknown[]).filter((req) => {
      const names = isObject(req) ? Object.keys(req) : [];
      const ok = names.every((n) => known.has(n));
      if (!ok) ctx.counts.foreignSecurityScheme++;
      return ok;
    });
    if (kept.length > 0) op.security = kept;
    else {
      delete op.security;
      ctx.counts.emptySecurity++;
    }
  }
}

function forEachMediaSchema(content: unknown, ctx: NormalizeContext): void {
  if (!isObject(content)) return;
  for (const media of Object.values(content)) {
    if (isObject(media) && isObject(media.schema)) media.schema = normalizeSchema(media.schema, ctx);
  }
}

function normalizeSchema(schema: JsonObject, ctx: NormalizeContext): JsonObject {
  let s = schema;
  if (typeof s.$ref === "string" && Object.keys(s).length > 1) {
    const { $ref, ...rest } = s;
    const allOf = Array.isArray(rest.allOf) ? [{ $ref }, ...(rest.allOf as unknown[])] : [{ $ref }];
    s = { ...rest, allOf };
    ctx.counts.refSiblings++;
  }
  if (typeof s.format === "string" && !KNOWN_FORMATS.has(s.format)) {
    const { format, ...rest } = s;
    s = "example" in rest ? rest : { ...rest, example: format };
    ctx.counts.unknownFormat++;
  }
  if (isObject(s.properties)) {
    for (const [k, v] of Object.entries(s.properties)) if (isObject(v)) s.properties[k] = normalizeSchema(v, ctx);
  }
  for (const key of ["items", "additionalProperties", "not"] as const) {
    const v = s[key];
    if (isObject(v)) s[key] = normalizeSchema(v, ctx);
  }
  for (const key of ["allOf", "anyOf", "oneOf"] as const) {
    const v = s[key];
    if (Array.isArray(v)) s[key] = v.map((x: unknown) => (isObject(x) ? normalizeSchema(x, ctx) : x));
  }
  return s;
}

const SHORTHAND = /^\((\w+)\)\s*([^\s=*{]+)(?:=([^*{]*))?(\*)?\s*\{\s*([^}:\s]+)(?::([^}\s]+))?\s*\}\s*(.*)$/s;

/** `(query) limit=10 {integer} The number…` → `{ in: "query", name: "limit", schema: { type: "integer", default: 10 }, … }` */
export function expandShorthand(text: string): JsonObject | undefined {
  const m = SHORTHAND.exec(text.trim());
  if (!m) return undefined;
  const [, where, name, rawDefault, star, rawType, format, description] = m;
  const type = rawType!.toLowerCase();
  const schema: JsonObject = { type };
  if (format) schema.format = format;
  const def = rawDefault?.trim();
  if (def) {
    if ((type === "integer" || type === "number") && Number.isFinite(Number(def))) schema.default = Number(def);
    else if (type === "boolean" && (def === "true" || def === "false")) schema.default = def === "true";
    else schema.default = def;
  }
  const param: JsonObject = { in: where, name };
  if (star || where === "path") param.required = true;
  if (description?.trim()) param.description = description.trim();
  param.schema = schema;
  return param;
}

export function isObject(v: unknown): v is JsonObject {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function asObjects(v: unknown): JsonObject[] {
  return Array.isArray(v) ? v.filter(isObject) : [];
}
