import type { JsonObject, OpenApiDocument } from "../../openapi/types";
import type { ApiField, Markdown } from "../../model/types";

const SCHEMA_REF = "#/components/schemas/";
/** Nested objects expand in place down to this depth; deeper ones link to their type. */
export const MAX_DEPTH = 3;

const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);

/** A schema with its `$ref`s and `allOf`s resolved, and the name of the schema it is, when it is one. */
export interface Resolved {
  schema: JsonObject;
  name?: string;
}

/**
 * Reads the schemas of one OpenAPI document for the REST pages: fields as nested lists, type
 * names, and example values. `pageOf` gives the reference page of a named schema (an entity, a
 * request or response type), whose fields are not repeated when it is an entity.
 */
export class SchemaReader {
  constructor(
    private readonly doc: { components: Pick<OpenApiDocument["components"], "schemas" | "parameters"> },
    private readonly pageOf: (name: string) => { href: string; entity: boolean } | undefined,
  ) {}

  resolve(schema: unknown): Resolved {
    if (!isObject(schema)) return { schema: {} };
    if (typeof schema.$ref === "string" && schema.$ref.startsWith(SCHEMA_REF)) {
      const name = schema.$ref.slice(SCHEMA_REF.length);
      const target = this.doc.components.schemas[name];
      return { schema: { ...(target ? this.resolve(target).schema : {}), ...without(schema, "$ref") }, name };
    }
    if (Array.isArray(schema.allOf)) {
      const parts = schema.allOf.map((p) => this.resolve(p));
      const merged: JsonObject = { ...without(schema, "allOf") };
      const properties: JsonObject = {};
      const required: string[] = [];
      for (const p of parts) {
        Object.assign(properties, isObject(p.schema.properties) ? p.schema.properties : {});
        if (Array.isArray(p.schema.required)) required.push(...(p.schema.required as string[]));
        for (const [k, v] of Object.entries(p.schema))
          if (!(k in merged) && k !== "properties" && k !== "required") merged[k] = v;
      }
      if (Object.keys(properties).length > 0) merged.properties = properties;
      if (required.length > 0) merged.required = required;
      return { schema: merged, name: parts.length === 1 ? parts[0]!.name : undefined };
    }
    return { schema };
  }

  /** A parameter, following a `$ref` to the document's shared parameters. */
  resolveParameter(p: unknown): JsonObject {
    if (isObject(p) && typeof p.$ref === "string" && p.$ref.startsWith("#/components/parameters/"))
      return (this.doc.components.parameters[p.$ref.split("/").at(-1)!] as JsonObject | undefined) ?? {};
    return isObject(p) ? p : {};
  }

  /** The type of a schema as text, linked to its page when it is a named schema with one. */
  typeOf(schema: unknown): { text: string; href?: string } {
    const r = this.resolve(schema);
    if (r.name) return { text: r.name, href: this.pageOf(r.name)?.href };
    const s = r.schema;
    if (s.type === "array") {
      const item = this.typeOf(s.items);
      return { text: `${item.text}[]`, href: item.href };
    }
    if (Array.isArray(s.oneOf) || Array.isArray(s.anyOf)) {
      const alts = ((s.oneOf ?? s.anyOf) as unknown[]).map((a) => this.typeOf(a).text);
      return { text: [...new Set(alts)].join(" | ") };
    }
    return { text: typeof s.type === "string" ? (s.format ? `${s.type} (${String(s.format)})` : s.type) : "object" };
  }

  /** The fields of an object schema (its properties), each with its own fields down to MAX_DEPTH. */
  fields(schema: unknown, depth = 1): ApiField[] {
    const s = this.resolve(schema).schema;
    const props = isObject(s.properties) ? s.properties : {};
    const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
    return Object.entries(props).map(([name, prop]) => this.field(name, prop, required.has(name), depth));
  }

  field(name: string, prop: unknown, required: boolean, depth: number): ApiField {
    const p = isObject(prop) ? prop : {};
    const r = this.resolve(prop);
    const type = this.typeOf(prop);
    const f: ApiField = { name, type: type.text, required, description: String(p.description ?? r.schema.description ?? "") };
    if (type.href) f.href = type.href;
    if (p.nullable || r.schema.nullable) f.nullable = true;
    const dflt = p.default ?? r.schema.default;
    if (dflt !== undefined) f.defaultValue = JSON.stringify(dflt);
    const en = (r.schema.type === "array" ? this.resolve(r.schema.items).schema.enum : r.schema.enum) as unknown[] | undefined;
    if (Array.isArray(en)) f.enumValues = en.map((e) => JSON.stringify(e));
    if (typeof r.schema.minimum === "number")
      f.minimum = { value: String(r.schema.minimum), exclusive: r.schema.exclusiveMinimum === true };
    if (p.deprecated || r.schema.deprecated) f.deprecated = true;
    const flag = p["x-featureFlag"] ?? r.schema["x-featureFlag"];
    if (typeof flag === "string") f.featureFlag = flag;
    if (p["x-expandable"]) f.expandable = true;
    const see = seeAlsoOf(p);
    if (see) f.seeAlso = see;
    // The object this field holds (or holds a list of): expanded in place, unless it is an entity
    // (whose page lists its fields) or the list is already three levels deep.
    // A value of several types (`oneOf`, `anyOf`: an address object or an address's ID, a text or its
    // operators) lists the fields of the one alternative that is an object with fields.
    const alternatives = (r.schema.oneOf ?? r.schema.anyOf) as unknown[] | undefined;
    const objects = Array.isArray(alternatives)
      ? alternatives.map((a) => this.resolve(a)).filter((a) => isObject(a.schema.properties))
      : [];
    const inner = objects.length === 1 ? objects[0]! : r.schema.type === "array" ? this.resolve(r.schema.items) : r;
    const entity = inner.name ? this.pageOf(inner.name)?.entity : false;
    if (!entity && depth < MAX_DEPTH && isObject(inner.schema.properties)) {
      const children = this.fields(inner.schema, depth + 1);
      if (children.length > 0) f.children = children;
    }
    return f;
  }

  /**
   * An example value of a schema from the package's `example`s (and defaults): an object with
   * every property that has one, down to MAX_DEPTH; an entity inside another object shows its
   * plain fields only.
   */
  example(schema: unknown, depth = 1): unknown {
    const p = isObject(schema) ? schema : {};
    if (p.example !== undefined) return p.example;
    const r = this.resolve(schema);
    const s = r.schema;
    if (s.example !== undefined) return s.example;
    if (s.default !== undefined) return s.default;
    if (s.type === "array") {
      const item = this.example(s.items, depth + 1);
      return item === undefined ? [] : [item];
    }
    if (Array.isArray(s.oneOf) || Array.isArray(s.anyOf)) return this.example(((s.oneOf ?? s.anyOf) as unknown[])[0], depth);
    if (!isObject(s.properties)) return undefined;
    const entityInside = depth > 1 && r.name !== undefined && this.pageOf(r.name)?.entity;
    if (depth > MAX_DEPTH) return undefined;
    const out: JsonObject = {};
    for (const [name, prop] of Object.entries(s.properties)) {
      const pr = this.resolve(prop).schema;
      const nested = pr.type === "object" || pr.type === "array" || isObject(pr.properties);
      if (entityInside && nested) continue;
      const value = this.example(prop, depth + 1);
      if (value !== undefined) out[name] = value;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
}

/**
 * A schema's, property's or operation's `externalDocs` as a Markdown link (its description as the
 * text). Links to the 1.x docs site are sent to the page here later, like every such link.
 */
export function seeAlsoOf(x: unknown): Markdown | undefined {
  const docs = isObject(x) ? x.externalDocs : undefined;
  if (!isObject(docs) || typeof docs.url !== "string" || !docs.url.trim()) return undefined;
  const text = typeof docs.description === "string" && docs.description.trim() ? docs.description.trim() : docs.url;
  return `[${text.replace(/([[\]\\])/g, "\\$1")}](<${docs.url.trim()}>)`;
}

function without(o: JsonObject, key: string): JsonObject {
  const { [key]: _omit, ...rest } = o;
  return rest;
}
