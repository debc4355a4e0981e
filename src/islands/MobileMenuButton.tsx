import { useEffect, useRef, useState } from "react";
import { Glyph } from "../components/Icon/Glyph";

/** Where the drawer is a drawer; above it the sidebar is a column of the page. Matches Sidebar/styles.css. */
const PHONE_QUERY = "(max-width: 900px)";

/**
 * Opens the sidebar as a slide-in menu on narrow screens. While it is open it is a modal dialog:
 * the rest of the page is inert (focus stays in the menu) and does not scroll. Escape, the close
 * button or the backdrop closes it and puts focus back on the menu button; a link closes it too.
 */
export function MobileMenuButton() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle("sidebar-open", open);
    const drawer = document.getElementById("sidebar");
    if (!open || !drawer) return;
    const undoModal = makeModal(drawer);
    drawer.querySelector<HTMLElement>(".sidebar__close")?.focus();
    const close = (focusButton: boolean) => {
      // The header is inert while the menu is open: it must not be when the button takes focus.
      undoModal();
      setOpen(false);
      if (focusButton) button.current?.focus();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") close(true);
      else if (e.key === "Tab") keepFocusIn(drawer, e);
    };
    const onClick = (e: MouseEvent) => {
      const target = e.target as Element;
      if (target.closest(".sidebar-backdrop, .sidebar__close")) close(true);
      else if (target.closest("#sidebar a")) close(false);
    };
    // Widening the window (a phone turned sideways) makes the drawer a column again.
    const wide = matchMedia(PHONE_QUERY);
    const onWiden = () => {
      if (!wide.matches) close(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    wide.addEventListener("change", onWiden);
    return () => {
      undoModal();
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
      wide.removeEventListener("change", onWiden);
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

/** Makes `dialog` the only part of the page that can be reached, and returns how to undo it (more than once is fine). */
function makeModal(dialog: HTMLElement): () => void {
  const made: Element[] = [];
  // Everything beside the dialog and beside each of its ancestors: the header, the content, the footer.
  for (let node: Element = dialog; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      // The backdrop stays clickable: a click on it closes the menu.
      if (sibling === node || sibling.hasAttribute("inert") || sibling.matches("script, .sidebar-backdrop")) continue;
      sibling.setAttribute("inert", "");
      made.push(sibling);
    }
  }
  dialog.setAttribute("role", "dialog");
  dialog.setAttribute("aria-modal", "true");
  dialog.setAttribute("aria-label", "Menu");
  return () => {
    for (const el of made.splice(0)) el.removeAttribute("inert");
    for (const name of ["role", "aria-modal", "aria-label"]) dialog.removeAttribute(name);
  };
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepFocusIn(root: HTMLElement, e: KeyboardEvent) {
  // Links inside a closed category are not rendered (checkVisibility says so), so Tab skips them.
  const focusable = [...root.querySelectorAll<HTMLElement>("a[href], button, summary")].filter((el) =>
    typeof el.checkVisibility === "function" ? el.checkVisibility() : el.getClientRects().length > 0,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const inside = root.contains(document.activeElement);
  if (e.shiftKey && (document.activeElement === first || !inside)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (document.activeElement === last || !inside)) {
    e.preventDefault();
    first.focus();
  }
}
