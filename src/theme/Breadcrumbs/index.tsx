import type { Crumb } from "../../sidebars/navigation";
import { Glyph } from "../../components/Icon/Glyph";

export function Breadcrumbs({ crumbs, current }: { crumbs: Crumb[]; current: string }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <a href="/" aria-label="Home">
            <Glyph d="M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10" size={15} />
          </a>
        </li>
        {crumbs.map((c, i) => (
          <li key={i}>{c.href ? <a href={c.href}>{c.label}</a> : <span>{c.label}</span>}</li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
