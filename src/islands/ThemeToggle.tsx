import { useEffect, useState } from "react";
import { applyPreference, readPreference, shownTheme, type Theme, type ThemePreference } from "./theme";
import { Glyph } from "../components/Icon/Glyph";

/** The glyph of the theme a click switches to: a sun on a dark page, a moon on a light one. */
const ICON: Record<Theme, string> = {
  light:
    "M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4",
  dark: "M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z",
};
const OTHER: Record<Theme, Theme> = { light: "dark", dark: "light" };

/**
 * Two states: every click flips the theme the reader sees (light ↔ dark) and remembers that choice
 * across pages and visits. Until the first click the page follows the system theme, also when it
 * changes while the page is open. The static HTML cannot know the theme the boot script picked, so
 * the button says "Switch theme" until it has hydrated and read it.
 */
export function ThemeToggle() {
  const [pref, setPref] = useState<ThemePreference>("system");
  const [shown, setShown] = useState<Theme | null>(null);

  useEffect(() => {
    setPref(readPreference());
    setShown(shownTheme());
    const media = matchMedia("(prefers-color-scheme: dark)");
    const onChange = () => {
      // The page's own record, not storage: it holds a click's choice also where storage fails.
      if (document.documentElement.dataset.themePreference !== "system") return;
      applyPreference("system");
      setShown(shownTheme());
    };
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, []);

  const flip = () => {
    const next = OTHER[shownTheme()];
    applyPreference(next);
    setPref(next);
    setShown(next);
  };

  const target = shown ? OTHER[shown] : null;
  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      onClick={flip}
      aria-label={target ? `Switch to ${target} theme` : "Switch theme"}
      title={target ? `Switch to ${target} theme` : "Switch theme"}
      data-theme-choice={pref}
    >
      <Glyph d={ICON[target ?? "dark"]} size={20} strokeWidth={1.8} />
    </button>
  );
}
