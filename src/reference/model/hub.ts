import { indexPage, type ModelContext, type RefPage } from "./context";
import type { IndexItem } from "./types";

/** The reference's front page: a card for every family index that exists. */
export function hubPage(ctx: ModelContext, families: readonly { route: string; name: string; description: string }[]): RefPage {
  const items: IndexItem[] = families
    .filter((f) => ctx.hasRoute(f.route))
    .map((f) => ({ name: f.name, href: f.route, description: f.description }));
  return indexPage(ctx.uniqueRoute("/references"), ctx.intro("references"), [{ title: "Families", items }], { sidebar: false });
}
