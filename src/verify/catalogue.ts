/**
 * The operations the REST reference documents, as the runner checks them: built in-process from
 * the pinned `@medusajs/medusa` with the same code that writes the site's
 * `/api/{admin,store}/openapi.json` (readOas, then buildOpenApi), so the runner checks exactly what
 * the site publishes and does not depend on an earlier `npm run build`.
 */
import type { OasArea } from "../reference/extract/oas";
import { readOas } from "../reference/extract/oas";
import { buildOpenApi } from "../reference/openapi";
import type { JsonObject, OpenApiDocument } from "../reference/openapi/types";
import { readSampleOverrides } from "../reference/families/rest/sample-overrides";
import { readSchemaAdditions } from "../reference/openapi/schema-additions";
import { nodeModulesDir, repoRoot } from "./modules";

/** `admin PostProducts`: operationIds repeat across the two APIs (`GetAuth`), so the area is part of the key. */
export type OperationKey = `${OasArea} ${string}`;

export interface CatalogueOperation {
  key: OperationKey;
  area: OasArea;
  operationId: string;
  method: string;
  /** As documented, with `{name}` path parameters. */
  path: string;
  /** The operation object of the published document. */
  operation: JsonObject;
  /** The response statuses it documents with a body or description of their own (not the shared errors). */
  successStatuses: number[];
  featureFlag?: string;
}

export interface Catalogue {
  documents: Record<OasArea, OpenApiDocument>;
  operations: CatalogueOperation[];
  byKey: Map<OperationKey, CatalogueOperation>;
}

export function operationKey(area: OasArea, operationId: string): OperationKey {
  return `${area} ${operationId}`;
}

/** Builds the two documents from `node_modules` and indexes their operations. */
export function loadCatalogue(nodeModules = nodeModulesDir(), root = repoRoot): Catalogue {
  const built = buildOpenApi(readOas({ nodeModules }), {
    sampleOverrides: readSampleOverrides(root),
    schemaAdditions: readSchemaAdditions(root),
  });
  const documents = { admin: built.admin, store: built.store };
  const operations: CatalogueOperation[] = [];
  for (const area of ["admin", "store"] as const) {
    for (const [path, methods] of Object.entries(documents[area].paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const operationId = String(operation.operationId);
        const responses = (operation.responses ?? {}) as Record<string, JsonObject>;
        const successStatuses = Object.entries(responses)
          .filter(([, response]) => typeof response.$ref !== "string")
          .map(([status]) => Number(status));
        const flag = operation["x-featureFlag"];
        operations.push({
          key: operationKey(area, operationId),
          area,
          operationId,
          method,
          path,
          operation,
          successStatuses,
          featureFlag: typeof flag === "string" ? flag : undefined,
        });
      }
    }
  }
  const byKey = new Map<OperationKey, CatalogueOperation>();
  for (const op of operations) {
    if (byKey.has(op.key)) throw new Error(`two ${op.area} operations have the operationId ${op.operationId}`);
    byKey.set(op.key, op);
  }
  return { documents, operations, byKey };
}

/** The source of the operation's cURL sample (`x-codeSamples`, label `cURL`), if it has one. */
export function curlSample(op: CatalogueOperation): string | undefined {
  const samples = Array.isArray(op.operation["x-codeSamples"]) ? (op.operation["x-codeSamples"] as JsonObject[]) : [];
  const sample = samples.find((s) => s.label === "cURL");
  return typeof sample?.source === "string" ? sample.source : undefined;
}
