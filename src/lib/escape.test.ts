import { describe, expect, it } from "vitest";
import { escapeHtml, unescapeHtml } from "./escape";

describe("escapeHtml and unescapeHtml", () => {
  it("gives back the text that was escaped, markup characters and entity-like text alike", () => {
    const text = `<a href="x">Tom & Jerry's</a> &amp; &lt;`;
    expect(escapeHtml(text)).not.toMatch(/[<>"']/);
    expect(unescapeHtml(escapeHtml(text))).toBe(text);
  });
});
