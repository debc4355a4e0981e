import { isHidden } from "../extract/doc-comment";
import type { DeclModel, MemberModel } from "../extract/types";
import { memberAnchor, sectionIdsOf } from "./anchors";
import { refPage, type Claim, type ModelContext, type RefPage } from "./context";
import { MAX_DEPTH, SchemaReader, seeAlsoOf } from "../families/rest/schema";
import { firstSentence } from "./text";
import type { DeclarationPage, PropertyRow } from "./types";
import { docView, methodView, methodViews, propertyRow, propertyRows, signatureView, typeParamsExpr } from "./views";

/** A declaration's kind in a sentence: "The Cart class of …". */
const KIND_WORD: Record<DeclModel["kind"], string> = {
  class: "class",
  interface: "interface",
  type: "type",
  enum: "enumeration",
  function: "function",
  variable: "variable",
};

/** The page of a claimed declaration: a class, interface, type, enum, function or variable. */
export function declarationPage(ctx: ModelContext, c: Claim): RefPage {
  const d = ctx.decl(c.key);
  const pkg = d.loc.pkg;
  const links = ctx.links;
  const donor = c.docsFrom ? ctx.ex.decls[c.docsFrom] : undefined;
  const members = donor ? inheritDocs(d.members, donor.members) : d.members;
  const sections = sectionIdsOf(d);
  const doc = docView(d.doc.summary || !donor ? d.doc : donor.doc, links, d.doc.summary || !donor ? d.loc : donor.loc);
  const schema = ctx.ex.schemas[d.name];
  if (!doc.summary && schema?.schema.description) doc.summary = links.markdown(schema.schema.description, schema.loc);
  const model: DeclarationPage = {
    kind: "declaration",
    declKind: d.kind,
    name: d.name,
    doc,
    source: ctx.source(d),
    typeParams: typeParamsExpr(d.typeParams, links),
    extends: d.extends.map((e) => links.expr(e)),
    implements: d.implements.map((e) => links.expr(e)),
    properties:
      c.family === "entities" && d.kind === "class"
        ? entityProperties(ctx, d, sections)
        : (schemaDescribedProperties(ctx, d, members, sections) ?? propertyRows(members, links, sections)),
    methods: methodViews(members, links, sections),
  };
  const ctor = members.find((m) => m.kind === "constructor");
  if (ctor) model.constructorView = methodView(ctor, links, sections);
  if (d.kind === "enum") {
    model.enumMembers = d.members.map((m) => ({
      name: m.name,
      value: m.value,
      description: links.markdown(m.doc.summary, m.loc),
    }));
  }
  if (d.signatures && d.signatures.length > 0) model.signatures = d.signatures.map((s) => signatureView(s, links, d.loc));
  if ((d.kind === "type" || d.kind === "variable") && d.members.length === 0 && !d.signatures)
    model.typeExpr = links.expr(d.type);
  if (donor) {
    model.note = `To implement this, create a class that extends \`${d.name}\`. The methods below are described by the interface [\`${donor.name}\`](${links.href(donor.key)}).`;
  }
  const title = c.title ?? d.name;
  return refPage(c.route, {
    title,
    description: firstSentence(doc.summary) || `The ${title} ${KIND_WORD[d.kind]} of ${pkg}.`,
    sidebar: c.sidebar ? undefined : false,
    generatedFrom: ctx.generatedFrom(pkg),
    ...(doc.deprecated ? { badge: "Deprecated" as const } : {}),
    model,
  });
}

/** Entity fields come from the `@schema` block (descriptions, nullability, defaults, examples), typed by the class. */
function entityProperties(ctx: ModelContext, d: DeclModel, sections: ReadonlySet<string>): PropertyRow[] {
  const block = ctx.ex.schemas[d.name];
  const schema = block?.schema;
  const byName = new Map(d.members.filter((m) => m.kind === "property").map((m) => [m.name, m]));
  const rows: PropertyRow[] = [];
  const required = new Set(schema?.required ?? []);
  for (const [name, prop] of Object.entries(schema?.properties ?? {})) {
    const member = byName.get(name);
    byName.delete(name);
    const row: PropertyRow = member
      ? propertyRow(member, ctx.links, sections)
      : { name, anchor: memberAnchor(name, sections), type: schemaType(ctx, prop), optional: false, description: "" };
    row.description = prop.description
      ? ctx.links.markdown(prop.description, block!.loc)
      : ctx.links.markdown(member?.doc.summary ?? "", member?.loc ?? d.loc);
    row.optional = !required.has(name);
    row.nullable = prop.nullable || undefined;
    if (prop.default !== undefined) row.defaultValue = JSON.stringify(prop.default);
    if (prop.example !== undefined) row.example = typeof prop.example === "string" ? prop.example : JSON.stringify(prop.example);
    row.expandable = prop["x-expandable"] ? true : undefined;
    row.featureFlag = prop["x-featureFlag"];
    row.seeAlso = seeAlsoOf(prop);
    rows.push(row);
  }
  for (const m of byName.values())
    if (!isHidden(m.doc) && !m.protected && !m.doc.tags.some((t) => t.tag === "apiIgnore"))
      rows.push(propertyRow(m, ctx.links, sections));
  return rows;
}

/**
 * Request classes (`AdminPostProductsReq`, `StorePostCartsCartReq`) are described by the
 * `@schema` block written next to them: its descriptions, defaults and `required` list are what
 * the API documents, while the class's declarations say less (`is_giftcard: boolean` is not
 * optional in the class, yet the API defaults it to `false`). The rows keep the class's types
 * and take the rest from the block, read as the REST reference reads it (families/rest/schema.ts,
 * with `$ref`s and `allOf`s resolved). Undefined when the declaration has no block in its file.
 */
function schemaDescribedProperties(
  ctx: ModelContext,
  d: DeclModel,
  members: readonly MemberModel[],
  sections: ReadonlySet<string>,
): PropertyRow[] | undefined {
  const block = ctx.ex.oas.schemas[d.name];
  const schema = ctx.openApi().schemas[d.name];
  if ((d.kind !== "class" && d.kind !== "interface") || !block || !schema) return undefined;
  if (block.loc.pkg !== d.loc.pkg || block.loc.file !== d.loc.file) return undefined;
  const reader = new SchemaReader({ components: { schemas: ctx.openApi().schemas, parameters: {} } }, () => undefined);
  const resolved = reader.resolve(schema).schema;
  const props = (resolved.properties ?? {}) as Record<string, unknown>;
  const required = new Set(Array.isArray(resolved.required) ? (resolved.required as string[]) : []);
  const rows = propertyRows(members, ctx.links, sections);
  for (const row of rows) {
    if (!(row.name in props)) continue;
    // At the deepest level the reader does not expand nested fields: the class's types link to theirs.
    const field = reader.field(row.name, props[row.name], required.has(row.name), MAX_DEPTH);
    if (field.description) row.description = ctx.links.markdown(field.description, block.loc);
    row.optional = !field.required;
    if (field.defaultValue !== undefined) row.defaultValue = field.defaultValue;
    if (field.nullable) row.nullable = true;
    if (field.featureFlag) row.featureFlag ??= field.featureFlag;
    if (field.seeAlso) row.seeAlso = field.seeAlso;
  }
  return rows;
}

function schemaType(
  ctx: ModelContext,
  prop: { type?: string; $ref?: string; items?: { type?: string; $ref?: string } },
): PropertyRow["type"] {
  const ref = (r: string) => {
    const name = r.split("/").at(-1)!;
    const href = ctx.links.byDeclName(name, "@medusajs/medusa");
    return href ? { text: name, href } : name;
  };
  if (prop.$ref) return [ref(prop.$ref)];
  if (prop.type === "array" && prop.items)
    return prop.items.$ref ? [ref(prop.items.$ref), "[]"] : [`${prop.items.type ?? "unknown"}[]`];
  return [prop.type ?? "unknown"];
}

/** Copies member docs from an interface onto same-named members that have none (abstract provider classes). */
function inheritDocs(members: readonly MemberModel[], donor: readonly MemberModel[]): MemberModel[] {
  const byName = new Map(donor.map((m) => [m.name, m]));
  return members.map((m) => {
    const from = byName.get(m.name);
    if (!from) return m;
    const signatures = m.signatures?.map((s, i) => {
      const ds = from.signatures?.[i] ?? from.signatures?.[0];
      if (!ds || s.doc.summary || s.doc.tags.length > 0) return s;
      const params = s.params.map((p) => ({ ...p, doc: p.doc || ds.params.find((x) => x.name === p.name)?.doc || "" }));
      return { ...s, doc: ds.doc, params };
    });
    return { ...m, doc: m.doc.summary ? m.doc : from.doc, loc: m.doc.summary ? m.loc : from.loc, signatures };
  });
}
