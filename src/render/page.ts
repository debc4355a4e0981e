import { addForwards } from "../builder/anchors";
import { guideKind } from "../content/page-kind";
import { diagnosticsOf, DiagnosticError } from "../diagnostics";
import { referenceKind } from "../reference/render/page-kind";
import type { PageMeta } from "../site/types";
import type { PageKind, PageSource } from "./page-source";
import { renderDocPage } from "./renderPage";
import type { SiteView } from "./site-data";

/** Every kind of page, by the `kind` of its source. */
const PAGE_KINDS: { [K in PageSource["kind"]]: PageKind<Extract<PageSource, { kind: K }>> } = {
  guide: guideKind,
  reference: referenceKind,
};

/**
 * One page as a complete HTML document: its kind renders the content, the shared layout goes
 * around it. The build workers and the dev server both render every page through this. A page
 * that fails throws a DiagnosticError that names it (its source file, or its URL when generated).
 */
export async function renderPage(
  site: SiteView,
  page: PageMeta,
  source: PageSource,
  root: string,
): Promise<{ html: string; sourceLinks?: PageKindResult["sourceLinks"] }> {
  const where = source.kind === "guide" ? source.file : `generated page ${page.route}`;
  try {
    const kind = PAGE_KINDS[source.kind] as PageKind;
    const { content, toc, sourceLinks } = await kind.render(source, { root });
    return { html: addForwards(renderDocPage(site, page, content, toc), page.anchorForwards, where), sourceLinks };
  } catch (e) {
    if (e instanceof DiagnosticError) throw e;
    throw new DiagnosticError("", diagnosticsOf(e, where));
  }
}

type PageKindResult = Awaited<ReturnType<PageKind["render"]>>;
