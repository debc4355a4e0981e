import { useEffect, useRef, useState } from "react";
import { Glyph } from "../components/Icon/Glyph";

/** Copies the code block it sits in. Reads the code from the page, so the code is not sent twice. */
export function CopyButton() {
  const ref = useRef<HTMLButtonElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(t);
  }, [copied]);

  const copy = async () => {
    const code = ref.current?.closest(".code-block")?.querySelector("pre code");
    const text = code?.textContent ?? "";
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      fallbackCopy(text);
    }
    setCopied(true);
  };

  return (
    <>
      <button
        ref={ref}
        type="button"
        className="copy-button"
        onClick={copy}
        aria-label={copied ? "Copied" : "Copy code"}
        title="Copy code"
      >
        <Glyph d={copied ? "M5 12l5 5L20 7" : "M9 9h11v11H9zM5 15H4V4h11v1"} />
      </button>
      <span className="sr-only" role="status">
        {copied ? "Copied to clipboard" : ""}
      </span>
    </>
  );
}

/** For pages served without a secure context, where the async clipboard API is missing. */
function fallbackCopy(text: string) {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  document.execCommand("copy");
  area.remove();
}
