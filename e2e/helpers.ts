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
