import { cpSync, existsSync, mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { connectSrcOrigins, searchOrigins, type SearchConfig, type SiteConfig } from "../config/schema";
import type { GuideCheck } from "../content/check";
import type { KnownRoute } from "../content/mdx/remark-routes";
import { guideSource } from "../content/page-kind";
import { scanContent } from "../content/scan";
import {
  checkScreenshotFiles,
  readScreenshotManifest,
  SCREENSHOTS_DIR,
  screenshotsDir,
  SCREENSHOTS_URL,
  type ScreenshotManifest,
} from "../content/screenshots";
import { checkComponentUses } from "../content/site-checks";
import { DiagnosticError, diagnosticsOf, throwIfAny, type Diagnostic } from "../diagnostics";
import type { Synonym } from "../islands/search/lexicon";
import { filesBelow } from "../lib/files";
import type { GeneratedReference } from "../reference";
import { enumValues } from "../reference/enum-values";
import type { GuideTarget } from "../reference/model/docs-urls";
import type { Assets } from "../render/Document";
import type { PageSource } from "../render/page-source";
import { renderNotFound } from "../render/renderPage";
import { createSiteData, SiteView } from "../render/site-data";
import { fileSidebarLocator, type SidebarLocator } from "../sidebars/locate";
import { validateSidebars } from "../sidebars/schema";
import type { SidebarsConfig } from "../sidebars/types";
import { docsIndex } from "../site/docs-index";
import { assembleSite } from "../site/load";
import type { Redirect } from "../site/types";
import { compareAnchors, readAnchors, writeAnchors, type Anchors } from "./anchors";
import { TEXT_FILE } from "./compress";
import { checkLinks, type PageLinks } from "./links";
import { llmsFullTxt, llmsTxt, readingOrder } from "./llms";
import { collectGarbage } from "./memory";
import { startWorkers, type WorkerPool } from "./pool";
import { redirectPage, redirectsFile, unservedUrls, validateRedirects, vercelConfig } from "./redirects";
import { headerRules, headersFile, vercelHeaders } from "../site/headers";
import { inlineStyleProblem, scanHtml } from "./html-scan";
import { startSearchIndex } from "./search-index";
import { loadSynonyms, SYNONYMS_FILE } from "./search-synonyms";
import { outputPath, robots, sitemap } from "./sitemap";
import type { RenderResult } from "./worker";

export interface BuildOptions {
  root: string;
  contentDir: string;
  outDir: string;
  publicDir?: string;
  config: SiteConfig;
  sidebars: SidebarsConfig;
  /** Where sidebar entries are; defaults to the syntax trees of the files in sidebars/. */
  sidebarLocator?: SidebarLocator;
  redirects: readonly Redirect[];
  /** URLs that must keep working: each must be a page or a redirect (the 1.x site's URLs). */
  keepUrls?: readonly string[];
  search: SearchConfig;
  /**
   * The backend's REST routes (with their place in the REST reference), for the guides' route
   * spans: read on the main thread while the workers start, since the compile needs them.
   */
  restRoutes?: () => readonly KnownRoute[];
  /**
   * Generates the reference: runs once the guides are known to be sound, and gets them with
   * their anchors (heading ids and forwards), where the packages' links to the 1.x docs may lead.
   */
  generate?: (guides: GuideTarget[]) => GeneratedReference;
  /**
   * The part of the reference that needs no guide (reading the pinned packages): run on the main
   * thread while the workers compile the guides, for `generate` to use. On two cores the workers
   * would otherwise wait for the reference, and the main thread for the guides.
   */
  prepare?: () => void;
  workers?: number;
  /**
   * The build's worker pool, when the caller started it (src/builder/cli.ts starts it before it
   * loads its own modules, so the workers load theirs meanwhile): the build uses it and closes it.
   */
  pool?: WorkerPool;
  gitDates?: boolean;
  /** The record of every page's anchors (data/anchors.txt); the build fails when one disappears. */
  anchorsFile?: string;
  /** Write the anchors of this build as the new record instead of checking them. */
  updateAnchors?: boolean;
  log?: (message: string) => void;
}

export interface BuildReport {
  pages: number;
  redirects: number;
  timings: Record<string, number>;
}

/**
 * Builds the static site into `outDir`, failing as early as the input allows and reporting every
 * problem of a stage at once:
 *
 * 1. sources: front matter, sidebar files, and every guide compiled (MDX syntax, components and
 *    props, code blocks) — before the reference is generated (the main thread reads the pinned
 *    packages meanwhile, `prepare`);
 * 2. the site: the reference generated, every page placed in its sidebar, redirects, the 1.x URLs,
 *    what components need from other pages;
 * 3. pages rendered by the workers, then links and anchors checked, the other files written and
 *    the search index finished.
 */
export async function build(opts: BuildOptions): Promise<BuildReport> {
  const log = opts.log ?? (() => {});
  const timings: Record<string, number> = {};
  const time = async <T>(label: string, fn: () => T | Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const out = await fn();
    timings[label] = Math.round(performance.now() - t0);
    log(`${label}: ${(timings[label]! / 1000).toFixed(1)} s`);
    return out;
  };

  rmSync(opts.outDir, { recursive: true, force: true });
  mkdirSync(opts.outDir, { recursive: true });
  const locator = opts.sidebarLocator ?? fileSidebarLocator(opts.root);
  const pool = opts.pool ?? startWorkers(opts.root, opts.outDir, opts.workers);
  try {
    // 1. Sources.
    const scan = scanContent(opts.root, opts.contentDir, opts.config);
    // Told, not awaited: the workers take the routes before the compile's batches, and the main
    // thread goes on to read the packages while they are still loading their modules.
    if (opts.restRoutes) pool.tell("routes", opts.restRoutes());
    const checks = new Map<string, GuideCheck>();
    const compiling = time(`compile ${scan.pages.length} guides`, () =>
      pool.run<{ pageId: string; file: string; bytes: number }, GuideCheck>({
        type: "compile",
        tasks: scan.pages.map((p) => ({
          pageId: p.id,
          file: p.sourceFile!,
          routes: p.routes,
          // A batch's cost, used only when the batches are shared out at once (below).
          bytes: opts.prepare ? statSync(join(opts.root, p.sourceFile!)).size : 0,
        })),
        onResult: (r) => checks.set(r.pageId, r),
        batchSize: 4,
        // While the main thread reads the packages it cannot hand out batches: all go out at once.
        cost: opts.prepare ? (t) => t.bytes : undefined,
      }),
    );
    // Awaited below; a failure meanwhile must not count as unhandled.
    compiling.catch(() => {});
    if (opts.prepare) await time("read the packages (while the guides compile)", opts.prepare);
    await compiling;
    // The workers now wait for the reference's model (the packages were read during the compile):
    // what compiling left behind goes first.
    await pool.broadcast("collect", null);
    // The search synonyms are a source too: a malformed entry stops the build here.
    let synonyms: Synonym[] = [];
    const synonymProblems: Diagnostic[] = [];
    try {
      synonyms = loadSynonyms(join(opts.root, SYNONYMS_FILE), SYNONYMS_FILE);
    } catch (e) {
      synonymProblems.push(...diagnosticsOf(e, SYNONYMS_FILE));
    }
    // The user guide's screenshots: the manifest and the folder agree (pages' names are checked with the site).
    let screenshots: ScreenshotManifest = {};
    const screenshotProblems: Diagnostic[] = [];
    try {
      screenshots = readScreenshotManifest(opts.contentDir);
      screenshotProblems.push(...checkScreenshotFiles(opts.contentDir, screenshots));
    } catch (e) {
      screenshotProblems.push(...diagnosticsOf(e, SCREENSHOTS_DIR));
    }
    throwIfAny("The guides and sidebars have problems", [
      ...synonymProblems,
      ...screenshotProblems,
      ...scan.diagnostics,
      ...validateSidebars(opts.sidebars, locator),
      ...[...checks.values()].flatMap((c) => c.diagnostics),
    ]);

    // 2. The site.
    const guides: GuideTarget[] = scan.pages.map((p) => ({
      route: p.route,
      ids: [...(checks.get(p.id)?.compiled?.headingIds ?? []), ...Object.keys(p.anchorForwards ?? {})],
    }));
    // One worker builds the client bundle (Vite) while the main thread generates the reference.
    let assets: Assets | undefined;
    const bundling = time("client bundle (on a worker, beside the reference)", () =>
      pool.run<null, Assets>({ type: "client", tasks: [null], batchSize: 1, onResult: (a) => (assets = a) }),
    );
    // Awaited below; a failure meanwhile must not count as unhandled.
    bundling.catch(() => {});
    const generated = opts.generate ? await time("reference", () => opts.generate!(guides)) : undefined;
    const site = assembleSite({
      root: opts.root,
      contentDir: opts.contentDir,
      guides: scan.pages,
      generated: generated?.pages.map((p) => p.meta),
      sidebars: opts.sidebars,
      locator,
      generatedSidebars: generated?.sidebars,
      gitDates: opts.gitDates,
    });
    const routes = new Set(site.pages.map((p) => p.route));
    const redirects = [...opts.redirects, ...(generated?.redirects ?? [])];
    // Lookups for the checks; the client bundle's URLs are filled in once it is built.
    const view = new SiteView(
      createSiteData({
        config: opts.config,
        search: opts.search,
        assets: { js: "", css: [], fonts: [] },
        site,
        entities: generated?.entities,
        screenshots,
      }),
    );
    const siteProblems: Diagnostic[] = [
      ...(generated?.problems ?? []),
      ...site.diagnostics,
      ...validateRedirects(opts.redirects, routes, "redirects.ts"),
      ...validateRedirects(generated?.redirects ?? [], routes, "generated reference redirects"),
      ...unservedUrls(opts.keepUrls ?? [], routes, redirects).map((u) => ({
        file: "data/v1-urls.txt",
        message: `${u} was a page of the 1.x site and has no page and no redirect here`,
        hint: "add the page, or a redirect in redirects.ts",
      })),
    ];
    if (site.diagnostics.length === 0) {
      const lookups = {
        pageByRoute: view.pageByRoute,
        sidebarOf: (id: string) => view.sidebarOf(id),
        entities: generated?.entities,
        enums: generated && enumValues(generated.pages),
        screenshots,
      };
      for (const c of checks.values())
        siteProblems.push(...checkComponentUses(c.file, view.pageById.get(c.pageId)!, c.uses, lookups));
    }
    throwIfAny("The site has problems", siteProblems);
    // The reference's extraction garbage (TypeScript programs, parsed packages) goes before the render.
    collectGarbage();
    await bundling;
    const data = { ...view.data, assets: assets! };

    // 3. Pages.
    const sources: PageSource[] = [
      ...scan.pages.map((p) => ({ ...guideSource(p), compiled: checks.get(p.id)!.compiled })),
      ...(generated?.pages.map((p) => p.source) ?? []),
    ];
    const search = startSearchIndex(opts.outDir, synonyms);
    const links: PageLinks[] = [];
    const anchors: Anchors = new Map();
    const failures: Diagnostic[] = [];
    const inlineScripts = new Set<string>();
    await pool.broadcast("site", data);
    await time(`render ${sources.length} pages on ${pool.size} workers`, () =>
      pool.run<PageSource, RenderResult>({
        type: "render",
        tasks: sources,
        onResult: (r) => {
          if (r.diagnostics) {
            failures.push(...r.diagnostics);
            return;
          }
          links.push({
            route: r.route,
            sourceFile: view.pageById.get(r.pageId)!.sourceFile,
            ids: r.ids,
            hrefs: r.hrefs,
            sourceLinks: r.sourceLinks,
          });
          anchors.set(r.route, r.anchors);
          for (const script of r.inlineScripts ?? []) inlineScripts.add(script);
          if (r.search) search.add(r.search);
        },
      }),
    );

    // The workers' render garbage goes while the main thread checks links and writes the search index.
    await pool.broadcast("collect", null);
    const notFound = renderNotFound(new SiteView(data));
    writeFileSync(join(opts.outDir, "404.html"), notFound);
    const notFoundFacts = scanHtml(notFound);
    if (notFoundFacts.inlineStyles.length > 0)
      failures.push({ file: "404 page", message: inlineStyleProblem(notFoundFacts.inlineStyles) });
    for (const script of notFoundFacts.inlineScripts) inlineScripts.add(script);
    writeFileSync(
      join(opts.outDir, "docs-index.json"),
      JSON.stringify(docsIndex(opts.config, site.pages, site.sidebars.sidebarOfPage)),
    );
    writeFileSync(join(opts.outDir, "sitemap.xml"), sitemap(site.pages, opts.config.url));
    if (failures.length === 0) {
      const ordered = readingOrder(site.pages, site.sidebars.sidebars);
      writeFileSync(join(opts.outDir, "llms.txt"), llmsTxt(opts.config, ordered));
      writeFileSync(join(opts.outDir, "llms-full.txt"), llmsFullTxt(opts.config, ordered, opts.outDir));
    }
    writeFileSync(join(opts.outDir, "robots.txt"), robots(opts.config.url));
    for (const r of redirects) {
      const dest = join(opts.outDir, outputPath(r.from));
      mkdirSync(dirname(dest), { recursive: true });
      writeFileSync(dest, redirectPage(r, opts.config.url));
    }
    for (const f of generated?.files ?? []) {
      const dest = join(opts.outDir, f.path.slice(1));
      mkdirSync(dirname(dest), { recursive: true });
      writeFileSync(dest, f.content);
    }
    // Headers come last: the policy hashes the inline scripts the pages were actually written with.
    const headers = headerRules({
      inlineScripts,
      connectOrigins: [...searchOrigins(opts.search), ...connectSrcOrigins(opts.config)],
    });
    writeFileSync(join(opts.outDir, "_redirects"), redirectsFile(redirects));
    writeFileSync(join(opts.outDir, "_headers"), headersFile(headers));
    writeFileSync(join(opts.outDir, "vercel.json"), vercelConfig(redirects, vercelHeaders(headers)));
    if (opts.publicDir && existsSync(opts.publicDir)) cpSync(opts.publicDir, opts.outDir, { recursive: true });
    for (const name of Object.keys(screenshots)) {
      const dest = join(opts.outDir, SCREENSHOTS_URL.slice(1), `${name}.webp`);
      mkdirSync(dirname(dest), { recursive: true });
      cpSync(join(screenshotsDir(opts.contentDir), `${name}.webp`), dest);
    }

    // A redirect's target is checked like a link: its page and its anchor must exist.
    const redirectLinks: PageLinks[] = redirects.map((r) => ({
      route: r.from,
      sourceFile: `redirect ${r.from}`,
      ids: [],
      hrefs: [r.to],
    }));
    const linkProblems = await time("check links", () =>
      checkLinks(
        links,
        {
          redirects: new Map(redirects.map((r) => [r.from, r.to])),
          // Files served as they are, as site paths (`/favicon.svg`).
          files: new Set(
            filesBelow(opts.outDir)
              .filter((f) => !f.endsWith(".html"))
              .map((f) => `/${relative(opts.outDir, f).split(sep).join("/")}`),
          ),
        },
        redirectLinks,
      ),
    );
    const anchorProblems: Diagnostic[] = [];
    if (opts.anchorsFile && failures.length === 0) {
      const recorded = readAnchors(opts.anchorsFile);
      const record = relative(opts.root, opts.anchorsFile);
      const check =
        recorded &&
        compareAnchors(recorded, anchors, {
          redirects: new Map(redirects.map((r) => [r.from, r.to])),
          sourceOf: (route) => view.pageByRoute.get(route)?.sourceFile ?? `generated page ${route}`,
          record,
        });
      anchorProblems.push(...(check?.removed ?? []));
      if (opts.updateAnchors && anchorProblems.length === 0) {
        writeAnchors(opts.anchorsFile, anchors);
        log(`anchors: recorded ${[...anchors.values()].reduce((n, a) => n + a.length, 0)} anchors in ${record}`);
      } else if (!opts.updateAnchors && (!check || check.added > 0)) {
        anchorProblems.push({
          file: record,
          message: check
            ? `${check.added} anchors are new since the record was made`
            : "there is no record of the pages' anchors yet",
          hint: "run npm run anchors:update and commit the file",
        });
      }
    }
    if (failures.length > 0 || linkProblems.length > 0 || anchorProblems.length > 0) {
      throw new DiagnosticError("Pages failed to render, have broken links or lost anchors", [
        ...failures,
        ...linkProblems,
        ...anchorProblems,
      ]);
    }
    // Everything the workers did not write themselves is compressed by them: first the assets, the
    // 404 and redirect pages, llms.txt, sitemaps and the OpenAPI documents, while the main thread
    // writes the search index (so they are handed out at once), then the search index's files
    // (the index names them: the output tree is listed once).
    const compress = (files: string[], what: string, cost?: (f: string) => number) =>
      time(`compress ${files.length} ${what}`, () =>
        pool.run<string, boolean>({ type: "compress", tasks: files, onResult: () => {}, cost }),
      );
    const compressing = compress(
      filesBelow(opts.outDir).filter((f) => TEXT_FILE.test(f) && !existsSync(`${f}.br`)),
      "files",
      (f) => statSync(f).size,
    );
    // Awaited below; a failure meanwhile must not count as unhandled.
    compressing.catch(() => {});
    const index = await time("search index", () => search.write());
    await compressing;
    await compress(
      index.files.filter((f) => TEXT_FILE.test(f)),
      "search index files",
    );
    return { pages: site.pages.length, redirects: redirects.length, timings };
  } finally {
    await pool.close();
  }
}
