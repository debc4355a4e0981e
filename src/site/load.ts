import { resolveSidebars, type ResolvedSidebars } from "../sidebars/resolve";
import type { SidebarLocator } from "../sidebars/locate";
import type { SidebarItemInput, SidebarsConfig } from "../sidebars/types";
import type { Diagnostic } from "../diagnostics";
import { lastCommitDates } from "./git";
import type { PageMeta } from "./types";

export interface AssembleOptions {
  root: string;
  contentDir: string;
  /** The guides, from the content scan. */
  guides: readonly PageMeta[];
  /** Pages generated from elsewhere (the reference), added next to the guides. */
  generated?: readonly PageMeta[];
  sidebars: SidebarsConfig;
  /** Where sidebar entries are in the sidebar files. */
  locator: SidebarLocator;
  /** Sidebar items of generated page families, used by `{ type: "generated" }` entries. */
  generatedSidebars?: Readonly<Record<string, readonly SidebarItemInput[]>>;
  /** Read "Last updated" dates from git history (off in tests and benchmarks). */
  gitDates?: boolean;
}

export interface LoadedSite {
  pages: PageMeta[];
  sidebars: ResolvedSidebars;
}

/** Every page of the site, each placed in its sidebar; with every problem found, not only the first. */
export function assembleSite(opts: AssembleOptions): LoadedSite & { diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const pages = [...opts.guides];
  const routes = new Map(pages.map((p) => [p.route, p.sourceFile ?? p.id]));
  for (const extra of opts.generated ?? []) {
    const clash = routes.get(extra.route);
    if (clash) diagnostics.push({ file: clash, message: `URL ${extra.route} is also a generated page (${extra.id})` });
    else {
      routes.set(extra.route, extra.id);
      pages.push(extra);
    }
  }
  if (opts.gitDates) {
    const dates = lastCommitDates(opts.root, opts.contentDir);
    for (const p of pages) if (p.sourceFile) p.lastUpdated = dates.get(p.sourceFile);
  }
  const sidebars = resolveSidebars(opts.sidebars, pages, opts.locator, opts.generatedSidebars);
  diagnostics.push(...sidebars.diagnostics);
  return { pages, sidebars, diagnostics };
}
