import type { SiteConfig } from "../config/schema";
import { BuildErrors } from "../content/errors";
import { scanContent } from "../content/scan";
import { lastCommitDates } from "../build/git";
import { resolveSidebars, type ResolvedSidebars, type SidebarSources } from "../sidebars/resolve";
import { fileSidebarSources } from "../sidebars/sources";
import type { SidebarItemInput, SidebarsConfig } from "../sidebars/types";
import type { PageMeta } from "./types";

export interface LoadOptions {
  root: string;
  contentDir: string;
  config: SiteConfig;
  sidebars: SidebarsConfig;
  /** Where errors about a sidebar point; defaults to the files in sidebars/. */
  sidebarSources?: SidebarSources;
  /** Pages generated from elsewhere (the reference), added next to the guides. */
  extraPages?: readonly PageMeta[];
  /** Sidebar items of generated page families, used by `{ type: "generated" }` entries. */
  generatedSidebars?: Readonly<Record<string, readonly SidebarItemInput[]>>;
  /** Read "Last updated" dates from git history (off in tests and benchmarks). */
  gitDates?: boolean;
}

export interface LoadedSite {
  pages: PageMeta[];
  sidebars: ResolvedSidebars;
}

/** Collects every page and places it in its sidebar, or throws every problem found at once. */
export function loadSite(opts: LoadOptions): LoadedSite {
  const scan = scanContent(opts.root, opts.contentDir, opts.config);
  const errors: Error[] = [...scan.errors];
  const pages = [...scan.pages];

  const routes = new Map(pages.map((p) => [p.route, p.sourceFile ?? p.id]));
  for (const extra of opts.extraPages ?? []) {
    const clash = routes.get(extra.route);
    if (clash) errors.push(new Error(`${clash}: URL ${extra.route} is also a generated page (${extra.id})`));
    else {
      routes.set(extra.route, extra.id);
      pages.push(extra);
    }
  }

  if (opts.gitDates) {
    const dates = lastCommitDates(opts.root, opts.contentDir);
    for (const p of pages) if (p.sourceFile) p.lastUpdated = dates.get(p.sourceFile);
  }

  const sidebars = resolveSidebars(
    opts.sidebars,
    pages,
    opts.sidebarSources ?? fileSidebarSources(opts.root),
    opts.generatedSidebars,
  );
  errors.push(...sidebars.errors);
  if (errors.length > 0) throw new BuildErrors("The site has problems", errors);
  return { pages, sidebars };
}
