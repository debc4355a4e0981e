/**
 * A stroked 24×24 glyph drawn from one or more paths. Decorative: hidden from assistive
 * technology, since a text label (visible or `aria-label`) always goes with it.
 */
export function Glyph({
  d,
  size = 16,
  strokeWidth = 2,
  className,
}: {
  d: string | readonly string[];
  size?: number;
  strokeWidth?: number;
  className?: string;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {(typeof d === "string" ? [d] : d).map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}
