import { isHidden } from "../extract/doc-comment";
import type { Doc, MemberModel, ParamModel, SignatureModel, TypeParamModel } from "../extract/types";
import type { LinkRegistry } from "./links";
import type { DocView, MethodView, ParamRow, PropertyRow, SignatureView, TypeExpr } from "./types";

export function tagText(doc: Doc, tag: string): string | undefined {
  return doc.tags.find((t) => t.tag === tag)?.text;
}

/** Makes a bare `@example` a TypeScript code block; one that already has fences stays Markdown. */
function exampleMarkdown(text: string): string {
  return /(^|\n)\s*(```|~~~)/.test(text) ? text : `\`\`\`ts\n${text}\n\`\`\``;
}

export function docView(doc: Doc, links: LinkRegistry, pkg: string): DocView {
  const md = (t: string) => links.markdown(t, pkg);
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

export function propertyRows(members: readonly MemberModel[], links: LinkRegistry, pkg: string): PropertyRow[] {
  return members
    .filter((m) => (m.kind === "property" || m.kind === "accessor" || m.kind === "index") && !isHidden(m.doc))
    .map((m) => propertyRow(m, links, pkg));
}

export function propertyRow(m: MemberModel, links: LinkRegistry, pkg: string): PropertyRow {
  const deprecated = m.doc.tags.find((t) => t.tag === "deprecated");
  const defaultValue = tagText(m.doc, "defaultValue") ?? tagText(m.doc, "default");
  return {
    name: m.name,
    type: links.expr(m.type),
    optional: m.optional,
    description: links.markdown(m.doc.summary, pkg),
    readonly: m.readonly || undefined,
    static: m.static || undefined,
    protected: m.protected || undefined,
    inheritedFrom: m.inheritedFrom,
    defaultValue: defaultValue || undefined,
    featureFlag: tagText(m.doc, "featureFlag"),
    expandable: m.doc.tags.some((t) => t.tag === "expandable") || undefined,
    deprecated: deprecated ? links.markdown(deprecated.text || "Deprecated.", pkg) : undefined,
    children: m.children && m.children.length > 0 ? propertyRows(m.children, links, pkg) : undefined,
  };
}

export function signatureView(s: SignatureModel, links: LinkRegistry, pkg: string): SignatureView {
  return {
    typeParams: typeParamsExpr(s.typeParams, links),
    params: s.params.map((p) => paramRow(p, links, pkg)),
    returns: links.expr(s.returns),
    returnsDescription: links.markdown(tagText(s.doc, "returns") ?? "", pkg),
    doc: docView(s.doc, links, pkg),
  };
}

function paramRow(p: ParamModel, links: LinkRegistry, pkg: string): ParamRow {
  return {
    name: p.name,
    type: links.expr(p.type),
    optional: p.optional,
    rest: p.rest,
    defaultValue: p.defaultValue,
    description: links.markdown(p.doc, pkg),
    children: p.children && p.children.length > 0 ? propertyRows(p.children, links, pkg) : undefined,
  };
}

export function methodViews(members: readonly MemberModel[], links: LinkRegistry, pkg: string): MethodView[] {
  return members.filter((m) => m.kind === "method" && !isHidden(m.doc)).map((m) => methodView(m, links, pkg));
}

export function methodView(m: MemberModel, links: LinkRegistry, pkg: string): MethodView {
  return {
    name: m.name,
    anchor: m.name,
    static: m.static || undefined,
    protected: m.protected || undefined,
    abstract: m.abstract || undefined,
    inheritedFrom: m.inheritedFrom,
    signatures: (m.signatures ?? []).map((s) => {
      const view = signatureView(s, links, pkg);
      // A method's doc comment is on its signature; fall back to the member's own.
      if (!view.doc.summary && m.doc.summary) view.doc = docView(m.doc, links, pkg);
      return view;
    }),
  };
}

/** The first sentence of a Markdown text, as plain text, for descriptions and index lists. */
export function firstSentence(markdown: string, max = 200): string {
  const plain = markdown
    .replace(/```[\s\S]*?```/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[`*_>#]/g, "")
    .replace(/:::\w*(\[[^\]]*\])?/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const m = /^(.+?[.!?])(\s|$)/.exec(plain);
  const sentence = (m ? m[1]! : plain).trim();
  return sentence.length > max ? `${sentence.slice(0, max - 1).trimEnd()}…` : sentence;
}
