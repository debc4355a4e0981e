import type { SiteConfig } from "../config/schema";
import type { SidebarId } from "../sidebars/types";
import type { PageMeta } from "./types";

export interface DocsIndexEntry {
  id: string;
  title: string;
  description: string;
  sidebar?: SidebarId;
  path: string;
}

export interface DocsIndex {
  /** The site's public address (`url` of site.config.ts), which the page paths are relative to. */
  url: string;
  version: SiteConfig["version"];
  docs: DocsIndexEntry[];
}

/** The docs index published as /docs-index.json: one entry per page, with its sidebar. */
export function docsIndex(config: SiteConfig, pages: readonly PageMeta[], sidebarOf: ReadonlyMap<string, SidebarId>): DocsIndex {
  return {
    url: config.url,
    version: config.version,
    docs: [...pages]
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((p) => {
        const sidebar = sidebarOf.get(p.id);
        return { id: p.id, title: p.title, description: p.description, ...(sidebar ? { sidebar } : {}), path: p.route };
      }),
  };
}
