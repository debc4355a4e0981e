import { readFileSync } from "node:fs";
import { relative, resolve, sep } from "node:path";
import { parseArgs } from "node:util";
import { filesBelow } from "../lib/files";
import { checkSamples } from "./check";
import { extractSamples, type Sample, type SkippedSample } from "./extract";

/**
 * `npm run check:samples`: every ts/tsx block of every guide must compile against the pinned
 * packages. A block opts out only with `noCheck="reason"` in its meta.
 */
const { values } = parseArgs({
  options: { content: { type: "string", default: "content" }, list: { type: "boolean", default: false } },
});
const root = resolve(import.meta.dirname, "../..");
const contentDir = resolve(root, values.content!);
const samples: Sample[] = [];
const skipped: SkippedSample[] = [];
for (const abs of filesBelow(contentDir)) {
  if (!abs.endsWith(".mdx")) continue;
  const file = relative(root, abs).split(sep).join("/");
  const found = extractSamples(readFileSync(abs, "utf8"), file);
  samples.push(...found.samples);
  skipped.push(...found.skipped);
}

const t0 = performance.now();
// One scratch folder per checked folder, so checks of different folders can run side by side.
const scratch = resolve(root, ".cache/samples", values.content!.replace(/[^A-Za-z0-9]+/g, "_"));
const problems = checkSamples(samples, scratch);
const seconds = ((performance.now() - t0) / 1000).toFixed(1);
if (values.list) for (const s of skipped) console.log(`  skipped ${s.file}:${s.line}: ${s.reason}`);
if (problems.length > 0) {
  for (const p of problems) console.error(`${p.file}:${p.line}:${p.column}: ${p.message}`);
  console.error(
    `\n${problems.length} problem(s) in code samples (${samples.length} checked, ${skipped.length} opted out, ${seconds} s).`,
  );
  process.exit(1);
}
console.log(
  `${samples.length} code samples compile against the pinned packages (${skipped.length} opted out with a reason; ${seconds} s).`,
);
