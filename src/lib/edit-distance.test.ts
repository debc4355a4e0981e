import { describe, expect, it } from "vitest";
import { editDistance, typoDistance } from "./edit-distance";

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

describe("typoDistance", () => {
  it("counts a swap of neighbouring letters as one edit", () => {
    expect(typoDistance("prodcut", "product", 2)).toBe(1);
    expect(typoDistance("migartions", "migrations", 2)).toBe(1);
    expect(typoDistance("shiping", "shipping", 2)).toBe(1);
    expect(typoDistance("dependancy", "dependency", 2)).toBe(1);
    expect(typoDistance("subcriber", "subscriber", 2)).toBe(1);
  });

  it("stops past the maximum, answering max + 1", () => {
    expect(typoDistance("order", "product", 2)).toBe(3);
    expect(typoDistance("abc", "xyz", 1)).toBe(2);
    expect(typoDistance("same", "same", 0)).toBe(0);
  });
});
