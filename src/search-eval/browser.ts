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

/**
 * The pages the queries are typed on, one of each kind a reader searches from. On each, the
 * queries run with the state the search dialog opens in there (its section filter and the
 * reader's section), read by the dialog's own code from the page.
 */
export const EVAL_PAGES = [
  { kind: "homepage", path: "/" },
  { kind: "guide", path: "/development/events/create-subscriber" },
  { kind: "user guide", path: "/user-guide/orders/manage" },
  { kind: "reference", path: "/references/js-client/AdminOrdersResource" },
  { kind: "REST", path: "/api/store/regions" },
] as const;
export type EvalPageKind = (typeof EVAL_PAGES)[number]["kind"];

/** The page `--explain` and single-page checks use: the homepage. */
export const EVAL_PAGE = EVAL_PAGES[0].path;

/** The URL path of the built dialog chunk (Vite names it after src/islands/SearchDialog.tsx). */
export function dialogChunk(buildDir: string): string {
  const dir = join(buildDir, "assets");
  const chunks = readdirSync(dir).filter((f) => /^SearchDialog-[\w-]+\.js$/.test(f));
  if (chunks.length !== 1) {
    throw new Error(`expected one SearchDialog-*.js chunk in ${dir}, found ${chunks.length}: rebuild the site ("npm run build")`);
  }
  return `/assets/${chunks[0]}`;
}

/**
 * The results the dialog lists for each query, in order, opened on the page `page` is on: with the
 * section filter and reader's section the dialog starts with there.
 */
export async function dialogResults(page: Page, chunk: string, queries: readonly string[]): Promise<EvalHit[][]> {
  return page.evaluate(
    async ({ chunk, queries }) => {
      interface Hit {
        url: string;
        title: string;
        heading?: string;
      }
      interface State {
        section: string | null;
        context: string | null;
      }
      interface Module {
        dialogSearch?: (config: unknown) => { results(q: string, state: State): Promise<Hit[]> };
        pageOpeningState?: () => State;
      }
      const mod = (await import(chunk)) as Module;
      if (typeof mod.dialogSearch !== "function" || typeof mod.pageOpeningState !== "function") {
        throw new Error(`${chunk} does not export dialogSearch and pageOpeningState`);
      }
      const state = mod.pageOpeningState();
      const island = document.querySelector<HTMLElement>('[data-island="SearchButton"]');
      if (!island) throw new Error("the page has no search button island");
      const { config } = JSON.parse(island.dataset.props ?? "{}") as { config: unknown };
      const search = mod.dialogSearch(config);
      const all: { url: string; label: string }[][] = [];
      for (const q of queries) {
        const hits = await search.results(q, state);
        all.push(hits.map((h) => ({ url: h.url, label: h.heading ? `${h.title} › ${h.heading}` : h.title })));
      }
      return all;
    },
    { chunk, queries: [...queries] },
  );
}

/** How the dialog's search reads and ranks `query` (its `explain` lines) on the page `page` is on, for tuning. */
export async function explainQuery(page: Page, chunk: string, query: string): Promise<string[]> {
  return page.evaluate(
    async ({ chunk, query }) => {
      interface State {
        section: string | null;
        context: string | null;
      }
      interface Module {
        dialogSearch(config: unknown): {
          list(
            q: string,
            state: State,
            o: { explain: (line: string) => unknown },
          ): Promise<{ response: { hits: { url: string }[] }; widened: boolean }>;
        };
        pageOpeningState(): State;
      }
      const mod = (await import(chunk)) as Module;
      const island = document.querySelector<HTMLElement>('[data-island="SearchButton"]');
      const { config } = JSON.parse(island?.dataset.props ?? "{}") as { config: unknown };
      const state = mod.pageOpeningState();
      const lines: string[] = [
        `opened with section filter ${state.section ?? "All"}, reader's section ${state.context ?? "none"}`,
      ];
      // A bound function: tsx would wrap a named arrow function in a helper the page does not have.
      const { response, widened } = await mod.dialogSearch(config).list(query, state, { explain: lines.push.bind(lines) });
      const hits = response.hits;
      lines.push(
        `shown${widened ? " (from all sections: the filter found nothing)" : ""}:`,
        ...hits.map((h, i) => `  ${i + 1}. ${h.url}`),
      );
      return lines;
    },
    { chunk, query },
  );
}
