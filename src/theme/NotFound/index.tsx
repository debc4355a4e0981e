import { Island } from "../../islands/Island";
import type { SearchClientConfig } from "../../islands/search/types";

/**
 * The body of the 404 page: what happened, the main sections, and (in the browser) a search box
 * with the pages the site's search finds for the address's last segment.
 */
export function NotFoundContent({
  sections,
  search,
}: {
  sections: { href: string; label: string }[];
  search: SearchClientConfig;
}) {
  return (
    <div className="notfound">
      <p>
        We could not find a page at this address. It may have moved, or the link that brought you here may be mistyped. Try the
        search (press <kbd className="kbd">/</kbd>), or start from one of the sections:
      </p>
      <ul className="notfound__sections">
        {sections.map((s) => (
          <li key={s.href}>
            <a href={s.href}>{s.label}</a>
          </li>
        ))}
      </ul>
      <Island name="NotFoundSuggestions" props={{ config: search }} />
    </div>
  );
}
