import type { Diagnostic } from "../diagnostics";
import type { ResolvedItem, ResolvedSidebar } from "../sidebars/types";
import type { PageMeta } from "../site/types";
import type { ComponentUse } from "./mdx/vfile-data";

/**
 * Checks what a guide's components need from the rest of the site, once every page is known:
 * a card without a title links to a page of this site (its title is that page's), and a
 * `<DocCardList />` without items is on a page that opens a sidebar category.
 */
export function checkComponentUses(
  file: string,
  page: PageMeta,
  uses: readonly ComponentUse[],
  site: { pageByRoute: ReadonlyMap<string, PageMeta>; sidebarOf: (id: string) => ResolvedSidebar | undefined },
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const at = (u: ComponentUse) => ({ file, line: u.line, column: u.column });
  for (const u of uses) {
    if (u.name === "Card" && typeof u.props.href === "string" && u.props.title === undefined) {
      const path = u.props.href.split("#")[0]!;
      if (!u.props.href.startsWith("/") || !site.pageByRoute.has(path))
        out.push({
          ...at(u),
          message: `<Card href="${u.props.href}"> needs a title: no page of this site has that URL`,
          hint: "give it a title, or link to a page",
        });
    }
    if (u.name === "DocCardList") {
      const items = u.props.items as string[] | undefined;
      if (items) {
        for (const href of items)
          if (!site.pageByRoute.has(href.split("#")[0]!))
            out.push({ ...at(u), message: `<DocCardList> item "${href}" is not a page of this site` });
      } else {
        const sidebar = site.sidebarOf(page.id);
        if (!sidebar || !opensCategory(sidebar.items, page.id))
          out.push({
            ...at(u),
            message: `<DocCardList /> without items lists a sidebar category's pages, but ${page.route} is not a category's page`,
            hint: 'make the page the "link" of a category in its sidebar, or pass items={["/a", "/b"]}',
          });
      }
    }
  }
  return out;
}

function opensCategory(items: readonly ResolvedItem[], pageId: string): boolean {
  return items.some(
    (i) =>
      (i.type === "category" && (i.docId === pageId || opensCategory(i.items, pageId))) ||
      (i.type === "headline" && opensCategory(i.items, pageId)),
  );
}
