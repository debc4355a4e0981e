import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { dialogSearch } from "./search/dialog-search";
import { SECTIONS } from "../site/sections";
import { Glyph } from "../components/Icon/Glyph";
import type { SearchClientConfig, SearchHit } from "./search/types";

// Part of this chunk's exports on purpose: `npm run eval:search` imports the built chunk and ranks
// its queries with the very function the dialog uses (src/search-eval/browser.ts).
export { dialogSearch };

type Status = "idle" | "loading" | "done" | "error";

/** The search dialog: results as you type, a section filter, and ↑ ↓ Enter Esc. */
export default function SearchDialog({ config, onClose }: { config: SearchClientConfig; onClose: () => void }) {
  const search = useMemo(() => dialogSearch(config), [config]);
  const [query, setQuery] = useState("");
  const [section, setSection] = useState<string | null>(null);
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [status, setStatus] = useState<Status>("idle");
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    input.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setHits([]);
      setStatus("idle");
      return;
    }
    let stale = false;
    setStatus("loading");
    const t = setTimeout(() => {
      search
        .results(q, section)
        .then((h) => {
          if (stale) return;
          setHits(h);
          setActive(0);
          setStatus("done");
        })
        .catch(() => {
          if (!stale) setStatus("error");
        });
    }, 100);
    return () => {
      stale = true;
      clearTimeout(t);
    };
  }, [search, query, section]);

  const go = (hit: SearchHit | undefined) => {
    if (hit) window.location.assign(hit.url);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === "Escape") {
      e.preventDefault();
      onClose();
    } else if (e.key === "ArrowDown") {
      e.preventDefault();
      setActive((a) => Math.min(a + 1, hits.length - 1));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === "Enter" && e.target === input.current) {
      e.preventDefault();
      go(hits[active]);
    } else if (e.key === "Tab") {
      trapFocus(e, dialog.current);
    }
  };

  useEffect(() => {
    document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [active, listId]);

  const hasHits = status === "done" && hits.length > 0;

  return (
    <div className="search-overlay" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialog}
        className="search-dialog"
        role="dialog"
        aria-modal="true"
        aria-label="Search the docs"
        onKeyDown={onKeyDown}
      >
        <div className="search-dialog__bar">
          <input
            ref={input}
            className="search-dialog__input"
            type="search"
            placeholder="Search the docs"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            role="combobox"
            aria-label="Search the docs"
            aria-expanded={hasHits}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={hasHits ? `${listId}-${active}` : undefined}
            autoComplete="off"
            spellCheck={false}
          />
          <button type="button" className="search-dialog__close" onClick={onClose} aria-label="Close search">
            <span className="search-dialog__close-key">Esc</span>
            <Glyph className="search-dialog__close-glyph" d="M6 6l12 12M18 6L6 18" size={18} />
          </button>
        </div>
        <div className="search-dialog__filters" role="group" aria-label="Filter by section">
          {[null, ...Object.values(SECTIONS)].map((s) => (
            <button
              key={s ?? "all"}
              type="button"
              className="search-filter"
              aria-pressed={section === s}
              onClick={() => setSection(s)}
            >
              {s ?? "All"}
            </button>
          ))}
        </div>
        <div className="search-dialog__results">
          <ul id={listId} role="listbox" aria-label="Results" className="search-results">
            {hasHits &&
              hits.map((hit, i) => (
                <li key={`${hit.url}-${i}`} role="presentation">
                  <a
                    id={`${listId}-${i}`}
                    role="option"
                    aria-selected={i === active}
                    href={hit.url}
                    className="search-hit"
                    onMouseMove={() => setActive(i)}
                  >
                    <span className="search-hit__title">
                      {hit.title}
                      {hit.heading && <span className="search-hit__heading"> › {hit.heading}</span>}
                    </span>
                    {hit.section && <span className="search-hit__section">{hit.section}</span>}
                    <span className="search-hit__excerpt" dangerouslySetInnerHTML={{ __html: hit.excerptHtml }} />
                  </a>
                </li>
              ))}
          </ul>
          <p className="search-dialog__status" role="status">
            {status === "loading" && "Searching…"}
            {status === "done" && hits.length === 0 && `No results for “${query.trim()}”.`}
            {status === "error" && "Search is unavailable: the search index could not be loaded."}
            {status === "idle" && "Type to search guides, the user guide and the reference."}
          </p>
        </div>
        <p className="search-dialog__help" aria-hidden="true">
          <kbd>↑</kbd> <kbd>↓</kbd> to choose, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close
        </p>
      </div>
    </div>
  );
}

function trapFocus(e: KeyboardEvent, root: HTMLElement | null) {
  if (!root) return;
  const focusable = [...root.querySelectorAll<HTMLElement>("input, button, a[href]")].filter(
    (el) => !el.hasAttribute("disabled"),
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}
