import type { SiteConfig } from "../../config/schema";

export function Footer({ config }: { config: SiteConfig }) {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul>
          {config.nav.map((n) => (
            <li key={n.href}>
              <a href={n.href}>{n.label}</a>
            </li>
          ))}
          <li>
            <a href={config.github}>GitHub</a>
          </li>
        </ul>
      </nav>
      <p>
        Documentation for Medusa 1.x, version “{config.version.label}”. Reference pages are generated from the published Medusa
        packages.
      </p>
    </footer>
  );
}
