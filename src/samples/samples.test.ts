import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkSamples } from "./check";
import { extractSamples } from "./extract";

// Scratch projects live inside the project so that the pinned packages in node_modules resolve.
// Each test's project is removed afterwards, so that test runs do not pile up copies in .cache.
const scratchDirs: string[] = [];
const scratch = () => {
  mkdirSync(".cache", { recursive: true });
  const dir = mkdtempSync(join(".cache", "test-samples-"));
  scratchDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
});

const fixture = (name: string) => {
  const file = `src/samples/__fixtures__/content/${name}.mdx`;
  return extractSamples(readFileSync(file, "utf8"), file);
};

describe("sample checker", () => {
  it("extracts ts blocks with their page line, and opt-outs with their reason", () => {
    const { samples, skipped } = fixture("good");
    expect(samples.map((s) => [s.line, s.title])).toEqual([
      [7, "src/services/greeting.ts"],
      [17, "src/api/store/greeting/route.ts"],
    ]);
    expect(skipped).toEqual([
      { file: "src/samples/__fixtures__/content/good.mdx", line: 27, reason: "shows a single line out of context" },
    ]);
  });

  it("passes samples that compile against the pinned packages, across files of one page", () => {
    expect(checkSamples(fixture("good").samples, scratch())).toEqual([]);
  });

  it("fails a sample that does not compile, naming the page, line and error", () => {
    const problems = checkSamples(fixture("broken").samples, scratch());
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: "src/samples/__fixtures__/content/broken.mdx", line: 12 });
    expect(problems[0]!.message).toMatch(/TS2339: Property 'retrieveEverything' does not exist on type 'ProductService'/);
  });

  it("type-checks admin extensions against the admin's own types (an unknown injection zone fails)", () => {
    const problems = checkSamples(fixture("admin-widget").samples, scratch());
    expect(problems.map((p) => p.line)).toEqual([13]);
    expect(problems[0]!.message).toMatch(/Type '"product\.details\.middle"' is not assignable/);
  });
});
