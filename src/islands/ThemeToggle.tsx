import { useEffect, useState } from "react";
import { applyPreference, readPreference, type ThemePreference } from "./theme";
import { Glyph } from "../components/Icon/Glyph";

const NEXT: Record<ThemePreference, ThemePreference> = { system: "light", light: "dark", dark: "system" };
const ICON: Record<ThemePreference, string> = {
  system: "M4 5h16v11H4zM9 20h6M12 16v4",
  light:
    "M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4",
  dark: "M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z",
};

/** Cycles system → light → dark; the choice is remembered across pages and visits. */
export function ThemeToggle() {
  const [pref, setPref] = useState<ThemePreference>("system");

  useEffect(() => {
    setPref(readPreference());
    const media = matchMedia("(prefers-color-scheme: dark)");
    const onChange = () => {
      if (readPreference() === "system") applyPreference("system");
    };
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, []);

  const choose = () => {
    const next = NEXT[pref];
    applyPreference(next);
    setPref(next);
  };

  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      onClick={choose}
      aria-label={`Theme: ${pref}. Switch to ${NEXT[pref]}`}
      title={`Theme: ${pref}`}
      data-theme-choice={pref}
    >
      <Glyph d={ICON[pref]} size={20} strokeWidth={1.8} />
    </button>
  );
}
