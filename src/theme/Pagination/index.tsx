import type { NavLink } from "../../sidebars/navigation";

/** Previous and next page, in the order of the page's sidebar. */
export function Pagination({ prev, next }: { prev?: NavLink; next?: NavLink }) {
  if (!prev && !next) return null;
  return (
    <nav className="pagination" aria-label="Previous and next page">
      {prev ? (
        <a className="pagination__link" href={prev.href} rel="prev">
          <span className="pagination__dir">Previous</span>
          <span className="pagination__label">« {prev.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a className="pagination__link pagination__link--next" href={next.href} rel="next">
          <span className="pagination__dir">Next</span>
          <span className="pagination__label">{next.label} »</span>
        </a>
      )}
    </nav>
  );
}
