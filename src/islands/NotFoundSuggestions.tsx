import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import { segmentWords } from "./notfound/segment";
import type { SearchClientConfig, SearchHit } from "./search/types";

/** Suggestions the 404 page lists. */
const SUGGESTIONS = 6;

/**
 * On the 404 page: a search box, filled with the words of the address's last segment, and the
 * pages the site's own search finds for them. The search code and its static index load only
 * here (a chunk shared with the search dialog): no list of every page is shipped.
 */
export function NotFoundSuggestions({ config }: { config: SearchClientConfig }) {
  const [query, setQuery] = useState("");
  const [searched, setSearched] = useState<{ query: string; hits: SearchHit[] } | null>(null);
  const inputId = useId();

  const run = useCallback(
    (q: string) => {
      const words = q.trim();
      if (!words) return setSearched(null);
      void import("./search/dialog-search")
        .then(({ dialogSearch }) => dialogSearch(config).search(words, { section: null, limit: SUGGESTIONS }))
        .then((r) => setSearched({ query: words, hits: r.hits }))
        .catch(() => setSearched({ query: words, hits: [] }));
    },
    [config],
  );

  // For the address the reader came to.
  useEffect(() => {
    const words = segmentWords(location.pathname);
    setQuery(words);
    run(words);
  }, [run]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    run(query);
  };

  return (
    <section className="notfound__suggestions" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`}>Were you looking for one of these?</h2>
      <form role="search" className="notfound__search" onSubmit={submit}>
        <label htmlFor={inputId} className="sr-only">
          Search the docs
        </label>
        <input
          id={inputId}
          className="search-dialog__input"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search the docs"
        />
        <button type="submit">Search</button>
      </form>
      {searched && searched.hits.length === 0 && <p role="status">No page matches “{searched.query}”.</p>}
      {searched && searched.hits.length > 0 && (
        <ul>
          {searched.hits.map((h) => (
            <li key={h.url}>
              <a href={h.url}>{h.heading ? `${h.title} › ${h.heading}` : h.title}</a>
              <span className="notfound__desc">{h.section}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
