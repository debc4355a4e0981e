import { describe, expect, it } from "vitest";
import { parseCodeMeta } from "./code-meta";

describe("parseCodeMeta", () => {
  it("reads title, line ranges, noCopy and noCheck", () => {
    expect(parseCodeMeta('title="src/api/route.ts" {1,3-5} noCopy noCheck="one method only"')).toEqual({
      title: "src/api/route.ts",
      highlight: "1,3-5",
      noCopy: true,
      noCheck: "one method only",
    });
  });

  it("is empty for no meta, and marks a reasonless noCheck", () => {
    expect(parseCodeMeta(undefined)).toEqual({ noCopy: false });
    expect(parseCodeMeta("noCheck").noCheck).toBe("");
    expect(parseCodeMeta("title='single quoted'").title).toBe("single quoted");
  });
});
