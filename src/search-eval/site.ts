import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { outputPath } from "../builder/sitemap";
import type { Diagnostic } from "../diagnostics";
import type { DocsIndex } from "../site/docs-index";
import type { EvalEntry } from "./set";

/**
 * Holds the evaluation sets to the built site: an accepted URL must be a page of the build (not a
 * redirect, not a page that was removed), and an accepted #anchor must be an id on that page.
 * Otherwise a query could never succeed, or succeed on a page that no longer exists.
 */
export function checkAgainstBuild(buildDir: string, entries: readonly EvalEntry[]): Diagnostic[] {
  const indexPath = join(buildDir, "docs-index.json");
  if (!existsSync(indexPath)) {
    return [{ file: indexPath, message: "no built site here", hint: 'run "npm run build" first' }];
  }
  const pages = new Set(((JSON.parse(readFileSync(indexPath, "utf8")) as DocsIndex).docs ?? []).map((d) => d.path));
  const idsOf = new Map<string, Set<string>>();
  const ids = (page: string) => {
    let set = idsOf.get(page);
    if (!set) {
      set = htmlIds(readFileSync(join(buildDir, outputPath(page)), "utf8"));
      idsOf.set(page, set);
    }
    return set;
  };

  const problems: Diagnostic[] = [];
  for (const e of entries) {
    for (const url of e.accept) {
      const [page, anchor] = splitUrl(url);
      if (!pages.has(page)) {
        problems.push({
          file: e.file,
          line: e.line,
          message: `accept: ${page} is not a page of the build (query "${e.query}")`,
          hint: "use the URL of a page listed in build/docs-index.json; a redirected URL is not a page",
        });
      } else if (anchor !== undefined && !ids(page).has(anchor)) {
        problems.push({
          file: e.file,
          line: e.line,
          message: `accept: ${page} has no #${anchor} (query "${e.query}")`,
          hint: "use an id of the page (data/anchors.txt lists them), or the page URL alone",
        });
      }
    }
  }
  return problems;
}

/** `/a/b#c` → [`/a/b`, `c`]; the anchor is undefined when there is none. */
export function splitUrl(url: string): [string, string | undefined] {
  const hash = url.indexOf("#");
  return hash === -1 ? [url, undefined] : [url.slice(0, hash), url.slice(hash + 1)];
}

function htmlIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const m of html.matchAll(/\sid="([^"]+)"/g)) ids.add(decodeEntities(m[1]!));
  return ids;
}

function decodeEntities(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
