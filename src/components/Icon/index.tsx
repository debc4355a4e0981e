import { ICONS, type IconName } from "./icons";

/** Decorative icon: hidden from assistive technology, since a text label always goes with it. */
export function Icon({ name, size = 18, className }: { name: IconName; size?: number; className?: string }) {
  const paths = ICONS[name] as readonly string[] | undefined;
  if (!paths) throw new Error(`unknown icon "${String(name)}"; icons: ${Object.keys(ICONS).join(", ")}`);
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
