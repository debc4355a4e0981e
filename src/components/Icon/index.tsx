import { Glyph } from "./Glyph";
import { ICONS, type IconName } from "./icons";

/** A named icon of the site's set (see icons.ts). */
export function Icon({ name, size = 18, className }: { name: IconName; size?: number; className?: string }) {
  const paths = ICONS[name] as readonly string[] | undefined;
  if (!paths) throw new Error(`unknown icon "${String(name)}"; icons: ${Object.keys(ICONS).join(", ")}`);
  return <Glyph d={paths} size={size} strokeWidth={1.75} className={className ? `icon ${className}` : "icon"} />;
}
