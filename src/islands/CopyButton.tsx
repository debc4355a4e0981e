import { useEffect, useRef, useState } from "react";
import { Glyph } from "../components/Icon/Glyph";
import { copyText } from "./clipboard";

/** Copies the code block it sits in. Reads the code from the page, so the code is not sent twice. */
export function CopyButton() {
  const ref = useRef<HTMLButtonElement>(null);
  const [result, setResult] = useState<"copied" | "failed" | null>(null);

  useEffect(() => {
    if (!result) return;
    const t = setTimeout(() => setResult(null), 2000);
    return () => clearTimeout(t);
  }, [result]);

  const copy = () => {
    const code = ref.current?.closest(".code-block")?.querySelector("pre code");
    copyText(code?.textContent ?? "").then(
      () => setResult("copied"),
      () => setResult("failed"),
    );
  };

  return (
    <>
      <button
        ref={ref}
        type="button"
        className="copy-button"
        onClick={copy}
        aria-label={result === "copied" ? "Copied" : "Copy code"}
        title="Copy code"
      >
        <Glyph d={result === "copied" ? "M5 12l5 5L20 7" : "M9 9h11v11H9zM5 15H4V4h11v1"} />
      </button>
      <span className="sr-only" role="status">
        {result === "copied" ? "Copied to clipboard" : result === "failed" ? "Could not copy: select the code and copy it" : ""}
      </span>
    </>
  );
}
