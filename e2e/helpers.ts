import type { APIRequestContext } from "@playwright/test";
import type { DocsIndex, DocsIndexEntry } from "../src/site/docs-index";

/** A kind of page the site serves, with one concrete URL of the build that stands for it. */
export interface PageKind {
  /** What a test title calls it. */
  name: string;
  path: string;
  /** The HTTP status the URL answers with. */
  status: 200 | 404;
  /**
   * Where the page lists its sections: an "On this page" column (folded under the title where it
   * does not fit), its own entry in the sidebar (REST resource pages: their operations), or nowhere.
   */
  outline: "column" | "sidebar" | false;
}

/**
 * One page of each kind, the list every check that should hold "on every page" goes through
 * (accessibility, layout at phone width, the outline, the notice): a new kind of page is added here
 * once and every check covers it.
 */
export const PAGE_KINDS: readonly PageKind[] = [
  { name: "homepage", path: "/", status: 200, outline: false },
  { name: "module overview", path: "/modules/orders/overview", status: 200, outline: "column" },
  { name: "how-to guide with code", path: "/development/events/create-subscriber", status: 200, outline: "column" },
  { name: "recipe", path: "/recipes/marketplace", status: 200, outline: "column" },
  { name: "user guide page", path: "/user-guide/orders/manage", status: 200, outline: "column" },
  { name: "entity reference", path: "/references/entities/classes/Order", status: 200, outline: "column" },
  { name: "JS client reference", path: "/references/js-client/AdminOrdersResource", status: 200, outline: "column" },
  { name: "medusa-react hooks page", path: "/references/medusa-react/hooks/admin/orders", status: 200, outline: "column" },
  { name: "REST API resource page", path: "/api/store/regions", status: 200, outline: "sidebar" },
  { name: "error reference page", path: "/references/errors/services/region", status: 200, outline: "column" },
  { name: "404", path: "/no-such-page", status: 404, outline: false },
];

/** The phone the phone-width checks emulate: an iPhone 12–15's CSS viewport. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** The published docs index: what pages exist and which sidebar each belongs to. */
export async function docsIndex(request: APIRequestContext): Promise<DocsIndexEntry[]> {
  const res = await request.get("/docs-index.json");
  return ((await res.json()) as DocsIndex).docs;
}

export { hydrated } from "../src/testing/hydrated";
