import { resolve } from "node:path";
import { parseArgs } from "node:util";
import type { ReferenceExtraction } from "../reference";
import type { ExtractedOas } from "../reference/extract/oas";
import { startWorkers } from "./pool";

const { values } = parseArgs({
  options: { out: { type: "string", default: "build" }, "update-anchors": { type: "boolean", default: false } },
});
const root = resolve(import.meta.dirname, "../..");
const outDir = resolve(root, values.out!);
// The workers start first: they load their modules (a few seconds of CPU each) while this thread
// loads the build's, instead of after them with a core idle. They only write into outDir once
// the build hands them work, after it has emptied the folder.
const pool = startWorkers(root, outDir);
const [
  { default: config },
  { default: redirects },
  { sidebars },
  { searchConfigFromEnv, siteUrlWarnings },
  { errorGraphReport, extractFromPackages, generateReference },
  { readOas },
  { routeTable },
  { readV1Urls },
  { build },
] = await Promise.all([
  import("../../site.config"),
  import("../../redirects"),
  import("../../sidebars"),
  import("../config/schema"),
  import("../reference"),
  import("../reference/extract/oas"),
  import("../reference/families/rest/routes"),
  import("../site/v1-urls"),
  import("./build"),
]);
const t0 = performance.now();

for (const warning of siteUrlWarnings(config)) console.warn(`Warning: ${warning}`);

try {
  const v1Urls = readV1Urls(root);
  let extracted: ReferenceExtraction | undefined;
  // Read once: for the guides' route spans (first), then for the reference.
  let oas: ExtractedOas | undefined;
  const report = await build({
    root,
    contentDir: resolve(root, "content"),
    outDir,
    pool,
    publicDir: resolve(root, "public"),
    config,
    sidebars,
    redirects,
    keepUrls: v1Urls,
    search: searchConfigFromEnv(process.env),
    gitDates: true,
    restRoutes: () => routeTable((oas = readOas({ nodeModules: resolve(root, "node_modules") }))),
    anchorsFile: resolve(root, "data/anchors.txt"),
    updateAnchors: values["update-anchors"],
    prepare: () => {
      extracted = extractFromPackages(root, oas);
    },
    generate: (guides) => {
      const reference = generateReference(root, v1Urls, { guides, redirects, url: config.url }, extracted);
      const errorsMs = reference.timings.errorsMs;
      console.log(
        `  reference: ${reference.pages.length} pages (extract ${(reference.timings.extractMs / 1000).toFixed(1)} s${errorsMs === undefined ? "" : `, of which errors ${(errorsMs / 1000).toFixed(1)} s`}, model ${(reference.timings.modelMs / 1000).toFixed(1)} s)`,
      );
      if (reference.errorGraph) for (const line of errorGraphReport(reference.errorGraph)) console.log(`  ${line}`);
      return reference;
    },
    log: (m) => console.log(`  ${m}`),
  });
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  console.log(`Built ${report.pages} pages and ${report.redirects} redirects into ${values.out} in ${seconds} s.`);
  // Everything is written and the workers have stopped: exit now, without Node's orderly teardown
  // of a heap this size (part of the time between the line above and the process's end).
  process.exit(0);
} catch (e) {
  console.error(`\nBuild failed.\n${(e as Error).message}`);
  process.exit(1);
}
