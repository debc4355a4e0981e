import { join } from "node:path";
import redirects from "../../redirects";
import config from "../../site.config";
import { sidebars } from "../../sidebars";
import { CLIENT_ENTRY } from "../build/client";
import { redirectPage } from "../build/redirects";
import { renderPageHtml } from "../build/render-task";
import { searchConfigFromEnv } from "../config/schema";
import { generateReference, type GeneratedReference } from "../reference";
import { renderNotFound } from "../render/renderPage";
import { createSiteData, SiteView } from "../render/site-data";
import { loadSite } from "../site/load";

/**
 * The reference is generated once per dev server process (the pinned packages do not change
 * while it runs); the cache lives on globalThis because this module is reloaded on every edit.
 */
function devReference(root: string): GeneratedReference {
  const cache = globalThis as { __docsReference?: GeneratedReference };
  cache.__docsReference ??= generateReference(root);
  return cache.__docsReference;
}

/**
 * Renders one request in the dev server. Loaded through Vite's SSR module graph on every
 * request, so a change to a page, a component, a sidebar or the config shows on reload.
 */
export async function renderDevRequest(root: string, pathname: string): Promise<{ status: number; html: string }> {
  const route = pathname.length > 1 ? pathname.replace(/\/$/, "").replace(/\.html$/, "") : "/";
  const reference = devReference(root);
  const site = loadSite({
    root,
    contentDir: join(root, "content"),
    config,
    sidebars,
    extraPages: reference.pages,
    generatedSidebars: reference.sidebars,
  });
  const view = new SiteView(
    createSiteData({ config, search: searchConfigFromEnv(process.env), assets: { js: `/${CLIENT_ENTRY}`, css: [] }, site }),
  );
  const page = view.pageByRoute.get(route);
  if (!page) {
    const moved = [...redirects, ...reference.redirects].find((r) => r.from === route);
    if (moved) return { status: 200, html: redirectPage(moved, config.url) };
    return { status: 404, html: renderNotFound(view) };
  }
  const task = page.sourceFile ? { kind: "guide" as const, pageId: page.id } : reference.tasks.find((t) => t.pageId === page.id);
  if (!task) throw new Error(`${route} has no renderer`);
  const { html } = await renderPageHtml(view, root, page, task);
  return { status: 200, html };
}
