import { escapeHtml } from "../lib/escape";
import type { PageMeta } from "../site/types";

export function sitemap(pages: readonly PageMeta[], siteUrl: string): string {
  const urls = [...pages]
    .sort((a, b) => a.route.localeCompare(b.route))
    .map((p) => {
      const loc = `${siteUrl}${p.route === "/" ? "/" : p.route}`;
      const lastmod = p.lastUpdated ? `<lastmod>${p.lastUpdated.slice(0, 10)}</lastmod>` : "";
      return `<url><loc>${escapeHtml(loc)}</loc>${lastmod}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** Output file of a route: `/` → `index.html`, `/a/b` → `a/b.html` (served at /a/b by clean-URL hosts). */
export function outputPath(route: string): string {
  return route === "/" ? "index.html" : `${route.slice(1)}.html`;
}
