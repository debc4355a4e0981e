import { join } from "node:path";
import { beforeAll } from "vitest";
import { readOas, type ExtractedOas } from "../reference/extract/oas";
import { buildOpenApi, type OpenApiBuild } from "../reference/openapi/build";
import type { JsonObject } from "../reference/openapi/types";

/** The repository's root and its `node_modules`, which hold the pinned packages. */
export const REPO_ROOT = join(import.meta.dirname, "../..");
export const NODE_MODULES = join(REPO_ROOT, "node_modules");

/**
 * Reads the pinned `@medusajs/medusa` and builds its OpenAPI documents once, before the tests of
 * the calling file; the returned object is filled by then.
 */
export function pinnedOpenApi(): { ex: ExtractedOas; built: OpenApiBuild } {
  const out = {} as { ex: ExtractedOas; built: OpenApiBuild };
  beforeAll(() => {
    out.ex = readOas({ nodeModules: NODE_MODULES });
    out.built = buildOpenApi(out.ex);
  }, 60_000);
  return out;
}

/**
 * The request body's properties of a built operation, its named schema followed (for tests that
 * check the words of a body's fields).
 */
export function bodyProperties(built: OpenApiBuild, operation: JsonObject): Record<string, JsonObject> {
  const content = ((operation.requestBody as JsonObject | undefined)?.content ?? {}) as Record<string, JsonObject>;
  let schema = (content["application/json"]?.schema ?? {}) as JsonObject;
  if (typeof schema.$ref === "string") schema = built.schemas[schema.$ref.split("/").pop()!] ?? {};
  return (schema.properties ?? {}) as Record<string, JsonObject>;
}
