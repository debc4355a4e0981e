import { describe, expect, it } from "vitest";
import { renamer, stepsThatMade, type HistoryEntry } from "./fresh";
import { ScenarioState, Mailbox } from "./state";

const entry = (label: string, method: string, reads: string[], saves: string[] = []): HistoryEntry => ({
  label,
  step: { op: "admin GetThings" },
  method,
  reads: new Set(reads),
  saves,
});

describe("fresh copies of a step's record", () => {
  // A checkout and an order's life, with unrelated steps between.
  const history = [
    entry("cart", "post", ["seed"], ["cart"]),
    entry("other record", "post", ["seed"], ["product"]),
    entry("line item", "post", ["cart", "seed"], ["line"]),
    entry("read the cart", "get", ["cart"]),
    entry("complete", "post", ["cart"], ["order"]),
    entry("change the product", "post", ["product"]),
    entry("capture", "post", ["order"]),
    entry("read the order", "get", ["order"], ["payment"]),
    entry("fulfill", "post", ["order", "line"], ["fulfillment"]),
    entry("ship", "post", ["order", "fulfillment"]),
    entry("swap", "post", ["order", "line"], ["swap", "swapCart"]),
    entry("swap's cart shipping", "post", ["swapCart"]),
    entry("fulfill the swap", "post", ["order", "swap"]),
  ];

  it("makes the record again with the steps that saved what the step reads and the changes made to it before", () => {
    const labels = (index: number) => stepsThatMade(history, index).map((i) => history[i]!.label);
    expect(labels(9)).toEqual(["cart", "line item", "complete", "capture", "fulfill"]);
    // A GET that saves nothing the step reads, and changes to other records, are left out; so are later steps.
    expect(labels(6)).toEqual(["cart", "line item", "complete"]);
    expect(labels(0)).toEqual([]);
  });

  it("keeps the changes made later to what a step that made the record saved beside it (a swap's cart)", () => {
    const labels = stepsThatMade(history, 12).map((i) => history[i]!.label);
    expect(labels).toEqual(["cart", "line item", "complete", "capture", "fulfill", "ship", "swap", "swap's cart shipping"]);
  });

  it("keeps the seed and the run suffix shared: no step is sent again for them alone", () => {
    expect(stepsThatMade([entry("seeded", "post", ["seed", "run"]), entry("uses the seed", "post", ["seed", "run"])], 1)).toEqual(
      [],
    );
  });

  it("puts the fork's values in place of the original's, a longer value first", () => {
    const rename = renamer(
      { order: "order_1", orderLine: "order_1_line", run: "abc", count: 3 },
      { order: "order_9", orderLine: "order_9_line", run: "abcf1", count: 4 },
    );
    expect(rename('{"id":"order_1","line":"order_1_line","n":3}')).toBe('{"id":"order_9","line":"order_9_line","n":3}');
  });

  it("forks a state that reads what the original saved and keeps its own saves and run suffix", () => {
    const state = new ScenarioState("http://x", {} as never, new Mailbox("/nonexistent"), "abc");
    state.save("order", "order_1");
    const fork = state.fork("abcf1");
    fork.save("order", "order_9");
    expect([state.lookup("order"), fork.lookup("order"), fork.lookup("run")]).toEqual(["order_1", "order_9", "abcf1"]);
    state.track();
    state.lookup("order.id".split(".")[0]!);
    expect([...state.track()]).toEqual(["order"]);
  });
});
