import { compile, run } from "@mdx-js/mdx";
import type { MDXContent } from "mdx/types";
import * as runtime from "react/jsx-runtime";
import remarkDirective from "remark-directive";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import { VFile } from "vfile";
import { VFileMessage } from "vfile-message";
import { DiagnosticError, type Diagnostic } from "../../diagnostics";
import type { TocItem } from "../../site/types";
import { getHighlighter } from "./highlighter";
import { rehypeCode } from "./rehype-code";
import { rehypeHeadings } from "./rehype-headings";
import { remarkCodeSpans } from "./remark-code-spans";
import { remarkDiagrams } from "./remark-diagrams";
import { remarkDirectives } from "./remark-directives";
import { remarkGuard } from "./remark-guard";
import { remarkInstallPins } from "./remark-install-pins";
import { remarkCollectLinks } from "./remark-links";
import { remarkMarkdownTwin } from "./remark-markdown-twin";
import { remarkNpm2yarn } from "./remark-npm2yarn";
import { remarkRoutes, type KnownRoute } from "./remark-routes";
import { remarkScreenshots } from "./remark-screenshots";
import type { ComponentUse, SourceLink } from "./vfile-data";
import "./vfile-data";

export interface CompiledPage {
  /** JavaScript function body produced by MDX; turn it into a component with `evaluatePage`. */
  code: string;
  toc: TocItem[];
  /** The id of every heading, which links can target. */
  headingIds: string[];
  links: SourceLink[];
  /** Components used, with their props, for the checks that need the whole site. */
  uses: ComponentUse[];
  /** The page as plain Markdown, for its Markdown twin (placeholders filled when it is rendered). */
  markdown: string;
}

/**
 * Compiles one page. The whole file is compiled (front matter included, then dropped) so that
 * every error carries the line number of the file the author edits. Every problem the plugins
 * find is reported at once, as a DiagnosticError; a syntax error stops at the first.
 */
export interface CompileOptions {
  /** The backend's REST routes: route spans link to them, and other routes must be declared. */
  routes?: readonly KnownRoute[];
  /** The routes the page declares as its own or a plugin's (front matter `routes`). */
  declaredRoutes?: readonly string[];
  /** A troubleshooting page: its plain-text code blocks are the error messages readers paste into search. */
  errorMessages?: boolean;
}

export async function compilePage(
  source: string,
  file: string,
  components: readonly string[],
  options: CompileOptions = {},
): Promise<CompiledPage> {
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
        remarkCodeSpans,
        remarkInstallPins,
        remarkNpm2yarn,
        [remarkGuard, { components }],
        remarkScreenshots,
        remarkDiagrams,
        [remarkRoutes, { routes: options.routes, declared: options.declaredRoutes }],
        remarkCollectLinks,
        remarkMarkdownTwin,
      ],
      rehypePlugins: [[rehypeCode, { highlighter, errorMessages: options.errorMessages }], rehypeHeadings],
    });
    if (vfile.messages.length > 0)
      throw new DiagnosticError(
        "",
        vfile.messages.map((m) => messageDiagnostic(m, file)),
      );
    return {
      code: String(out.value),
      toc: out.data.toc ?? [],
      headingIds: out.data.headingIds ?? [],
      links: out.data.links ?? [],
      uses: out.data.uses ?? [],
      markdown: out.data.markdown ?? "",
    };
  } catch (error) {
    if (error instanceof DiagnosticError) throw error;
    throw new DiagnosticError("", [toDiagnostic(error, file)]);
  }
}

export async function evaluatePage(code: string): Promise<MDXContent> {
  const mod = await run(code, { ...runtime, baseUrl: import.meta.url });
  return mod.default;
}

function messageDiagnostic(m: VFileMessage, file: string): Diagnostic {
  // Some parse errors carry their position only in the text: "Expected a closing tag for `<X>` (7:1-7:22)".
  const inText = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(m.reason);
  const line = m.line ?? (inText ? Number(inText[1]) : 1);
  const column = m.column ?? (inText ? Number(inText[2]) : undefined);
  return { file, line, column, message: m.reason, hint: m.note ?? undefined };
}

function toDiagnostic(error: unknown, file: string): Diagnostic {
  if (error instanceof VFileMessage) return messageDiagnostic(error, file);
  return { file, line: 1, message: (error as Error).message ?? String(error) };
}
