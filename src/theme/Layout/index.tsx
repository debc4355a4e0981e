import type { ReactNode } from "react";
import type { SiteConfig } from "../../config/schema";
import { SECTIONS, type SectionId } from "../../site/sections";
import { Badge, badgeVariant } from "../../components/Badge";
import type { SearchClientConfig } from "../../islands/search/types";
import { Island } from "../../islands/Island";
import { TocList } from "../../islands/Toc";
import type { Crumb, NavLink } from "../../sidebars/navigation";
import type { ResolvedSidebar } from "../../sidebars/types";
import type { TocItem } from "../../site/types";
import { Breadcrumbs } from "../Breadcrumbs";
import { DocFooter, type DocFooterProps } from "../DocFooter";
import { Footer } from "../Footer";
import { Header } from "../Header";
import { PageActions } from "../PageActions";
import { openInLinks } from "../PageActions/open-in";
import { Pagination } from "../Pagination";
import { Sidebar } from "../Sidebar";
import { VersionNotice } from "../VersionNotice";
import { SIDEBAR_SCROLL_SCRIPT } from "../Sidebar/keep-place";

export interface LayoutProps {
  config: SiteConfig;
  search: SearchClientConfig;
  section: SectionId | null;
  title: string;
  badge?: string;
  /** Front matter keywords: indexed for search (weighted like an h3), not shown. */
  keywords?: string[];
  pageId: string;
  sidebar?: ResolvedSidebar;
  /**
   * The page's sections, drawn under its entry in the sidebar (RenderedContent.sidebarOutline). It
   * takes the place of the outline column, which would repeat it; the outline still folds under
   * the title where the sidebar is a menu.
   */
  sidebarOutline?: ReactNode;
  crumbs?: Crumb[];
  toc: TocItem[];
  prev?: NavLink;
  next?: NavLink;
  footer?: DocFooterProps;
  /** The page's Markdown twin, offered beside the title; absent on pages without one (the 404 page). */
  markdownUrl?: string;
  /** False for pages that are not search results (the 404 page). */
  searchable?: boolean;
  /** Centres the content column and the title in the page (the 404 page, which has no sidebar). */
  centered?: boolean;
  children: ReactNode;
}

/** Header, sidebar, content column and table of contents: the frame of every page. */
export function Layout(props: LayoutProps) {
  const {
    config,
    search,
    section,
    title,
    badge,
    keywords,
    pageId,
    sidebar,
    sidebarOutline,
    crumbs,
    toc,
    prev,
    next,
    footer,
    markdownUrl,
    searchable = true,
    centered = false,
    children,
  } = props;
  const tocColumn = toc.length > 0 && !sidebarOutline;
  return (
    <>
      <a className="skip-link" href="#content">
        Skip to main content
      </a>
      {config.successor && <VersionNotice successor={config.successor} />}
      <Header config={config} section={section} search={search} />
      <div className={sidebar ? "page page--with-sidebar" : "page"}>
        <Sidebar sidebar={sidebar} currentId={pageId} outline={sidebarOutline} config={config} section={section} />
        {sidebar && <script dangerouslySetInnerHTML={{ __html: SIDEBAR_SCROLL_SCRIPT }} />}
        <div className="sidebar-backdrop" />
        <main
          id="content"
          className={["main", tocColumn && "main--with-toc", centered && "main--centered"].filter(Boolean).join(" ")}
          tabIndex={-1}
        >
          <div className="main__column">
            {crumbs && <Breadcrumbs crumbs={crumbs} current={title} />}
            <article className="doc" {...(searchable ? { "data-search-body": "" } : {})}>
              <header className="doc__header">
                <h1 className="doc__title">{title}</h1>
                {badge && (
                  // The search dialog shows the badge (and ranks deprecated pages lower) from this metadata.
                  <span data-search-meta="badge">
                    <Badge variant={badgeVariant(badge)}>{badge}</Badge>
                  </span>
                )}
                {markdownUrl && <PageActions markdownUrl={markdownUrl} openIn={openInLinks(config, markdownUrl)} />}
              </header>
              {toc.length > 0 && <CollapsibleToc items={toc} besideSidebarOutline={!!sidebarOutline} />}
              {section && searchable && (
                <span data-search-filter="section" hidden>
                  {SECTIONS[section]}
                </span>
              )}
              <div className="prose">{children}</div>
              {keywords && searchable && (
                <p hidden data-search-weight="5" data-search-meta="keywords">
                  {keywords.join(", ")}
                </p>
              )}
            </article>
            {footer && <DocFooter {...footer} />}
            <Pagination prev={prev} next={next} />
          </div>
          {/* Shown once the reader has scrolled a screen down (styles.css); a plain link, no script. */}
          {searchable && (
            <a className="back-to-top" href="#content" data-search-ignore="all">
              Back to top
            </a>
          )}
          {tocColumn && (
            <div className="toc-column">
              <Island name="Toc" props={{ items: toc }} />
            </div>
          )}
        </main>
      </div>
      <Footer config={config} />
    </>
  );
}

/**
 * "On this page" where the outline column does not fit (phones, tablets): a <details> under the
 * title, closed at first, that opens without JavaScript. Not indexed: search finds the headings themselves.
 * A page whose sidebar lists its sections shows it only where the sidebar is a menu (phones).
 */
function CollapsibleToc({ items, besideSidebarOutline }: { items: TocItem[]; besideSidebarOutline: boolean }) {
  return (
    <details
      className={besideSidebarOutline ? "toc-collapsible toc-collapsible--menu-only" : "toc-collapsible"}
      data-search-ignore="all"
    >
      <summary className="toc-collapsible__summary">On this page</summary>
      <nav aria-label="On this page">
        <TocList items={items} />
      </nav>
    </details>
  );
}
