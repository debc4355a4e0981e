import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as pagefind from "pagefind";
import type { Synonym } from "../islands/search/lexicon";
import { writeLexicon } from "./search-lexicon";
import { outputPath } from "./sitemap";

/**
 * The static search index, built from the pages as written to the output folder. Pages are added
 * as the workers write them, so indexing overlaps rendering; `write` finishes the index and
 * writes the search lexicon beside it (src/builder/search-lexicon.ts).
 */
export async function startSearchIndex(outDir: string, synonyms: Synonym[]) {
  const { index } = await pagefind.createIndex({ forceLanguage: "en" });
  if (!index) throw new Error("Pagefind could not start");
  const adding: Promise<{ errors: string[] }>[] = [];
  return {
    /** Indexes the page written for `route`. */
    add(route: string) {
      adding.push(
        index.addHTMLFile({ url: route, content: indexableHtml(readFileSync(join(outDir, outputPath(route)), "utf8")) }),
      );
    },
    async write(): Promise<void> {
      try {
        const errors = (await Promise.all(adding)).flatMap((a) => a.errors);
        if (errors.length > 0) throw new Error(`Pagefind: ${errors.join("; ")}`);
        const written = await index.writeFiles({ outputPath: join(outDir, "pagefind") });
        if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join("; ")}`);
      } finally {
        await pagefind.close();
      }
      writeLexicon(join(outDir, "pagefind"), synonyms);
    },
    /** Stops the index without writing it (the build failed). */
    async close() {
      await Promise.allSettled(adding);
      await pagefind.close();
    },
  };
}

/**
 * A page's HTML as Pagefind should read it. Pagefind separates the text of block elements such
 * as `p`, `td` and `li`, but runs table headers and captions together with what follows
 * ("Properties of CartNameTypeDescription"); a space before their end keeps the words apart.
 */
export function indexableHtml(html: string): string {
  return html.replace(/<\/(th|caption|dt|dd|figcaption|summary)>/g, " </$1>");
}
