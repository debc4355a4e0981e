import dagre from "@dagrejs/dagre";
import { textWidth, wrapText, type Weight } from "./text";
import type { Diagram, DiagramEdge, DiagramNode } from "./types";

/** Sizes in CSS pixels: the SVG is drawn at its natural size (a wide diagram scrolls, it never shrinks). */
export const SIZES = {
  label: 13,
  labelLine: 17,
  detail: 11,
  detailLine: 15,
  edgeLabel: 12,
  edgeLabelLine: 15,
  padX: 12,
  padY: 8,
  /** The diameter of a state machine's start and end marks. */
  terminal: 16,
} as const;

/** How wide a node's or an edge label's text may run before it wraps, by kind of diagram. */
const MAX_TEXT = { flow: 190, state: 170, entities: 170 } as const;
const MAX_EDGE_TEXT = { flow: 150, state: 150, entities: 120 } as const;

export interface Point {
  x: number;
  y: number;
}

export interface PlacedNode extends DiagramNode {
  /** Centre. */
  x: number;
  y: number;
  width: number;
  height: number;
  lines: string[];
  detailLines: string[];
  weight: Weight;
}

export interface PlacedEdge extends DiagramEdge {
  points: Point[];
  /** The label's box (centre and size) and its lines, when it has a label. */
  labelBox?: { x: number; y: number; width: number; height: number; lines: string[] };
}

export interface Layout {
  width: number;
  height: number;
  nodes: PlacedNode[];
  edges: PlacedEdge[];
}

/** Places a diagram's nodes and edges (dagre: layered, edges mostly one way). Pure and synchronous. */
export function layoutDiagram(d: Diagram): Layout {
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({
    rankdir: d.direction === "right" ? "LR" : "TB",
    nodesep: 18,
    edgesep: 12,
    ranksep: d.direction === "right" ? 32 : 36,
    marginx: 2,
    marginy: 2,
  });
  const sized = new Map<string, Omit<PlacedNode, "x" | "y">>();
  for (const n of d.nodes) {
    const s = sizeNode(n, MAX_TEXT[d.kind]);
    // The subject of a left-to-right diagram is as tall as its busier side needs for its edges
    // to arrive apart (spreadEnds), not all at one point.
    if (n.emphasis && d.direction === "right") {
      const ends = Math.max(
        ...(["from", "to"] as const).map((k) => d.edges.filter((e) => e[k] === n.id && e.from !== e.to).length),
      );
      s.height = Math.max(s.height, ends * SPREAD);
    }
    sized.set(n.id, s);
    g.setNode(n.id, { width: s.width, height: s.height });
  }
  d.edges.forEach((e, i) => {
    const lines = e.label ? wrapText(e.label, MAX_EDGE_TEXT[d.kind], SIZES.edgeLabel) : [];
    const width = lines.length ? Math.max(...lines.map((l) => textWidth(l, SIZES.edgeLabel))) + 8 : 0;
    const height = lines.length * SIZES.edgeLabelLine + (lines.length ? 4 : 0);
    g.setEdge(e.from, e.to, { width, height, labelpos: "c", lines }, String(i));
  });
  dagre.layout(g);

  const nodes: PlacedNode[] = d.nodes.map((n) => {
    const p = g.node(n.id);
    return { ...sized.get(n.id)!, x: p.x, y: p.y };
  });
  const edges: PlacedEdge[] = d.edges.map((e, i) => {
    const l = g.edge({ v: e.from, w: e.to, name: String(i) }) as {
      points?: Point[];
      x?: number;
      y?: number;
      width: number;
      height: number;
      lines: string[];
    };
    return {
      ...e,
      points: (l.points ?? []).map((p: Point) => ({ x: p.x, y: p.y })),
      ...(l.lines.length ? { labelBox: { x: l.x!, y: l.y!, width: l.width, height: l.height, lines: l.lines } } : {}),
    };
  });
  for (const n of nodes) if (n.emphasis && d.direction === "right") spreadEnds(n, edges);
  const graph = g.graph();
  return { width: Math.ceil(graph.width ?? 0), height: Math.ceil(graph.height ?? 0), nodes, edges };
}

/** Room for one edge end on the side of a left-to-right diagram's subject. */
const SPREAD = 16;

/**
 * Moves the ends of the edges that meet `n` (the subject of a left-to-right diagram) apart along
 * its left and right sides, in the order of the points they come from, so that they do not cross.
 */
function spreadEnds(n: PlacedNode, edges: PlacedEdge[]): void {
  for (const side of [-1, 1] as const) {
    const x = n.x + (side * n.width) / 2;
    // Each edge end on this side: the edge, which of its points touches n, and the point before it.
    const ends = edges.flatMap((e) => {
      if (e.from === e.to || e.points.length < 2) return [];
      const at = e.to === n.id ? e.points.length - 1 : e.from === n.id ? 0 : -1;
      if (at === -1) return [];
      const before = e.points[at === 0 ? 1 : at - 1]!;
      return Math.sign(before.x - n.x) === side ? [{ e, at, y: before.y }] : [];
    });
    ends.sort((a, b) => a.y - b.y);
    const step = n.height / (ends.length + 1);
    ends.forEach((end, i) => {
      end.e.points[end.at] = { x, y: n.y - n.height / 2 + step * (i + 1) };
    });
  }
}

function sizeNode(n: DiagramNode, maxText: number): Omit<PlacedNode, "x" | "y"> {
  const weight: Weight = n.shape === "entity" || n.emphasis ? 600 : 400;
  if (n.shape === "start" || n.shape === "end")
    return { ...n, width: SIZES.terminal, height: SIZES.terminal, lines: [], detailLines: [], weight };
  const lines = wrapText(n.label, maxText, SIZES.label, weight);
  const detailLines = n.detail ? wrapText(n.detail, maxText, SIZES.detail) : [];
  const textW = Math.max(
    ...lines.map((l) => textWidth(l, SIZES.label, weight)),
    ...detailLines.map((l) => textWidth(l, SIZES.detail)),
  );
  const padX = n.shape === "state" ? SIZES.padX + 6 : SIZES.padX;
  return {
    ...n,
    lines,
    detailLines,
    weight,
    width: Math.ceil(textW + 2 * padX),
    height: lines.length * SIZES.labelLine + detailLines.length * SIZES.detailLine + 2 * SIZES.padY,
  };
}
