import type { DialogSearch } from "../islands/search/dialog-search";
import { pageMarkdown, pageRoute, publicUrl, type BuiltSite } from "./site";

/** Pages `get_page` proposes when the path it was given is no page. */
const PROPOSALS = 5;

/** The outcome of a tool call: its text, and whether it is an error the caller should read as one. */
export interface ToolText {
  text: string;
  isError?: true;
}

/**
 * What `get_page` answers for `input` (a path or URL of the site): the page's Markdown twin, with
 * its URL. For an address that is no page, an error naming pages whose titles and text match the
 * address's words (the site's search, as the 404 page does).
 */
export async function pageText(site: BuiltSite, search: DialogSearch, input: string): Promise<ToolText> {
  const route = pageRoute(site, input);
  if (route) return { text: `${pageMarkdown(site, route).trimEnd()}\n\nSource: ${publicUrl(site, route)}\n` };
  const words = input
    .replace(/^https?:\/\/[^/]+/i, "")
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w.length > 1 && !/^(md|html)$/i.test(w))
    .join(" ");
  const { hits } = words ? await search.search(words, { section: null, limit: PROPOSALS }) : { hits: [] };
  const close = [...new Set(hits.map((h) => h.url.split("#")[0]!))];
  return {
    isError: true,
    text: [
      `No page of the Medusa 1.x docs is at "${input.trim()}".`,
      close.length > 0
        ? `Pages that match its words:\n${close.map((r) => `- ${site.pages.get(r)?.title ?? r}: ${r}`).join("\n")}`
        : "Find pages with search_docs.",
    ].join("\n"),
  };
}
