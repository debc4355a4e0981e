import { markedExcerpt, type SearchEngine, type SearchHit } from "./types";

const PRE = "__docs_hl_start__";
const POST = "__docs_hl_end__";

interface DocSearchHit {
  url: string;
  type?: string;
  hierarchy: Record<string, string | null>;
  content?: string | null;
  _snippetResult?: { content?: { value: string } };
  _highlightResult?: { hierarchy?: Record<string, { value: string }> };
}

/** Maps a DocSearch record to a hit; all text is escaped, only highlight markers become <mark>. */
export function toHit(hit: DocSearchHit): SearchHit {
  const levels = ["lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6"];
  const title = hit.hierarchy.lvl1 ?? hit.hierarchy.lvl0 ?? hit.url;
  const deepest = [...levels].reverse().find((l) => l !== "lvl1" && hit.hierarchy[l]);
  const snippet = hit._snippetResult?.content?.value ?? hit.content ?? "";
  return {
    url: hit.url,
    title,
    heading: deepest ? (hit.hierarchy[deepest] ?? undefined) : undefined,
    section: hit.hierarchy.lvl0 ?? "",
    excerptHtml: markedExcerpt(snippet, PRE, POST),
  };
}

/** Queries an Algolia DocSearch index over its REST API (no SDK, nothing loaded before use). */
export function algoliaEngine(
  cfg: { appId: string; apiKey: string; indexName: string },
  fetchImpl: typeof fetch = fetch,
): SearchEngine {
  const endpoint = `https://${cfg.appId}-dsn.algolia.net/1/indexes/${encodeURIComponent(cfg.indexName)}/query`;
  return {
    async search(query, { section, limit = 10, signal }) {
      const params = new URLSearchParams({
        query,
        hitsPerPage: String(limit),
        attributesToSnippet: "content:22",
        highlightPreTag: PRE,
        highlightPostTag: POST,
      });
      if (section) params.set("facetFilters", JSON.stringify([`hierarchy.lvl0:${section}`]));
      const res = await fetchImpl(endpoint, {
        method: "POST",
        headers: { "X-Algolia-Application-Id": cfg.appId, "X-Algolia-API-Key": cfg.apiKey, "Content-Type": "application/json" },
        body: JSON.stringify({ params: params.toString() }),
        ...(signal ? { signal } : {}),
      });
      if (!res.ok) throw new Error(`Algolia answered ${res.status}`);
      const body = (await res.json()) as { hits: DocSearchHit[]; nbHits?: number };
      return { hits: body.hits.map(toHit), more: (body.nbHits ?? 0) > limit };
    },
  };
}
