import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkAgainstBuild } from "./site";

describe("accepted URLs held to the build", () => {
  it("must be pages of the build, and anchors ids on them", () => {
    const dir = mkdtempSync(join(tmpdir(), "search-eval-"));
    writeFileSync(join(dir, "docs-index.json"), JSON.stringify({ docs: [{ path: "/guide" }, { path: "/" }] }));
    writeFileSync(join(dir, "guide.html"), '<h2 id="step-1">Step 1</h2><div id="a&amp;b"></div>');
    writeFileSync(join(dir, "index.html"), "<h1>Home</h1>");
    // A redirect leaves an HTML file behind, but it is not a page.
    writeFileSync(join(dir, "old.html"), '<meta http-equiv="refresh" content="0; url=/guide">');
    const entry = (line: number, accept: string[]) => ({
      file: "q.yaml",
      line,
      query: `q${line}`,
      category: "how-to" as const,
      accept,
    });

    const problems = checkAgainstBuild(dir, [
      entry(1, ["/guide", "/guide#step-1", "/guide#a&b", "/"]),
      entry(5, ["/guide#step-2"]),
      entry(9, ["/old", "/missing"]),
    ]);
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      'q.yaml:5: accept: /guide has no #step-2 (query "q5")',
      'q.yaml:9: accept: /old is not a page of the build (query "q9")',
      'q.yaml:9: accept: /missing is not a page of the build (query "q9")',
    ]);
  });

  it("asks for a build when there is none", () => {
    const dir = mkdtempSync(join(tmpdir(), "search-eval-"));
    expect(checkAgainstBuild(dir, [])).toEqual([
      expect.objectContaining({ message: "no built site here", hint: 'run "npm run build" first' }),
    ]);
  });
});
