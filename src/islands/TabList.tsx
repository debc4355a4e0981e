import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { onChoice, readChoice, writeChoice } from "./tabs-store";

export interface TabListProps {
  /** Prefix of the ids of this tab set's tabs and panels. */
  baseId: string;
  items: { value: string; label: string }[];
  initial: string;
  /** Tabs with the same group share one choice, on this page and on every other. */
  groupId?: string;
}

/**
 * The tab buttons of a `<Tabs>` block. The panels are static HTML next to it; this island shows
 * the chosen one. Without JavaScript every panel stays visible, each under its own label.
 */
export function TabList({ baseId, items, initial, groupId }: TabListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState(initial);
  const anchor = useRef<number | null>(null);

  useEffect(() => {
    if (!groupId) return;
    const stored = readChoice(groupId);
    if (stored && items.some((i) => i.value === stored)) setValue(stored);
    return onChoice(groupId, (v) => {
      if (items.some((i) => i.value === v)) setValue(v);
    });
  }, [groupId, items]);

  useLayoutEffect(() => {
    const root = ref.current?.closest(".tabs");
    if (!root) return;
    for (const panel of root.querySelectorAll<HTMLElement>(":scope > [role=tabpanel]")) {
      panel.hidden = panel.dataset.value !== value;
    }
    // Keep the clicked tab where it was, although tab sets above it may change height.
    if (anchor.current !== null && ref.current) {
      window.scrollBy(0, ref.current.getBoundingClientRect().top - anchor.current);
      anchor.current = null;
    }
  }, [value]);

  const select = (v: string) => {
    anchor.current = ref.current?.getBoundingClientRect().top ?? null;
    setValue(v);
    if (groupId) writeChoice(groupId, v);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = items.findIndex((t) => t.value === value);
    let next = -1;
    if (e.key === "ArrowRight") next = (i + 1) % items.length;
    else if (e.key === "ArrowLeft") next = (i - 1 + items.length) % items.length;
    else if (e.key === "Home") next = 0;
    else if (e.key === "End") next = items.length - 1;
    if (next === -1) return;
    e.preventDefault();
    const v = items[next]!.value;
    select(v);
    ref.current?.querySelector<HTMLButtonElement>(`[data-value="${CSS.escape(v)}"]`)?.focus();
  };

  return (
    <div ref={ref} role="tablist" className="tabs__list">
      {items.map((t) => (
        <button
          key={t.value}
          type="button"
          role="tab"
          id={`${baseId}-tab-${t.value}`}
          aria-controls={`${baseId}-panel-${t.value}`}
          aria-selected={t.value === value}
          tabIndex={t.value === value ? 0 : -1}
          data-value={t.value}
          className="tabs__tab"
          onClick={() => select(t.value)}
          onKeyDown={onKeyDown}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
