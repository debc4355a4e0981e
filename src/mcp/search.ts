import { unescapeHtml } from "../lib/escape";
import { dialogSearch, type DialogSearch } from "../islands/search/dialog-search";
import type { JsonLoader } from "../islands/search/docs-index";
import { SEARCH_DIR } from "../islands/search/index-format";
import type { SearchHit } from "../islands/search/types";
import { publicUrl, type BuiltSite } from "./site";

/** Results `search_docs` lists: the dialog's first screen. */
const RESULTS = 10;

/**
 * The search dialog's own search (dialog-search.ts), on the built site's static index read from
 * disk: the same files, the same ranking and the same results a reader sees for a query, over all
 * sections.
 */
export function siteSearch(site: BuiltSite): DialogSearch {
  const load: JsonLoader = async <T>(url: string): Promise<T> => {
    const text = site.read(url);
    if (text === undefined) throw new Error(`search index: ${url} is not in ${site.dir}`);
    return JSON.parse(text) as T;
  };
  return dialogSearch({ provider: "static", bundlePath: `/${SEARCH_DIR}/` }, load);
}

/** An excerpt of the index (HTML in which only `<mark>` is markup) as plain text. */
const excerptText = (html: string): string => unescapeHtml(html.replace(/<\/?mark>/g, ""));

/** One hit as text: a numbered title with its section, the URL, the excerpt, and its other matching sections. */
function hitText(site: BuiltSite, hit: SearchHit, n: number): string {
  const lines = [
    `${n}. ${hit.title}${hit.heading ? ` › ${hit.heading}` : ""}${hit.section ? ` (${hit.section})` : ""}${hit.badge ? ` [${hit.badge}]` : ""}`,
    `   ${publicUrl(site, hit.url)}`,
  ];
  if (hit.excerptHtml) lines.push(`   ${excerptText(hit.excerptHtml)}`);
  for (const sub of hit.subHits ?? []) lines.push(`   - ${sub.title}: ${publicUrl(site, sub.url)}`);
  return lines.join("\n");
}

/** What `search_docs` answers for `query`: the results in the dialog's order, as text. */
export async function searchDocsText(site: BuiltSite, search: DialogSearch, query: string): Promise<string> {
  const { hits, more, suggestion } = await search.search(query, { section: null, limit: RESULTS });
  if (hits.length === 0)
    return `No page of the Medusa 1.x docs matches "${query.trim()}".${suggestion ? ` Did you mean "${suggestion}"?` : " Try other words."}`;
  return [
    `Results for "${query.trim()}" in the Medusa 1.x docs${suggestion ? ` (did you mean "${suggestion}"?)` : ""}:`,
    ...hits.map((h, i) => hitText(site, h, i + 1)),
    `${more ? "More pages match; add words to narrow the search. " : ""}Read a page with get_page and its URL.`,
  ].join("\n\n");
}
