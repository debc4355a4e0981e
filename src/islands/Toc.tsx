import { useEffect, useRef, useState } from "react";
import { WordBreaks } from "../lib/word-breaks";
import type { TocItem } from "../site/types";

/**
 * How far below the top of the viewport the browser puts a link's target: html's
 * `scroll-padding-top` (`--anchor-offset` in base.css). Read back rather than repeated, so the
 * highlight and the place a click lands cannot drift apart.
 */
export function anchorOffset(): number {
  return parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
}

/** "On this page": the page's h2/h3 outline, with the section in view marked as you scroll. */
export function Toc({ items }: { items: TocItem[] }) {
  const [active, setActive] = useState<string | null>(null);
  // The entry the reader clicked. The last sections of a page cannot scroll up to the offset, so
  // the clicked entry stays marked while its heading is in view, until the reader scrolls.
  const chosen = useRef<string | null>(null);

  useEffect(() => {
    const headings = items.map((i) => document.getElementById(i.id)).filter((h): h is HTMLElement => h !== null);
    let frame = 0;
    const update = () => {
      frame = 0;
      // A heading that a link scrolled to sits at the offset, give or take a fraction of a pixel.
      const line = anchorOffset() + 1;
      let current: string | null = headings[0]?.id ?? null;
      for (const h of headings) {
        if (h.getBoundingClientRect().top <= line) current = h.id;
        else break;
      }
      // At the very bottom, the last heading is the one being read.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) {
        current = headings.at(-1)?.id ?? current;
      }
      const pinned = chosen.current ? document.getElementById(chosen.current) : null;
      if (pinned) {
        const top = pinned.getBoundingClientRect().top;
        if (top >= 0 && top < window.innerHeight) current = pinned.id;
        else chosen.current = null;
      }
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const onReaderScroll = () => {
      chosen.current = null;
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    for (const type of ["wheel", "touchmove", "keydown"]) {
      window.addEventListener(type, onReaderScroll, { passive: true });
    }
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      for (const type of ["wheel", "touchmove", "keydown"]) window.removeEventListener(type, onReaderScroll);
      cancelAnimationFrame(frame);
    };
  }, [items]);

  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc__title">On this page</p>
      <TocList
        items={items}
        active={active}
        onChoose={(id) => {
          chosen.current = id;
          setActive(id);
        }}
      />
    </nav>
  );
}

/** The outline's links; the phone's collapsible outline draws the same list, without the marking. */
export function TocList({
  items,
  active = null,
  onChoose,
}: {
  items: TocItem[];
  active?: string | null;
  onChoose?: (id: string) => void;
}) {
  return (
    <ul className="toc__list">
      {items.map((item) => (
        <li key={item.id} className={`toc__item toc__item--h${item.depth}`}>
          <a
            href={`#${item.id}`}
            className={item.id === active ? "is-active" : undefined}
            aria-current={item.id === active ? "location" : undefined}
            onClick={onChoose && (() => onChoose(item.id))}
          >
            <WordBreaks text={item.text} />
          </a>
        </li>
      ))}
    </ul>
  );
}
