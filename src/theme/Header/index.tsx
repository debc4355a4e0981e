import type { SiteConfig } from "../../config/schema";
import type { SectionId } from "../../site/sections";
import type { SearchClientConfig } from "../../islands/search/types";
import { Island } from "../../islands/Island";
import { Glyph } from "../../components/Icon/Glyph";

/** The site's sections (Docs, User Guide, Reference, REST API): in the header, and in the phone's menu. */
export function SectionNav({ config, section, className }: { config: SiteConfig; section: SectionId | null; className: string }) {
  return (
    <nav className={className} aria-label="Main">
      <ul>
        {config.nav.map((item) => (
          <li key={item.href}>
            <a href={item.href} aria-current={item.section === section ? "true" : undefined}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Header({
  config,
  section,
  search,
}: {
  config: SiteConfig;
  section: SectionId | null;
  search: SearchClientConfig;
}) {
  return (
    <header className="navbar">
      <Island name="MobileMenuButton" props={{}} />
      <a className="navbar__brand" href="/">
        <svg className="navbar__logo" viewBox="0 0 32 32" width="26" height="26" aria-hidden="true">
          <path d="M16 2 28 9v14l-12 7-12-7V9z" fill="currentColor" />
          <path d="M16 9.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13z" fill="var(--c-bg)" />
        </svg>
        <span>{config.title}</span>
      </a>
      <span className="navbar__version" title="Documentation version">
        {config.version.label}
      </span>
      <SectionNav config={config} section={section} className="navbar__nav" />
      <div className="navbar__right">
        <Island
          name="SearchButton"
          // With a feedback endpoint, searches that find nothing are reported to it (failed-search.ts).
          props={config.feedback?.endpoint ? { config: search, feedbackEndpoint: config.feedback.endpoint } : { config: search }}
        />
        <Island name="ThemeToggle" props={{}} />
        <a className="icon-button" href={config.github} aria-label="Medusa on GitHub" title="Medusa on GitHub">
          <Glyph
            d="M6 3v12M6 15a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM18 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 9c0 6-12 3-12 6"
            size={20}
            strokeWidth={1.8}
          />
        </a>
      </div>
    </header>
  );
}
