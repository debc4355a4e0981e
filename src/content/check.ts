import { readFileSync } from "node:fs";
import { join } from "node:path";
import { AUTHOR_COMPONENTS } from "../components";
import { diagnosticsOf, type Diagnostic } from "../diagnostics";
import type { TocItem } from "../site/types";
import { compilePage, type CompileOptions } from "./mdx/compile";
import type { ComponentUse, SourceLink } from "./mdx/vfile-data";

/** A guide compiled ahead of rendering: its code and outline, or every problem found in it. */
export interface GuideCheck {
  pageId: string;
  file: string;
  compiled?: { code: string; toc: TocItem[]; headingIds: string[]; links: SourceLink[]; markdown: string };
  uses: ComponentUse[];
  diagnostics: Diagnostic[];
}

/**
 * Compiles one guide: MDX syntax, registered components and their props, admonitions, headings
 * and code blocks are checked here, before the expensive work of the build, and every problem of
 * the file is reported. The compiled code is what the page is later rendered from.
 */
export async function compileGuide(
  root: string,
  pageId: string,
  file: string,
  options: CompileOptions = {},
): Promise<GuideCheck> {
  try {
    const c = await compilePage(readFileSync(join(root, file), "utf8"), file, AUTHOR_COMPONENTS, options);
    return {
      pageId,
      file,
      compiled: { code: c.code, toc: c.toc, headingIds: c.headingIds, links: c.links, markdown: c.markdown },
      uses: c.uses,
      diagnostics: [],
    };
  } catch (e) {
    return { pageId, file, uses: [], diagnostics: diagnosticsOf(e, file) };
  }
}
