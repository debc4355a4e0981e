import { resolve } from "node:path";
import { parseArgs } from "node:util";
import config from "../../site.config";
import redirects from "../../redirects";
import { sidebars } from "../../sidebars";
import { searchConfigFromEnv, siteUrlWarnings } from "../config/schema";
import { errorGraphReport, extractFromPackages, generateReference, type ReferenceExtraction } from "../reference";
import { readOas, type ExtractedOas } from "../reference/extract/oas";
import { routeTable } from "../reference/families/rest/routes";
import { readV1Urls } from "../site/v1-urls";
import { build } from "./build";

const { values } = parseArgs({
  options: { out: { type: "string", default: "build" }, "update-anchors": { type: "boolean", default: false } },
});
const root = resolve(import.meta.dirname, "../..");
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
    outDir: resolve(root, values.out!),
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
} catch (e) {
  console.error(`\nBuild failed.\n${(e as Error).message}`);
  process.exit(1);
}
