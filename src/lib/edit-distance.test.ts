import { describe, expect, it } from "vitest";
import { editDistance } from "./edit-distance";

describe("editDistance", () => {
  it("counts insertions, deletions and substitutions", () => {
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("ordrs", "orders")).toBe(1);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("same", "same")).toBe(0);
  });

  it("does not compare strings whose lengths are further apart than the gap allowed", () => {
    expect(editDistance("cart", "carts-and-checkout", 2)).toBe(Infinity);
    expect(editDistance("cart", "carts", 2)).toBe(1);
  });
});
