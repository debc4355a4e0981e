import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { entitySetDiagram, type EntityIndex } from "../../diagrams/entities";
import { diagramMarkdown } from "../../diagrams/alternative";
import { layoutDiagram, SIZES } from "../../diagrams/layout";
import { textWidth } from "../../diagrams/text";
import { parseDiagram } from "../../diagrams/syntax";
import type { Diagram } from "../../diagrams/types";
import { DiagramFigure } from "./index";

/** A flow as an author writes it in a guide. */
const FLOW = parseDiagram(
  'flow title="Completing a cart"',
  [
    "cart: [Cart](/references/entities/classes/Cart)",
    "pay: Authorize the payment session of the cart with its provider",
    "order: Order",
    "cart -> pay: POST /store/carts/{id}/complete",
    "pay ..> order: [authorized](/modules/orders)",
  ].join("\n"),
).diagram as Diagram;

describe("diagrams", () => {
  const html = renderToStaticMarkup(<DiagramFigure diagram={FLOW} />);

  it("are inline SVG with no style attribute or element, hidden from assistive technology, links out of the tab order", () => {
    expect(html).not.toMatch(/\sstyle=|<style/);
    const svg = /<svg[^>]*>[\s\S]*<\/svg>/.exec(html)![0];
    expect(svg).toMatch(/^<svg[^>]* aria-hidden="true"/);
    const links = [...svg.matchAll(/<a [^>]*>/g)].map((m) => m[0]);
    expect(links).toHaveLength(2);
    for (const a of links) expect(a).toContain('tabindex="-1"');
  });

  it("are followed by the same content as a list, with the same links, in the author's order", () => {
    const list = /<ol>([\s\S]*)<\/ol>/.exec(html)![1]!;
    const items = [...list.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ""));
    expect(items).toEqual([
      "Cart → Authorize the payment session of the cart with its provider: POST /store/carts/{id}/complete",
      "Authorize the payment session of the cart with its provider → Order: authorized",
    ]);
    expect(list).toContain('href="/references/entities/classes/Cart"');
    expect(list).toContain('href="/modules/orders"');
    expect(diagramMarkdown(FLOW)).toContain("- [Cart](/references/entities/classes/Cart) → Authorize");
  });

  it("give every label a box it fits in, and wrap long labels", () => {
    const layout = layoutDiagram(FLOW);
    for (const n of layout.nodes) {
      for (const line of n.lines) expect(textWidth(line, SIZES.label, n.weight)).toBeLessThanOrEqual(n.width - 2 * SIZES.padX);
      expect(n.height).toBeGreaterThanOrEqual(n.lines.length * SIZES.labelLine);
    }
    expect(layout.nodes[1]!.lines.length).toBeGreaterThan(1);
    // Boxes do not overlap.
    const [a, b, c] = layout.nodes;
    for (const [p, q] of [
      [a!, b!],
      [b!, c!],
      [a!, c!],
    ] as const)
      expect(Math.abs(p.y - q.y) >= (p.height + q.height) / 2 || Math.abs(p.x - q.x) >= (p.width + q.width) / 2).toBe(true);
  });
});

describe("a module's entities", () => {
  const index: EntityIndex = {
    Order: {
      href: "/references/entities/classes/Order",
      relations: [
        { property: "items", kind: "one-to-many", target: "LineItem", inverse: "order", line: 1 },
        { property: "customer", kind: "many-to-one", target: "Customer", joinColumn: "customer_id", line: 2 },
      ],
    },
    LineItem: {
      href: "/references/entities/classes/LineItem",
      relations: [{ property: "order", kind: "many-to-one", target: "Order", inverse: "items", joinColumn: "order_id", line: 1 }],
    },
    Customer: { href: "/references/entities/classes/Customer", relations: [] },
  };

  it("draws each relation among them once, from the table that holds the key, whichever side declares it", () => {
    const d = entitySetDiagram(index, ["Order", "LineItem"], "Orders");
    expect(d.edges.map((e) => `${e.from} -> ${e.to}: ${e.label}`)).toEqual(["LineItem -> Order: N:1 · order_id"]);
    expect(d.edges[0]!.text).toBe("many-to-one (LineItem.order, Order.items), foreign key order_id on LineItem");
    expect(d.nodes.map((n) => n.href)).toEqual(["/references/entities/classes/Order", "/references/entities/classes/LineItem"]);
    expect(() => entitySetDiagram(index, ["Order", "Nope"], "x")).toThrow("no entity named Nope");
  });
});
