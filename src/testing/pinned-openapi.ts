import { join } from "node:path";
import { beforeAll } from "vitest";
import { readOas, type ExtractedOas } from "../reference/extract/oas";
import { buildOpenApi, type OpenApiBuild } from "../reference/openapi/build";

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
