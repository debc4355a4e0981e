import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createElement } from "react";
import { AUTHOR_COMPONENTS, mdxComponents } from "../components";
import { compilePage, evaluatePage } from "../content/mdx/compile";
import { getHighlighter } from "../content/mdx/highlighter";
import type { RefPageModel } from "../reference/model/types";
import { initMarkdown, renderReferencePage } from "../reference/render";
import { renderDocPage } from "../render/renderPage";
import type { SiteView } from "../render/site-data";
import { scanHtml } from "./html-scan";
import { outputPath } from "./sitemap";
import type { RenderResult, RenderTask } from "./tasks";

/** Renders one page and writes it under `outDir`. Used by the build workers and by tests. */
export async function renderTask(site: SiteView, root: string, outDir: string, task: RenderTask): Promise<RenderResult> {
  const page = site.pageById.get(task.pageId);
  if (!page) return { pageId: task.pageId, route: "", html: "", ids: [], hrefs: [], error: `unknown page ${task.pageId}` };
  try {
    let html: string;
    let sourceLinks: RenderResult["sourceLinks"];
    if (task.kind === "guide") {
      const file = page.sourceFile!;
      const source = readFileSync(join(root, file), "utf8");
      const compiled = await compilePage(source, file, AUTHOR_COMPONENTS);
      const Content = await evaluatePage(compiled.code);
      try {
        html = renderDocPage(site, page, createElement(Content, { components: mdxComponents }), compiled.toc);
      } catch (e) {
        throw new Error(`${file}: ${(e as Error).message}`, { cause: e });
      }
      sourceLinks = compiled.links;
    } else {
      initMarkdown(await getHighlighter());
      const { content, toc } = renderReferencePage(task.model as RefPageModel);
      html = renderDocPage(site, page, content, toc);
    }
    const dest = join(outDir, outputPath(page.route));
    mkdirSync(dirname(dest), { recursive: true });
    writeFileSync(dest, html);
    const facts = scanHtml(html);
    return { pageId: page.id, route: page.route, html, ids: facts.ids, hrefs: facts.hrefs, sourceLinks };
  } catch (e) {
    return { pageId: page.id, route: page.route, html: "", ids: [], hrefs: [], error: (e as Error).message };
  }
}
