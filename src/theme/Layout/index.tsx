import type { ReactNode } from "react";
import type { SiteConfig } from "../../config/schema";
import { SECTIONS, type SectionId } from "../../site/sections";
import { Badge, badgeVariant } from "../../components/Badge";
import type { SearchClientConfig } from "../../islands/search/types";
import { Island } from "../../islands/Island";
import type { Crumb, NavLink } from "../../sidebars/navigation";
import type { ResolvedSidebar } from "../../sidebars/types";
import type { TocItem } from "../../site/types";
import { Breadcrumbs } from "../Breadcrumbs";
import { DocFooter, type DocFooterProps } from "../DocFooter";
import { Footer } from "../Footer";
import { Header } from "../Header";
import { Pagination } from "../Pagination";
import { Sidebar } from "../Sidebar";

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
  crumbs?: Crumb[];
  toc: TocItem[];
  prev?: NavLink;
  next?: NavLink;
  footer?: DocFooterProps;
  /** False for pages that are not search results (the 404 page). */
  searchable?: boolean;
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
    crumbs,
    toc,
    prev,
    next,
    footer,
    searchable = true,
    children,
  } = props;
  return (
    <>
      <a className="skip-link" href="#content">
        Skip to main content
      </a>
      <Header config={config} section={section} hasSidebar={!!sidebar} search={search} />
      <div className={sidebar ? "page page--with-sidebar" : "page"}>
        {sidebar && <Sidebar sidebar={sidebar} currentId={pageId} />}
        {sidebar && <div className="sidebar-backdrop" />}
        <main id="content" className={toc.length > 0 ? "main main--with-toc" : "main"} tabIndex={-1}>
          <div className="main__column">
            {crumbs && <Breadcrumbs crumbs={crumbs} current={title} />}
            <article className="doc" {...(searchable ? { "data-pagefind-body": "" } : {})}>
              <header className="doc__header">
                <h1 className="doc__title">{title}</h1>
                {badge && (
                  // The search dialog shows the badge (and ranks deprecated pages lower) from this metadata.
                  <span data-pagefind-meta="badge">
                    <Badge variant={badgeVariant(badge)}>{badge}</Badge>
                  </span>
                )}
              </header>
              {section && searchable && (
                <span data-pagefind-filter="section" hidden>
                  {SECTIONS[section]}
                </span>
              )}
              <div className="prose">{children}</div>
              {keywords && searchable && (
                <p hidden data-pagefind-weight="5">
                  {keywords.join(", ")}
                </p>
              )}
            </article>
            {footer && <DocFooter {...footer} />}
            <Pagination prev={prev} next={next} />
          </div>
          {toc.length > 0 && (
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
