import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { AUTHOR_COMPONENTS, mdxComponents } from "../components";
import { compilePage, evaluatePage } from "../content/mdx/compile";
import type { ScreenshotManifest } from "../content/screenshots";
import { DiagnosticError, type Diagnostic } from "../diagnostics";
import { PageContextProvider } from "../render/PageContext";
import { testConfig, testPage } from "./fixtures";

/** Front matter that makes a body a valid page; the body starts at line 6. */
export const TEST_FRONT_MATTER = "---\ntitle: T\ndescription: D\n---\n\n";

/** Compiles a page body as `content/t.mdx` and returns every diagnostic (none when it compiles). */
export async function pageDiagnostics(body: string): Promise<Diagnostic[]> {
  try {
    await compilePage(TEST_FRONT_MATTER + body, "content/t.mdx", AUTHOR_COMPONENTS);
    return [];
  } catch (e) {
    if (!(e instanceof DiagnosticError)) throw e;
    return [...e.diagnostics];
  }
}

/**
 * Compiles a page body and renders it to HTML with the registered components, in a page context
 * whose page is `pageId` and whose screenshots are `screenshots`.
 */
export async function renderBody(
  body: string,
  { pageId = "t", screenshots = {} }: { pageId?: string; screenshots?: ScreenshotManifest } = {},
): Promise<string> {
  const compiled = await compilePage(TEST_FRONT_MATTER + body, `content/${pageId}.mdx`, AUTHOR_COMPONENTS);
  const Content = await evaluatePage(compiled.code);
  const page = testPage(pageId);
  return renderToStaticMarkup(
    createElement(
      PageContextProvider,
      { value: { config: testConfig, page, pageByRoute: new Map([[page.route, page]]), entities: {}, screenshots } },
      createElement(Content, { components: mdxComponents }),
    ),
  );
}
