import { readScreenshotManifest } from "../content/screenshots";
import { join } from "node:path";
import redirects from "../../redirects";
import config from "../../site.config";
import { sidebars } from "../../sidebars";
import { CLIENT_ENTRY } from "../builder/client";
import { redirectPage } from "../builder/redirects";
import { searchConfigFromEnv } from "../config/schema";
import { compileGuide } from "../content/check";
import type { KnownRoute } from "../content/mdx/remark-routes";
import { guideSource } from "../content/page-kind";
import { scanContent } from "../content/scan";
import { DiagnosticError } from "../diagnostics";
import { generateReference, type GeneratedReference } from "../reference";
import { readOas } from "../reference/extract/oas";
import { routeTable } from "../reference/families/rest/routes";
import { renderPage, renderPageMarkdown } from "../render/page";
import { renderNotFound } from "../render/renderPage";
import { createSiteData, SiteView } from "../render/site-data";
import { fileSidebarLocator } from "../sidebars/locate";
import { assembleSite } from "../site/load";
import { readV1Urls } from "../site/v1-urls";

/**
 * The reference is generated once per dev server process (the pinned packages do not change
 * while it runs); the cache lives on globalThis because this module is reloaded on every edit.
 */
function devReference(root: string): GeneratedReference {
  const cache = globalThis as { __docsReference?: GeneratedReference };
  // The guides are not compiled here: links to them keep their anchors unchecked (the build checks them).
  cache.__docsReference ??= generateReference(root, readV1Urls(root), {
    guides: scanContent(root, join(root, "content"), config).pages.map((p) => ({ route: p.route })),
    redirects,
    url: config.url,
  });
  return cache.__docsReference;
}

/** The backend's REST routes, for the guides' route spans (links, and the undeclared-route check). */
function devRoutes(root: string): KnownRoute[] {
  const cache = globalThis as { __docsRoutes?: KnownRoute[] };
  cache.__docsRoutes ??= routeTable(readOas({ nodeModules: join(root, "node_modules"), validators: false }));
  return cache.__docsRoutes;
}

/**
 * Renders one request in the dev server, through the same page pipeline as the build
 * (render/page.ts). Loaded through Vite's SSR module graph on every request, so a change to a
 * page, a component, a sidebar or the config shows on reload.
 */
export async function renderDevRequest(
  root: string,
  pathname: string,
): Promise<{ status: number; html: string; type?: "text/markdown" | "application/json" }> {
  // `/a/b.md` (and `/index.md`) is the Markdown twin of `/a/b`.
  const twin = pathname.endsWith(".md");
  const path = twin ? pathname.replace(/\.md$/, "").replace(/^\/index$/, "/") : pathname;
  const route = path.length > 1 ? path.replace(/\/$/, "").replace(/\.html$/, "") : "/";
  const reference = devReference(root);
  // Files the reference publishes as they are (the OpenAPI documents), as the build writes them.
  const file = reference.files.find((f) => f.path === pathname);
  if (file) return { status: 200, html: file.content, type: "application/json" };
  const contentDir = join(root, "content");
  const scan = scanContent(root, contentDir, config);
  const site = assembleSite({
    root,
    contentDir,
    guides: scan.pages,
    generated: reference.pages.map((p) => p.meta),
    sidebars,
    locator: fileSidebarLocator(root),
    generatedSidebars: reference.sidebars,
  });
  if (scan.diagnostics.length > 0 || site.diagnostics.length > 0)
    throw new DiagnosticError("The site has problems", [...scan.diagnostics, ...site.diagnostics]);
  const view = new SiteView(
    createSiteData({
      config,
      search: searchConfigFromEnv(process.env),
      assets: { js: `/${CLIENT_ENTRY}`, css: [], fonts: [] },
      site,
      entities: reference.entities,
      screenshots: readScreenshotManifest(contentDir),
    }),
  );
  const page = view.pageByRoute.get(route);
  if (!page) {
    const moved = [...redirects, ...reference.redirects].find((r) => r.from === route);
    if (moved) return { status: 200, html: redirectPage(moved, config.url) };
    return { status: 404, html: renderNotFound(view) };
  }
  let source = page.sourceFile ? guideSource(page) : reference.pages.find((p) => p.meta.id === page.id)?.source;
  if (!source) throw new Error(`${route} has no renderer`);
  if (source.kind === "guide") {
    // Compiled as the build compiles it, so route spans link and an undeclared route is reported.
    const check = await compileGuide(root, page.id, source.file, { routes: devRoutes(root), declaredRoutes: page.routes });
    if (check.diagnostics.length > 0) throw new DiagnosticError(`${source.file} has problems`, check.diagnostics);
    source = { ...source, compiled: check.compiled };
  }
  if (twin) return { status: 200, html: await renderPageMarkdown(view, page, source, root), type: "text/markdown" };
  const { html } = await renderPage(view, page, source, root);
  return { status: 200, html };
}
