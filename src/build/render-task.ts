import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createElement } from "react";
import { AUTHOR_COMPONENTS, mdxComponents } from "../components";
import { compilePage, evaluatePage } from "../content/mdx/compile";
import { getHighlighter } from "../content/mdx/highlighter";
import { initMarkdown, renderReferencePage } from "../reference/render";
import { renderDocPage } from "../render/renderPage";
import type { SiteView } from "../render/site-data";
import type { PageMeta } from "../site/types";
import { scanHtml } from "./html-scan";
import { outputPath } from "./sitemap";
import type { RenderResult, RenderTask } from "./tasks";

/**
 * One page as a complete HTML document: a guide is compiled from its file, a reference page
 * rendered from its model. The build workers and the dev server both render pages with this.
 */
export async function renderPageHtml(
  site: SiteView,
  root: string,
  page: PageMeta,
  task: RenderTask,
): Promise<{ html: string; sourceLinks?: RenderResult["sourceLinks"] }> {
  if (task.kind === "reference") {
    initMarkdown(await getHighlighter());
    const { content, toc } = renderReferencePage(task.model);
    return { html: renderDocPage(site, page, content, toc) };
  }
  const file = page.sourceFile!;
  const compiled = await compilePage(readFileSync(join(root, file), "utf8"), file, AUTHOR_COMPONENTS);
  const Content = await evaluatePage(compiled.code);
  try {
    return {
      html: renderDocPage(site, page, createElement(Content, { components: mdxComponents }), compiled.toc),
      sourceLinks: compiled.links,
    };
  } catch (e) {
    throw new Error(`${file}: ${(e as Error).message}`, { cause: e });
  }
}

/** Renders one page and writes it under `outDir`. Used by the build workers and by tests. */
export async function renderTask(site: SiteView, root: string, outDir: string, task: RenderTask): Promise<RenderResult> {
  const page = site.pageById.get(task.pageId);
  if (!page) return { pageId: task.pageId, route: "", html: "", ids: [], hrefs: [], error: `unknown page ${task.pageId}` };
  try {
    const { html, sourceLinks } = await renderPageHtml(site, root, page, task);
    const dest = join(outDir, outputPath(page.route));
    mkdirSync(dirname(dest), { recursive: true });
    writeFileSync(dest, html);
    const facts = scanHtml(html);
    return { pageId: page.id, route: page.route, html, ids: facts.ids, hrefs: facts.hrefs, sourceLinks };
  } catch (e) {
    return { pageId: page.id, route: page.route, html: "", ids: [], hrefs: [], error: (e as Error).message };
  }
}
