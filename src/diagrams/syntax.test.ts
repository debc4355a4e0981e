import { describe, expect, it } from "vitest";
import { parseDiagram, statesOf } from "./syntax";

describe("the ```diagram syntax", () => {
  it("reads a flow: declared nodes, labelled and dashed edges, links on nodes and labels", () => {
    const { diagram, errors } = parseDiagram(
      'flow title="Checkout"',
      [
        "# the storefront's side",
        "cart: [Cart](/references/entities/classes/Cart)",
        "pay: Authorize the payment",
        "cart -> pay: [complete](/api/store/carts#PostCartsCartComplete), then",
        "pay ..> cart",
      ].join("\n"),
    );
    expect(errors).toEqual([]);
    expect(diagram).toEqual({
      kind: "flow",
      title: "Checkout",
      direction: "down",
      nodes: [
        { id: "cart", label: "Cart", href: "/references/entities/classes/Cart", shape: "box" },
        { id: "pay", label: "Authorize the payment", shape: "box" },
      ],
      edges: [
        { from: "cart", to: "pay", label: "complete, then", href: "/api/store/carts#PostCartsCartComplete" },
        { from: "pay", to: "cart", dashed: true },
      ],
    });
  });

  it("reads a state machine: states declared by use, [*] as its start and end, and its enum", () => {
    const { diagram, errors } = parseDiagram(
      'state title="Order" enum="OrderStatus" direction="right"',
      "[*] -> pending\npending -> completed: completeOrder\ncompleted -> [*]\narchived:",
    );
    expect(errors).toEqual([]);
    expect(diagram).toMatchObject({ kind: "state", direction: "right", enum: "OrderStatus" });
    expect(statesOf(diagram as never)).toEqual(["archived", "pending", "completed"]);
    expect((diagram as { nodes: { id: string; shape: string }[] }).nodes.filter((n) => n.shape !== "state")).toEqual([
      { id: "__start", label: "Start", shape: "start" },
      { id: "__end", label: "End", shape: "end" },
    ]);
  });

  it("reads an entities diagram as a list of names", () => {
    expect(parseDiagram('entities title="Orders"', "Order, LineItem\nReturn").diagram).toEqual({
      kind: "entities",
      title: "Orders",
      direction: "right",
      entities: ["Order", "LineItem", "Return"],
    });
  });

  it("reports every problem with its line (0 for the meta)", () => {
    const { diagram, errors } = parseDiagram('flow enum="X" color="red"', "a: A\na -> b\nthis is not a line\na: again");
    expect(diagram).toBeUndefined();
    expect(errors).toEqual([
      { line: 0, message: expect.stringContaining('unknown diagram option "color="red""') },
      { line: 0, message: expect.stringContaining("needs a title") },
      { line: 0, message: "only a state diagram takes an enum" },
      { line: 3, message: expect.stringContaining('cannot read "this is not a line"') },
      { line: 4, message: 'node "a" is declared twice (first on line 1)' },
      { line: 2, message: 'node "b" is not declared: add a line "b: its label"' },
    ]);
    expect(parseDiagram('state title="S"', "a -> b").errors).toEqual([
      { line: 0, message: expect.stringContaining("names the enum its states are the values of") },
    ]);
  });
});
