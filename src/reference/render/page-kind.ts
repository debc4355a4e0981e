import { getHighlighter } from "../../content/mdx/highlighter";
import type { PageKind, PageSource } from "../../render/page-source";
import { initMarkdown, renderReferencePage } from "./index";
import { referenceTwin } from "./twin";

/** Reference pages: their model drawn by the reference components. */
export const referenceKind: PageKind<Extract<PageSource, { kind: "reference" }>> = {
  async render(source) {
    initMarkdown(await getHighlighter());
    return renderReferencePage(source.model);
  },
  async markdown(source) {
    return referenceTwin(source.model);
  },
};
