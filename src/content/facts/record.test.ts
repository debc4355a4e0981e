import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readClaims } from "./record";

const claim = (indent: string, text: string) =>
  [
    `${indent}- claim: ${text}`,
    `${indent}  quote: "A sentence."`,
    `${indent}  source: "pkg/dist/a.js:1"`,
    `${indent}  evidence: "x"`,
    `${indent}  verdict: confirmed`,
  ].join("\n");

function claimsDir(yaml: string): string {
  const dir = mkdtempSync(join(tmpdir(), "claims-"));
  writeFileSync(join(dir, "pages.yaml"), yaml);
  return dir;
}

describe("reading the claims files", () => {
  it("gives each claim the file and line it starts on", () => {
    const dir = claimsDir(["- page: a/b", "  claims:", claim("  ", "one"), claim("  ", "two"), ""].join("\n"));
    expect(readClaims(dir)[0]!.claims!.map((c) => [c.claim, c.at])).toEqual([
      ["one", "data/claims/pages.yaml:3"],
      ["two", "data/claims/pages.yaml:8"],
    ]);
  });

  it("refuses a file YAML cannot read, naming its line, instead of reading part of it", () => {
    // Claims added one level deeper than the page's others: YAML reads no further.
    const dir = claimsDir(["- page: a/b", "  claims:", claim("    ", "one"), claim("  ", "two"), ""].join("\n"));
    expect(() => readClaims(dir)).toThrow(/^data\/claims\/pages\.yaml:8: not valid YAML/);
  });
});
