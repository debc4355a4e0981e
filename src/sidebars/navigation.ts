import type { ResolvedItem, ResolvedSidebar } from "./types";

export interface NavLink {
  id: string;
  href: string;
  label: string;
}

/** The sidebar's pages in reading order: a category's own page comes before its children. */
export function flattenDocs(items: readonly ResolvedItem[]): NavLink[] {
  const out: NavLink[] = [];
  for (const item of items) {
    if (item.type === "doc") out.push({ id: item.id, href: item.href, label: item.label });
    else if (item.type === "category") {
      if (item.docId && item.href) out.push({ id: item.docId, href: item.href, label: item.label });
      out.push(...flattenDocs(item.items));
    } else if (item.type === "headline") out.push(...flattenDocs(item.items));
  }
  return out;
}

export function prevNext(sidebar: ResolvedSidebar, pageId: string): { prev?: NavLink; next?: NavLink } {
  const docs = flattenDocs(sidebar.items);
  const i = docs.findIndex((d) => d.id === pageId);
  if (i === -1) return {};
  return { prev: docs[i - 1], next: docs[i + 1] };
}

export function containsDoc(item: ResolvedItem, pageId: string): boolean {
  if (item.type === "doc") return item.id === pageId;
  if (item.type === "category") return item.docId === pageId || item.items.some((c) => containsDoc(c, pageId));
  if (item.type === "headline") return item.items.some((c) => containsDoc(c, pageId));
  return false;
}

export interface Crumb {
  label: string;
  href?: string;
}

/** Sidebar title, then each enclosing category or headline, down to (not including) the page. */
export function breadcrumbs(sidebar: ResolvedSidebar, pageId: string): Crumb[] {
  const trail: Crumb[] = [];
  const walk = (items: readonly ResolvedItem[]): boolean => {
    for (const item of items) {
      if (item.type === "doc" && item.id === pageId) return true;
      if (item.type === "category") {
        if (item.docId === pageId) return true;
        trail.push({ label: item.label, href: item.href });
        if (walk(item.items)) return true;
        trail.pop();
      } else if (item.type === "headline") {
        trail.push({ label: item.label });
        if (walk(item.items)) return true;
        trail.pop();
      }
    }
    return false;
  };
  if (!walk(sidebar.items)) return [];
  const root: Crumb[] =
    sidebar.landing && sidebar.landing.id !== pageId ? [{ label: sidebar.title, href: sidebar.landing.href }] : [];
  // A group named like the sidebar (the "Commerce Modules" headline of the Commerce Modules sidebar) adds nothing.
  return [...root, ...trail].filter((c, i, all) => i === 0 || c.label !== all[i - 1]!.label);
}
