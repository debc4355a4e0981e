import { compile, run } from "@mdx-js/mdx";
import type { MDXContent } from "mdx/types";
import * as runtime from "react/jsx-runtime";
import remarkDirective from "remark-directive";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import { VFile } from "vfile";
import { VFileMessage } from "vfile-message";
import type { TocItem } from "../../site/types";
import { SourceError } from "../errors";
import { getHighlighter } from "./highlighter";
import { rehypeCode } from "./rehype-code";
import { rehypeHeadings } from "./rehype-headings";
import { remarkDirectives } from "./remark-directives";
import { remarkGuard } from "./remark-guard";
import { remarkCollectLinks } from "./remark-links";
import { remarkNpm2yarn } from "./remark-npm2yarn";
import type { SourceLink } from "./vfile-data";
import "./vfile-data";

export interface CompiledPage {
  /** JavaScript function body produced by MDX; turn it into a component with `evaluatePage`. */
  code: string;
  toc: TocItem[];
  links: SourceLink[];
}

/**
 * Compiles one page. The whole file is compiled (front matter included, then dropped) so that
 * every error carries the line number of the file the author edits.
 */
export async function compilePage(source: string, file: string, components: readonly string[]): Promise<CompiledPage> {
  const highlighter = await getHighlighter();
  const vfile = new VFile({ path: file, value: source });
  try {
    const out = await compile(vfile, {
      outputFormat: "function-body",
      development: false,
      remarkPlugins: [
        [remarkFrontmatter, ["yaml"]],
        remarkGfm,
        remarkDirective,
        remarkDirectives,
        remarkNpm2yarn,
        [remarkGuard, { components }],
        remarkCollectLinks,
      ],
      rehypePlugins: [[rehypeCode, { highlighter }], rehypeHeadings],
    });
    return { code: String(out.value), toc: out.data.toc ?? [], links: out.data.links ?? [] };
  } catch (error) {
    throw toSourceError(error, file);
  }
}

export async function evaluatePage(code: string): Promise<MDXContent> {
  const mod = await run(code, { ...runtime, baseUrl: import.meta.url });
  return mod.default;
}

export function toSourceError(error: unknown, file: string): Error {
  if (error instanceof SourceError) return error;
  if (error instanceof VFileMessage) {
    // Some parse errors carry their position only in the text: "Expected a closing tag for `<X>` (7:1-7:22)".
    const inText = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(error.reason);
    const line = error.line ?? (inText ? Number(inText[1]) : 1);
    const column = error.column ?? (inText ? Number(inText[2]) : undefined);
    return new SourceError(file, line, error.reason, column);
  }
  const e = error as Error;
  return new SourceError(file, 1, e.message ?? String(error));
}
