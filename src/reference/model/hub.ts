import type { SidebarItemInput } from "../../sidebars/types";
import { idOf, indexPage, type ModelContext, type RefPage } from "./context";
import type { IndexItem } from "./types";

/**
 * The reference's front page: a card for every family index that exists, and the items of its
 * sidebar (sidebars/referenceSidebar.ts): the page itself (which the sidebar's title link shows),
 * then a link to every family, whose pages live in sidebars of their own.
 */
export function hubPage(
  ctx: ModelContext,
  families: readonly { route: string; name: string; description: string }[],
): { page: RefPage; sidebar: SidebarItemInput[] } {
  const items: IndexItem[] = families
    .filter((f) => ctx.hasRoute(f.route))
    .map((f) => ({ name: f.name, href: f.route, description: f.description }));
  const page = indexPage(ctx.uniqueRoute("/references"), ctx.intro("references"), [{ title: "Families", items, prose: true }]);
  const sidebar: SidebarItemInput[] = [
    idOf(page.meta.route),
    {
      type: "headline",
      label: "Families",
      icon: "brackets",
      items: items.map((i) => ({ type: "link", href: i.href, label: i.name })),
    },
  ];
  return { page, sidebar };
}
