import { algoliaEngine } from "./algolia";
import { pagefindEngine } from "./pagefind";
import type { SearchClientConfig, SearchHit } from "./types";

/** The search behind the dialog: the engine the site was built for, and the list shown for a query. */
export interface DialogSearch {
  /** The results the dialog lists for `query` under the section filter (`null`: all sections), in order. */
  results(query: string, section: string | null): Promise<SearchHit[]>;
}

/**
 * Everything between the reader's query and the list the search dialog shows. The dialog calls
 * nothing else to get its results, and `npm run eval:search` imports this from the built dialog
 * chunk and calls it in the browser, so the evaluation measures exactly what readers see.
 */
export function dialogSearch(config: SearchClientConfig): DialogSearch {
  const engine = config.provider === "algolia" ? algoliaEngine(config) : pagefindEngine(config.bundlePath);
  return {
    async results(query, section) {
      const q = query.trim();
      return q ? engine.search(q, section) : [];
    },
  };
}
