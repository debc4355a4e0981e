import type { TocItem } from "../../site/types";

/** A link written in a page, with the line it is on, so a broken one can be reported precisely. */
export interface SourceLink {
  url: string;
  line: number;
}

/** A component used in a page, with its props (literal values) and where it is. */
export interface ComponentUse {
  name: string;
  props: Record<string, unknown>;
  line: number;
  column: number;
}

declare module "vfile" {
  interface DataMap {
    toc: TocItem[];
    /** The id of every heading (h2–h6), which links can target. */
    headingIds: string[];
    links: SourceLink[];
    uses: ComponentUse[];
    /** The page as plain Markdown (its twin), with placeholders for what needs the site. */
    markdown: string;
  }
}
