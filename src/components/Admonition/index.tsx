import type { ReactNode } from "react";
import type { AdmonitionType } from "../../content/mdx/remark-directives";
import { Glyph } from "../Icon/Glyph";

const DEFAULT_TITLES: Record<AdmonitionType, string> = {
  note: "Note",
  tip: "Tip",
  info: "Info",
  warning: "Warning",
  danger: "Danger",
};

const ICON_PATHS: Record<AdmonitionType, string> = {
  note: "M12 8h.01M11 12h1v5h1M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18z",
  info: "M12 8h.01M11 12h1v5h1M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18z",
  tip: "M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z",
  warning: "M12 9v4M12 17h.01M10.3 4l-8 14a2 2 0 0 0 1.7 3h16a2 2 0 0 0 1.7-3l-8-14a2 2 0 0 0-3.4 0z",
  danger: "M12 8v5M12 16h.01M8 3h8l5 5v8l-5 5H8l-5-5V8z",
};

/** Written `:::note[Optional title]` … `:::` in pages (also `tip`, `info`, `warning`, `danger`). */
export function Admonition({ type, title, children }: { type: AdmonitionType; title?: string; children?: ReactNode }) {
  return (
    <div className={`admonition admonition--${type}`} role="note">
      <p className="admonition__title">
        <Glyph d={ICON_PATHS[type]} size={18} />
        {title ?? DEFAULT_TITLES[type]}
      </p>
      <div className="admonition__body">{children}</div>
    </div>
  );
}
