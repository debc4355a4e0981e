import { describe, expect, it } from "vitest";
import { DEBOUNCE_MS, isTyping, searchDelay, TYPING_DEBOUNCE_MS } from "./debounce";

describe("isTyping", () => {
  it("is a letter, or a space and a letter, added fast", () => {
    expect(isTyping("refu", "refun", 80)).toBe(true);
    // The space is not searched on its own: the next letter brings two characters.
    expect(isTyping("refund", "refund a", 80)).toBe(true);
    // A key handled late, behind the dialog's own work, is still typing.
    expect(isTyping("refu", "refun", 300)).toBe(true);
  });

  it("is not a pause, a paste, a deletion or a suggestion: their searches read the whole first page", () => {
    expect(isTyping("refu", "refun", 600)).toBe(false);
    expect(isTyping("", "refund an order", 10)).toBe(false);
    expect(isTyping("refund", "refun", 50)).toBe(false);
    expect(isTyping("subcriber", "subscriber", 50)).toBe(false);
  });
});

describe("searchDelay", () => {
  it("waits longer while a word is typed fast, and searches at once otherwise", () => {
    expect(searchDelay("refu", "refun", 80)).toBe(TYPING_DEBOUNCE_MS);
    expect(searchDelay("refu", "refun", 600)).toBe(DEBOUNCE_MS);
    expect(searchDelay("", "refund an order", 10)).toBe(DEBOUNCE_MS);
  });
});
