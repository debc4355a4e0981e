import type { DeclKey, DeclModel, TypePart } from "../extract/types";
import type { UsageSource } from "./family";
import type { UsedBy } from "./types";

/** Most links listed per group on one entity page. */
const MAX_LINKS = 60;

/**
 * "Where it is used": for each entity, the service methods, JS client methods and hooks whose
 * results mention it, directly or through the fields of the response types they name. Pure.
 */
export function entityUsages(
  sources: readonly UsageSource[],
  entities: ReadonlySet<DeclKey>,
  decls: Readonly<Record<DeclKey, DeclModel>>,
): Map<DeclKey, UsedBy[]> {
  const mentioned = (parts: readonly TypePart[] | undefined, depth: number): Set<DeclKey> => {
    const out = new Set<DeclKey>();
    for (const p of parts ?? []) {
      if (typeof p === "string") continue;
      if (entities.has(p.key)) out.add(p.key);
      else if (depth > 0 && decls[p.key]) {
        const d = decls[p.key]!;
        for (const k of mentioned(d.type, depth - 1)) out.add(k);
        for (const m of d.members) for (const k of mentioned(m.type, depth - 1)) out.add(k);
      }
    }
    return out;
  };
  const groups: string[] = [];
  const byEntity = new Map<DeclKey, Map<string, Map<string, string>>>();
  for (const s of sources) {
    if (!groups.includes(s.group)) groups.push(s.group);
    for (const e of mentioned(s.types, s.depth)) {
      const byGroup = byEntity.get(e) ?? new Map<string, Map<string, string>>();
      byEntity.set(e, byGroup);
      const links = byGroup.get(s.group) ?? new Map<string, string>();
      byGroup.set(s.group, links);
      if (!links.has(s.label)) links.set(s.label, s.href);
    }
  }
  const out = new Map<DeclKey, UsedBy[]>();
  for (const [entity, byGroup] of byEntity) {
    out.set(
      entity,
      groups
        .filter((g) => byGroup.has(g))
        .map((g) => ({
          title: g,
          links: [...byGroup.get(g)!]
            .map(([label, href]) => ({ label, href }))
            .sort((a, b) => a.label.localeCompare(b.label))
            .slice(0, MAX_LINKS),
        })),
    );
  }
  return out;
}
