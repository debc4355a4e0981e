import { createContext, useContext } from "react";
import type { SiteConfig } from "../config/schema";
import type { ScreenshotManifest } from "../content/screenshots";
import type { EntityIndex } from "../diagrams/entities";
import type { ResolvedSidebar } from "../sidebars/types";
import type { PageMeta } from "../site/types";

/** What a component rendering inside a page may know about the page and the site. */
export interface PageContextValue {
  config: SiteConfig;
  page: PageMeta;
  sidebar?: ResolvedSidebar;
  pageByRoute: ReadonlyMap<string, PageMeta>;
  /** The entities and their relations, for entity diagrams. */
  entities: EntityIndex;
  /** The user guide's screenshots, by name (`<Screenshot>` takes its size and alt text from here). */
  screenshots: ScreenshotManifest;
}

const Ctx = createContext<PageContextValue | null>(null);
export const PageContextProvider = Ctx.Provider;

export function usePageContext(): PageContextValue {
  const v = useContext(Ctx);
  if (!v) throw new Error("usePageContext() used outside a page render");
  return v;
}
