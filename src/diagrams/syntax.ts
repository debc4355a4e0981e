import type { Diagram, DiagramEdge, DiagramNode } from "./types";

/**
 * The text of a ```diagram block in a guide (documented in CONTRIBUTING.md, "Diagrams"):
 *
 *     ```diagram state title="Order status" enum="OrderStatus"
 *     [*] -> pending
 *     pending -> completed: [OrderService.completeOrder](/references/services/classes/services.OrderService#completeorder)
 *     pending -> canceled: OrderService.cancel
 *     ```
 *
 * The meta names the kind (`flow`, `state` or `entities`), a `title` (required), for a state
 * diagram the `enum` whose values its states are, and optionally `direction="down"` or `"right"`.
 * A line is a node (`id: label`, the label optionally a Markdown link), an edge (`a -> b`, or
 * `a ..> b` dashed, then optionally `: label`), a comment (`# …`) or blank. `[*]` is where a state
 * machine starts (before an arrow) or ends (after one). A flow's edges may only join declared
 * nodes; a state diagram's states are declared by being used. An entities diagram lists entity
 * class names; their relations come from the packages.
 */
export type DiagramSource = Diagram | { kind: "entities"; title: string; direction: "down" | "right"; entities: string[] };

export interface SyntaxError {
  /** Line in the block's text, from 1 (the line after the opening fence). */
  line: number;
  message: string;
}

const KINDS = ["flow", "state", "entities"] as const;
const ATTR = /([A-Za-z][\w-]*)(?:="([^"]*)")?/g;
const ID = /^(?:[A-Za-z0-9_]+|\[\*\])$/;
const EDGE = /^(\S+)\s*(->|\.\.>)\s*(\S+?)\s*(?::\s*(.*))?$/;
const NODE = /^([A-Za-z0-9_]+)\s*:\s*(.*)$/;
const LINK = /\[([^\]]+)\]\((\/[^)\s]*)\)/;
const START = "__start";
const END = "__end";

/** The meta after ` ```diagram `: kind and attributes. */
export function parseDiagramMeta(meta: string): { kind?: string; attrs: Record<string, string | true>; errors: string[] } {
  const attrs: Record<string, string | true> = {};
  let kind: string | undefined;
  const errors: string[] = [];
  for (const m of meta.matchAll(ATTR)) {
    if (m[2] === undefined && (KINDS as readonly string[]).includes(m[1]!) && !kind) kind = m[1];
    else if (["title", "enum", "direction"].includes(m[1]!) && m[2] !== undefined) attrs[m[1]!] = m[2];
    else
      errors.push(
        `unknown diagram option "${m[0]}" (known: flow, state or entities, title="…", enum="…", direction="down|right")`,
      );
  }
  return { kind, attrs, errors };
}

/** A label; one with a Markdown link in it (`[cancel](/path), if unpaid`) links all of it there. */
function labelOf(text: string): { label: string; href?: string } {
  const link = LINK.exec(text);
  if (!link) return { label: text.trim() };
  return { label: text.replace(link[0], link[1]!).trim(), href: link[2] };
}

/** Parses a ```diagram block. Every problem is reported with its line; `diagram` is set only when there is none. */
export function parseDiagram(meta: string, text: string): { diagram?: DiagramSource; errors: SyntaxError[] } {
  const { kind, attrs, errors: metaErrors } = parseDiagramMeta(meta);
  const errors: SyntaxError[] = metaErrors.map((message) => ({ line: 0, message }));
  if (!kind) errors.push({ line: 0, message: "a diagram names its kind after ```diagram: flow, state or entities" });
  const title = typeof attrs.title === "string" ? attrs.title.trim() : "";
  if (!title)
    errors.push({ line: 0, message: 'a diagram needs a title="…" (it is its caption and its text alternative\'s name)' });
  const direction = attrs.direction ?? (kind === "entities" ? "right" : "down");
  if (direction !== "down" && direction !== "right")
    errors.push({ line: 0, message: `direction="${String(direction)}": use "down" or "right"` });
  const enumName = typeof attrs.enum === "string" ? attrs.enum : undefined;
  if (kind === "state" && !enumName)
    errors.push({ line: 0, message: 'a state diagram names the enum its states are the values of: enum="OrderStatus"' });
  if (kind !== "state" && enumName) errors.push({ line: 0, message: "only a state diagram takes an enum" });
  const lines = text.split("\n");

  if (kind === "entities") {
    const entities = lines.flatMap((l) => (l.trim().startsWith("#") ? [] : l.split(/[\s,]+/).filter(Boolean)));
    lines.forEach((l, i) => {
      if (!l.trim().startsWith("#") && /[^\w\s,]/.test(l))
        errors.push({ line: i + 1, message: "list entity class names only (Order, LineItem)" });
    });
    if (entities.length < 2) errors.push({ line: 1, message: "an entities diagram lists at least two entities" });
    return errors.length ? { errors } : { diagram: { kind, title, direction: direction as "right", entities }, errors };
  }

  const nodes = new Map<string, DiagramNode & { line: number }>();
  const edges: (DiagramEdge & { line: number })[] = [];
  const used = new Map<string, number>();
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith("#")) return;
    const edge = EDGE.exec(line);
    if (edge) {
      const [, from, arrow, to, label] = edge;
      for (const id of [from!, to!])
        if (!ID.test(id)) errors.push({ line: i + 1, message: `"${id}" is not a node id (letters, digits and _, or [*])` });
      if (to === "[*]" && from === "[*]") errors.push({ line: i + 1, message: "[*] -> [*] joins nothing" });
      if (kind === "flow" && (from === "[*]" || to === "[*]"))
        errors.push({ line: i + 1, message: "[*] belongs in state diagrams" });
      const fromId = from === "[*]" ? START : from!;
      const toId = to === "[*]" ? END : to!;
      for (const id of [fromId, toId]) if (!used.has(id)) used.set(id, i + 1);
      const l = label ? labelOf(label) : undefined;
      edges.push({
        from: fromId,
        to: toId,
        ...(l ? { label: l.label, ...(l.href ? { href: l.href } : {}) } : {}),
        ...(arrow === "..>" ? { dashed: true } : {}),
        line: i + 1,
      });
      return;
    }
    const node = NODE.exec(line);
    if (node) {
      const [, id, label] = node;
      if (nodes.has(id!))
        errors.push({ line: i + 1, message: `node "${id}" is declared twice (first on line ${nodes.get(id!)!.line})` });
      const l = labelOf(label || id!);
      nodes.set(id!, {
        id: id!,
        label: l.label,
        ...(l.href ? { href: l.href } : {}),
        shape: kind === "state" ? "state" : "box",
        line: i + 1,
      });
      return;
    }
    errors.push({
      line: i + 1,
      message: `cannot read "${line}": write a node (id: label), an edge (a -> b: label) or a comment (# …)`,
    });
  });
  for (const [id, line] of used) {
    if (id === START || id === END || nodes.has(id)) continue;
    if (kind === "flow") errors.push({ line, message: `node "${id}" is not declared: add a line "${id}: its label"` });
    else nodes.set(id, { id, label: id, shape: "state", line });
  }
  if (used.has(START)) nodes.set(START, { id: START, label: "Start", shape: "start", line: used.get(START)! });
  if (used.has(END)) nodes.set(END, { id: END, label: "End", shape: "end", line: used.get(END)! });
  if (nodes.size === 0) errors.push({ line: 1, message: "the diagram is empty" });
  if (errors.length || (kind !== "flow" && kind !== "state")) return { errors };
  return {
    diagram: {
      kind,
      title,
      direction: direction as "down" | "right",
      ...(enumName ? { enum: enumName, note: `The states are the values of the ${enumName} enum.` } : {}),
      nodes: [...nodes.values()].map(({ line: _line, ...n }) => n),
      edges: edges.map(({ line: _line, ...e }) => e),
    },
    errors,
  };
}

/** The states a state diagram draws (its nodes but the start and end marks). */
export function statesOf(d: Diagram): string[] {
  return d.nodes.filter((n) => n.shape === "state").map((n) => n.id);
}
