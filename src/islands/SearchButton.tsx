import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { SearchClientConfig } from "./search/types";
import { Glyph } from "../components/Icon/Glyph";

const SearchDialog = lazy(() => import("./SearchDialog"));

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName));
}

/**
 * The header's search button. Ctrl+K, ⌘K and / open the dialog, whose code loads only then. With
 * `feedbackEndpoint` (the site's feedback endpoint), the dialog reports searches that find nothing.
 */
export function SearchButton({ config, feedbackEndpoint }: { config: SearchClientConfig; feedbackEndpoint?: string }) {
  const [open, setOpen] = useState(false);
  const [mac, setMac] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setMac(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent));
    const onKey = (e: KeyboardEvent) => {
      const combo = (e.key === "k" || e.key === "K") && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey;
      const slash = e.key === "/" && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target);
      if (combo || slash) {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="search-button"
        onClick={() => setOpen(true)}
        // The visible label is hidden at phone width, where the button shows only its icon.
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
      >
        <Glyph d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4" />
        <span className="search-button__label">Search</span>
        <span className="search-button__keys" aria-hidden="true">
          <kbd>{mac ? "⌘" : "Ctrl"}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {open &&
        createPortal(
          <Suspense fallback={null}>
            <SearchDialog config={config} feedbackEndpoint={feedbackEndpoint} onClose={close} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
