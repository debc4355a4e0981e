import type { ComponentProps } from "react";
import { Island } from "../../islands/Island";

type PreProps = ComponentProps<"pre"> & {
  "data-title"?: string;
  "data-language"?: string;
  "data-no-copy"?: string;
  /** The highlighted code as HTML, made at build time by content/mdx/highlight.ts (text escaped there). */
  "data-html"?: string;
};

/** Every fenced code block: highlighted at build time, with an optional title and a copy button. */
export function CodeBlock(props: PreProps) {
  const { "data-title": title, "data-language": language, "data-no-copy": noCopy, "data-html": html, children, ...pre } = props;
  return (
    <div className="code-block" data-language={language}>
      {title && <div className="code-block__title">{title}</div>}
      <div className="code-block__body">
        <pre {...pre} tabIndex={0}>
          {html === undefined ? children : <code dangerouslySetInnerHTML={{ __html: html }} />}
        </pre>
        {noCopy === undefined && <Island name="CopyButton" props={{}} />}
      </div>
    </div>
  );
}
