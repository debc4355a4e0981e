import type { TocItem } from "../../site/types";
import { SECTION_IDS } from "./anchors";

/** The section of an index page that lists declarations of the 1.x reference the pinned packages lack. */
export const NOT_HERE_ID = "not-in-these-packages";
export const NOT_HERE_TITLE = "Not in these packages";
/** The list of an API's resources on its landing page. */
export const RESOURCES_ID = "resources";
import type { DeclarationPage, RefPageModel } from "./types";

/** A class has a Constructor section when its constructor takes something. */
export const hasConstructor = (model: DeclarationPage) =>
  !!model.constructorView && model.constructorView.signatures.some((s) => s.params.length > 0);

/**
 * A page's h2/h3 outline, which is also the list of its sections in page order: renderers draw
 * the sections this lists, with these ids, so the table of contents cannot drift from the page.
 */
export function outlineOf(model: RefPageModel): TocItem[] {
  const toc: TocItem[] = [];
  const h2 = (id: string, text: string) => toc.push({ id, text, depth: 2 });
  const h3 = (id: string, text: string) => toc.push({ id, text, depth: 3 });
  switch (model.kind) {
    case "declaration": {
      if (model.typeExpr) h2(SECTION_IDS.type, "Type");
      if ((model.signatures ?? []).length > 0) h2(SECTION_IDS.signature, "Signature");
      if ((model.enumMembers ?? []).length > 0) h2(SECTION_IDS.members, "Members");
      if (hasConstructor(model)) h2(SECTION_IDS.constructor, "Constructor");
      if (model.properties.length > 0) h2(SECTION_IDS.properties, "Properties");
      const methods = model.methods.filter((m) => !m.protected);
      if (methods.length > 0) {
        h2(SECTION_IDS.methods, "Methods");
        for (const m of methods) h3(m.anchor, m.name);
      }
      if (model.methods.some((m) => m.protected)) h2(SECTION_IDS.protectedMethods, "Protected methods");
      if ((model.usedBy ?? []).length > 0) h2(SECTION_IDS.usedBy, "Where it is used");
      break;
    }
    case "method":
      if (model.method.signatures.length > 1)
        model.method.signatures.forEach((_, i) => h2(`overload-${i + 1}`, `Overload ${i + 1}`));
      break;
    case "hooks":
      for (const g of model.groups) {
        h2(g.id, g.title);
        for (const h of g.hooks) h3(h.anchor, h.name);
      }
      break;
    case "index":
      for (const g of model.groups) h2(g.id, g.title);
      if (model.missing?.length) h2(NOT_HERE_ID, NOT_HERE_TITLE);
      break;
    case "api-landing":
      // The overview opens the page under its title; it has no heading of its own.
      for (const s of model.sections) if (s.id !== "overview") (s.depth === 3 ? h3 : h2)(s.id, s.title);
      h2(RESOURCES_ID, "Resources");
      break;
    case "errors":
      for (const s of model.sections) {
        h2(s.id, s.title);
        // As the entry's heading reads: the message as sent, when it has a form of its own. The
        // outline is plain text, where the backticks some messages put around names would read as
        // stray Markdown: the heading quotes them, the outline leaves them out.
        for (const e of s.entries)
          h3(
            e.anchor,
            (e.sentAs?.[0] ?? e.message)
              .map((p) => (typeof p === "string" ? p : `{${p.variable}}`))
              .join("")
              .replaceAll("`", ""),
          );
      }
      break;
    case "api-resource":
      // An operation's id is its operationId, unique within its API (checked by the data layer).
      for (const o of model.operations) h2(o.id, o.summary || `${o.method.toUpperCase()} ${o.path}`);
      break;
  }
  return toc;
}
