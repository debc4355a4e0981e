import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { compileGuide, type GuideCheck } from "../content/check";
import type { KnownRoute } from "../content/mdx/remark-routes";
import { getHighlighter } from "../content/mdx/highlighter";
import type { Diagnostic } from "../diagnostics";
import { diagnosticsOf } from "../diagnostics";
import { renderPage, renderPageMarkdown } from "../render/page";
import type { PageSource } from "../render/page-source";
import { SiteView, type SiteData } from "../render/site-data";
import { compressFiles, writeWithCompressed } from "./compress";
import { collectGarbage } from "./memory";
import { htmlFactsReader, inlineStyleProblem, readHtml } from "./html-scan";
import { searchDocReader, type SearchDoc } from "./search-extract";
import { outputPath } from "./sitemap";

/** What the main thread needs of a rendered page: its anchors and links for the checks. The HTML is on disk. */
export interface RenderResult {
  pageId: string;
  route: string;
  ids: string[];
  hrefs: string[];
  /** The ids of the page's content, for the anchor record. */
  anchors: string[];
  sourceLinks?: { url: string; line: number }[];
  /** The page's inline scripts, which the Content Security Policy allows by hash. */
  inlineScripts?: string[];
  /** The page's searchable content, when it has some (src/builder/search-extract.ts). */
  search?: SearchDoc;
  diagnostics?: Diagnostic[];
}

/**
 * A build worker. It compiles guides (checking them), then, once it has the site data, renders
 * pages and writes them under the output folder.
 */
const {
  data: { root, outDir },
  index,
} = workerData as { data: { root: string; outDir: string }; index: number };
let restRoutes: KnownRoute[] | undefined;
let site: SiteView | undefined;
// Load Shiki's grammars while the main thread is busy elsewhere.
void getHighlighter();
// The client bundle (Vite, about 0.8 s of CPU to load) is built by one worker: the first, which the
// pool gives a job of one task. Only that worker loads it, while the guides compile; the others never do.
const client = index === 0 ? import("./client") : undefined;
client?.catch(() => {});

const handlers: Record<string, (batch: never[]) => Promise<unknown[]>> = {
  async compile(batch: { pageId: string; file: string; routes?: string[] }[]): Promise<GuideCheck[]> {
    const out: GuideCheck[] = [];
    for (const t of batch)
      out.push(
        await compileGuide(root, t.pageId, t.file, {
          routes: restRoutes,
          declaredRoutes: t.routes,
          errorMessages: t.pageId.startsWith("troubleshooting/"),
        }),
      );
    return out;
  },
  async client() {
    const { buildClient } = await (client ?? import("./client"));
    return [await buildClient(root, outDir)];
  },
  async routes(batch: KnownRoute[][]) {
    restRoutes = batch[0];
    return [true];
  },
  async site(batch: SiteData[]) {
    site = new SiteView(batch[0]!);
    return [true];
  },
  async collect(batch: unknown[]) {
    collectGarbage();
    return batch.map(() => true);
  },
  async compress(batch: string[]) {
    compressFiles(batch);
    return batch.map(() => true);
  },
  async render(batch: PageSource[]): Promise<RenderResult[]> {
    const out: RenderResult[] = [];
    for (const source of batch) out.push(await renderOne(source));
    return out;
  },
};

async function renderOne(source: PageSource): Promise<RenderResult> {
  if (!site) throw new Error("render before the site data");
  const page = site.pageById.get(source.pageId);
  if (!page)
    return {
      pageId: source.pageId,
      route: "",
      ids: [],
      anchors: [],
      hrefs: [],
      diagnostics: [{ file: source.pageId, message: "unknown page" }],
    };
  try {
    const { html, sourceLinks } = await renderPage(site, page, source, root);
    const dest = join(outDir, outputPath(page.route));
    mkdirSync(dirname(dest), { recursive: true });
    writeWithCompressed(dest, html);
    // The page's Markdown twin, beside it: /a/b.html → /a/b.md, index.html → index.md.
    writeWithCompressed(dest.replace(/\.html$/, ".md"), await renderPageMarkdown(site, page, source, root));
    // One parse of the page for its links and anchors and for its searchable content.
    const factsReader = htmlFactsReader();
    const searchReader = searchDocReader(page.route);
    readHtml(html, [factsReader, searchReader]);
    const facts = factsReader.facts();
    if (facts.inlineStyles.length > 0) throw new Error(inlineStyleProblem(facts.inlineStyles));
    const search = searchReader.doc();
    return {
      pageId: page.id,
      route: page.route,
      ids: facts.ids,
      hrefs: facts.hrefs,
      anchors: facts.anchors,
      sourceLinks,
      inlineScripts: facts.inlineScripts,
      ...(search ? { search } : {}),
    };
  } catch (e) {
    return {
      pageId: page.id,
      route: page.route,
      ids: [],
      anchors: [],
      hrefs: [],
      diagnostics: diagnosticsOf(e, page.sourceFile ?? `generated page ${page.route}`),
    };
  }
}

parentPort!.on("message", async (m: { type: string; batch: never[]; quiet?: boolean }) => {
  const handler = handlers[m.type];
  if (!handler) throw new Error(`build worker: unknown job ${m.type}`);
  const results = await handler(m.batch);
  // A message sent with WorkerPool.tell expects no answer.
  if (!m.quiet) parentPort!.postMessage({ results });
});
