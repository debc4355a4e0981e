import type { SearchConfig, SiteConfig } from "../config/schema";
import type { ScreenshotManifest } from "../content/screenshots";
import type { EntityIndex } from "../diagrams/entities";
import { SEARCH_DIR } from "../islands/search/index-format";
import type { SearchClientConfig } from "../islands/search/types";
import type { ResolvedSidebar, SidebarId } from "../sidebars/types";
import type { LoadedSite } from "../site/load";
import type { PageMeta } from "../site/types";
import type { Assets } from "./Document";

/** Everything a renderer needs about the site. Plain data, so it can be sent to worker threads. */
export interface SiteData {
  config: SiteConfig;
  search: SearchClientConfig;
  assets: Assets;
  pages: PageMeta[];
  sidebars: Record<SidebarId, ResolvedSidebar>;
  sidebarOfPage: Record<string, SidebarId>;
  /** The entities and their relations (from the reference), for the guides' entity diagrams. */
  entities: EntityIndex;
  /** The user guide's screenshots (content/user-guide/screenshots/manifest.json), by name. */
  screenshots: ScreenshotManifest;
}

/** The site data of a loaded site; the search island gets the settings it needs in the browser. */
export function createSiteData(opts: {
  config: SiteConfig;
  search: SearchConfig;
  assets: Assets;
  site: LoadedSite;
  entities?: EntityIndex;
  screenshots?: ScreenshotManifest;
}): SiteData {
  const { config, search, assets, site } = opts;
  return {
    config,
    search: search.provider === "algolia" ? search : { provider: "static", bundlePath: `/${SEARCH_DIR}/` },
    assets,
    pages: site.pages,
    sidebars: site.sidebars.sidebars,
    sidebarOfPage: Object.fromEntries(site.sidebars.sidebarOfPage),
    entities: opts.entities ?? {},
    screenshots: opts.screenshots ?? {},
  };
}

/** SiteData with lookups built once. */
export class SiteView {
  readonly data: SiteData;
  readonly pageById: ReadonlyMap<string, PageMeta>;
  readonly pageByRoute: ReadonlyMap<string, PageMeta>;

  constructor(data: SiteData) {
    this.data = data;
    this.pageById = new Map(data.pages.map((p) => [p.id, p]));
    this.pageByRoute = new Map(data.pages.map((p) => [p.route, p]));
  }

  sidebarOf(pageId: string): ResolvedSidebar | undefined {
    const sid = this.data.sidebarOfPage[pageId];
    return sid ? this.data.sidebars[sid] : undefined;
  }
}
