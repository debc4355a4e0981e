/**
 * The meta string after a code fence's language, e.g.
 * ```ts title="src/api/index.ts" {3-5} noCheck="partial file"
 */
export interface CodeMeta {
  title?: string;
  /** Line ranges to highlight, as written: "3-5,8". */
  highlight?: string;
  /** Reason this sample is not type-checked. */
  noCheck?: string;
  noCopy: boolean;
}

const ATTR = /([A-Za-z][\w-]*)(?:=("([^"]*)"|'([^']*)'|(\S+)))?/g;

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const out: CodeMeta = { noCopy: false };
  if (!meta) return out;
  const braces = /\{([\d,\s-]+)\}/.exec(meta);
  if (braces) out.highlight = braces[1]!.replace(/\s+/g, "");
  const rest = meta.replace(/\{[\d,\s-]+\}/, " ");
  for (const m of rest.matchAll(ATTR)) {
    const key = m[1]!;
    const value = m[3] ?? m[4] ?? m[5];
    if (key === "title") out.title = value;
    else if (key === "noCheck") out.noCheck = value ?? "";
    else if (key === "noCopy") out.noCopy = true;
  }
  return out;
}
