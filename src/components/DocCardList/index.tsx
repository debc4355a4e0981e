import { Card, CardGrid } from "../Card";
import { usePageContext } from "../../render/PageContext";
import type { ResolvedItem } from "../../sidebars/types";
import { flattenDocs } from "../../sidebars/navigation";

/**
 * Cards for pages. Without `items`, the pages of the sidebar category this page is the index of;
 * with `items`, the listed URLs in that order.
 */
export function DocCardList({ items }: { items?: string[] }) {
  const { page, sidebar } = usePageContext();
  if (items) {
    return (
      <CardGrid>
        {items.map((href) => (
          <Card key={href} href={href} />
        ))}
      </CardGrid>
    );
  }
  const category = sidebar && findCategory(sidebar.items, page.id);
  if (!category) {
    throw new Error(`<DocCardList /> without items lists a sidebar category's pages, but ${page.route} is not a category's page`);
  }
  return (
    <CardGrid>
      {category.flatMap((item, i) => {
        if (item.type === "doc") return [<Card key={item.href} href={item.href} badge={item.badge} />];
        if (item.type === "link") return [<Card key={item.href} href={item.href} title={item.label} badge={item.badge} />];
        if (item.type === "category") {
          const docs = flattenDocs(item.items);
          const first = item.href ?? docs[0]?.href;
          if (!first) return [];
          const count = docs.length;
          return [
            <Card
              key={`${item.label}-${i}`}
              href={first}
              title={item.label}
              description={`${count} ${count === 1 ? "page" : "pages"}`}
            />,
          ];
        }
        return [];
      })}
    </CardGrid>
  );
}

function findCategory(items: readonly ResolvedItem[], pageId: string): ResolvedItem[] | undefined {
  for (const item of items) {
    if (item.type === "category") {
      if (item.docId === pageId) return item.items;
      const inner = findCategory(item.items, pageId);
      if (inner) return inner;
    } else if (item.type === "headline") {
      const inner = findCategory(item.items, pageId);
      if (inner) return inner;
    }
  }
  return undefined;
}
