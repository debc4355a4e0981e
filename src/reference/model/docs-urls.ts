import type { Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import type { Redirect } from "../../site/types";
import type { DocsUrlOccurrence } from "../extract/docs-urls";
import type { DocProblem } from "../extract/types";
import { oldApiAnchorTarget } from "../families/rest/old-anchors";
import type { RefPage } from "./context";
import { outlineOf } from "./outline";
import type { ApiLandingPage, RefPageModel } from "./types";

/**
 * The packages' text links to the 1.x docs site (`https://docs.medusajs.com/v1/api/store#…`,
 * `/v1/modules/…`, `/development/…`, with or without `/v1`). Each such link is sent to the page
 * here that covers it, in this order:
 *
 * 1. a page here at the same path: an API landing page (whose 1.x anchors, `#carts_postcarts` or
 *    Redoc's `#tag/…/operation/…`, lead to the operation), a guide, or a reference page (whose
 *    1.x anchors were member names in lower case);
 * 2. a URL of the 1.x site (data/v1-urls.txt) that redirects: the redirect's target;
 * 3. otherwise the link is reported with the package file and line, unless the allowlist
 *    (src/reference/allowlist.ts) accepts it with a reason, and may name the page to use.
 *
 * An anchor the page does not have is reported too (the link would land at the top of the page);
 * the fix is a forward on the page (front matter `anchors`) to the section that covers it now.
 */

/** The host part of a docs-site URL. */
const DOCS_HOST = /^https?:\/\/docs\.medusajs\.com(?=[/#?]|$)/;

/** A guide page, with its anchors (heading ids and forwards) when they are known. */
export interface GuideTarget {
  route: string;
  /** Undefined when the guide was not compiled (the dev server): its anchors are not checked. */
  ids?: readonly string[];
}

/** A docs-site link the reference accepts without a page and anchor here, and why. */
export interface AllowedDocsUrl {
  /** The URL's path and anchor without the host and `/v1`: `/experimental/payment/payment-flow#…`. */
  url: string;
  /** The page (and anchor) here to link to instead; without it, the link is left as it is. */
  to?: string;
  reason: string;
}

export interface DocsUrlTargets {
  /** The reference's pages (their anchors are read from their models). */
  pages: readonly RefPage[];
  guides: readonly GuideTarget[];
  /** Hand-kept and generated redirects. */
  redirects: readonly Redirect[];
  /** The 1.x site's URLs: only these follow a redirect. */
  v1Urls: readonly string[];
  allowed: readonly AllowedDocsUrl[];
}

/** What became of one docs-site URL. */
export interface DocsUrlRecord {
  url: string;
  /** Its path and anchor here (host and `/v1` left out), as the allowlist names it. */
  key: string;
  /** mapped: to a page and anchor here; allowlisted: accepted by the allowlist; unmapped: a build problem. */
  status: "mapped" | "allowlisted" | "unmapped";
  /** Where the link goes now; undefined: it stays a link to the docs site. */
  href?: string;
  /** How it was mapped: `api` (a REST landing page's 1.x anchor), `page`, or `redirect`. */
  rule?: "api" | "page" | "redirect";
  /** Why an unmapped URL is a problem. */
  problem?: string;
  /** The allowlist's reason. */
  reason?: string;
}

/** The path and anchor of a docs-site URL as they would be here: no host, no `/v1`, no `.md`, no trailing slash. */
export function docsPathOf(url: string): { path: string; hash: string } {
  const u = new URL(url);
  let path = decodeURIComponent(u.pathname);
  if (path === "/v1" || path.startsWith("/v1/")) path = path.slice(3);
  path = path.replace(/\.(md|mdx|html)$/, "").replace(/\/+$/, "");
  return { path: path || "/", hash: decodeURIComponent(u.hash.slice(1)) };
}

export function isDocsUrl(url: string): boolean {
  return DOCS_HOST.test(url);
}

interface PageTarget {
  /** Undefined: not known, not checked. Read from a reference page's model when first needed. */
  anchors?: () => ReadonlySet<string>;
  /** API landing pages: where the 1.x anchors lead. */
  oldAnchors?: ApiLandingPage["oldAnchors"];
}

type Resolution =
  | { kind: "mapped"; href: string; rule: NonNullable<DocsUrlRecord["rule"]> }
  | { kind: "no-anchor"; href: string; rule: NonNullable<DocsUrlRecord["rule"]> }
  | { kind: "unmapped" };

/** Maps docs-site URLs to pages here, once each, and says which are problems. Pure. */
export class DocsUrlMap {
  private readonly pages = new Map<string, PageTarget>();
  private readonly redirects: ReadonlyMap<string, string>;
  private readonly v1Urls: ReadonlySet<string>;
  private readonly allowed: ReadonlyMap<string, AllowedDocsUrl>;
  private readonly records = new Map<string, DocsUrlRecord>();

  constructor(targets: DocsUrlTargets) {
    for (const g of targets.guides) {
      const ids = g.ids && new Set(g.ids);
      this.pages.set(g.route, { anchors: ids && (() => ids) });
    }
    for (const p of targets.pages) {
      let ids: Set<string> | undefined;
      this.pages.set(p.meta.route, {
        anchors: () => (ids ??= anchorsOfModel(p.model)),
        oldAnchors: p.model.kind === "api-landing" ? p.model.oldAnchors : undefined,
      });
    }
    this.redirects = new Map(targets.redirects.map((r) => [r.from, r.to]));
    this.v1Urls = new Set(targets.v1Urls);
    this.allowed = new Map(targets.allowed.map((a) => [a.url, a]));
  }

  /** Where a docs-site URL's link goes: a page here, or undefined to keep the URL. */
  hrefOf(url: string): string | undefined {
    return this.record(url).href;
  }

  record(url: string): DocsUrlRecord {
    const known = this.records.get(url);
    if (known) return known;
    const { path, hash } = docsPathOf(url);
    const key = hash ? `${path}#${hash}` : path;
    const r = this.resolve(path, hash);
    const entry = this.allowed.get(key);
    let rec: DocsUrlRecord;
    if (r.kind === "mapped") rec = { url, key, status: "mapped", href: r.href, rule: r.rule };
    else if (entry)
      rec = {
        url,
        key,
        status: "allowlisted",
        href: entry.to ?? (r.kind === "no-anchor" ? r.href : undefined),
        reason: entry.reason,
      };
    else if (r.kind === "no-anchor")
      rec = {
        url,
        key,
        status: "unmapped",
        href: r.href,
        rule: r.rule,
        problem: `${url}: ${r.href} has no section #${hash}, so the link goes to the top of the page`,
      };
    else rec = { url, key, status: "unmapped", problem: `${url} links to the 1.x docs, and no page here covers ${key}` };
    this.records.set(url, rec);
    return rec;
  }

  private resolve(path: string, hash: string): Resolution {
    let route = path;
    let anchor = hash;
    let rule: NonNullable<DocsUrlRecord["rule"]> = path === "/api" || path.startsWith("/api/") ? "api" : "page";
    if (!this.pages.has(route)) {
      const to = this.v1Urls.has(route) ? this.redirects.get(route) : undefined;
      if (!to) return { kind: "unmapped" };
      const [toRoute, toAnchor] = to.split("#");
      route = toRoute!;
      anchor = toAnchor || anchor;
      rule = "redirect";
    }
    const page = this.pages.get(route);
    if (!page) return { kind: "unmapped" };
    if (!anchor || !page.anchors) return { kind: "mapped", href: anchor ? `${route}#${anchor}` : route, rule };
    const ids = page.anchors();
    if (ids.has(anchor)) return { kind: "mapped", href: `${route}#${anchor}`, rule };
    // The 1.x reference wrote member anchors in lower case (`#registerattachmentgenerator`).
    const lower = anchor.toLowerCase();
    const member = [...ids].find((a) => a.toLowerCase() === lower);
    if (member) return { kind: "mapped", href: `${route}#${member}`, rule };
    const old = page.oldAnchors && oldApiAnchorTarget(anchor, page.oldAnchors);
    if (old) return { kind: "mapped", href: old, rule };
    return { kind: "no-anchor", href: route, rule };
  }

  /** Every URL seen so far, in the order first seen. */
  all(): DocsUrlRecord[] {
    return [...this.records.values()];
  }

  /**
   * Each unmapped URL as a problem at the first place the packages write it (with how many other
   * places do), for the build to report.
   */
  problems(occurrences: readonly DocsUrlOccurrence[]): DocProblem[] {
    const out: DocProblem[] = [];
    for (const rec of this.all()) {
      if (!rec.problem) continue;
      const at = occurrences.filter((o) => o.url === rec.url);
      const first = at[0]?.loc ?? { pkg: "(reference)", file: "generated pages", line: 0 };
      const more = at.length > 1 ? ` (and ${at.length - 1} more place${at.length > 2 ? "s" : ""})` : "";
      out.push({
        ...first,
        message: `${rec.problem}${more}`,
        hint: rec.href
          ? `forward #${rec.key.split("#")[1]} to the section that covers it (front matter "anchors" of the guide, or src/reference/anchor-forwards.ts), or accept it with a reason in ALLOWED_DOCS_URLS (src/reference/allowlist.ts)`
          : "link a page here that covers it: accept the URL with a reason (and the page, `to`) in ALLOWED_DOCS_URLS (src/reference/allowlist.ts)",
      });
    }
    return out;
  }

  /** Allowlist entries that match no URL of the packages, or whose URL now maps to a page: prune them. */
  stale(): string[] {
    const byKey = new Map(this.all().map((r) => [r.key, r]));
    return [...this.allowed.keys()].filter((k) => byKey.get(k)?.status !== "allowlisted");
  }
}

/** The ids of a reference page that links can target: its outline, members, operations, entries. */
export function anchorsOfModel(model: RefPageModel): Set<string> {
  const ids = new Set(outlineOf(model).map((t) => t.id));
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") {
      for (const [k, x] of Object.entries(v)) {
        if ((k === "anchor" || k === "id") && typeof x === "string") ids.add(x);
        else if (k !== "toc") walk(x);
      }
    }
  };
  walk(model);
  return ids;
}

const markdownParser = unified().use(remarkParse).use(remarkGfm);

/**
 * Rewrites the docs-site links of a Markdown text: a link's destination becomes `hrefOf(url)`
 * (left as it is when that is undefined). Only links are touched, as the renderer sees them
 * (code spans and blocks keep their text). A bare URL becomes a link whose text is the new path.
 */
export function rewriteDocsLinks(markdown: string, hrefOf: (url: string) => string | undefined): string {
  if (!markdown.includes("docs.medusajs.com")) return markdown;
  const tree = markdownParser.parse(markdown) as Root;
  const edits: { start: number; end: number; text: string }[] = [];
  visit(tree, (node) => {
    if (node.type !== "link" && node.type !== "definition") return;
    if (!isDocsUrl(node.url) || !node.position) return;
    const href = hrefOf(node.url);
    if (!href) return;
    const start = node.position.start.offset!;
    const end = node.position.end.offset!;
    const source = markdown.slice(start, end);
    if (node.type === "link" && !source.startsWith("[")) {
      // A bare URL (or `<url>`): the path here is both the text and the destination.
      edits.push({ start, end, text: `[${href}](${href})` });
      return;
    }
    const i = source.lastIndexOf(node.url);
    if (i !== -1) edits.push({ start: start + i, end: start + i + node.url.length, text: href });
  });
  let out = markdown;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

/**
 * Replaces, in place, every string of `value` (an object or array, walked to any depth) that
 * names the docs site with `rewrite(text, key)`.
 */
function rewriteDocsStrings(value: Record<string, unknown> | unknown[], rewrite: (text: string, key: string) => string): void {
  for (const [k, x] of Object.entries(value)) {
    if (typeof x === "string") {
      if (x.includes("docs.medusajs.com")) (value as Record<string, unknown>)[k] = rewrite(x, k);
    } else if (x && typeof x === "object") rewriteDocsStrings(x as Record<string, unknown>, rewrite);
  }
}

/**
 * Rewrites the docs-site links of a published JSON document (the OpenAPI documents): an
 * `externalDocs` or other `url` field becomes `hrefOf(url)`, and links inside its texts are
 * rewritten like a page's. The document is printed again as the REST family prints it.
 */
export function rewriteJsonDocsLinks(json: string, hrefOf: (url: string) => string | undefined): string {
  if (!json.includes("docs.medusajs.com")) return json;
  const doc = JSON.parse(json) as Record<string, unknown>;
  rewriteDocsStrings(doc, (text, key) =>
    key === "url" && isDocsUrl(text) ? (hrefOf(text) ?? text) : rewriteDocsLinks(text, hrefOf),
  );
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** Rewrites the docs-site links of every text of a page model, in place. */
export function rewriteModelDocsLinks(model: RefPageModel, hrefOf: (url: string) => string | undefined): void {
  rewriteDocsStrings(model as unknown as Record<string, unknown>, (text) => rewriteDocsLinks(text, hrefOf));
}
