import { existsSync, readFileSync, statSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import type { DocsIndex, DocsIndexEntry } from "../site/docs-index";
import { markdownUrl } from "../site/markdown-url";
import { FENCE_LINE, outsideInlineCode } from "../lib/markdown-code";

/** A site that `npm run build` wrote, read from disk the way a browser reads it over HTTP. */
export interface BuiltSite {
  dir: string;
  /** The site's public address (`url` of site.config.ts), without a trailing slash. */
  url: string;
  /** Every page by its route (`/modules/orders/overview`). */
  pages: ReadonlyMap<string, DocsIndexEntry>;
  /** Permanent redirects: old route → the route that replaced it. */
  redirects: ReadonlyMap<string, string>;
  /** The text of the file served at `urlPath` (`/search/index.json`), or undefined when there is none. */
  read(urlPath: string): string | undefined;
}

/** Files every build writes, so a folder without them is not a built site. */
const REQUIRED = ["docs-index.json", "search/index.json", "_redirects"];

/** Opens the built site in `dir`; fails, naming the folder and what is missing, when it is not one. */
export function openBuiltSite(dir: string): BuiltSite {
  const root = resolve(dir);
  if (!existsSync(root) || !statSync(root).isDirectory())
    throw new Error(`${root}: no such folder (build the site with npm run build)`);
  const missing = REQUIRED.filter((f) => !existsSync(join(root, f)));
  if (missing.length > 0)
    throw new Error(`${root} is not a built site: ${missing.join(", ")} missing (build it with npm run build)`);
  const read = (urlPath: string): string | undefined => {
    try {
      const file = resolve(root, `.${decodeURIComponent(urlPath.split(/[?#]/)[0]!)}`);
      // A path that climbs out of the site (`/../`) reads nothing, like a web server.
      return file.startsWith(root + sep) ? readFileSync(file, "utf8") : undefined;
    } catch {
      // No such file, a folder, or a malformed escape (`%E0`).
      return undefined;
    }
  };
  const index = JSON.parse(read("/docs-index.json")!) as DocsIndex;
  return {
    dir: root,
    url: index.url.replace(/\/$/, ""),
    pages: new Map(index.docs.map((d) => [d.path, d])),
    redirects: new Map(
      read("/_redirects")!
        .split("\n")
        .map((line) => line.trim().split(/\s+/))
        .filter((parts): parts is [string, string, ...string[]] => parts.length >= 2)
        .map(([from, to]) => [from, to]),
    ),
    read,
  };
}

/**
 * The route of the page that `input` names: a path (`/modules/orders/overview`, with or without a
 * leading slash, `.md` or `.html`, a `#section` or a query), or a URL of the site (its own address
 * or any other host: the path is what counts). Redirected routes lead to the page that replaced
 * them. Undefined when no page has that route.
 */
export function pageRoute(site: BuiltSite, input: string): string | undefined {
  let path = input.trim();
  if (/^https?:\/\//i.test(path)) {
    path = new URL(path).pathname;
    // The site's address may have a path of its own (`https://example.com/v1`).
    const base = new URL(`${site.url}/`).pathname.replace(/\/$/, "");
    if (base && (path === base || path.startsWith(`${base}/`))) path = path.slice(base.length) || "/";
  }
  path = path.split(/[?#]/)[0]!;
  if (!path.startsWith("/")) path = `/${path}`;
  path = path.replace(/\.(md|html)$/, "").replace(/\/index$/, "/");
  if (path.length > 1) path = path.replace(/\/+$/, "");
  try {
    path = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  for (let hops = 0; hops < 5 && !site.pages.has(path); hops++) {
    const to = site.redirects.get(path);
    if (!to) break;
    path = to.split("#")[0]!;
  }
  return site.pages.has(path) ? path : undefined;
}

/**
 * The Markdown twin of the page at `route` (a route of `site.pages`), with its links made
 * absolute: a tool reads the text without the page's address, so `/path` and `#section` lead
 * nowhere there.
 */
export function pageMarkdown(site: BuiltSite, route: string): string {
  const text = site.read(markdownUrl(route));
  if (text === undefined) throw new Error(`${site.dir}: the page ${route} has no Markdown twin at ${markdownUrl(route)}`);
  return absoluteLinks(text, publicUrl(site, route), site.url);
}

/**
 * Rewrites the destinations of Markdown links (`[text](/path)`, `[text](</path>)`,
 * `[text](#section)`) to absolute URLs: root-relative ones below `siteUrl`, fragments on `pageUrl`.
 * Code blocks and inline code are left as they are.
 */
export function absoluteLinks(markdown: string, pageUrl: string, siteUrl: string): string {
  let inFence = false;
  return markdown
    .split("\n")
    .map((line) => {
      if (FENCE_LINE.test(line)) {
        inFence = !inFence;
        return line;
      }
      if (inFence) return line;
      return outsideInlineCode(line, (text) =>
        text
          .replace(/\]\((<?)\/(?!\/)/g, (_m, angle: string) => `](${angle}${siteUrl}/`)
          .replace(/\]\((<?)#/g, (_m, angle: string) => `](${angle}${pageUrl}#`),
      );
    })
    .join("\n");
}

/** The public URL of a route (or a route with its `#anchor`). */
export const publicUrl = (site: BuiltSite, route: string): string => `${site.url}${route === "/" ? "/" : route}`;
