import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import type { EvalHit } from "./score";

/**
 * Runs queries through the search dialog's own code in a real browser, on a built page. The
 * dialog's chunk exports `dialogSearch` (src/islands/search/dialog-search.ts), the one function
 * the dialog calls to turn a query into the list it shows; the page imports that built chunk and
 * calls it, so nothing about ranking is reimplemented here.
 */

/** The page the queries are typed on: the home page, with the section filter on "All". */
export const EVAL_PAGE = "/";

/** The URL path of the built dialog chunk (Vite names it after src/islands/SearchDialog.tsx). */
export function dialogChunk(buildDir: string): string {
  const dir = join(buildDir, "assets");
  const chunks = readdirSync(dir).filter((f) => /^SearchDialog-[\w-]+\.js$/.test(f));
  if (chunks.length !== 1) {
    throw new Error(`expected one SearchDialog-*.js chunk in ${dir}, found ${chunks.length}: rebuild the site ("npm run build")`);
  }
  return `/assets/${chunks[0]}`;
}

/** The results the dialog lists for each query, in order, from the page `page` is on. */
export async function dialogResults(page: Page, chunk: string, queries: readonly string[]): Promise<EvalHit[][]> {
  return page.evaluate(
    async ({ chunk, queries }) => {
      interface Hit {
        url: string;
        title: string;
        heading?: string;
      }
      interface Module {
        dialogSearch?: (config: unknown) => { results(q: string, section: string | null): Promise<Hit[]> };
      }
      const mod = (await import(chunk)) as Module;
      if (typeof mod.dialogSearch !== "function") throw new Error(`${chunk} does not export dialogSearch`);
      const island = document.querySelector<HTMLElement>('[data-island="SearchButton"]');
      if (!island) throw new Error("the page has no search button island");
      const { config } = JSON.parse(island.dataset.props ?? "{}") as { config: unknown };
      const search = mod.dialogSearch(config);
      const all: { url: string; label: string }[][] = [];
      for (const q of queries) {
        const hits = await search.results(q, null);
        all.push(hits.map((h) => ({ url: h.url, label: h.heading ? `${h.title} › ${h.heading}` : h.title })));
      }
      return all;
    },
    { chunk, queries: [...queries] },
  );
}

/** How the dialog's search reads and ranks `query` (its `explain` lines), for tuning. */
export async function explainQuery(page: Page, chunk: string, query: string): Promise<string[]> {
  return page.evaluate(
    async ({ chunk, query }) => {
      interface Module {
        dialogSearch(config: unknown): {
          search(q: string, o: { section: null; explain: (line: string) => unknown }): Promise<{ hits: { url: string }[] }>;
        };
      }
      const mod = (await import(chunk)) as Module;
      const island = document.querySelector<HTMLElement>('[data-island="SearchButton"]');
      const { config } = JSON.parse(island?.dataset.props ?? "{}") as { config: unknown };
      const lines: string[] = [];
      // A bound function: tsx would wrap a named arrow function in a helper the page does not have.
      const { hits } = await mod.dialogSearch(config).search(query, { section: null, explain: lines.push.bind(lines) });
      lines.push("shown:", ...hits.map((h, i) => `  ${i + 1}. ${h.url}`));
      return lines;
    },
    { chunk, query },
  );
}
