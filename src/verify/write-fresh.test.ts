import { linkSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeFileFresh } from "./write-fresh";

describe("writeFileFresh", () => {
  it("replaces a hard-linked report without changing the other link", () => {
    const dir = mkdtempSync(join(tmpdir(), "write-fresh-"));
    const mine = join(dir, "mine", "report.json");
    writeFileFresh(mine, "old\n");
    const theirs = join(dir, "theirs.json");
    linkSync(mine, theirs);
    writeFileFresh(mine, "new\n");
    expect(readFileSync(mine, "utf8")).toBe("new\n");
    expect(readFileSync(theirs, "utf8")).toBe("old\n");
    expect(readdirSync(join(dir, "mine"))).toEqual(["report.json"]);
  });

  it("creates the folder it writes into", () => {
    const dir = mkdtempSync(join(tmpdir(), "write-fresh-"));
    writeFileSync(join(dir, "other"), "");
    writeFileFresh(join(dir, "a", "b", "report.json"), "{}\n");
    expect(readFileSync(join(dir, "a", "b", "report.json"), "utf8")).toBe("{}\n");
  });
});
