import type { ReactNode } from "react";
import { Icon } from "../../components/Icon";
import { Badge, badgeVariant } from "../../components/Badge";
import { Glyph } from "../../components/Icon/Glyph";
import type { SiteConfig } from "../../config/schema";
import { WordBreaks } from "../../lib/word-breaks";
import { containsDoc } from "../../sidebars/navigation";
import type { ResolvedItem, ResolvedSidebar } from "../../sidebars/types";
import type { SectionId } from "../../site/sections";
import { SectionNav } from "../Header";

/**
 * The page's sidebar, as plain HTML: categories are native <details>, so it works without
 * JavaScript. On a phone it is the menu drawer (MobileMenuButton opens it), which also carries the
 * header's section links and a close button; a page without a sidebar gets the drawer alone.
 */
export function Sidebar({
  sidebar,
  currentId,
  outline,
  config,
  section,
}: {
  sidebar?: ResolvedSidebar;
  currentId: string;
  /** The current page's sections, drawn under its entry (see LayoutProps.sidebarOutline). */
  outline?: ReactNode;
  config: SiteConfig;
  section: SectionId | null;
}) {
  // A <div>, not an <aside>: on phones the menu button makes it a modal dialog (role="dialog"),
  // a role an <aside> may not take; its navigations are landmarks of their own.
  return (
    <div id="sidebar" className={sidebar ? "sidebar" : "sidebar sidebar--menu-only"}>
      <div className="sidebar__menu-head">
        <button type="button" className="icon-button sidebar__close" aria-label="Close menu">
          <Glyph d="M6 6l12 12M18 6L6 18" size={22} />
        </button>
      </div>
      <SectionNav config={config} section={section} className="sidebar__sections" />
      {sidebar && <SidebarNav sidebar={sidebar} current={{ id: currentId, outline }} />}
    </div>
  );
}

/** The page being rendered: its id, and the sections drawn under its entry. */
interface Current {
  id: string;
  outline?: ReactNode;
}

function SidebarNav({ sidebar, current }: { sidebar: ResolvedSidebar; current: Current }) {
  return (
    <nav aria-label="Docs sidebar" className="sidebar__nav" data-sidebar={sidebar.id}>
      {sidebar.back && (
        <a className="sidebar__back" href={sidebar.back.href}>
          <span aria-hidden="true">←</span> {sidebar.back.label}
        </a>
      )}
      {sidebar.id !== "homepage" && sidebar.landing && (
        <a
          className="sidebar__title"
          href={sidebar.landing.href}
          aria-current={sidebar.landing.id === current.id ? "page" : undefined}
        >
          {sidebar.title}
        </a>
      )}
      <ItemList items={sidebar.items} current={current} skipId={sidebar.id !== "homepage" ? sidebar.landing?.id : undefined} />
    </nav>
  );
}

function ItemList({ items, current, skipId }: { items: ResolvedItem[]; current: Current; skipId?: string }) {
  return (
    <ul className="sidebar__list">
      {items.map((item, i) => (
        <Item key={i} item={item} current={current} skipId={skipId} />
      ))}
    </ul>
  );
}

function Label({ label, badge, icon }: { label: string; badge?: string; icon?: Parameters<typeof Icon>[0]["name"] }) {
  return (
    <>
      {icon && <Icon name={icon} size={16} className="sidebar__icon" />}
      <span className="sidebar__label">
        <WordBreaks text={label} />
      </span>
      {badge && <Badge variant={badgeVariant(badge)}>{badge}</Badge>}
    </>
  );
}

function Item({ item, current, skipId }: { item: ResolvedItem; current: Current; skipId?: string }) {
  const currentId = current.id;
  switch (item.type) {
    case "doc":
      // The landing page is already the title link.
      if (item.id === skipId) return null;
      return (
        <li className="sidebar__item">
          <a className="sidebar__link" href={item.href} aria-current={item.id === currentId ? "page" : undefined}>
            <Label label={item.label} badge={item.badge} icon={item.icon} />
          </a>
          {item.id === currentId && current.outline}
        </li>
      );
    case "link":
      return (
        <li className="sidebar__item">
          <a className="sidebar__link" href={item.href} {...(item.external ? { rel: "noopener" } : {})}>
            <Label label={item.label} badge={item.badge} icon={item.icon} />
            {item.external && (
              <span className="sidebar__external" aria-label="(external)">
                ↗
              </span>
            )}
          </a>
        </li>
      );
    case "category": {
      const here = item.docId === currentId;
      const head = item.href ? (
        <a className="sidebar__link sidebar__link--category" href={item.href} aria-current={here ? "page" : undefined}>
          <Label label={item.label} badge={item.badge} icon={item.icon} />
        </a>
      ) : (
        <span className="sidebar__link sidebar__link--category">
          <Label label={item.label} badge={item.badge} icon={item.icon} />
        </span>
      );
      const children = <ItemList items={item.items} current={current} skipId={skipId} />;
      if (!item.collapsible) {
        return (
          <li className="sidebar__item sidebar__category">
            {head}
            {children}
          </li>
        );
      }
      const open = !item.collapsed || containsDoc(item, currentId);
      if (item.href) {
        // A link cannot sit inside <summary> (nested interactive controls): the label links to the
        // category's page, and a separate toggle opens the list. Both work without JavaScript.
        return (
          <li className="sidebar__item sidebar__category sidebar__category--linked">
            {head}
            <details open={open}>
              <summary className="sidebar__toggle">
                <span className="sr-only">{`${item.label} pages`}</span>
              </summary>
              {children}
            </details>
          </li>
        );
      }
      return (
        <li className="sidebar__item sidebar__category">
          <details open={open}>
            <summary className="sidebar__summary">{head}</summary>
            {children}
          </details>
        </li>
      );
    }
    case "headline":
      return (
        <li className="sidebar__headline">
          <span className="sidebar__headline-label">
            {item.icon && <Icon name={item.icon} size={16} className="sidebar__icon" />}
            {item.label}
          </span>
          <ItemList items={item.items} current={current} skipId={skipId} />
        </li>
      );
    case "divider":
      // A list may only hold list items: the rule is a plain item, hidden from assistive technology.
      return item.label ? (
        <li className="sidebar__caption">{item.label}</li>
      ) : (
        <li className="sidebar__divider" aria-hidden="true" />
      );
  }
}
