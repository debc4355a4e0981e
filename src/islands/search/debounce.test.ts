import { describe, expect, it } from "vitest";
import { DEBOUNCE_MS, searchDelay, TYPING_DEBOUNCE_MS } from "./debounce";

describe("searchDelay", () => {
  it("waits longer while a word is typed fast", () => {
    expect(searchDelay("refu", "refun", 80)).toBe(TYPING_DEBOUNCE_MS);
    // The space is not searched on its own: the next letter brings two characters.
    expect(searchDelay("refund", "refund a", 80)).toBe(TYPING_DEBOUNCE_MS);
    // A key handled late, behind the dialog's own work, is still typing.
    expect(searchDelay("refu", "refun", 300)).toBe(TYPING_DEBOUNCE_MS);
  });

  it("searches at once after a pause, a paste, a deletion or a suggestion", () => {
    expect(searchDelay("refu", "refun", 600)).toBe(DEBOUNCE_MS);
    expect(searchDelay("", "refund an order", 10)).toBe(DEBOUNCE_MS);
    expect(searchDelay("refund", "refun", 50)).toBe(DEBOUNCE_MS);
    expect(searchDelay("subcriber", "subscriber", 50)).toBe(DEBOUNCE_MS);
  });
});
