import { readHtml, type HtmlReader } from "./html-scan";
import { encodePosting, HEADING_WEIGHTS, indexTerms, TITLE_WEIGHT, type PageFile } from "../islands/search/index-format";

/**
 * What the search index takes from one rendered page (src/builder/search-index.ts). The markup
 * says what is searchable:
 *
 * - `data-search-body`: the page's searchable content; a page without one is not indexed;
 * - `data-search-ignore`: an element left out (UI such as "Copy as Markdown", reference boilerplate);
 * - `data-search-meta="badge"`: the badge the dialog shows beside the title;
 * - `data-search-filter="section"`: the page's section, for the dialog's section filter;
 * - `data-search-weight="N"`: words that count N times (hidden keywords, REST route words).
 *
 * The title is the first `h1`; its words count TITLE_WEIGHT times, a heading's by its level.
 */
export interface SearchDoc extends PageFile {
  /** Each index term of the page: its weighted count and whether the title has it (`encodePosting`). */
  terms: Record<string, number>;
  /** Words in the page's text. */
  length: number;
}

/** Elements whose text runs on into the text around them; every other element separates words. */
const INLINE = new Set(
  "a abbr b bdi bdo cite code data del dfn em i ins kbd mark q s samp small span strong sub sup time u var wbr".split(" "),
);
/** Elements that are not text a reader searches for. */
const SKIPPED = new Set("script style template noscript svg button select input textarea".split(" "));

/**
 * `indexTerms` of a word, remembered: pages repeat their words and each other's (stemming every
 * use was most of the extraction's time). Forgotten when it holds MAX_REMEMBERED words.
 */
const remembered = new Map<string, string[]>();
const MAX_REMEMBERED = 200_000;
function termsOf(raw: string): string[] {
  let terms = remembered.get(raw);
  if (!terms) {
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    terms = indexTerms(raw);
    remembered.set(raw, terms);
  }
  return terms;
}

interface Open {
  name: string;
  /** This element and what is in it are left out. */
  skip: boolean;
  weight?: number;
  meta?: string;
  filter?: string;
  /** Index of the anchor whose heading text this element collects. */
  anchor?: number;
}

/** The searchable content of a rendered page at `url`, or undefined when it has none. */
export function extractSearchDoc(url: string, html: string): SearchDoc | undefined {
  const reader = searchDocReader(url);
  readHtml(html, [reader]);
  return reader.doc();
}

/**
 * Reads a page's searchable content from the events of one parse of its HTML (`readHtml`), so a
 * build worker reads it in the same pass as the page's links and anchors. `doc()` after the parse.
 */
export function searchDocReader(url: string): HtmlReader & { doc(): SearchDoc | undefined } {
  const words: string[] = [];
  const weights: number[] = [];
  const anchors: PageFile["anchors"] = [];
  const meta: Record<string, string> = {};
  const filters: Record<string, string> = {};
  const stack: Open[] = [];
  let inBody = 0;
  let found = false;
  let title: string | undefined;
  let pending = "";
  let pendingWeight = 1;
  // Whether an element closed since the last text: an inline element that opens right after it
  // starts a new word (cards' title and description spans, links side by side), except in code,
  // where highlighting spans split identifiers.
  let afterElement = false;
  // Text of the elements whose text is also kept apart: meta and filter values, heading texts.
  const collecting = new Map<Open, string>();

  const skipping = () => stack.some((o) => o.skip);
  const weightNow = () => {
    for (let i = stack.length - 1; i >= 0; i--) {
      const o = stack[i]!;
      if (o.weight !== undefined) return o.weight;
      if (o.name === "h1") return TITLE_WEIGHT;
      if (HEADING_WEIGHTS[o.name]) return HEADING_WEIGHTS[o.name]!;
    }
    return 1;
  };
  const flush = () => {
    for (const w of pending.split(/\s+/)) {
      if (!w) continue;
      words.push(w);
      weights.push(pendingWeight);
    }
    pending = "";
  };

  return {
    onopentag(name, attrs) {
      const entered = inBody > 0 || "data-search-body" in attrs;
      const open: Open = { name, skip: entered && ("data-search-ignore" in attrs || SKIPPED.has(name)) };
      if (entered) {
        inBody++;
        found = true;
        if (!INLINE.has(name)) flush();
        else if (afterElement && !stack.some((o) => o.name === "pre" || o.name === "code")) pending += " ";
        if (attrs["data-search-weight"] !== undefined) {
          const w = Number(attrs["data-search-weight"]);
          if (!(w > 0)) throw new Error(`${url}: data-search-weight="${attrs["data-search-weight"]}" is not a positive number`);
          open.weight = w;
        }
        if (attrs["data-search-meta"]) open.meta = attrs["data-search-meta"];
        if (attrs["data-search-filter"]) open.filter = attrs["data-search-filter"];
        if (!open.skip && !skipping()) {
          if (attrs.id) {
            const heading = /^h[1-6]$/.test(name);
            anchors.push([name, attrs.id, words.length + (pending.trim() ? pending.trim().split(/\s+/).length : 0)]);
            if (heading) open.anchor = anchors.length - 1;
          }
          if (open.meta || open.filter || open.anchor !== undefined || (name === "h1" && title === undefined))
            collecting.set(open, "");
        }
      }
      stack.push(open);
    },
    ontext(text) {
      if (inBody === 0 || skipping()) return;
      afterElement = false;
      for (const [o, t] of collecting) collecting.set(o, t + text);
      const w = weightNow();
      if (w !== pendingWeight && pending.trim()) flush();
      pendingWeight = w;
      pending += text;
    },
    onclosetag(name) {
      const open = stack.pop();
      if (!open || open.name !== name) throw new Error(`${url}: unbalanced HTML near </${name}>`);
      if (inBody === 0) return;
      inBody--;
      afterElement = true;
      if (!INLINE.has(name)) flush();
      const text = collecting.get(open);
      if (text === undefined) return;
      collecting.delete(open);
      const value = text.replace(/\s+/g, " ").trim();
      if (open.meta) meta[open.meta] = value;
      if (open.filter) filters[open.filter] = value;
      if (open.anchor !== undefined && value) anchors[open.anchor]!.push(value);
      if (name === "h1" && title === undefined) title = value;
    },
    doc() {
      flush();
      if (!found) return undefined;

      // Weighted uses of each term in the text; the title's terms are flagged rather than counted.
      const counts = new Map<string, number>();
      const inTitle = new Set<string>();
      words.forEach((raw, i) => {
        for (const t of termsOf(raw)) {
          if (weights[i] === TITLE_WEIGHT) inTitle.add(t);
          else counts.set(t, (counts.get(t) ?? 0) + weights[i]!);
        }
      });
      const terms: Record<string, number> = {};
      for (const t of new Set([...counts.keys(), ...inTitle])) terms[t] = encodePosting(counts.get(t) ?? 0, inTitle.has(t));
      return {
        url,
        title: title ?? url,
        ...(meta.badge ? { badge: meta.badge } : {}),
        ...(filters.section ? { section: filters.section } : {}),
        content: words.join(" "),
        anchors,
        terms,
        length: words.length,
      };
    },
  };
}
