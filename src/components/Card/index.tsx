import type { ReactNode } from "react";
import type { IconName } from "../Icon/icons";
import { Badge, badgeVariant } from "../Badge";
import { Icon } from "../Icon";
import { usePageContext } from "../../render/PageContext";

export interface CardProps {
  href: string;
  /** Defaults to the linked page's title. */
  title?: string;
  /** Defaults to the linked page's description. */
  description?: ReactNode;
  icon?: IconName;
  badge?: string;
}

/** How much the words of a card that repeats a linked page's title and description count for search. */
export const COPIED_CARD_WEIGHT = 0.25;

/** A linked card. For a page of this site, title and description come from its front matter. */
export function Card({ href, title, description, icon, badge }: CardProps) {
  const { pageByRoute } = usePageContext();
  const [path] = href.split("#");
  const page = path ? pageByRoute.get(path) : undefined;
  const heading = title ?? page?.title;
  if (!heading) throw new Error(`<Card href="${href}"> needs a title: no page of this site has that URL`);
  const text = description ?? page?.description;
  // A card that only repeats the linked page's title and description adds none of this page's
  // words: they count for less here, so the page that has them answers before the one that links to it.
  const copied = page !== undefined && description === undefined;
  return (
    <a className="card" href={href} {...(copied ? { "data-search-weight": String(COPIED_CARD_WEIGHT) } : {})}>
      <span className="card__title">
        {icon && <Icon name={icon} className="card__icon" />}
        {heading}
        {/* A space, so the title and the badge are two words to search and to a screen reader (the flex layout shows none). */}
        {badge && " "}
        {badge && (
          <Badge variant={badgeVariant(badge)} className="card__badge">
            {badge}
          </Badge>
        )}
      </span>
      {text && <span className="card__description">{text}</span>}
    </a>
  );
}

/**
 * Lays cards out in a grid whose rows are full: `<CardGrid><Card href="/…" /></CardGrid>`. The
 * outer box is the size container the layout is chosen by (styles.css), the inner one the grid.
 */
export function CardGrid({ children }: { children?: ReactNode }) {
  return (
    <div className="card-grid">
      <div className="card-grid__cards">{children}</div>
    </div>
  );
}
