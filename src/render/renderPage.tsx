import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { Layout, type LayoutProps } from "../theme/Layout";
import { NotFoundContent } from "../theme/NotFound";
import { breadcrumbs, prevNext } from "../sidebars/navigation";
import { markdownUrl } from "../site/markdown-url";
import { SECTIONS } from "../site/sections";
import type { PageMeta, TocItem } from "../site/types";
import { Document, type Head } from "./Document";
import { PageContextProvider } from "./PageContext";
import type { SiteView } from "./site-data";

const DOCTYPE = "<!DOCTYPE html>";

/** Document, page context and layout around a page's content: the same for every kind of page. */
function renderShell(
  site: SiteView,
  page: PageMeta,
  head: Head,
  layout: Omit<LayoutProps, "config" | "search" | "title" | "pageId" | "children">,
  content: ReactNode,
): string {
  const { config, search, assets } = site.data;
  return (
    DOCTYPE +
    renderToString(
      <Document config={config} assets={assets} head={head}>
        <PageContextProvider
          value={{
            config,
            page,
            sidebar: layout.sidebar,
            pageByRoute: site.pageByRoute,
            entities: site.data.entities,
            screenshots: site.data.screenshots,
          }}
        >
          <Layout config={config} search={search} title={page.title} pageId={page.id} {...layout}>
            {content}
          </Layout>
        </PageContextProvider>
      </Document>,
    )
  );
}

/**
 * Renders one documentation page (guide or reference) to a complete HTML document; a
 * `sidebarOutline` (see RenderedContent) goes under the page's sidebar entry.
 */
export function renderDocPage(
  site: SiteView,
  page: PageMeta,
  content: ReactNode,
  toc: TocItem[],
  sidebarOutline?: ReactNode,
): string {
  const { config } = site.data;
  const sidebar = site.sidebarOf(page.id);
  const { prev, next } = sidebar ? prevNext(sidebar, page.id) : {};
  const url = `${config.url}${page.route === "/" ? "" : page.route}`;
  const markdown = markdownUrl(page.route);
  return renderShell(
    site,
    page,
    {
      title: page.title,
      description: page.description,
      canonical: url,
      keywords: page.keywords,
      ogType: page.route === "/" ? "website" : "article",
      section: SECTIONS[page.section],
      markdown,
    },
    {
      section: page.section,
      badge: page.badge,
      keywords: page.keywords,
      sidebar,
      sidebarOutline: sidebar ? sidebarOutline : undefined,
      crumbs: sidebar && page.route !== "/" ? breadcrumbs(sidebar, page.id) : undefined,
      toc: page.hideToc ? [] : toc,
      prev,
      next,
      markdownUrl: markdown,
      footer: {
        editUrl: page.sourceFile && config.editUrl ? `${config.editUrl}${page.sourceFile}` : undefined,
        generatedFrom: page.generatedFrom,
        lastUpdated: page.lastUpdated,
        pageTitle: page.title,
        pageUrl: url,
        pagePath: page.route,
        issuesUrl: config.feedbackIssuesUrl,
        feedbackEndpoint: config.feedback?.endpoint,
      },
    },
    content,
  );
}

/** The 404 page: what happened, pages that match the address (in the browser), and the main sections. */
export function renderNotFound(site: SiteView): string {
  const { config } = site.data;
  const page: PageMeta = {
    id: "404",
    route: "/404",
    title: "Page not found",
    description: "The page you asked for does not exist.",
    hideToc: true,
    section: "guides",
    kind: "guide",
  };
  return renderShell(
    site,
    page,
    { title: page.title, description: page.description, canonical: `${config.url}/404`, ogType: "website", noindex: true },
    { section: null, toc: [], searchable: false, centered: true },
    <NotFoundContent sections={config.nav.map((n) => ({ href: n.href, label: n.label }))} search={site.data.search} />,
  );
}
