import { describe, expect, it } from "vitest";
import { searchSorted } from "./sorted";

describe("searchSorted", () => {
  const words = ["apple", "order", "order", "orders", "zebra"];
  it("finds the first item not below the key, or above it", () => {
    expect(searchSorted(words, "order")).toBe(1);
    expect(searchSorted(words, "order", true)).toBe(3);
    expect(searchSorted(words, "ord")).toBe(1);
    expect(searchSorted(words, "a")).toBe(0);
    expect(searchSorted(words, "zz")).toBe(5);
    expect(searchSorted([], "a")).toBe(0);
  });
});
