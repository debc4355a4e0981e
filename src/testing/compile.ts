import { AUTHOR_COMPONENTS } from "../components";
import { compilePage } from "../content/mdx/compile";
import { DiagnosticError, type Diagnostic } from "../diagnostics";

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
