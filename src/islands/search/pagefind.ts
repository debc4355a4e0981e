import { markedExcerpt, type SearchEngine, type SearchHit } from "./types";

interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
}
interface PagefindData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  filters: Record<string, string[]>;
  sub_results?: PagefindSubResult[];
}
interface PagefindApi {
  options(o: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(q: string, o?: { filters?: Record<string, string> }): Promise<{ results: { data(): Promise<PagefindData> }[] }>;
}

const MAX_HITS = 8;

/** Pagefind's excerpts hold text with <mark> around matches; we re-escape and keep only those. */
function cleanExcerpt(html: string): string {
  const PRE = "\u0001";
  const POST = "\u0002";
  const text = html
    .replace(/<mark>/g, PRE)
    .replace(/<\/mark>/g, POST)
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, "&");
  return markedExcerpt(text, PRE, POST);
}

export function toHit(data: PagefindData): SearchHit {
  const page = data.meta.title ?? data.url;
  const sub = data.sub_results?.find((s) => s.url !== data.url && s.title !== page);
  return {
    url: sub?.url ?? data.url,
    title: page,
    heading: sub?.title,
    section: data.filters.section?.[0] ?? "",
    excerptHtml: cleanExcerpt(sub?.excerpt ?? data.excerpt),
  };
}

/** Loads the static Pagefind bundle on first use: nothing is fetched until the dialog opens. */
export function pagefindEngine(bundlePath: string): SearchEngine {
  let api: Promise<PagefindApi> | undefined;
  const load = () => {
    api ??= (async () => {
      const mod = (await import(/* @vite-ignore */ `${bundlePath}pagefind.js`)) as PagefindApi;
      await mod.options({ excerptLength: 22 });
      await mod.init();
      return mod;
    })();
    return api;
  };
  return {
    async search(query, section) {
      const pf = await load();
      const res = await pf.search(query, section ? { filters: { section } } : {});
      return Promise.all(res.results.slice(0, MAX_HITS).map(async (r) => toHit(await r.data())));
    },
  };
}
