import type { RefPageModel } from "../reference/model/types";
import type { SourceLink } from "../content/mdx/vfile-data";

/** A page for a worker to render. Reference pages carry their data; guides are read from disk by the worker. */
export type RenderTask = { kind: "guide"; pageId: string } | { kind: "reference"; pageId: string; model: RefPageModel };

export interface RenderResult {
  pageId: string;
  route: string;
  html: string;
  ids: string[];
  hrefs: string[];
  sourceLinks?: SourceLink[];
  /** Message of the error that stopped this page, with file and line when known. */
  error?: string;
}
