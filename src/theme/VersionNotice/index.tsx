import type { SiteConfig } from "../../config/schema";

/**
 * A slim line at the top of every page saying which Medusa these docs are for and where the
 * next major version is documented: readers often land here from a search engine without knowing
 * which version a page describes. A plain link: nothing is fetched from the other site.
 */
export function VersionNotice({ successor }: { successor: NonNullable<SiteConfig["successor"]> }) {
  const host = new URL(successor.url).host;
  return (
    <aside className="version-notice" aria-label="Version notice">
      <p>
        {`This is the documentation of Medusa 1.x. ${successor.name} is documented at `}
        <a href={successor.url}>{host}</a>.
      </p>
    </aside>
  );
}
