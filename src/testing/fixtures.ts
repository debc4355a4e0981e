import { defineConfig } from "../config/schema";
import { routeFromFile } from "../content/scan";
import type { ResolvedSidebar, SidebarDef, SidebarId, SidebarsConfig } from "../sidebars/types";
import { SIDEBAR_IDS } from "../sidebars/types";
import type { PageMeta } from "../site/types";

/** A small, valid site configuration for tests. */
export const testConfig = defineConfig({
  title: "Test Docs",
  tagline: "Docs for tests.",
  url: "https://docs.example.com",
  github: "https://github.com/example/project",
  editUrl: "https://github.com/example/docs/edit/main/",
  feedbackIssuesUrl: "https://github.com/example/docs/issues/new",
  version: { name: "current", label: "Next", isCurrent: true, isLast: true },
  successor: { name: "Medusa 2", url: "https://v2.example.com" },
  nav: [
    { label: "Docs", href: "/", section: "guides" },
    { label: "User Guide", href: "/user-guide", section: "user-guide" },
  ],
  sectionPrefixes: [
    { prefix: "/user-guide", section: "user-guide" },
    { prefix: "/references", section: "reference" },
  ],
});

/** A guide page's metadata; the route follows the id like a content file would. */
export function testPage(id: string, extra: Partial<PageMeta> = {}): PageMeta {
  const route = routeFromFile(`${id}.mdx`);
  return {
    id,
    route,
    title: `Title of ${id}`,
    description: `About ${id}.`,
    hideToc: false,
    section: route.startsWith("/user-guide") ? "user-guide" : "guides",
    kind: "guide",
    sourceFile: `content/${id}.mdx`,
    ...extra,
  };
}

/** All sidebars empty, with the given ones filled in. */
export function testSidebars(defs: Partial<Record<SidebarId, SidebarDef>>): SidebarsConfig {
  const out = {} as SidebarsConfig;
  for (const id of SIDEBAR_IDS) out[id] = defs[id] ?? { title: id, items: [] };
  return out;
}

/** A sidebar locator that puts every entry at the top of its sidebar's file. */
export const noLocator = { locate: (id: SidebarId) => ({ file: `sidebars/${id}.ts`, line: 1, column: 1 }) };

export type { ResolvedSidebar };
