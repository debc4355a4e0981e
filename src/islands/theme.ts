/** The theme a page shows. */
export type Theme = "light" | "dark";
/** What the reader chose: a theme, or (until the first click on the toggle) the system's. */
export type ThemePreference = "system" | Theme;
export const THEME_KEY = "theme";

/**
 * Runs inline in <head>, before first paint: applies the remembered (or system) theme and
 * marks that JavaScript runs. Kept tiny and dependency-free on purpose.
 */
export const THEME_BOOT_SCRIPT = `(function(){var d=document.documentElement;d.classList.add("js");var t=null;try{t=localStorage.getItem("${THEME_KEY}")}catch(e){}var dark=t==="dark"||(t!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);d.dataset.theme=dark?"dark":"light";d.dataset.themePreference=t==="light"||t==="dark"?t:"system"})();`;

export function readPreference(): ThemePreference {
  try {
    const t = localStorage.getItem(THEME_KEY);
    return t === "light" || t === "dark" ? t : "system";
  } catch {
    return "system";
  }
}

/** The theme the page shows now (set by the boot script, then by applyPreference). */
export function shownTheme(): Theme {
  return document.documentElement.dataset.theme === "dark" ? "dark" : "light";
}

export function applyPreference(pref: ThemePreference): void {
  const dark = pref === "dark" || (pref === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
  const root = document.documentElement;
  root.dataset.theme = dark ? "dark" : "light";
  root.dataset.themePreference = pref;
  try {
    if (pref === "system") localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, pref);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
}
