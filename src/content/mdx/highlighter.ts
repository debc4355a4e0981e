import { createHighlighterCore, type HighlighterCore } from "shiki/core";
import { createOnigurumaEngine } from "shiki/engine/oniguruma";

/** Languages a code block may name. Aliases (`sh`, `yml`, …) come with each grammar. */
const LANGS = [
  import("@shikijs/langs/typescript"),
  import("@shikijs/langs/tsx"),
  import("@shikijs/langs/javascript"),
  import("@shikijs/langs/jsx"),
  import("@shikijs/langs/json"),
  import("@shikijs/langs/jsonc"),
  import("@shikijs/langs/bash"),
  import("@shikijs/langs/shellsession"),
  import("@shikijs/langs/yaml"),
  import("@shikijs/langs/diff"),
  import("@shikijs/langs/html"),
  import("@shikijs/langs/css"),
  import("@shikijs/langs/sql"),
  import("@shikijs/langs/dotenv"),
  import("@shikijs/langs/ini"),
  import("@shikijs/langs/markdown"),
  import("@shikijs/langs/dockerfile"),
  import("@shikijs/langs/toml"),
  import("@shikijs/langs/powershell"),
];

let highlighter: Promise<HighlighterCore> | undefined;

/** One highlighter per process (per worker), created on first use. */
export function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    // One theme: the dark colours are given by class in the stylesheet (see highlight.ts).
    themes: [import("@shikijs/themes/github-light-default")],
    langs: LANGS,
    engine: createOnigurumaEngine(import("shiki/wasm")),
  });
  return highlighter;
}

/** Languages that need no grammar. */
export const PLAIN_LANGS = new Set(["text", "txt", "plaintext", "plain"]);
