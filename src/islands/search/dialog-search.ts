import { algoliaEngine } from "./algolia";
import type { JsonLoader } from "./docs-index";
import { staticEngine } from "./engine";
import type { SearchClientConfig, SearchHit, SearchOptions, SearchResponse } from "./types";
import { SECTIONS } from "../../site/sections";

/** The dialog's state that decides its results besides the query. */
export interface DialogState {
  /** The section filter (a section label); null: all sections. */
  section: string | null;
  /** The section of the page the dialog was opened on; null on the homepage and pages of no section. */
  context: string | null;
}

/** What the dialog lists for a query in a state. */
export interface DialogList {
  response: SearchResponse;
  /** The section filter found nothing, so these are from all sections. */
  widened: boolean;
}

/** The search behind the dialog: the engine the site was built for, and the list shown for a query. */
export interface DialogSearch {
  /** What the engine returns for `query`: the hits in order, whether there are more, and a correction. */
  search(query: string, options: SearchOptions): Promise<SearchResponse>;
  /** What the dialog lists for `query` in `state`: the section's hits, or all sections' when it has none. */
  list(query: string, state: DialogState, options?: Pick<SearchOptions, "limit" | "signal" | "explain">): Promise<DialogList>;
  /** The hits the dialog lists for `query` in `state`. */
  results(query: string, state: DialogState): Promise<SearchHit[]>;
  /** Starts loading the index (when the dialog opens), so the first query does not wait for it. */
  preload(): void;
}

/**
 * The state the dialog opens in on the page at `path` whose `docsearch:section` label is `label`:
 * on all sections, wherever the reader is (a reader searches from the page they are on, for
 * anything), with the reader's section as the context that breaks near-ties. The homepage leads to
 * every section, so it has none.
 */
export function openingState(path: string, label: string): DialogState {
  const context = path !== "/" && (Object.values(SECTIONS) as string[]).includes(label) ? label : null;
  return { section: null, context };
}

/** The state the dialog opens in on the current page (from the meta tag every page of a section carries). */
export function pageOpeningState(): DialogState {
  const label = document.querySelector<HTMLMetaElement>('meta[name="docsearch:section"]')?.content ?? "";
  return openingState(location.pathname, label);
}

/**
 * Everything between the reader's query and the list the search dialog shows. The dialog calls
 * nothing else to get its results, and `npm run eval:search` imports this from the built dialog
 * chunk and calls `results` in the browser, on a page of each kind with the state the dialog opens
 * in there (`pageOpeningState`), so the evaluation measures exactly what readers see.
 * The MCP server (src/mcp/) calls it too, with `load` reading the static index from disk.
 */
export function dialogSearch(config: SearchClientConfig, load?: JsonLoader): DialogSearch {
  const engine = config.provider === "algolia" ? algoliaEngine(config) : staticEngine(config.bundlePath, load);
  const search = async (query: string, options: SearchOptions): Promise<SearchResponse> => {
    const q = query.trim();
    return q ? engine.search(q, options) : { hits: [], more: false };
  };
  const list: DialogSearch["list"] = async (query, { section, context }, options = {}) => {
    const response = await search(query, { ...options, section, context });
    if (response.hits.length > 0 || section === null) return { response, widened: false };
    // Nothing in the chosen section: show what the other sections have, and say so.
    return { response: await search(query, { ...options, section: null, context }), widened: true };
  };
  return {
    search,
    list,
    async results(query, state) {
      return (await list(query, state)).response.hits;
    },
    preload() {
      engine.preload?.();
    },
  };
}
