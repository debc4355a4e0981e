import type { ExtractedOas, OasArea } from "../../extract/oas";
import { slugId } from "../../model/anchors";

/** A REST operation of the pinned backend and where the REST reference documents it. */
export interface RouteEntry {
  method: string;
  /** As the backend declares it: `/admin/products/{id}`. */
  path: string;
  href: string;
}

/** The two REST APIs of the backend. */
export const API_AREAS: readonly OasArea[] = ["admin", "store"];

/** Where the site publishes an API's OpenAPI document. */
export function openApiUrl(area: OasArea): string {
  return `/api/${area}/openapi.json`;
}

/** The page of an API resource (an OpenAPI tag): `/api/admin/product-categories`. */
export function resourceRoute(area: OasArea, tag: string): string {
  return `/api/${area}/${slugId(tag)}`;
}

/**
 * Every operation of the backend with its place in the REST reference, read from the `@oas`
 * blocks alone (cheap): the guides use it to link and check the routes they name before the
 * reference itself is generated.
 */
export function routeTable(oas: ExtractedOas): RouteEntry[] {
  return oas.operations.flatMap((o) => {
    const tag = (o.operation.tags as unknown[] | undefined)?.[0];
    if (typeof tag !== "string") return [];
    return [
      { method: o.method.toUpperCase(), path: o.path, href: `${resourceRoute(o.area, tag)}#${String(o.operation.operationId)}` },
    ];
  });
}
