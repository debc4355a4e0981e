import type { EntityRelation, RelationKind } from "../reference/extract/relations";
import type { Diagram, DiagramEdge, DiagramNode } from "./types";

/** Every entity with its page and the relations its decorators declare (from the reference's extract stage). */
export type EntityIndex = Readonly<Record<string, { href?: string; relations: readonly EntityRelation[] }>>;

/** Where a relation's foreign key is: a column of one of the two tables, or a join table. */
export interface RelationKey {
  /** The entity whose table holds the key (for a many-to-many: the side that declares the join table). */
  holder: string;
  /** The entity the key points to. */
  referenced: string;
  /** The column, or the join table's name. */
  key: string;
  joinTable: boolean;
  /** The relation as seen from the holder: `many-to-one`, `one-to-one` or `many-to-many`. */
  kind: RelationKind;
  /** The holder's property and the referenced entity's property, where they exist. */
  holderProperty?: string;
  referencedProperty?: string;
}

const CARDINALITY: Record<RelationKind, string> = {
  "many-to-one": "N:1",
  "one-to-many": "1:N",
  "one-to-one": "1:1",
  "many-to-many": "N:M",
};
const WORDS: Record<RelationKind, string> = {
  "many-to-one": "many-to-one",
  "one-to-many": "one-to-many",
  "one-to-one": "one-to-one",
  "many-to-many": "many-to-many",
};

/**
 * The foreign key of `entity`'s relation `r`: on this side when it declares `@JoinColumn` or
 * `@JoinTable`, otherwise on the related entity's property that `r` names as its inverse (or, for
 * a many-to-many without one, the related entity's join table to this entity). Undefined when the
 * decorators do not say (TypeORM would then make up a column name).
 */
export function relationKey(index: EntityIndex, entity: string, r: EntityRelation): RelationKey | undefined {
  if (r.joinColumn)
    return {
      holder: entity,
      referenced: r.target,
      key: r.joinColumn,
      joinTable: false,
      kind: r.kind,
      holderProperty: r.property,
      referencedProperty: r.inverse,
    };
  if (r.joinTable)
    return {
      holder: entity,
      referenced: r.target,
      key: r.joinTable.name,
      joinTable: true,
      kind: r.kind,
      holderProperty: r.property,
      referencedProperty: r.inverse,
    };
  const other = index[r.target]?.relations ?? [];
  const owner =
    other.find((o) => o.property === r.inverse && o.target === entity && (o.joinColumn || o.joinTable)) ??
    (r.kind === "many-to-many" ? other.find((o) => o.target === entity && o.joinTable && o.inverse === r.property) : undefined);
  if (!owner) return undefined;
  return {
    holder: r.target,
    referenced: entity,
    key: owner.joinColumn ?? owner.joinTable!.name,
    joinTable: !owner.joinColumn,
    kind: owner.kind,
    holderProperty: owner.property,
    referencedProperty: r.property,
  };
}

const ARROWS =
  "Arrows run from the entity whose table holds the foreign key (or declares the join table) to the one it references; dashed relations exist only behind a feature flag.";
const flagNote = (r: EntityRelation) =>
  r.featureFlags?.length ? `, behind the feature flag ${r.featureFlags.join(" and ")}` : "";
const keyText = (k: RelationKey | undefined) =>
  !k ? "" : k.joinTable ? `, through the join table ${k.key}` : `, foreign key ${k.key} on ${k.holder}`;

/** The same relationship, whichever side declares it. */
const keyId = (k: RelationKey) => `${k.holder}>${k.referenced}:${k.key}`;

/**
 * An entity page's diagram: the entity and every entity it is related to, one edge per relation
 * it declares, and one per relation another entity declares towards it that it has no property
 * for (an address of a customer, the currency of a region). Each edge runs from the entity that
 * holds the foreign key to the one it references (so those that point at this entity stand on one
 * side, those it points at on the other), labelled with the property, the cardinality as seen
 * from the property's entity, and the key. Undefined for an entity that no relation touches.
 */
export function entityDiagram(index: EntityIndex, name: string): Diagram | undefined {
  const entity = index[name];
  if (!entity) throw new Error(`no entity named ${name}`);
  const nodes: DiagramNode[] = [{ id: name, label: name, shape: "entity", emphasis: true }];
  const edges: DiagramEdge[] = [];
  const add = (owner: string, r: EntityRelation, other: string) => {
    if (!nodes.some((n) => n.id === other)) nodes.push({ id: other, label: other, shape: "entity", href: index[other]?.href });
    const k = relationKey(index, owner, r);
    const [from, to] = k ? [k.holder, k.referenced] : [owner, r.target];
    const property = owner === name ? r.property : `${owner}.${r.property}`;
    edges.push({
      from,
      to,
      label: [property, CARDINALITY[r.kind], ...(k ? [k.key] : [])].join(" · "),
      dashed: Boolean(r.featureFlags?.length) || undefined,
      text: `${owner}.${r.property}: ${WORDS[r.kind]} to ${r.target}${keyText(k)}${flagNote(r)}`,
    });
  };
  const own = new Set<string>();
  for (const r of entity.relations) {
    add(name, r, r.target);
    const k = relationKey(index, name, r);
    if (k) own.add(keyId(k));
  }
  for (const [other, e] of Object.entries(index)) {
    if (other === name) continue;
    for (const r of e.relations) {
      if (r.target !== name) continue;
      const k = relationKey(index, other, r);
      if (k && own.has(keyId(k))) continue;
      add(other, r, other);
    }
  }
  if (edges.length === 0) return undefined;
  return {
    kind: "entities",
    title: `${name} and its relations`,
    direction: "right",
    nodes,
    edges,
    note: ARROWS,
  };
}

/**
 * Several entities and the relations among them (a module's data model), each relation once
 * whichever side declares it, from the entity that holds its key to the one it references.
 */
export function entitySetDiagram(index: EntityIndex, names: readonly string[], title: string): Diagram {
  const unknown = names.filter((n) => !index[n]);
  if (unknown.length) throw new Error(`no entity named ${unknown.join(", ")}`);
  const members = new Set(names);
  const nodes: DiagramNode[] = names.map((n) => ({ id: n, label: n, shape: "entity", href: index[n]!.href }));
  const edges = new Map<string, DiagramEdge>();
  for (const name of names) {
    for (const r of index[name]!.relations) {
      if (!members.has(r.target)) continue;
      const k = relationKey(index, name, r);
      const id = k ? keyId(k) : `${name}.${r.property}`;
      if (edges.has(id)) continue;
      const [from, to] = k ? [k.holder, k.referenced] : [name, r.target];
      const properties = k
        ? [
            k.holderProperty && `${k.holder}.${k.holderProperty}`,
            k.referencedProperty && `${k.referenced}.${k.referencedProperty}`,
          ]
        : [`${name}.${r.property}`];
      edges.set(id, {
        from,
        to,
        label: k ? `${CARDINALITY[k.kind]} · ${k.key}` : CARDINALITY[r.kind],
        dashed: Boolean(r.featureFlags?.length) || undefined,
        text: `${WORDS[k?.kind ?? r.kind]} (${properties.filter(Boolean).join(", ")})${keyText(k)}${flagNote(r)}`,
      });
    }
  }
  return {
    kind: "entities",
    title,
    direction: "right",
    nodes,
    edges: [...edges.values()],
    note: ARROWS,
  };
}
