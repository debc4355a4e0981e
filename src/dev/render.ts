import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import config from "../../site.config";
import { sidebars } from "../../sidebars";
import { searchConfigFromEnv } from "../config/schema";
import { AUTHOR_COMPONENTS, mdxComponents } from "../components";
import { compilePage, evaluatePage } from "../content/mdx/compile";
import type { SearchClientConfig } from "../islands/search/types";
import { renderDocPage, renderNotFound } from "../render/renderPage";
import { SiteView } from "../render/site-data";
import { loadSite } from "../site/load";
import { redirectPage } from "../build/redirects";
import { getHighlighter } from "../content/mdx/highlighter";
import { generateReference, type GeneratedReference } from "../reference";
import { initMarkdown, renderReferencePage } from "../reference/render";

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
  const env = searchConfigFromEnv(process.env);
  const search: SearchClientConfig = env.provider === "algolia" ? env : { provider: "pagefind", bundlePath: "/pagefind/" };
  const view = new SiteView({
    config,
    search,
    assets: { js: "/src/client/main.tsx", css: [] },
    pages: site.pages,
    sidebars: site.sidebars.sidebars,
    sidebarOfPage: Object.fromEntries(site.sidebars.sidebarOfPage),
  });
  const page = view.pageByRoute.get(route);
  if (!page) {
    const moved = reference.redirects.find((r) => r.from === route);
    if (moved) return { status: 200, html: redirectPage(moved, config.url) };
    return { status: 404, html: renderNotFound(view) };
  }
  if (!page.sourceFile) {
    const task = reference.tasks.find((t) => t.pageId === page.id);
    if (!task || task.kind !== "reference") throw new Error(`${route} has no renderer`);
    initMarkdown(await getHighlighter());
    const { content, toc } = renderReferencePage(task.model);
    return { status: 200, html: renderDocPage(view, page, content, toc) };
  }
  const source = readFileSync(join(root, page.sourceFile), "utf8");
  const compiled = await compilePage(source, page.sourceFile, AUTHOR_COMPONENTS);
  const Content = await evaluatePage(compiled.code);
  return { status: 200, html: renderDocPage(view, page, createElement(Content, { components: mdxComponents }), compiled.toc) };
}
