import { describe, expect, it } from "vitest";
import { coverage } from "./coverage";
import type { Claim, Entry } from "./record";

const claim = (quote: string): Claim => ({ quote, source: "x.js:1", evidence: "evidence", verdict: "confirmed", at: "f.yaml:1" });
const sentences: Record<string, string[]> = {
  a: ["One two three four five.", "Six seven eight nine ten.", "Short one.", "Eleven twelve thirteen fourteen fifteen."],
  b: ["One two three four five.", "Six seven eight nine ten."],
};
const sentencesOf = (page: string) => sentences[page]!.map((text) => ({ text, line: 1 }));

describe("coverage", () => {
  it("counts claims, distinct quoted sentences and sentences of five words or more, least quoted first", () => {
    const entries: Entry[] = [
      {
        page: "b",
        file: "f.yaml",
        claims: [claim("One two three four five."), claim("One two three four five."), claim("Six seven eight nine ten.")],
      },
      { page: "a", file: "f.yaml", claims: [claim("One two three four five."), claim("Short one.")] },
    ];
    expect(coverage(entries, sentencesOf)).toEqual([
      { page: "a", claims: 2, quoted: 1, sentences: 3 },
      { page: "b", claims: 3, quoted: 2, sentences: 2 },
    ]);
  });

  it("puts a page without claims first, the longer one before the shorter", () => {
    const entries: Entry[] = [
      { page: "b", file: "f.yaml", none: "states nothing" },
      { page: "a", file: "f.yaml", none: "states nothing" },
    ];
    expect(coverage(entries, sentencesOf).map((r) => r.page)).toEqual(["a", "b"]);
  });
});
