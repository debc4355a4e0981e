import type { ReactNode } from "react";
import type { SiteConfig } from "../config/schema";
import { THEME_BOOT_SCRIPT } from "../islands/theme";

export interface Assets {
  /** URL of the one client entry script. */
  js: string;
  css: string[];
  /** Font files every page uses, preloaded (content-hashed URLs in /assets). */
  fonts: string[];
}

export interface Head {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  ogType: "website" | "article";
  /** Extra search terms from the front matter. */
  keywords?: string[];
  /** Section label, for crawlers such as DocSearch. */
  section?: string;
  noindex?: boolean;
  /** URL of the page's Markdown twin (`/a/b.md`). */
  markdown?: string;
}

/** The HTML document around every page: meta tags, the stylesheet, the theme boot script and the client entry. */
export function Document({
  config,
  head,
  assets,
  children,
}: {
  config: SiteConfig;
  head: Head;
  assets: Assets;
  children: ReactNode;
}) {
  const fullTitle = head.title === config.title ? head.title : `${head.title} | ${config.title}`;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        <meta name="description" content={head.description} />
        {head.keywords && <meta name="keywords" content={head.keywords.join(", ")} />}
        <link rel="canonical" href={head.canonical} />
        {head.markdown && <link rel="alternate" type="text/markdown" href={head.markdown} />}
        {head.noindex && <meta name="robots" content="noindex" />}
        <meta property="og:type" content={head.ogType} />
        <meta property="og:site_name" content={config.title} />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        <meta property="og:url" content={head.canonical} />
        <meta name="twitter:card" content="summary" />
        {head.section && <meta name="docsearch:section" content={head.section} />}
        <meta name="docsearch:version" content={config.version.name} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.fonts.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
        ))}
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <script dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        <script type="module" src={assets.js} />
      </head>
      <body>{children}</body>
    </html>
  );
}
