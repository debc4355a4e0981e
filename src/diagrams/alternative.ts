import type { Diagram, DiagramNode } from "./types";

/** One line of a diagram's text alternative: an edge (from → to: what it says), or a node on its own. */
export interface AlternativeItem {
  from: { label: string; href?: string };
  to?: { label: string; href?: string };
  text?: string;
  href?: string;
}

const nodeRef = (n: DiagramNode | undefined, id: string) =>
  n?.shape === "start" ? { label: "Start" } : n?.shape === "end" ? { label: "End" } : { label: n?.label ?? id, href: n?.href };

/**
 * A diagram as a list, in the order its author wrote it: every edge with what it says, then any
 * node no edge touches. The HTML list under a diagram and its Markdown twin are both made from this.
 */
export function alternativeItems(d: Diagram): AlternativeItem[] {
  const byId = new Map(d.nodes.map((n) => [n.id, n]));
  const touched = new Set(d.edges.flatMap((e) => [e.from, e.to]));
  return [
    ...d.edges.map((e) => ({
      from: nodeRef(byId.get(e.from), e.from),
      to: nodeRef(byId.get(e.to), e.to),
      ...((e.text ?? e.label) ? { text: e.text ?? e.label } : {}),
      ...(e.href ? { href: e.href } : {}),
    })),
    ...d.nodes.filter((n) => !touched.has(n.id)).map((n) => ({ from: nodeRef(n, n.id) })),
  ];
}

/** Markdown link text: brackets and backslashes escaped. */
const linkText = (s: string) => s.replace(/[\\[\]*_`<]/g, (c) => `\\${c}`);
const ref = (r: { label: string; href?: string }) => (r.href ? `[${linkText(r.label)}](${r.href})` : linkText(r.label));

/** The diagram for the Markdown twin: its title, how to read it, and its list. */
export function diagramMarkdown(d: Diagram): string {
  const items = alternativeItems(d).map((i) => {
    const text = i.text ? (i.href ? `[${linkText(i.text)}](${i.href})` : linkText(i.text)) : "";
    return `- ${ref(i.from)}${i.to ? ` → ${ref(i.to)}` : ""}${text ? `: ${text}` : ""}`;
  });
  return [`**Diagram: ${linkText(d.title)}**`, ...(d.note ? [linkText(d.note)] : []), items.join("\n")].join("\n\n");
}
