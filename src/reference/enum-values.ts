import type { GeneratedPage } from "./index";

/**
 * The values of every enum the reference documents, by name (string enums, without quotes), for
 * the guides' state diagrams. Where two packages have an enum of one name, the entities' wins.
 */
export function enumValues(pages: readonly GeneratedPage[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const sorted = [...pages].sort(
    (a, b) => Number(b.meta.route.startsWith("/references/entities/")) - Number(a.meta.route.startsWith("/references/entities/")),
  );
  for (const p of sorted) {
    const m = p.source.kind === "reference" ? p.source.model : undefined;
    if (m?.kind !== "declaration" || m.declKind !== "enum" || out.has(m.name)) continue;
    out.set(
      m.name,
      (m.enumMembers ?? []).map((e) => (e.value ?? e.name).replace(/^"(.*)"$/, "$1")),
    );
  }
  return out;
}
