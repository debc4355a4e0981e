import { Island } from "../../islands/Island";

/** The body of the 404 page: what happened, the main sections, and (in the browser) pages that match the address. */
export function NotFoundContent({ sections }: { sections: { href: string; label: string }[] }) {
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
      <Island name="NotFoundSuggestions" props={{}} />
    </div>
  );
}
