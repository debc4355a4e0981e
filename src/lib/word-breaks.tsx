import { Fragment, type ReactNode } from "react";

/**
 * Where a long identifier may wrap: before a capital that starts a word (`Customer|Group`,
 * `URL|Parser`), before `_`, and after `.` or `/`. Sidebar and outline entries are often one long
 * identifier (`DiscountConditionCustomerGroup`); without these opportunities the browser can only
 * cut it mid-word.
 */
const BREAK = /(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?=_)|(?<=\w[./])(?=\w)/;

/** The pieces of `text` between its word boundaries; joined, they are `text` again. */
export function wordParts(text: string): string[] {
  return text.split(BREAK).filter((part) => part !== "");
}

/**
 * `text` with a <wbr> at each word boundary. A <wbr> holds no text, so the text that is copied,
 * indexed or read aloud is unchanged.
 */
export function WordBreaks({ text }: { text: string }): ReactNode {
  const parts = wordParts(text);
  if (parts.length < 2) return text;
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
