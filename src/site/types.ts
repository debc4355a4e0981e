import type { SectionId } from "./sections";
import type { BadgeLabel } from "../content/frontmatter";

/** What the whole site knows about a page: enough to link to it, list it and place it. */
export interface PageMeta {
  /** Stable id: the content file path without extension (`modules/orders/overview`), or the generated page's path. */
  id: string;
  /** URL path, no trailing slash (`/` for the homepage). */
  route: string;
  title: string;
  sidebarLabel?: string;
  description: string;
  badge?: BadgeLabel;
  hideToc: boolean;
  /** `false`: on purpose in no sidebar. */
  sidebar?: false;
  section: SectionId;
  kind: "guide" | "reference";
  /** Source file relative to the project root, for guides. */
  sourceFile?: string;
  /** ISO date of the last commit that touched the source, when git knows it. */
  lastUpdated?: string;
  keywords?: string[];
  /** For generated pages: the package and version they come from, shown instead of "Edit this page". */
  generatedFrom?: string;
  /** REST routes a guide names that are not the backend's (front matter `routes`). */
  routes?: string[];
  /** Old anchors kept as targets: old id → the id whose place they now lead to. */
  anchorForwards?: Record<string, string>;
  /** Sort key among siblings in generated sidebar listings (lower first); then the label. */
  position?: number;
}

export interface TocItem {
  id: string;
  text: string;
  depth: 2 | 3;
}

/** A URL that moved: readers who follow `from` land on `to` (a page route, optionally with `#anchor`). */
export interface Redirect {
  from: string;
  to: string;
}
