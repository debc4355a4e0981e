import type { ReactNode } from "react";

/** A keyboard key: `<Kbd>Ctrl</Kbd> + <Kbd>K</Kbd>`. */
export function Kbd({ children }: { children?: ReactNode }) {
  return <kbd className="kbd">{children}</kbd>;
}
