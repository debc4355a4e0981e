import type { SearchConfig } from "../../config/schema";
import { escapeHtml } from "../../lib/escape";

/** A section of a result's page that matches the query, linked on its own under the page. */
export interface SubHit {
  url: string;
  /** The section's heading. */
  title: string;
  /** Excerpt as HTML in which only <mark> elements are markup; all other text is escaped. */
  excerptHtml: string;
}

/** What the search dialog shows for one hit, whichever engine found it. */
export interface SearchHit {
  /** Where the hit leads: the page, or its best-matching section. */
  url: string;
  title: string;
  /** The heading inside the page the hit is under, when it is not the page itself. */
  heading?: string;
  section: string;
  /** Excerpt as HTML in which only <mark> elements are markup; all other text is escaped. */
  excerptHtml: string;
  /** The page's badge ("Deprecated", "Beta", …), when it has one. */
  badge?: string;
  /** Other matching sections of the page (at most two more, so three headings in all). */
  subHits?: SubHit[];
}

export interface SearchOptions {
  /** The section filter (a section label); null: all sections. */
  section: string | null;
  /** The section of the page the reader is on (a section label), when there is one. */
  context?: string | null;
  /** How many hits to return at most. */
  limit?: number;
  /** Aborted when the query changed: the engine stops before it fetches more (rejects with the abort reason). */
  signal?: AbortSignal;
  /** Receives how the query was read and ranked, line by line (`npm run eval:search -- --explain`). */
  explain?: (line: string) => void;
}

export interface SearchResponse {
  hits: SearchHit[];
  /** Whether more hits than `limit` match. */
  more: boolean;
  /** The query with misspelled words corrected, when the engine corrected some ("Did you mean …?"). */
  suggestion?: string;
}

export interface SearchEngine {
  search(query: string, options: SearchOptions): Promise<SearchResponse>;
  /** Starts loading what the first search needs. */
  preload?(): void;
}

/** Serializable settings handed to the search island at build time: the build's, plus where the static index is. */
export type SearchClientConfig = Extract<SearchConfig, { provider: "algolia" }> | { provider: "static"; bundlePath: string };

/**
 * Makes engine-provided excerpts safe: escapes everything, then restores only the
 * highlight markers the engine was asked to insert.
 */
export function markedExcerpt(text: string, pre: string, post: string): string {
  return escapeHtml(text).split(escapeHtml(pre)).join("<mark>").split(escapeHtml(post)).join("</mark>");
}
