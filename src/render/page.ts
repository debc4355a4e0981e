import { addForwards } from "../builder/anchors";
import { guideKind } from "../content/page-kind";
import { twinPlaceholder } from "../content/mdx/remark-markdown-twin";
import { diagnosticsOf, DiagnosticError } from "../diagnostics";
import { diagramMarkdown } from "../diagrams/alternative";
import { entitySetDiagram } from "../diagrams/entities";
import { referenceKind } from "../reference/render/page-kind";
import { flattenDocs } from "../sidebars/navigation";
import type { ResolvedItem } from "../sidebars/types";
import type { PageMeta } from "../site/types";
import type { PageKind, PageSource } from "./page-source";
import { renderDocPage } from "./renderPage";
import type { SiteView } from "./site-data";

/** Every kind of page, by the `kind` of its source. */
const PAGE_KINDS: { [K in PageSource["kind"]]: PageKind<Extract<PageSource, { kind: K }>> } = {
  guide: guideKind,
  reference: referenceKind,
};

const kindOf = (source: PageSource) => PAGE_KINDS[source.kind] as PageKind;
const whereOf = (page: PageMeta, source: PageSource) => (source.kind === "guide" ? source.file : `generated page ${page.route}`);

/** Runs `fn`; any failure becomes a DiagnosticError that names the page. */
async function naming<T>(page: PageMeta, source: PageSource, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof DiagnosticError) throw e;
    throw new DiagnosticError("", diagnosticsOf(e, whereOf(page, source)));
  }
}

/**
 * One page as a complete HTML document: its kind renders the content, the shared layout goes
 * around it. The build workers and the dev server both render every page through this. A page
 * that fails throws a DiagnosticError that names it (its source file, or its URL when generated).
 */
export function renderPage(
  site: SiteView,
  page: PageMeta,
  source: PageSource,
  root: string,
): Promise<{ html: string; sourceLinks?: { url: string; line: number }[] }> {
  return naming(page, source, async () => {
    const { content, toc, sourceLinks, sidebarOutline } = await kindOf(source).render(source, { root });
    return {
      html: addForwards(renderDocPage(site, page, content, toc, sidebarOutline), page.anchorForwards, whereOf(page, source)),
      sourceLinks,
    };
  });
}

/**
 * The page's Markdown twin: its title and description, then its body as its kind writes it, with
 * what needs the rest of the site (a card's title, a category's pages) filled in.
 */
export function renderPageMarkdown(site: SiteView, page: PageMeta, source: PageSource, root: string): Promise<string> {
  return naming(page, source, async () => {
    const body = fillPlaceholders(await kindOf(source).markdown(source, { root }), site, page);
    return `# ${page.title}\n\n> ${page.description}\n\n${body.trim()}\n`;
  });
}

function fillPlaceholders(md: string, site: SiteView, page: PageMeta): string {
  const target = (href: string) => site.pageByRoute.get(href.split("#")[0]!);
  return md
    .replace(/@@twin-title:([^@]+)@@/g, (_, href: string) => target(href)?.title ?? href)
    .replace(/@@twin-description:([^@]+)@@/g, (_, href: string) => target(href)?.description ?? "")
    .replace(/@@twin-entities:([^@]+)@@/g, (_, data: string) => {
      const { title, names } = JSON.parse(decodeURIComponent(data)) as { title: string; names: string[] };
      return diagramMarkdown(entitySetDiagram(site.data.entities, names, title));
    })
    .replace(twinPlaceholder.category, () => {
      const items = categoryOf(site.sidebarOf(page.id)?.items ?? [], page.id) ?? [];
      return flattenDocs(items)
        .map(
          (d) =>
            `- [${d.label}](${d.href})${site.pageById.get(d.id)?.description ? `: ${site.pageById.get(d.id)!.description}` : ""}`,
        )
        .join("\n");
    });
}

function categoryOf(items: readonly ResolvedItem[], pageId: string): ResolvedItem[] | undefined {
  for (const item of items) {
    if (item.type === "category") {
      if (item.docId === pageId) return item.items;
      const inner = categoryOf(item.items, pageId);
      if (inner) return inner;
    } else if (item.type === "headline") {
      const inner = categoryOf(item.items, pageId);
      if (inner) return inner;
    }
  }
  return undefined;
}
