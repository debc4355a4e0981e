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

/**
 * Renders one request in the dev server. Loaded through Vite's SSR module graph on every
 * request, so a change to a page, a component, a sidebar or the config shows on reload.
 */
export async function renderDevRequest(root: string, pathname: string): Promise<{ status: number; html: string }> {
  const route = pathname.length > 1 ? pathname.replace(/\/$/, "").replace(/\.html$/, "") : "/";
  const site = loadSite({ root, contentDir: join(root, "content"), config, sidebars });
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
  if (!page) return { status: 404, html: renderNotFound(view) };
  if (!page.sourceFile) throw new Error(`${route} is not a guide page`);
  const source = readFileSync(join(root, page.sourceFile), "utf8");
  const compiled = await compilePage(source, page.sourceFile, AUTHOR_COMPONENTS);
  const Content = await evaluatePage(compiled.code);
  return { status: 200, html: renderDocPage(view, page, createElement(Content, { components: mdxComponents }), compiled.toc) };
}
