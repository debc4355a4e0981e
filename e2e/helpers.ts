import type { APIRequestContext, Page } from "@playwright/test";
import type { DocsIndex, DocsIndexEntry } from "../src/site/docs-index";

/** The published docs index: what pages exist and which sidebar each belongs to. */
export async function docsIndex(request: APIRequestContext): Promise<DocsIndexEntry[]> {
  const res = await request.get("/docs-index.json");
  return ((await res.json()) as DocsIndex).docs;
}

/** Waits until the page's islands are hydrated (the client entry has run). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const btn = document.querySelector(".theme-toggle");
    return !!btn && Object.keys(btn).some((k) => k.startsWith("__react"));
  });
}

/**
 * One page of each kind the site serves, for every check that must hold on all of them
 * (security policy, accessibility, screenshots, layout at phone width).
 */
export const PAGE_KINDS = [
  { name: "homepage", path: "/" },
  { name: "module overview", path: "/modules/orders/overview" },
  { name: "how-to guide with code", path: "/development/api-routes/create" },
  { name: "recipe", path: "/recipes/b2b" },
  { name: "user guide page", path: "/user-guide/orders/claims" },
  { name: "entity reference", path: "/references/entities/classes/Swap" },
  { name: "JS client reference", path: "/references/js-client/AdminAuthResource" },
  { name: "medusa-react hooks page", path: "/references/medusa-react/hooks/admin/batch_jobs" },
  { name: "REST API resource page", path: "/api/admin/products" },
  { name: "404", path: "/no-such-page" },
] as const;
