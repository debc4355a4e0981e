import type { ReactNode } from "react";
import type { SourceLink } from "../content/mdx/vfile-data";
import type { RefPageModel } from "../reference/model/types";
import type { TocItem } from "../site/types";

/**
 * What it takes to render one page: plain data, so it can be sent to a worker thread. Guides are
 * read from their file; generated pages carry their model.
 */
export type PageSource =
  | {
      kind: "guide";
      pageId: string;
      file: string;
      compiled?: { code: string; toc: TocItem[]; links: SourceLink[]; markdown: string };
    }
  | { kind: "reference"; pageId: string; model: RefPageModel };

/** A page's content, before the layout goes around it. */
export interface RenderedContent {
  content: ReactNode;
  toc: TocItem[];
  /** Links as written in the page's source, with their lines (guides), for precise link errors. */
  sourceLinks?: SourceLink[];
  /**
   * The page's sections as links drawn under its own entry in its sidebar, in place of the outline
   * column (a REST resource page: its operations with their methods). Only the current page's: no
   * page carries the sections of the others.
   */
  sidebarOutline?: ReactNode;
}

/** How pages of one kind are rendered. Every kind of page implements this; render/page.ts dispatches. */
export interface PageKind<S extends PageSource = PageSource> {
  render(source: S, ctx: { root: string }): Promise<RenderedContent>;
  /**
   * The page's body as plain Markdown, for its twin at `<url>.md` (no HTML, no JSX). Guides may
   * leave placeholders for what needs the site (twinPlaceholder); render/page.ts fills them.
   */
  markdown(source: S, ctx: { root: string }): Promise<string>;
}
