import type { ReactNode } from "react";

/** A disclosure for optional detail: `<Details summary="Why?">…</Details>`. Native, so it works without JavaScript. */
export function Details({ summary, children, open }: { summary: string; children?: ReactNode; open?: boolean }) {
  return (
    <details className="details" open={open}>
      <summary>{summary}</summary>
      <div className="details__body">{children}</div>
    </details>
  );
}
