import type { ReactNode } from "react";

export type BadgeVariant = "beta" | "deprecated" | "soon" | "experimental" | "neutral";

/** A small label: `<Badge variant="beta">Beta</Badge>`. Also used for front matter and sidebar badges. */
export function Badge({
  variant = "neutral",
  className,
  children,
}: {
  variant?: BadgeVariant;
  className?: string;
  children?: ReactNode;
}) {
  return <span className={`badge badge--${variant}${className ? ` ${className}` : ""}`}>{children}</span>;
}

export function badgeVariant(label: string): BadgeVariant {
  const v = label.toLowerCase();
  return v === "beta" || v === "deprecated" || v === "soon" || v === "experimental" ? v : "neutral";
}
