import type { DeclModel } from "../extract/types";

/**
 * Every anchor id of a reference page is decided here; renderers print these ids and never make
 * up their own, so links made by the registry (`Page#member`) and ids on the page cannot drift.
 */

/** Ids of a declaration page's h2 sections. */
export const SECTION_IDS = {
  type: "type",
  signature: "signature",
  members: "members",
  constructor: "constructor",
  properties: "properties",
  methods: "methods",
  protectedMethods: "protected-methods",
  usedBy: "used-by",
} as const;

/**
 * The section ids a declaration's page can have: a member may not take one of these. Computed
 * from the declaration alone, before its page is built, so that links to members (decided when
 * families claim pages) and the page's ids agree.
 */
export function sectionIdsOf(d: Pick<DeclModel, "kind" | "members" | "signatures">): ReadonlySet<string> {
  const ids = new Set<string>([SECTION_IDS.usedBy]);
  if ((d.kind === "type" || d.kind === "variable") && d.members.length === 0 && !d.signatures) ids.add(SECTION_IDS.type);
  if (d.signatures && d.signatures.length > 0) ids.add(SECTION_IDS.signature);
  if (d.kind === "enum") ids.add(SECTION_IDS.members);
  for (const m of d.members) {
    if (m.kind === "constructor") ids.add(SECTION_IDS.constructor);
    if (m.kind === "property" || m.kind === "accessor" || m.kind === "index") ids.add(SECTION_IDS.properties);
    if (m.kind === "method") ids.add(m.protected ? SECTION_IDS.protectedMethods : SECTION_IDS.methods);
  }
  return ids;
}

/**
 * The anchor of a member (property, method) on its page: its name, unless a section of that page
 * has that id (a property called `properties`), then `<name>-member`.
 */
export function memberAnchor(name: string, sections: ReadonlySet<string>): string {
  return sections.has(name) ? `${name}-member` : name;
}

/** The id of a heading made from a title ("Store resources" → `store-resources`). */
export function slugId(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * The anchor of a REST operation's parameter or request body field (`place`: path, query, header or
 * body), nested fields by their path:
 * `GetOrders-query-created_at.gt`, `PostOrdersOrder-body-shipping_address.first_name`. Operation
 * ids have no hyphen, so these never take an operation's id.
 */
export function apiFieldAnchor(operationId: string, place: string, path: readonly string[]): string {
  return `${operationId}-${place}-${path.map((name) => name.replace(/[^A-Za-z0-9_]/g, "_")).join(".")}`;
}

/** The anchor of a REST operation's samples and examples, which "Jump to example" leads to on phones. */
export function apiExampleAnchor(operationId: string): string {
  return `${operationId}-example`;
}
