import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as pagefind from "pagefind";
import { outputPath } from "./sitemap";

/**
 * The static search index, built from the pages as written to the output folder. Pages are added
 * as the workers write them, so indexing overlaps rendering; `write` finishes the index.
 */
export async function startSearchIndex(outDir: string) {
  const { index } = await pagefind.createIndex({ forceLanguage: "en" });
  if (!index) throw new Error("Pagefind could not start");
  const adding: Promise<{ errors: string[] }>[] = [];
  return {
    /** Indexes the page written for `route`. */
    add(route: string) {
      adding.push(index.addHTMLFile({ url: route, content: readFileSync(join(outDir, outputPath(route)), "utf8") }));
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
    },
    /** Stops the index without writing it (the build failed). */
    async close() {
      await Promise.allSettled(adding);
      await pagefind.close();
    },
  };
}
