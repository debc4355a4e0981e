import { useEffect, useRef, useState } from "react";
import { Glyph } from "../components/Icon/Glyph";

/** Opens the sidebar as a slide-in panel on narrow screens. Escape, the backdrop or a link closes it. */
export function MobileMenuButton() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle("sidebar-open", open);
    if (!open) return;
    const sidebar = document.getElementById("sidebar");
    sidebar?.querySelector<HTMLElement>("a, summary")?.focus();
    const close = (focusButton: boolean) => {
      setOpen(false);
      if (focusButton) button.current?.focus();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") close(true);
    };
    const onClick = (e: MouseEvent) => {
      const target = e.target as Element;
      if (target.closest(".sidebar-backdrop")) close(true);
      else if (target.closest("#sidebar a")) close(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [open]);

  return (
    <button
      ref={button}
      type="button"
      className="icon-button menu-button"
      aria-label={open ? "Close menu" : "Open menu"}
      aria-expanded={open}
      aria-controls="sidebar"
      onClick={() => setOpen(!open)}
    >
      <Glyph d={open ? "M6 6l12 12M18 6L6 18" : "M4 7h16M4 12h16M4 17h16"} size={22} />
    </button>
  );
}
