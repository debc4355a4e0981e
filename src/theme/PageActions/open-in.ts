import type { SiteConfig } from "../../config/schema";

/** One "Open in" link of a page: the assistant's name and the address that hands it the page. */
export interface OpenInLink {
  label: string;
  href: string;
}

/**
 * The page's "Open in" links (`openIn` of site.config.ts): each assistant's address with `{url}`
 * replaced by the absolute URL of the page's Markdown twin. None when the configuration names none.
 */
export function openInLinks(config: Pick<SiteConfig, "url" | "openIn">, markdownUrl: string): OpenInLink[] {
  const target = encodeURIComponent(`${config.url}${markdownUrl}`);
  return (config.openIn ?? []).map(({ label, href }) => ({ label, href: href.replaceAll("{url}", target) }));
}
