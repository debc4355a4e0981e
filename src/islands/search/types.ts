import type { SearchConfig } from "../../config/schema";
import { escapeHtml } from "../../lib/escape";

/** What the search dialog shows for one hit, whichever engine found it. */
export interface SearchHit {
  url: string;
  title: string;
  /** The heading inside the page the hit is under, when it is not the page itself. */
  heading?: string;
  section: string;
  /** Excerpt as HTML in which only <mark> elements are markup; all other text is escaped. */
  excerptHtml: string;
}

export interface SearchEngine {
  search(query: string, section: string | null): Promise<SearchHit[]>;
}

/** Serializable settings handed to the search island at build time: the build's, plus where Pagefind's bundle is. */
export type SearchClientConfig = Extract<SearchConfig, { provider: "algolia" }> | { provider: "pagefind"; bundlePath: string };

/**
 * Makes engine-provided excerpts safe: escapes everything, then restores only the
 * highlight markers the engine was asked to insert.
 */
export function markedExcerpt(text: string, pre: string, post: string): string {
  return escapeHtml(text).split(escapeHtml(pre)).join("<mark>").split(escapeHtml(post)).join("</mark>");
}
