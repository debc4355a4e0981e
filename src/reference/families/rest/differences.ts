/**
 * The known differences (data/api-known-differences.yaml, found by `npm run verify:api`) that an
 * operation's section shows: those of the operation itself, and those of every named schema its
 * success responses hold, directly or through other schemas. Entries that name nothing in the
 * documents are reported, so the list cannot silently go stale when the package changes.
 */
import type { OasArea } from "../../extract/oas";
import type { DocProblem } from "../../extract/types";
import type { ApiKnownDifference } from "../../model/types";
import type { JsonObject, OpenApiDocument } from "../../openapi/types";
import { KNOWN_DIFFERENCES_FILE, knownDifferenceKey, type KnownDifference } from "./findings";

const SCHEMA_REF = "#/components/schemas/";

/** A JSON pointer (array indexes written `*`) as a field path, as `product.variants[].prices`. */
function fieldPath(pointer: string): string {
  return pointer
    .split("/")
    .slice(1)
    .map((part) => (part === "*" ? "[]" : `.${part.replace(/~1/g, "/").replace(/~0/g, "~")}`))
    .join("")
    .replace(/^\./, "");
}

/** What an entry is about, as the page names it. */
function subjectOf(d: KnownDifference): string {
  if (d.schema) return d.pointer === "" ? d.schema : `${d.schema}.${fieldPath(d.pointer).replace(/^\[\]/, "[]")}`;
  if (d.keyword === "status") return `status ${d.actual}`;
  return `${d.status} ${fieldPath(d.pointer)}`;
}

const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The schemas an operation's success responses hold by default: the response schema, and every
 * schema reached through its properties, where a relation (a property marked `x-expandable`) is
 * only followed when the response schema's `x-expanded-relations` lists it (as a relation, an
 * eager or an implicit one). Without that limit every response would reach almost every entity.
 */
function reachableSchemas(op: JsonObject, doc: OpenApiDocument): Set<string> {
  const seen = new Set<string>();
  const visited = new Set<string>();
  /** `relations`: the expanded relation paths under the response's field; `path`: where we are among them. */
  const visit = (schema: unknown, relations: Set<string> | undefined, path: string | undefined): void => {
    if (!isObject(schema)) return;
    if (typeof schema.$ref === "string" && schema.$ref.startsWith(SCHEMA_REF)) {
      const name = schema.$ref.slice(SCHEMA_REF.length);
      const key = `${name} ${path ?? ""}`;
      if (visited.has(key)) return;
      visited.add(key);
      seen.add(name);
      const target = doc.components.schemas[name];
      const expanded = target?.["x-expanded-relations"];
      if (path === undefined && isObject(expanded) && typeof expanded.field === "string") {
        const listed = ["relations", "eager", "implicit"].flatMap((k) =>
          Array.isArray(expanded[k]) ? (expanded[k] as string[]) : [],
        );
        const field = (target!.properties as JsonObject | undefined)?.[expanded.field];
        visit(field, new Set(listed), "");
        for (const [prop, sub] of Object.entries((target!.properties as JsonObject | undefined) ?? {})) {
          if (prop !== expanded.field) visit(sub, undefined, undefined);
        }
        return;
      }
      visit(target, relations, path);
      return;
    }
    for (const key of ["allOf", "anyOf", "oneOf"]) {
      if (Array.isArray(schema[key])) for (const part of schema[key] as unknown[]) visit(part, relations, path);
    }
    visit(schema.items, relations, path);
    for (const [prop, sub] of Object.entries(isObject(schema.properties) ? schema.properties : {})) {
      if (isObject(sub) && sub["x-expandable"] !== undefined) {
        const relation = path ? `${path}.${prop}` : prop;
        if (relations?.has(relation)) visit(sub, relations, relation);
      } else visit(sub, relations, path);
    }
  };
  for (const response of Object.values((op.responses ?? {}) as Record<string, JsonObject>)) {
    if (typeof response.$ref === "string") continue;
    const schema = ((response.content as JsonObject | undefined)?.["application/json"] as JsonObject | undefined)?.schema;
    visit(schema, undefined, undefined);
  }
  return seen;
}

export class KnownDifferences {
  constructor(private readonly entries: readonly KnownDifference[]) {}

  /**
   * The notes of one operation, one per entry of the file (an entry may list several fields).
   * With `observed` (the entries its responses showed when verify:api recorded them,
   * data/api-examples.json), an entry of a shared schema is shown only where it was observed.
   */
  forOperation(area: OasArea, op: JsonObject, doc: OpenApiDocument, observed?: ReadonlySet<string>): ApiKnownDifference[] {
    const key = `${area} ${String(op.operationId)}`;
    const reachable = reachableSchemas(op, doc);
    const byEntry = new Map<string, ApiKnownDifference>();
    for (const d of this.entries) {
      const shown =
        d.operation === key ||
        (d.schema !== undefined && (observed ? observed.has(knownDifferenceKey(d)) : reachable.has(d.schema)));
      if (!shown) continue;
      const note = byEntry.get(d.where) ?? { subjects: [], text: d.explanation, evidence: d.evidence };
      const subject = subjectOf(d);
      if (!note.subjects.includes(subject)) note.subjects.push(subject);
      byEntry.set(d.where, note);
    }
    return [...byEntry.values()];
  }

  /** Entries that name an operation or schema neither document has. */
  problems(docs: Record<OasArea, OpenApiDocument>): DocProblem[] {
    const operations = new Set<string>();
    for (const area of ["admin", "store"] as const) {
      for (const methods of Object.values(docs[area].paths)) {
        for (const op of Object.values(methods)) operations.add(`${area} ${String(op.operationId)}`);
      }
    }
    const problems: DocProblem[] = [];
    for (const d of this.entries) {
      const known = d.schema
        ? docs.admin.components.schemas[d.schema] !== undefined || docs.store.components.schemas[d.schema] !== undefined
        : operations.has(d.operation!);
      if (known) continue;
      const [file, line] = d.where.split(":");
      problems.push({
        pkg: "medusa-docs",
        file: file ?? KNOWN_DIFFERENCES_FILE,
        line: Number(line),
        message: `${d.schema ? `schema ${d.schema}` : d.operation} is not in the published OpenAPI documents; correct or remove the entry`,
      });
    }
    return problems;
  }
}
