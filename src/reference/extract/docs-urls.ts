import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { filesBelow } from "../../lib/files";
import type { SourceLocation } from "./types";

/**
 * The packages' doc comments and `@oas`/`@schema` blocks link to the 1.x docs site
 * (`https://docs.medusajs.com/v1/api/store#carts_postcarts`, `…/modules/orders/overview`). The
 * reference sends each such link to the page here that covers it (model/docs-urls.ts); this scan
 * finds every one of them, with its file and line, so that one with no page here is reported
 * where it is written, and none is missed because it sits in text that no page shows.
 */

/** A URL of the docs site: up to white space or a character that ends a link in Markdown or YAML. */
export const DOCS_URL_PATTERN = /https?:\/\/docs\.medusajs\.com(?:[/#?][^\s()"'<>`[\]{}|\\]*)?/g;

/** One place a package's text links to the docs site. */
export interface DocsUrlOccurrence {
  /** As written (sentence punctuation after it left out). */
  url: string;
  loc: SourceLocation;
}

/** The docs-site URLs of one file's text, in order, with their lines. */
export function scanDocsUrls(text: string, where: Omit<SourceLocation, "line">): DocsUrlOccurrence[] {
  const out: DocsUrlOccurrence[] = [];
  const lines = text.split("\n");
  lines.forEach((line, i) => {
    for (const m of line.matchAll(DOCS_URL_PATTERN)) {
      out.push({ url: trimUrl(m[0]), loc: { ...where, line: i + 1 } });
    }
  });
  return out;
}

/** A URL without the punctuation that ends the sentence around it (`…/overview.` → `…/overview`). */
export function trimUrl(url: string): string {
  return url.replace(/[.,;:!?*]+$/, "");
}

/**
 * Every docs-site URL in the declaration files of `packages` (below each package's `dist`). The
 * `.js` files repeat the same comments and are not read.
 */
export function readDocsUrls(nodeModules: string, packages: readonly string[]): DocsUrlOccurrence[] {
  const out: DocsUrlOccurrence[] = [];
  for (const pkg of packages) {
    const dist = join(nodeModules, pkg, "dist");
    if (!existsSync(dist)) throw new Error(`Reference: ${pkg} has no dist folder to read (${dist})`);
    for (const abs of filesBelow(dist)) {
      if (!abs.endsWith(".d.ts")) continue;
      const text = readFileSync(abs, "utf8");
      if (!text.includes("docs.medusajs.com")) continue;
      const file = abs
        .slice(join(nodeModules, pkg).length + 1)
        .split("\\")
        .join("/");
      out.push(...scanDocsUrls(text, { pkg, file }));
    }
  }
  return out;
}
