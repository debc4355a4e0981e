import { screenshotsDir } from "./screenshots";
import { readFileSync } from "node:fs";
import { relative, sep } from "node:path";
import { sectionOf, type SiteConfig } from "../config/schema";
import { filesBelow } from "../lib/files";
import type { PageMeta } from "../site/types";
import { diagnosticsOf, type Diagnostic } from "../diagnostics";
import { parseFrontMatter } from "./frontmatter";

export interface ScanResult {
  pages: PageMeta[];
  diagnostics: Diagnostic[];
}

/** The URL a content file is served at when it has no `slug`. */
export function routeFromFile(relPath: string): string {
  const noExt = relPath
    .replace(/\.mdx$/, "")
    .split(sep)
    .join("/");
  const trimmed = noExt === "index" ? "" : noExt.replace(/\/index$/, "");
  return `/${trimmed}`;
}

/**
 * Reads the front matter of every guide. Fast: bodies are compiled later, per page.
 * Problems are collected, not thrown, so one build reports them all.
 */
export function scanContent(root: string, contentDir: string, config: SiteConfig): ScanResult {
  const pages: PageMeta[] = [];
  const diagnostics: Diagnostic[] = [];
  const byRoute = new Map<string, string>();

  for (const abs of filesBelow(contentDir)) {
    const file = relative(root, abs).split(sep).join("/");
    const rel = relative(contentDir, abs);
    // The user guide's screenshots have a folder of their own, checked by the build (screenshots.ts).
    if (abs.startsWith(screenshotsDir(contentDir) + sep)) continue;
    if (!rel.endsWith(".mdx")) {
      diagnostics.push({
        file,
        message: "only .mdx pages belong in the content folder",
        hint: "images and downloads go in public/",
      });
      continue;
    }
    try {
      const source = readFileSync(abs, "utf8");
      const { frontMatter: fm } = parseFrontMatter(source, file);
      const route = fm.slug ?? routeFromFile(rel);
      const clash = byRoute.get(route);
      if (clash) {
        diagnostics.push({ file, line: 1, message: `URL ${route} is already served by ${clash}` });
        continue;
      }
      byRoute.set(route, file);
      pages.push({
        id: rel
          .replace(/\.mdx$/, "")
          .split(sep)
          .join("/"),
        route,
        title: fm.title,
        sidebarLabel: fm.sidebar_label,
        description: fm.description,
        badge: fm.badge,
        hideToc: fm.hide_toc ?? false,
        sidebar: fm.sidebar,
        section: sectionOf(config, route),
        kind: "guide",
        sourceFile: file,
        keywords: fm.keywords,
        anchorForwards: fm.anchors,
        routes: fm.routes,
      });
    } catch (e) {
      diagnostics.push(...diagnosticsOf(e, file));
    }
  }
  return { pages, diagnostics };
}
