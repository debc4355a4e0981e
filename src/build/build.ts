import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join, relative, sep } from "node:path";
import * as pagefind from "pagefind";
import type { SearchConfig, SiteConfig } from "../config/schema";
import { BuildErrors } from "../content/errors";
import { filesBelow } from "../lib/files";
import { renderNotFound } from "../render/renderPage";
import { createSiteData, SiteView } from "../render/site-data";
import type { SidebarSources } from "../sidebars/resolve";
import type { SidebarItemInput, SidebarsConfig } from "../sidebars/types";
import { loadSite } from "../site/load";
import type { PageMeta } from "../site/types";
import { buildClient } from "./client";
import { docsIndex } from "./docs-index";
import { checkLinks, type PageLinks } from "./links";
import { runPool } from "./pool";
import { redirectPage, redirectsFile, unservedUrls, validateRedirects, vercelConfig, type Redirect } from "./redirects";
import { outputPath, robots, sitemap } from "./sitemap";
import type { RenderResult, RenderTask } from "./tasks";

export interface BuildOptions {
  root: string;
  contentDir: string;
  outDir: string;
  publicDir?: string;
  config: SiteConfig;
  sidebars: SidebarsConfig;
  redirects: readonly Redirect[];
  /** URLs that must keep working: each must be a page or a redirect (the 1.x site's URLs). */
  keepUrls?: readonly string[];
  search: SearchConfig;
  /** Generated pages, how to render them, their sidebar items and redirects. */
  generated?: { pages: PageMeta[]; tasks: RenderTask[]; redirects: Redirect[]; sidebars: Record<string, SidebarItemInput[]> };
  /** Where sidebar errors point; defaults to the files in sidebars/. */
  sidebarSources?: SidebarSources;
  workers?: number;
  gitDates?: boolean;
  log?: (message: string) => void;
}

export interface BuildReport {
  pages: number;
  redirects: number;
  timings: Record<string, number>;
}

/** Builds the static site into `outDir`: pages, search index, sitemap, redirects, 404. */
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

  const site = await time("load pages and sidebars", () =>
    loadSite({
      root: opts.root,
      contentDir: opts.contentDir,
      config: opts.config,
      sidebars: opts.sidebars,
      extraPages: opts.generated?.pages,
      generatedSidebars: opts.generated?.sidebars,
      sidebarSources: opts.sidebarSources,
      gitDates: opts.gitDates,
    }),
  );
  const routes = new Set(site.pages.map((p) => p.route));
  const redirects = [...opts.redirects, ...(opts.generated?.redirects ?? [])];
  const redirectErrors = [
    ...validateRedirects(opts.redirects, routes, "redirects.ts"),
    ...validateRedirects(opts.generated?.redirects ?? [], routes, "generated reference redirects"),
  ];
  if (redirectErrors.length > 0) throw new BuildErrors("Redirects are wrong", redirectErrors.map((m) => new Error(m)));
  const unserved = unservedUrls(opts.keepUrls ?? [], routes, redirects);
  if (unserved.length > 0) {
    throw new BuildErrors(
      "URLs readers link to have no page and no redirect (add the page, or a redirect in redirects.ts)",
      unserved.map((u) => new Error(u)),
    );
  }

  const assets = await time("client bundle", () => buildClient(opts.root, opts.outDir));
  const data = createSiteData({ config: opts.config, search: opts.search, assets, site });

  const generatedTasks = new Map((opts.generated?.tasks ?? []).map((t) => [t.pageId, t]));
  const tasks: RenderTask[] = site.pages.map((p) => generatedTasks.get(p.id) ?? { kind: "guide", pageId: p.id });
  const { index } = await pagefind.createIndex({ forceLanguage: "en" });
  if (!index) throw new Error("Pagefind could not start");
  const indexing: Promise<unknown>[] = [];
  const links: PageLinks[] = [];
  const failures: Error[] = [];
  const workers = opts.workers ?? Math.max(1, availableParallelism());
  const pageById = new Map(site.pages.map((p) => [p.id, p]));

  await time(`render ${tasks.length} pages on ${workers} workers`, () =>
    runPool<RenderTask, RenderResult>({
      workerUrl: new URL("./worker.ts", import.meta.url),
      workerData: { site: data, root: opts.root, outDir: opts.outDir },
      size: workers,
      tasks,
      onResult: (r) => {
        if (r.error) {
          failures.push(new Error(r.error));
          return;
        }
        const page = pageById.get(r.pageId)!;
        links.push({ route: r.route, sourceFile: page.sourceFile, ids: r.ids, hrefs: r.hrefs, sourceLinks: r.sourceLinks });
        indexing.push(index.addHTMLFile({ url: r.route, content: r.html }));
      },
    }),
  );
  if (failures.length > 0) {
    await pagefind.close();
    throw new BuildErrors("Pages failed to render", failures);
  }

  const view = new SiteView(data);
  writeFileSync(join(opts.outDir, "404.html"), renderNotFound(view));
  writeFileSync(join(opts.outDir, "docs-index.json"), JSON.stringify(docsIndex(opts.config, site.pages, site.sidebars.sidebarOfPage)));
  writeFileSync(join(opts.outDir, "sitemap.xml"), sitemap(site.pages, opts.config.url));
  writeFileSync(join(opts.outDir, "robots.txt"), robots(opts.config.url));
  for (const r of redirects) {
    const dest = join(opts.outDir, outputPath(r.from));
    mkdirSync(dirname(dest), { recursive: true });
    writeFileSync(dest, redirectPage(r, opts.config.url));
  }
  writeFileSync(join(opts.outDir, "_redirects"), redirectsFile(redirects));
  writeFileSync(join(opts.outDir, "vercel.json"), vercelConfig(redirects));
  if (opts.publicDir && existsSync(opts.publicDir)) cpSync(opts.publicDir, opts.outDir, { recursive: true });

  const linkErrors = await time("check links", () =>
    checkLinks(links, {
      redirects: new Map(redirects.map((r) => [r.from, r.to])),
      // Files served as they are, as site paths (`/favicon.svg`).
      files: new Set(
        filesBelow(opts.outDir)
          .filter((f) => !f.endsWith(".html"))
          .map((f) => `/${relative(opts.outDir, f).split(sep).join("/")}`),
      ),
    }),
  );
  if (linkErrors.length > 0) {
    await pagefind.close();
    throw new BuildErrors("Broken links", linkErrors.map((m) => new Error(m)));
  }

  await time("search index", async () => {
    const added = await Promise.all(indexing);
    const errs = added.flatMap((a) => (a as { errors: string[] }).errors);
    if (errs.length > 0) throw new Error(`Pagefind: ${errs.join("; ")}`);
    const { errors } = await index.writeFiles({ outputPath: join(opts.outDir, "pagefind") });
    if (errors.length > 0) throw new Error(`Pagefind: ${errors.join("; ")}`);
    await pagefind.close();
  });

  return { pages: site.pages.length, redirects: redirects.length, timings };
}
