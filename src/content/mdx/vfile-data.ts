import type { TocItem } from "../../site/types";

/** A link written in a page, with the line it is on, so a broken one can be reported precisely. */
export interface SourceLink {
  url: string;
  line: number;
}

declare module "vfile" {
  interface DataMap {
    toc: TocItem[];
    links: SourceLink[];
  }
}
