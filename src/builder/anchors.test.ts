import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../diagnostics";
import { addForwards, compareAnchors, readAnchors, writeAnchors } from "./anchors";

const opts = { redirects: new Map([["/moved", "/new"]]), sourceOf: (r: string) => `content${r}.mdx`, record: "data/anchors.txt" };

describe("the anchor record", () => {
  it("round-trips through its file, sorted", () => {
    const file = join(mkdtempSync(join(tmpdir(), "anchors-")), "anchors.txt");
    writeAnchors(
      file,
      new Map([
        ["/b", ["z", "a"]],
        ["/a", ["x"]],
      ]),
    );
    expect([...readAnchors(file)!]).toEqual([
      ["/a", ["x"]],
      ["/b", ["a", "z"]],
    ]);
    expect(readAnchors(join(file, "missing"))).toBeUndefined();
  });

  it("names each anchor that is gone at its page's file, and each gone page without a redirect", () => {
    const recorded = new Map([
      ["/guide", ["install", "configure"]],
      ["/moved", ["x"]],
      ["/gone", ["y"]],
    ]);
    const current = new Map([["/guide", ["install", "setup", "options"]]]);
    const check = compareAnchors(recorded, current, opts);
    expect(check.removed.map(formatDiagnostic).map((l) => l.split("\n")[0])).toEqual([
      "content/guide.mdx: anchor #configure of /guide is gone; links to it would land at the top of the page",
      "data/anchors.txt: the page /gone is gone, and nothing redirects from it",
    ]);
    expect(check.added).toBe(2);
  });

  it("keeps an old anchor as a target at the start of the element that replaced it", () => {
    const html = '<article><h2 id="setup">Setup<a href="#setup">#</a></h2></article>';
    expect(addForwards(html, { configure: "setup" }, "content/guide.mdx")).toBe(
      '<article><h2 id="setup"><span id="configure" class="anchor-forward"></span>Setup<a href="#setup">#</a></h2></article>',
    );
    expect(() => addForwards(html, { configure: "nowhere" }, "content/guide.mdx")).toThrow(
      'content/guide.mdx: anchor forward "configure" leads to #nowhere, which the page does not have',
    );
  });
});
