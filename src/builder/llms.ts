import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteConfig } from "../config/schema";
import { markdownUrl } from "../site/markdown-url";
import { flattenDocs } from "../sidebars/navigation";
import { SIDEBAR_IDS, type ResolvedSidebar, type SidebarId } from "../sidebars/types";
import { SECTIONS, type SectionId } from "../site/sections";
import type { PageMeta } from "../site/types";

/** Every page in reading order: each sidebar's pages in sidebar order, then pages in no sidebar. */
export function readingOrder(pages: readonly PageMeta[], sidebars: Readonly<Record<SidebarId, ResolvedSidebar>>): PageMeta[] {
  const byId = new Map(pages.map((p) => [p.id, p]));
  const seen = new Set<string>();
  const out: PageMeta[] = [];
  for (const sid of SIDEBAR_IDS) {
    for (const d of flattenDocs(sidebars[sid]?.items ?? [])) {
      const p = byId.get(d.id);
      if (p && !seen.has(p.id)) {
        seen.add(p.id);
        out.push(p);
      }
    }
  }
  out.push(...pages.filter((p) => !seen.has(p.id)).sort((a, b) => a.route.localeCompare(b.route)));
  return out;
}

/**
 * `/llms.txt` (llmstxt.org): the site's name and summary, then every page by section, each a link
 * to its Markdown twin with its description.
 */
export function llmsTxt(config: SiteConfig, ordered: readonly PageMeta[]): string {
  const lines = [
    `# ${config.title}`,
    "",
    `> ${config.tagline}`,
    "",
    `Every page is also available as Markdown at its URL plus \`.md\`; [llms-full.txt](${config.url}/llms-full.txt) holds the text of every guide and user guide page.`,
  ];
  for (const section of Object.keys(SECTIONS) as SectionId[]) {
    const pages = ordered.filter((p) => p.section === section);
    if (pages.length === 0) continue;
    lines.push("", `## ${SECTIONS[section]}`, "");
    for (const p of pages) lines.push(`- [${p.title}](${config.url}${markdownUrl(p.route)}): ${p.description}`);
  }
  return `${lines.join("\n")}\n`;
}

/** `/llms-full.txt`: the Markdown of every guide and user guide page, in sidebar order. */
export function llmsFullTxt(config: SiteConfig, ordered: readonly PageMeta[], outDir: string): string {
  const parts = ordered
    .filter((p) => p.kind === "guide")
    .map((p) => {
      const md = readFileSync(join(outDir, markdownUrl(p.route).slice(1)), "utf8").trim();
      return `${md}\n\nSource: ${config.url}${p.route === "/" ? "/" : p.route}`;
    });
  return `${parts.join("\n\n---\n\n")}\n`;
}
