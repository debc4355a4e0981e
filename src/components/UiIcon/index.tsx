import type { ReactNode } from "react";
import { adminIcon, isUiIconName, UI_ICONS } from "../../verify/admin/ui-icons";

/**
 * An icon of the admin where a step names it, drawn from the admin's own icon set (as pinned in
 * admin-ui): `<UiIcon name="Plus">the plus icon</UiIcon>`. The words are what a screen reader
 * says (and what search, the Markdown copy and the claims read); sighted readers see the icon.
 */
export function UiIcon({ name, label, children }: { name: string; label?: string; children?: ReactNode }) {
  if (!isUiIconName(name)) throw new Error(`<UiIcon name="${name}">: icons are ${Object.keys(UI_ICONS).join(", ")}`);
  const { viewBox, paths } = adminIcon(name);
  return (
    <span className="ui-icon">
      <svg viewBox={viewBox} aria-hidden="true" focusable="false">
        {paths.map((path, i) =>
          path.filled ? (
            <path
              key={i}
              d={path.d}
              fill="currentColor"
              {...(path.evenOdd ? { fillRule: "evenodd" as const, clipRule: "evenodd" as const } : {})}
            />
          ) : (
            <path
              key={i}
              d={path.d}
              fill="none"
              stroke="currentColor"
              strokeWidth={path.strokeWidth}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          ),
        )}
      </svg>
      <span className="sr-only">{children ?? label ?? UI_ICONS[name].label}</span>
    </span>
  );
}
