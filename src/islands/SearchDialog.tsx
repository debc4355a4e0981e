import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { dialogSearch, pageOpeningState, type DialogList } from "./search/dialog-search";
import { isTyping, searchDelay, TYPING_GAP_MS, TYPING_RESULTS } from "./search/debounce";
import { PAGE_SIZE } from "./search/engine";
import { readRecent, withRecent, writeRecent } from "./search/recent";
import { FAILED_SEARCH_SETTLE_MS, pageReporter } from "./feedback/failed-search";
import { SECTIONS } from "../site/sections";
import { Badge, badgeVariant } from "../components/Badge";
import { Glyph } from "../components/Icon/Glyph";
import type { SearchClientConfig, SearchHit } from "./search/types";

// Part of this chunk's exports on purpose: `npm run eval:search` imports the built chunk and ranks
// its queries with the very function the dialog uses (src/search-eval/browser.ts).
export { dialogSearch, pageOpeningState };

type Status = "idle" | "loading" | "done" | "error";

/** Where the troubleshooting index is: offered when a search finds nothing. */
const TROUBLESHOOTING_URL = "/troubleshooting";
/** Queries shorter than this are not searched: one letter matches everything. */
const MIN_QUERY_LENGTH = 2;

/** What is on screen for the last query searched. */
interface Shown extends DialogList {
  query: string;
  section: string | null;
  /** Only the first screen of a search made while the reader typed fast: the rest is being read. */
  partial?: boolean;
}

/**
 * The search dialog: results as you type (the last ones stay until the next are ready), pages with
 * their best-matching sections under them, section filters one click away (the dialog opens on all sections),
 * more results on demand, recent searches, ↑ ↓ Enter (Ctrl/⌘+Enter: a new tab) and Esc.
 */
export default function SearchDialog({
  config,
  feedbackEndpoint,
  onClose,
}: {
  config: SearchClientConfig;
  /** Where searches that find nothing are reported; none: nothing is sent. */
  feedbackEndpoint?: string;
  onClose: () => void;
}) {
  const search = useMemo(() => dialogSearch(config), [config]);
  const opening = useMemo(pageOpeningState, []);
  const context = opening.context;
  const [query, setQuery] = useState("");
  const [section, setSection] = useState<string | null>(opening.section);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [shown, setShown] = useState<Shown | undefined>();
  const [status, setStatus] = useState<Status>("idle");
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState<string[]>(() => readRecent());
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  /** When the reader last typed in the box and the time since the key before (ms), to tell fast typing from a pause. */
  const keyTimes = useRef({ at: Number.NEGATIVE_INFINITY, gap: Number.POSITIVE_INFINITY });
  /** The query the last change of the results was for. */
  const lastQuery = useRef("");
  const listId = useId();
  const q = query.trim();

  useEffect(() => {
    input.current?.focus();
    search.preload();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [search]);

  // A new query or filter starts again from the first page of results.
  useEffect(() => setLimit(PAGE_SIZE), [q, section]);

  useEffect(() => {
    const typing = isTyping(lastQuery.current, q, keyTimes.current.gap);
    const delay = searchDelay(lastQuery.current, q, keyTimes.current.gap);
    const keyAt = keyTimes.current.at;
    lastQuery.current = q;
    if (q.length < MIN_QUERY_LENGTH) {
      setShown(undefined);
      setStatus("idle");
      setActive(0);
      return;
    }
    let stale = false;
    // A search overtaken by the next keystroke stops before it fetches its pages.
    const abort = new AbortController();
    const { signal } = abort;
    setStatus("loading");
    const run = async (n: number): Promise<Shown> => ({
      query: q,
      section,
      ...(await search.list(q, { section, context }, { limit: n, signal })),
    });
    const show = (next: Shown) =>
      setShown((prev) => {
        const same = prev !== undefined && prev.query === next.query && prev.section === next.section;
        if (same && !prev.partial && prev.widened === next.widened) {
          // "More results": what is shown stays where it is (a longer list can rank its first
          // pages a little differently), and the new pages follow it.
          const seen = new Set(prev.response.hits.map((h) => h.url.split("#")[0]));
          const added = next.response.hits.filter((h) => !seen.has(h.url.split("#")[0]));
          return { ...next, response: { ...next.response, hits: [...prev.response.hits, ...added] } };
        }
        // A new list, or the whole first page after the first screen read while typing (`partial`):
        // replaced as ranked, the reader's row kept for the latter.
        if (!(same && prev.partial)) setActive(0);
        return next;
      });
    const searchNow = async () => {
      // While the reader types fast, only the first screen's pages are read (TYPING_RESULTS); the
      // rest once no key has come for TYPING_GAP_MS, unless the next key replaces this query first.
      if (typing && limit === PAGE_SIZE) {
        const first = await run(TYPING_RESULTS);
        if (stale) return;
        if (!first.response.more) {
          show(first);
          setStatus("done");
          return;
        }
        // None of the first screen's pages is a result (rank.ts keeps a page only if its words
        // match): nothing to show yet, and "No results" would be wrong.
        if (first.response.hits.length > 0) {
          show({ ...first, partial: true });
          setStatus("done");
        }
        await new Promise((res) => setTimeout(res, Math.max(0, keyAt + TYPING_GAP_MS - performance.now())));
        if (stale) return;
      }
      const next = await run(limit);
      if (stale) return;
      show(next);
      setStatus("done");
    };
    const t = setTimeout(
      () =>
        void searchNow().catch(() => {
          if (!stale) setStatus("error");
        }),
      delay,
    );
    return () => {
      stale = true;
      abort.abort();
      clearTimeout(t);
    };
  }, [search, q, section, context, limit]);

  const hits = q ? (shown?.response.hits ?? []) : [];
  // The selectable rows in list order, by what choosing one opens: with a query, each page and
  // the sections under it (by URL; `firstRow` is each page's row); without, the recent searches.
  const rows: string[] = [];
  const firstRow: number[] = [];
  if (q)
    for (const hit of hits) {
      firstRow.push(rows.length);
      rows.push(hit.url, ...(hit.subHits ?? []).map((s) => s.url));
    }
  else rows.push(...recent);
  const rowId = (i: number) => `${listId}-${i}`;

  // Written at once, not in a state updater: the page is about to be left.
  const remember = () => setRecent(writeRecent(withRecent(readRecent(), q)));

  const open = (row: string | undefined, newTab: boolean) => {
    if (!row) return;
    if (!q) {
      // A recent search: search it again.
      setQuery(row);
      return;
    }
    remember();
    if (newTab) window.open(row, "_blank", "noopener");
    else window.location.assign(row);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === "Escape") {
      e.preventDefault();
      onClose();
    } else if (e.key === "ArrowDown") {
      e.preventDefault();
      setActive((a) => Math.min(a + 1, rows.length - 1));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === "Enter" && e.target === input.current) {
      e.preventDefault();
      open(rows[active], e.ctrlKey || e.metaKey);
    } else if (e.key === "Tab") {
      trapFocus(e, dialog.current);
    }
  };

  useEffect(() => {
    document.getElementById(rowId(active))?.scrollIntoView({ block: "nearest" });
    // rowId depends only on listId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, listId]);

  const onResultClick = (e: MouseEvent<HTMLAnchorElement>) => {
    // The browser follows the link (or opens a tab for Ctrl/⌘/middle click); only remember the query.
    if (e.button <= 1) remember();
  };

  const more = () => {
    setActive(rows.length);
    setLimit((l) => l + PAGE_SIZE);
    input.current?.focus();
  };

  const response = shown?.response;
  const hasRows = rows.length > 0 && (!q || status !== "error");
  const suggestion =
    q && response?.suggestion && response.suggestion.toLowerCase() !== q.toLowerCase() ? response.suggestion : undefined;
  const nothing = q && status === "done" && hits.length === 0;

  // A query that still finds nothing once the reader has stopped typing is reported (opt-in: only
  // with a feedback endpoint; failed-search.ts throttles and sends the query text alone).
  useEffect(() => {
    if (!nothing || !feedbackEndpoint) return;
    const timer = setTimeout(() => pageReporter(feedbackEndpoint).report(q), FAILED_SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [nothing, q, feedbackEndpoint]);

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
            onChange={(e) => {
              const now = performance.now();
              keyTimes.current = { at: now, gap: now - keyTimes.current.at };
              setQuery(e.target.value);
            }}
            role="combobox"
            aria-label="Search the docs"
            aria-expanded={hasRows}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={hasRows && rows[active] ? rowId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
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
              onClick={() => {
                setSection(s);
                input.current?.focus();
              }}
            >
              {s ?? "All"}
            </button>
          ))}
        </div>
        <div className="search-dialog__results">
          {suggestion && (
            <p className="search-dialog__note">
              Did you mean{" "}
              <button type="button" className="search-dialog__link" onClick={() => setQuery(suggestion)}>
                {suggestion}
              </button>
              ? Results for it are included.
            </p>
          )}
          {q && shown?.widened && hits.length > 0 && (
            <p className="search-dialog__note">Nothing in {shown.section} matches; these are from all sections.</p>
          )}
          {!q && recent.length > 0 && (
            <div className="search-dialog__recent-head">
              <h2 className="search-dialog__heading" id={`${listId}-recent`}>
                Recent searches
              </h2>
              <button
                type="button"
                className="search-dialog__link"
                onClick={() => {
                  setRecent(writeRecent([]));
                  input.current?.focus();
                }}
              >
                Clear
              </button>
            </div>
          )}
          <ul
            id={listId}
            role="listbox"
            aria-label={q ? "Results" : "Recent searches"}
            aria-busy={status === "loading"}
            className={`search-results${status === "loading" ? " search-results--stale" : ""}`}
          >
            {q &&
              status !== "error" &&
              hits.map((hit, i) => (
                <HitRows
                  key={`${hit.url}-${i}`}
                  hit={hit}
                  first={firstRow[i]!}
                  active={active}
                  rowId={rowId}
                  setActive={setActive}
                  onClick={onResultClick}
                />
              ))}
            {!q &&
              recent.map((r, i) => (
                // A recent search is not a link: choosing it searches it again.
                <li
                  key={r}
                  id={rowId(i)}
                  role="option"
                  aria-selected={i === active}
                  className="search-hit search-hit--recent"
                  onMouseMove={() => setActive(i)}
                  onClick={() => {
                    setQuery(r);
                    input.current?.focus();
                  }}
                >
                  <Glyph className="search-hit__icon" d="M12 7v5l3 2M21 12a9 9 0 1 1-9-9 9 9 0 0 1 9 9z" size={16} />
                  <span className="search-hit__title">{r}</span>
                </li>
              ))}
          </ul>
          {q && status !== "error" && response?.more && shown?.query === q && !shown.partial && (
            <button type="button" className="search-dialog__more" onClick={more}>
              More results
            </button>
          )}
          {nothing && (
            <div className="search-dialog__empty">
              <p>
                No results for “{q}”{section ? ` in ${section} or any other section` : ""}.
              </p>
              <ul>
                <li>Check the spelling, or try fewer words: the name of a feature, an API or an error.</li>
                <li>
                  For an error message, see the <a href={TROUBLESHOOTING_URL}>troubleshooting guides</a>.
                </li>
              </ul>
            </div>
          )}
          <p className="search-dialog__status" role="status">
            {statusText(q, status, hits.length, response?.more ?? false, recent.length)}
          </p>
        </div>
        <p className="search-dialog__help" aria-hidden="true">
          <kbd>↑</kbd> <kbd>↓</kbd> to choose, <kbd>Enter</kbd> to open, <kbd>Ctrl</kbd>+<kbd>Enter</kbd> in a new tab,{" "}
          <kbd>Esc</kbd> to close
        </p>
      </div>
    </div>
  );
}

/** What the live region says: screen readers announce it as it changes. */
function statusText(q: string, status: Status, count: number, more: boolean, recent: number): string {
  if (status === "error") return "Search is unavailable: the search index could not be loaded.";
  if (!q) return recent > 0 ? "" : "Type to search guides, the user guide, the reference and the REST API.";
  if (status === "idle") return "Type to search guides, the user guide, the reference and the REST API.";
  if (status === "loading" && count === 0) return "Searching…";
  if (status === "done" && count === 0) return "No results.";
  if (status === "done") return `${count}${more ? "+" : ""} ${count === 1 ? "result" : "results"}.`;
  return "";
}

/** A page hit and the sections listed under it, each its own option; `first` is the page's row. */
function HitRows({
  hit,
  first,
  active,
  rowId,
  setActive,
  onClick,
}: {
  hit: SearchHit;
  first: number;
  active: number;
  rowId: (i: number) => string;
  setActive: (i: number) => void;
  onClick: (e: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const option = (i: number, href: string, sub: boolean, children: ReactNode) => (
    <a
      id={rowId(i)}
      role="option"
      aria-selected={i === active}
      href={href}
      className={sub ? "search-hit search-hit--sub" : "search-hit"}
      onMouseMove={() => setActive(i)}
      onClick={onClick}
    >
      {children}
    </a>
  );
  return (
    <li role="presentation" className="search-group">
      {option(
        first,
        hit.url,
        false,
        <>
          <span className="search-hit__title">
            {hit.title}
            {hit.heading && <span className="search-hit__heading"> › {hit.heading}</span>}
            {hit.badge && (
              <>
                {" "}
                <Badge variant={badgeVariant(hit.badge)} className="search-hit__badge">
                  {hit.badge}
                </Badge>
              </>
            )}
          </span>
          {hit.section && <span className="search-hit__section">{hit.section}</span>}
          <span className="search-hit__excerpt" dangerouslySetInnerHTML={{ __html: hit.excerptHtml }} />
        </>,
      )}
      {hit.subHits && hit.subHits.length > 0 && (
        <ul role="presentation" className="search-subhits">
          {hit.subHits.map((s, j) => (
            <li key={s.url} role="presentation">
              {option(
                first + 1 + j,
                s.url,
                true,
                <>
                  <span className="search-hit__title">{s.title}</span>
                  <span className="search-hit__excerpt" dangerouslySetInnerHTML={{ __html: s.excerptHtml }} />
                </>,
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
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
