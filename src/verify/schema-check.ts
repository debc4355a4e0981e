/**
 * Checks a response body against the schema its operation documents in the published OpenAPI 3.0
 * document, with Ajv. OpenAPI 3.0 schemas are not quite JSON Schema, so each is translated first:
 * `nullable: true` also allows `null` (beside a `type`, or around an `allOf` with no type, which
 * Ajv's own `nullable` support refuses), and annotations (`example`, `x-…`) are dropped. `$ref`s
 * stay `$ref`s into the document's `components.schemas`, resolved by Ajv.
 *
 * The result is a list of differences, each small and stable enough to be named in the reviewed
 * list of known differences: where (a JSON pointer, array indexes written `*`), which keyword,
 * what the schema says and what the backend sent.
 */
import AjvModule, { type ErrorObject, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import type { OasArea } from "../reference/extract/oas";
import type { JsonObject, OpenApiDocument } from "../reference/openapi/types";
import type { Catalogue, CatalogueOperation, OperationKey } from "./catalogue";

// Both packages are CommonJS with a `default` beside `module.exports`.
const Ajv = ((AjvModule as unknown as { default?: typeof AjvModule }).default ?? AjvModule) as typeof AjvModule;
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

/** One way a response differs from its documented schema. */
export interface SchemaDifference {
  /** JSON pointer into the body, array indexes as `*`; for a missing property, the property's own pointer. */
  pointer: string;
  /** The JSON Schema keyword that failed (`type`, `required`, `enum`, `format`, …), or `status`. */
  keyword: string;
  /** What the schema says: the type(s), `required`, the enum values, the format. */
  documented: string;
  /** What the backend sent: a JSON type (`null`, `string`, …), `absent`, or the value for an enum. */
  actual: string;
  /**
   * The named schema (`components.schemas`) whose rule failed, and the pointer inside a value of
   * that schema: a difference in `PricedVariant` at `/original_price` shows in every response
   * that holds a priced variant. Absent when the rule is in the operation's own response schema.
   */
  schema?: { name: string; pointer: string };
}

export function describeDifference(d: SchemaDifference): string {
  const inSchema = d.schema ? ` (${d.schema.name} ${d.schema.pointer || "/"})` : "";
  return `${d.pointer || "/"}${inSchema} ${d.keyword}: documented ${d.documented}, got ${d.actual}`;
}

const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);

/** Keys of a schema that hold one schema, a list of schemas, or a map of schemas. */
const ONE = ["items", "additionalProperties", "not"] as const;
const MANY = ["allOf", "anyOf", "oneOf"] as const;

/** OpenAPI 3.0 schema → JSON Schema (draft 7, as Ajv 8 reads it by default). */
export function toJsonSchema(schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === "nullable" || key === "example" || key === "externalDocs" || key.startsWith("x-")) continue;
    if (key === "properties" && isObject(value)) {
      out.properties = Object.fromEntries(Object.entries(value).map(([name, prop]) => [name, toJsonSchema(prop)]));
    } else if ((ONE as readonly string[]).includes(key) && isObject(value)) out[key] = toJsonSchema(value);
    else if ((MANY as readonly string[]).includes(key) && Array.isArray(value)) out[key] = value.map(toJsonSchema);
    else out[key] = value;
  }
  if (schema.nullable !== true) return out;
  if (typeof out.type === "string") {
    out.type = [out.type, "null"];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    return out;
  }
  // No type to add "null" to: null passes, anything else must match the schema.
  return { if: { type: "null" }, then: true, else: out };
}

/** OpenAPI's numeric and binary formats say nothing JSON Schema can check. */
const ANNOTATION_FORMATS = ["int32", "int64", "float", "double", "byte", "binary", "password"];

export class ResponseChecker {
  private readonly ajv: InstanceType<typeof AjvModule>;
  private readonly compiled = new Map<string, ValidateFunction | null>();
  private readonly places: SchemaPlaces = new WeakMap();
  private readonly roots = {} as Record<OasArea, JsonObject>;

  constructor(private readonly catalogue: Catalogue) {
    this.ajv = new Ajv({ allErrors: true, strict: false, validateSchema: false, verbose: true });
    addFormats(this.ajv);
    for (const format of ANNOTATION_FORMATS) this.ajv.addFormat(format, true);
    for (const area of ["admin", "store"] as const) {
      this.roots[area] = rootSchema(area, catalogue.documents[area], this.places);
      this.ajv.addSchema(this.roots[area]);
    }
  }

  /** The documented schema of a status's body, or undefined when it documents none. */
  private validator(op: CatalogueOperation, status: number): ValidateFunction | null {
    const id = `${op.key} ${status}`;
    if (!this.compiled.has(id)) {
      const response = (op.operation.responses as Record<string, JsonObject> | undefined)?.[String(status)];
      const content = response?.content as Record<string, JsonObject> | undefined;
      const schema = content?.["application/json"]?.schema;
      this.compiled.set(
        id,
        schema === undefined
          ? null
          : this.ajv.compile({ $ref: `${op.area}.json#/responses/${pointerEscape(op.operationId)}/${status}` }),
      );
    }
    return this.compiled.get(id)!;
  }

  /** Whether the operation documents a body for this status. */
  documentsBody(key: OperationKey, status: number): boolean {
    return this.validator(this.catalogue.byKey.get(key)!, status) !== null;
  }

  /** The differences between a body and the schema of its status; none when the status has no schema. */
  check(key: OperationKey, status: number, body: unknown): SchemaDifference[] {
    const op = this.catalogue.byKey.get(key);
    if (!op) throw new Error(`no operation ${key} in the catalogue`);
    const validate = this.validator(op, status);
    if (!validate || validate(body)) return [];
    const root = this.roots[op.area];
    const responseSchema = (root.responses as Record<string, Record<string, unknown>>)[op.operationId]![String(status)];
    return differences(validate.errors ?? [], body, this.places, (instancePath) => holderOf(root, responseSchema, instancePath));
  }
}

/** One schema per area: the translated components, and each operation's response schemas by status. */
function rootSchema(area: OasArea, doc: OpenApiDocument, places: SchemaPlaces): JsonObject {
  const schemas = Object.fromEntries(Object.entries(doc.components.schemas).map(([name, s]) => [name, toJsonSchema(s)]));
  for (const [name, schema] of Object.entries(schemas)) registerPlaces(places, schema, name, "");
  const responses: Record<string, Record<string, unknown>> = {};
  for (const methods of Object.values(doc.paths)) {
    for (const op of Object.values(methods)) {
      const byStatus: Record<string, unknown> = {};
      for (const [status, response] of Object.entries((op.responses ?? {}) as Record<string, JsonObject>)) {
        const schema = (response.content as Record<string, JsonObject> | undefined)?.["application/json"]?.schema;
        if (schema !== undefined) byStatus[status] = toJsonSchema(schema);
      }
      responses[String(op.operationId)] = byStatus;
    }
  }
  return { $id: `${area}.json`, components: { schemas }, responses };
}

function pointerEscape(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}

function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

function valueAt(body: unknown, pointer: string): unknown {
  let value = body;
  for (const part of pointer.split("/").slice(1)) {
    const key = part.replace(/~1/g, "/").replace(/~0/g, "~");
    value = Array.isArray(value) ? value[Number(key)] : isObject(value) ? value[key] : undefined;
  }
  return value;
}

const generalize = (pointer: string): string => pointer.replace(/\/\d+(?=\/|$)/g, "/*");

/** Where each (translated) subschema of a named schema sits: the name and the pointer inside its values. */
type SchemaPlaces = WeakMap<object, { name: string; pointer: string }>;

function registerPlaces(places: SchemaPlaces, schema: unknown, name: string, pointer: string): void {
  if (!isObject(schema) || places.has(schema)) return;
  places.set(schema, { name, pointer });
  if (isObject(schema.properties)) {
    for (const [prop, sub] of Object.entries(schema.properties))
      registerPlaces(places, sub, name, `${pointer}/${pointerEscape(prop)}`);
  }
  for (const key of ["items", "additionalProperties"]) registerPlaces(places, schema[key], name, `${pointer}/*`);
  for (const key of ["if", "then", "else", "not"]) registerPlaces(places, schema[key], name, pointer);
  for (const key of MANY)
    if (Array.isArray(schema[key])) for (const sub of schema[key]) registerPlaces(places, sub, name, pointer);
}

/**
 * The named schema and pointer of the property that holds the value at `instancePath`, found by
 * walking the response schema along the path: the last named schema entered before the value
 * itself.
 */
function holderOf(root: JsonObject, schema: unknown, instancePath: string): { name: string; pointer: string } | undefined {
  const components = (root.components as { schemas: Record<string, unknown> }).schemas;
  let place: { name: string; pointer: string } | undefined;
  /** Follows `$ref`s, `allOf`s and nullable wrappers to the subschemas that describe the value. */
  const expand = (
    s: unknown,
    name: string | undefined,
    pointer: string,
  ): { schema: JsonObject; name?: string; pointer: string }[] => {
    if (!isObject(s)) return [];
    if (typeof s.$ref === "string") {
      const target = s.$ref.replace(/^#\/components\/schemas\//, "");
      return expand(components[target], target, "");
    }
    const out: { schema: JsonObject; name?: string; pointer: string }[] = [{ schema: s, name, pointer }];
    for (const key of [...MANY, "else"] as const) {
      const sub = s[key];
      for (const part of Array.isArray(sub) ? sub : sub === undefined ? [] : [sub]) out.push(...expand(part, name, pointer));
    }
    return out;
  };
  let current = expand(schema, undefined, "");
  for (const segment of instancePath.split("/").slice(1)) {
    const key = segment.replace(/~1/g, "/").replace(/~0/g, "~");
    const next: typeof current = [];
    place = undefined;
    for (const c of current) {
      const props = isObject(c.schema.properties) ? c.schema.properties : undefined;
      const isIndex = /^\d+$/.test(key);
      const sub = isIndex ? c.schema.items : props?.[key];
      if (sub === undefined) continue;
      const pointer = `${c.pointer}/${isIndex ? "*" : pointerEscape(key)}`;
      if (c.name) place = { name: c.name, pointer };
      next.push(...expand(sub, c.name, pointer));
    }
    current = next;
  }
  return place;
}

/**
 * Ajv's errors as differences. The `if` error of a nullable wrapper repeats its `else` errors, and
 * an `anyOf` / `oneOf` that fails is reported once, at its place, instead of once per branch.
 */
function differences(
  errors: ErrorObject[],
  body: unknown,
  places: SchemaPlaces,
  holder: (instancePath: string) => { name: string; pointer: string } | undefined,
): SchemaDifference[] {
  const alternatives = errors.filter((e) => e.keyword === "anyOf" || e.keyword === "oneOf").map((e) => e.schemaPath);
  const inBranch = (e: ErrorObject) => alternatives.some((path) => e.schemaPath.startsWith(`${path}/`));
  const out = new Map<string, SchemaDifference>();
  for (const error of errors) {
    if (error.keyword === "if" || inBranch(error)) continue;
    const value = valueAt(body, error.instancePath);
    let d: SchemaDifference;
    switch (error.keyword) {
      case "required": {
        const property = String((error.params as { missingProperty: string }).missingProperty);
        d = {
          pointer: `${generalize(error.instancePath)}/${pointerEscape(property)}`,
          keyword: "required",
          documented: "required",
          actual: "absent",
        };
        break;
      }
      case "type":
        d = {
          pointer: generalize(error.instancePath),
          keyword: "type",
          documented: String((error.params as { type: unknown }).type).replace(/,/g, "|"),
          actual: jsonType(value),
        };
        break;
      case "enum":
        d = {
          pointer: generalize(error.instancePath),
          keyword: "enum",
          documented: ((error.params as { allowedValues: unknown[] }).allowedValues ?? [])
            .map((v) => JSON.stringify(v))
            .join("|"),
          actual: JSON.stringify(value),
        };
        break;
      case "format":
        d = {
          pointer: generalize(error.instancePath),
          keyword: "format",
          documented: String((error.params as { format: unknown }).format),
          actual: jsonType(value),
        };
        break;
      default:
        d = {
          pointer: generalize(error.instancePath),
          keyword: error.keyword,
          documented: error.message ?? error.keyword,
          actual: jsonType(value),
        };
    }
    // Ajv's `parentSchema` (option `verbose`) is the subschema that holds the failing keyword.
    let place = isObject(error.parentSchema) ? places.get(error.parentSchema) : undefined;
    // A value of the wrong type for a whole named schema (an array where one object is documented)
    // belongs to the property that holds it, in the schema around it.
    if (place && place.pointer === "" && error.keyword === "type") place = holder(error.instancePath);
    if (place) {
      const missing =
        error.keyword === "required"
          ? `/${pointerEscape(String((error.params as { missingProperty: string }).missingProperty))}`
          : "";
      d.schema = { name: place.name, pointer: `${place.pointer}${missing}` };
    }
    out.set(describeDifference(d), d);
  }
  return [...out.values()];
}
