import type { ApiLandingPage } from "../../model/types";

/**
 * Where an anchor of the 1.x REST reference leads: `#carts_postcarts` (the 1.x site's
 * `<tag>_<operationid>`), Redoc's `#tag/Carts/operation/PostCarts`, or a tag (`#carts`,
 * `#tag/Carts`). The landing pages' inline script (API_ANCHOR_SCRIPT in render/api.tsx) does the
 * same in the browser for links from elsewhere; this is the build's copy, for the package text
 * that links to the old anchors. A test runs both on every such anchor of the pinned packages.
 */
export function oldApiAnchorTarget(hash: string, map: ApiLandingPage["oldAnchors"]): string | undefined {
  const h = hash.startsWith("#") ? hash.slice(1) : hash;
  if (!h) return undefined;
  const redoc = /^tag\/([^/]+)\/operation\/(.+)$/.exec(h);
  const underscore = h.includes("_");
  const op = (redoc ? redoc[2]! : underscore ? h.slice(h.lastIndexOf("_") + 1) : h).toLowerCase();
  const tag = (redoc ? redoc[1]! : underscore ? h.slice(0, h.indexOf("_")) : h.replace(/^tag\//, "")).toLowerCase();
  return map.ops[op] ?? map.ops[op.replace(/s$/, "")] ?? map.tags[tag.replace(/[^a-z0-9]+/g, "-")];
}
