import { useEffect, useState } from "react";
import { Glyph } from "../components/Icon/Glyph";
import { copyText } from "./clipboard";

export interface CopyPageProps {
  /** The page's Markdown twin (same origin), written into the page's HTML at build time. */
  markdownUrl: string;
}

/** Fetches the text of a response, failing on an HTTP error like on a network one. */
async function textOf(url: string): Promise<string> {
  const res = await fetch(url, { headers: { Accept: "text/markdown" } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.text();
}

/** "Copy page": puts the page's Markdown twin on the clipboard, for pasting into an assistant or an editor. */
export function CopyPage({ markdownUrl }: CopyPageProps) {
  const [result, setResult] = useState<"copied" | "failed" | null>(null);

  useEffect(() => {
    if (result !== "copied") return;
    const t = setTimeout(() => setResult(null), 2000);
    return () => clearTimeout(t);
  }, [result]);

  const copy = () => {
    setResult(null);
    // The fetch starts inside the click, so the clipboard write does too (see copyText).
    copyText(textOf(markdownUrl)).then(
      () => setResult("copied"),
      () => setResult("failed"),
    );
  };

  return (
    <>
      <button type="button" className="page-actions__button" onClick={copy}>
        <Glyph d={result === "copied" ? "M5 12l5 5L20 7" : "M9 9h11v11H9zM5 15H4V4h11v1"} size={15} />
        {result === "copied" ? "Copied" : "Copy page"}
      </button>
      <span className="sr-only" role="status">
        {result === "copied" ? "Copied" : ""}
      </span>
      {result === "failed" && (
        <span className="page-actions__error" role="alert">
          Could not copy the page. Open <a href={markdownUrl}>its Markdown</a> and copy it from there.
        </span>
      )}
    </>
  );
}
