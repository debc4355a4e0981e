import { isHidden } from "../extract/doc-comment";
import type { Doc, MemberModel, ParamModel, SignatureModel, SourceLocation, TypeParamModel } from "../extract/types";
import type { LinkRegistry } from "./links";
import { memberAnchor } from "./anchors";
import { tagText } from "./text";
import type { DocView, MethodView, ParamRow, PropertyRow, SignatureView, TypeExpr } from "./types";

/** Makes a bare `@example` a TypeScript code block; one that already has fences stays Markdown. */
function exampleMarkdown(text: string): string {
  return /(^|\n)\s*(```|~~~)/.test(text) ? text : `\`\`\`ts\n${text}\n\`\`\``;
}

/** A doc comment as the page shows it; `at` is where the comment is (links are resolved from its package). */
export function docView(doc: Doc, links: LinkRegistry, at: SourceLocation): DocView {
  const md = (t: string) => links.markdown(t, at);
  const deprecated = doc.tags.find((t) => t.tag === "deprecated");
  const remarks = tagText(doc, "remarks");
  return {
    summary: md(doc.summary),
    deprecated: deprecated ? md(deprecated.text || "This is deprecated.") : undefined,
    examples: doc.tags.filter((t) => t.tag === "example" && t.text).map((t) => md(exampleMarkdown(t.text))),
    remarks: remarks ? md(remarks) : undefined,
    featureFlag: tagText(doc, "featureFlag"),
    see: doc.tags.filter((t) => t.tag === "see" && t.text).map((t) => md(t.text)),
  };
}

export function typeParamsExpr(params: readonly TypeParamModel[], links: LinkRegistry): TypeExpr {
  if (params.length === 0) return [];
  const out: TypeExpr = ["<"];
  params.forEach((p, i) => {
    if (i > 0) out.push(", ");
    out.push(p.name);
    if (p.constraint) out.push(" extends ", ...links.expr(p.constraint));
    if (p.default) out.push(" = ", ...links.expr(p.default));
  });
  out.push(">");
  return out;
}

/**
 * A declaration's properties. Top-level rows get their anchor (`sections`: the section ids of
 * their page, which they may not take); nested rows (`sections` undefined) get none.
 */
export function propertyRows(
  members: readonly MemberModel[],
  links: LinkRegistry,
  sections?: ReadonlySet<string>,
): PropertyRow[] {
  return members
    .filter((m) => (m.kind === "property" || m.kind === "accessor" || m.kind === "index") && !isHidden(m.doc))
    .map((m) => propertyRow(m, links, sections));
}

export function propertyRow(m: MemberModel, links: LinkRegistry, sections?: ReadonlySet<string>): PropertyRow {
  const deprecated = m.doc.tags.find((t) => t.tag === "deprecated");
  const defaultValue = tagText(m.doc, "defaultValue") ?? tagText(m.doc, "default");
  return {
    name: m.name,
    anchor: sections && m.kind !== "index" ? memberAnchor(m.name, sections) : undefined,
    type: links.expr(m.type),
    optional: m.optional,
    description: links.markdown(m.doc.summary, m.loc),
    readonly: m.readonly || undefined,
    static: m.static || undefined,
    protected: m.protected || undefined,
    inheritedFrom: m.inheritedFrom,
    defaultValue: defaultValue || undefined,
    featureFlag: tagText(m.doc, "featureFlag"),
    expandable: m.doc.tags.some((t) => t.tag === "expandable") || undefined,
    deprecated: deprecated ? links.markdown(deprecated.text || "Deprecated.", m.loc) : undefined,
    children: m.children && m.children.length > 0 ? propertyRows(m.children, links) : undefined,
  };
}

export function signatureView(s: SignatureModel, links: LinkRegistry, at: SourceLocation): SignatureView {
  return {
    typeParams: typeParamsExpr(s.typeParams, links),
    params: s.params.map((p) => paramRow(p, links, at)),
    returns: links.expr(s.returns),
    returnsDescription: links.markdown(tagText(s.doc, "returns") ?? "", at),
    doc: docView(s.doc, links, at),
  };
}

function paramRow(p: ParamModel, links: LinkRegistry, at: SourceLocation): ParamRow {
  return {
    name: p.name,
    type: links.expr(p.type),
    optional: p.optional,
    rest: p.rest,
    defaultValue: p.defaultValue,
    description: links.markdown(p.doc, at),
    children: p.children && p.children.length > 0 ? propertyRows(p.children, links) : undefined,
  };
}

export function methodViews(members: readonly MemberModel[], links: LinkRegistry, sections: ReadonlySet<string>): MethodView[] {
  return members.filter((m) => m.kind === "method" && !isHidden(m.doc)).map((m) => methodView(m, links, sections));
}

/** A method; its anchor avoids the section ids of its page (`sections`). */
export function methodView(m: MemberModel, links: LinkRegistry, sections: ReadonlySet<string> = new Set()): MethodView {
  return {
    name: m.name,
    anchor: memberAnchor(m.name, sections),
    static: m.static || undefined,
    protected: m.protected || undefined,
    abstract: m.abstract || undefined,
    inheritedFrom: m.inheritedFrom,
    signatures: (m.signatures ?? []).map((s) => {
      const view = signatureView(s, links, m.loc);
      // A method's doc comment is on its signature; fall back to the member's own.
      if (!view.doc.summary && m.doc.summary) view.doc = docView(m.doc, links, m.loc);
      return view;
    }),
  };
}
