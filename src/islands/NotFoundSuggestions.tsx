import { useEffect, useState } from "react";
import { suggestPages, type IndexEntry } from "./notfound/suggest";

/** On the 404 page: pages whose URL or title match the address that was not found. */
export function NotFoundSuggestions() {
  const [suggestions, setSuggestions] = useState<IndexEntry[] | null>(null);

  useEffect(() => {
    let cancelled = false;
    fetch("/docs-index.json")
      .then((r) => r.json() as Promise<{ docs: IndexEntry[] }>)
      .then((index) => {
        if (!cancelled) setSuggestions(suggestPages(location.pathname, index.docs));
      })
      .catch(() => setSuggestions([]));
    return () => {
      cancelled = true;
    };
  }, []);

  if (!suggestions || suggestions.length === 0) return null;
  return (
    <section className="notfound__suggestions" aria-labelledby="notfound-suggestions">
      <h2 id="notfound-suggestions">Were you looking for one of these?</h2>
      <ul>
        {suggestions.map((s) => (
          <li key={s.id}>
            <a href={s.path}>{s.title}</a>
            <span className="notfound__desc">{s.description}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
