import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const scripts = (
  JSON.parse(readFileSync(join(import.meta.dirname, "../../package.json"), "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts;

describe("the build's memory settings (src/builder/memory.ts)", () => {
  // Without them the build still works, but its peak memory goes over the 2 GB budget unnoticed
  // until the next `npm run bench`.
  for (const name of ["build", "anchors:update"])
    it(`npm run ${name} starts Node with --expose-gc and glibc's fixed mmap threshold, on the bundled build`, () => {
      expect(scripts[name]).toMatch(
        /^MALLOC_MMAP_THRESHOLD_=131072 node --expose-gc src\/builder\/launch\.mjs src\/builder\/cli\.ts\b/,
      );
    });
});
