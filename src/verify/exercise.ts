/**
 * Every documented query parameter and top-level body field of the REST reference, sent to the
 * backend in its documented encoding: `npm run verify:api` counts one as exercised when a request
 * that carries it gets a 2xx, and, for a filter of a list route, when a seeded record is included
 * by one value and excluded by another. Requests of the scenario count; what it does not send is
 * sent by exercise-inline.ts right after the scenario's step of that route.
 */
import type { Catalogue, CatalogueOperation, OperationKey } from "./catalogue";
import { isObject } from "../reference/openapi/normalize";
import type { JsonObject } from "../reference/openapi/types";

export type ExerciseKind = "query" | "body";

export interface Exercise {
  op: OperationKey;
  kind: ExerciseKind;
  /** As documented: `status[]`, `created_at`, `title`. */
  name: string;
  verdict: "exercised" | "rejected" | "not exercised";
  /** Why it is not exercised or was rejected; for a filter, what the check saw. */
  reason?: string;
  requests: Array<{ method: string; url: string; body?: unknown; status: number }>;
}

const SCHEMA_REF = "#/components/schemas/";

/** The operation's documented query parameters (path and header ones are not counted). */
export function queryParameters(op: CatalogueOperation): JsonObject[] {
  return (Array.isArray(op.operation.parameters) ? op.operation.parameters : []).filter(isObject).filter((p) => p.in === "query");
}

/** The request body schema, references resolved, and its top-level fields. */
export function bodyFields(op: CatalogueOperation, catalogue: Catalogue): string[] {
  const body = isObject(op.operation.requestBody) ? op.operation.requestBody : undefined;
  const media =
    body && isObject(body.content) && isObject(body.content["application/json"]) ? body.content["application/json"] : undefined;
  const schema = resolve(
    media && isObject(media.schema) ? media.schema : undefined,
    catalogue.documents[op.area].components.schemas,
  );
  return schema && isObject(schema.properties) ? Object.keys(schema.properties) : [];
}

export function resolve(schema: JsonObject | undefined, schemas: Record<string, JsonObject>): JsonObject | undefined {
  let s = schema;
  for (let i = 0; i < 5 && s; i++) {
    if (typeof s.$ref === "string") s = schemas[s.$ref.slice(SCHEMA_REF.length)];
    else if (Array.isArray(s.allOf) && s.allOf.length === 1 && isObject(s.allOf[0])) s = s.allOf[0];
    else return s;
  }
  return s;
}

/** The top-level names a query string sets, as documented: `status[]`, `created_at`, `limit`. */
export function queryNames(search: string): string[] {
  const names = new Set<string>();
  for (const key of new URLSearchParams(search).keys()) {
    const m = /^([^[]+)(\[\])?/.exec(key);
    if (m) names.add(m[2] ? `${m[1]}[]` : m[1]!);
  }
  return [...names];
}

/** `exercised P of Q documented parameters and body fields against a running Medusa 1.20.11 backend, R rejected` */
export function exerciseLine(exercises: readonly Exercise[], version: string): string {
  const p = exercises.filter((e) => e.verdict === "exercised").length;
  const r = exercises.filter((e) => e.verdict === "rejected").length;
  return `exercised ${p} of ${exercises.length} documented parameters and body fields against a running Medusa ${version} backend, ${r} rejected`;
}
