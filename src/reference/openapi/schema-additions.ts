/**
 * `data/api-schema-additions.yaml`: properties the package's `@schema` blocks leave out although the
 * compiled models and routes answer them (a relation that `expand` loads), each with the places in
 * the pinned packages that show it. The OpenAPI documents and the REST reference show them;
 * `npm run verify:api` checks the answers against them and sends `expand` with the relations.
 */
import type { JsonObject } from "./types";
import { entries, EVIDENCE, field, FindingsError, onlyKeys } from "../reviewed-yaml";

export const SCHEMA_ADDITIONS_FILE = "data/api-schema-additions.yaml";

export interface SchemaAddition {
  /** The package's schema (`InventoryItemDTO`). */
  schema: string;
  property: string;
  /** The property's schema, as the normalized documents write it (`$ref: "#/components/schemas/…"`). */
  definition: JsonObject;
  explanation: string;
  evidence: string[];
  /** `file:line` of the entry. */
  where: string;
}

export function readSchemaAdditions(root: string, file = SCHEMA_ADDITIONS_FILE): SchemaAddition[] {
  const seen = new Map<string, string>();
  return entries(root, file).map((entry) => {
    onlyKeys(entry, ["schema", "property", "definition", "explanation", "evidence"]);
    const schema = field(entry, "schema", "string") as string;
    const property = field(entry, "property", "string") as string;
    const definition: unknown = entry.map.toJSON().definition;
    if (typeof definition !== "object" || definition === null || Array.isArray(definition))
      throw new FindingsError(`${entry.where}: "definition" must be the property's schema`);
    if (typeof (definition as JsonObject).description !== "string")
      throw new FindingsError(`${entry.where}: the definition needs a description: readers see it`);
    const evidence = field(entry, "evidence", "strings") as string[];
    for (const place of evidence)
      if (!EVIDENCE.test(place)) throw new FindingsError(`${entry.where}: evidence "${place}" must be a package file and line`);
    const key = `${schema}.${property}`;
    const other = seen.get(key);
    if (other) throw new FindingsError(`${entry.where}: ${key} is added by ${other} already`);
    seen.set(key, entry.where);
    return {
      schema,
      property,
      definition: definition as JsonObject,
      explanation: field(entry, "explanation", "string") as string,
      evidence,
      where: entry.where,
    };
  });
}

/**
 * Adds the properties to the normalized schemas, in place. An addition whose schema does not exist,
 * or which the package now documents itself, is an error naming its entry: the list is out of date.
 */
export function applySchemaAdditions(schemas: Record<string, JsonObject>, additions: readonly SchemaAddition[]): void {
  for (const a of additions) {
    const target = schemas[a.schema];
    if (!target) throw new FindingsError(`${a.where}: the documents have no schema ${a.schema}`);
    const properties = (target.properties ?? {}) as Record<string, JsonObject>;
    if (typeof target.properties !== "object" || target.properties === null)
      throw new FindingsError(`${a.where}: ${a.schema} has no properties to add ${a.property} to`);
    if (a.property in properties)
      throw new FindingsError(`${a.where}: ${a.schema} documents ${a.property} already: remove the entry`);
    properties[a.property] = a.definition;
  }
}
