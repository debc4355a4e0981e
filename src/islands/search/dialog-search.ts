import { algoliaEngine } from "./algolia";
import type { JsonLoader } from "./docs-index";
import { staticEngine } from "./engine";
import type { SearchClientConfig, SearchHit, SearchOptions, SearchResponse } from "./types";

/** The search behind the dialog: the engine the site was built for, and the list shown for a query. */
export interface DialogSearch {
  /** What the dialog shows for `query`: the hits in order, whether there are more, and a correction. */
  search(query: string, options: SearchOptions): Promise<SearchResponse>;
  /** The hits the dialog lists for `query` under the section filter (`null`: all sections), on a page of no section. */
  results(query: string, section: string | null): Promise<SearchHit[]>;
  /** Starts loading the index (when the dialog opens), so the first query does not wait for it. */
  preload(): void;
}

/**
 * Everything between the reader's query and the list the search dialog shows. The dialog calls
 * nothing else to get its results, and `npm run eval:search` imports this from the built dialog
 * chunk and calls `results` in the browser, so the evaluation measures exactly what readers see.
 * The MCP server (src/mcp/) calls it too, with `load` reading the static index from disk.
 */
export function dialogSearch(config: SearchClientConfig, load?: JsonLoader): DialogSearch {
  const engine = config.provider === "algolia" ? algoliaEngine(config) : staticEngine(config.bundlePath, load);
  const search = async (query: string, options: SearchOptions): Promise<SearchResponse> => {
    const q = query.trim();
    return q ? engine.search(q, options) : { hits: [], more: false };
  };
  return {
    search,
    async results(query, section) {
      return (await search(query, { section })).hits;
    },
    preload() {
      engine.preload?.();
    },
  };
}
