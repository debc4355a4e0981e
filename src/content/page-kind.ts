import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { AUTHOR_COMPONENTS, mdxComponents } from "../components";
import type { PageKind, PageSource } from "../render/page-source";
import type { PageMeta } from "../site/types";
import { compilePage, evaluatePage } from "./mdx/compile";

type GuideSource = Extract<PageSource, { kind: "guide" }>;

/** The source of a guide page: its MDX file. */
export function guideSource(page: PageMeta): GuideSource {
  if (!page.sourceFile) throw new Error(`${page.id}: a guide needs its source file`);
  return { kind: "guide", pageId: page.id, file: page.sourceFile };
}

/**
 * Guides: the MDX file compiled (highlighting included), evaluated and rendered with the
 * registered components. The build compiles every guide first (content/check.ts) and passes the
 * code along; the dev server compiles on request.
 */
export const guideKind: PageKind<GuideSource> = {
  async render(source, { root }) {
    const compiled =
      source.compiled ?? (await compilePage(readFileSync(join(root, source.file), "utf8"), source.file, AUTHOR_COMPONENTS));
    const Content = await evaluatePage(compiled.code);
    return { content: createElement(Content, { components: mdxComponents }), toc: compiled.toc, sourceLinks: compiled.links };
  },
  async markdown(source, { root }) {
    if (source.compiled) return source.compiled.markdown;
    return (await compilePage(readFileSync(join(root, source.file), "utf8"), source.file, AUTHOR_COMPONENTS)).markdown;
  },
};
