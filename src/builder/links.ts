import type { SourceLink } from "../content/mdx/vfile-data";
import type { Diagnostic } from "../diagnostics";

export interface PageLinks {
  route: string;
  /** Content file the page comes from, for guide pages. */
  sourceFile?: string;
  ids: readonly string[];
  hrefs: readonly string[];
  /** Links as written in the source, with lines. */
  sourceLinks?: readonly SourceLink[];
}

export interface LinkTargets {
  /** Target route → the route it redirects to. */
  redirects: ReadonlyMap<string, string>;
  /** Files served as they are (`/docs-index.json`, `/favicon.svg`, …). */
  files: ReadonlySet<string>;
}

const EXTERNAL = /^(https?:)?\/\//i;
const OTHER_SCHEME = /^(mailto|tel):/i;

/** Turns `href` as seen on the page at `from` into a route and an optional anchor. */
export function resolveHref(href: string, from: string): { path: string; hash: string } {
  const url = new URL(href, `http://docs.invalid${from}`);
  let path = decodeURIComponent(url.pathname);
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  if (path.endsWith(".html")) path = path.slice(0, -".html".length) || "/";
  if (path === "/index") path = "/";
  return { path, hash: decodeURIComponent(url.hash.slice(1)) };
}

/**
 * Checks every internal link of every page: the target page exists, and so does the anchor.
 * A link to a redirected URL is reported too, with the URL to use instead. The same broken
 * link on many pages (a sidebar entry, say) is reported once, with how many pages have it.
 * `others` are checked the same way but are not pages (redirects, whose targets must exist).
 */
export function checkLinks(pages: readonly PageLinks[], targets: LinkTargets, others: readonly PageLinks[] = []): Diagnostic[] {
  const byRoute = new Map(pages.map((p) => [p.route, p]));
  const idSets = new Map<string, Set<string>>();
  const idsOf = (p: PageLinks) => {
    let s = idSets.get(p.route);
    if (!s) idSets.set(p.route, (s = new Set(p.ids)));
    return s;
  };
  /** Problems by their text; the same broken link of many generated pages is one problem listing them. */
  const problems = new Map<string, { diagnostic: Diagnostic; where: string[] }>();
  const report = (diagnostic: Diagnostic, where: string) => {
    const key = `${diagnostic.file}:${diagnostic.line ?? ""}:${diagnostic.message}`;
    const entry = problems.get(key) ?? { diagnostic, where: [] };
    entry.where.push(where);
    problems.set(key, entry);
  };

  // `others` link out but are no link targets themselves (a redirect: its source is no page).
  for (const page of [...pages, ...others]) {
    const seen = new Set<string>();
    for (const href of page.hrefs) {
      if (seen.has(href)) continue;
      seen.add(href);
      if (EXTERNAL.test(href) || OTHER_SCHEME.test(href)) continue;
      const reason = problemWith(href, page, byRoute, targets, idsOf);
      if (!reason) continue;
      const line = page.sourceLinks?.find((l) => l.url === href)?.line;
      if (line !== undefined && page.sourceFile) {
        report({ file: page.sourceFile, line, message: `broken link "${href}": ${reason}` }, page.route);
      } else {
        // A link the layout or a generated page makes: reported once, with the pages that have it.
        report({ file: "(rendered pages)", message: `broken link "${href}": ${reason}` }, page.sourceFile ?? page.route);
      }
    }
  }

  return [...problems.values()].map(({ diagnostic, where }) => {
    if (diagnostic.file !== "(rendered pages)") return diagnostic;
    if (where.length === 1) return { ...diagnostic, file: where[0]! };
    const list = where.slice(0, 3).join(", ");
    const more = where.length > 3 ? ` and ${where.length - 3} more` : "";
    return { ...diagnostic, file: where[0]!, message: `${diagnostic.message} (on ${list}${more})` };
  });
}

function problemWith(
  href: string,
  page: PageLinks,
  byRoute: ReadonlyMap<string, PageLinks>,
  targets: LinkTargets,
  idsOf: (p: PageLinks) => Set<string>,
): string | undefined {
  if (/^javascript:/i.test(href)) return "script links are not allowed";
  if (href === "") return "empty link";
  const { path, hash } = resolveHref(href, page.route);
  if (targets.files.has(path)) return undefined;
  const target = byRoute.get(path);
  if (!target) {
    const moved = targets.redirects.get(path);
    if (moved) return `${path} redirects to ${moved}: link to ${moved}${hash ? `#${hash}` : ""} instead`;
    return `no page at ${path}`;
  }
  if (hash && !idsOf(target).has(hash)) return `${path} has no anchor #${hash}`;
  return undefined;
}
