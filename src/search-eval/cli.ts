import { writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { DiagnosticError } from "../diagnostics";
import { createStaticServer } from "../serve/server";
import { chromiumLaunchOptions } from "../testing/chromium";
import { dialogChunk, EVAL_PAGE, explainQuery } from "./browser";
import { evaluate, loadSets, SET_FILES } from "./evaluate";
import { jsonReport, textReport } from "./report";

/**
 * `npm run eval:search`: runs the search evaluation sets against the built site (it builds
 * nothing), served by the project's own server on a free port, in headless Chromium, and prints
 * success@1, success@3 and MRR per set and category. It is a report: it exits 0 whatever the
 * figures, and 1 only when it cannot run (no build, a malformed set, an accepted URL that is not
 * a page).
 */
const { values } = parseArgs({
  options: {
    dir: { type: "string", default: "build" },
    port: { type: "string", default: "0" },
    json: { type: "string" },
    "show-held-out": { type: "boolean", default: false },
    explain: { type: "string", multiple: true },
  },
});
const root = resolve(import.meta.dirname, "../..");
const buildDir = resolve(values.dir!);

async function main(): Promise<void> {
  const sets = loadSets(root, buildDir);
  const server = createStaticServer(buildDir);
  await new Promise<void>((res, rej) => server.once("error", rej).listen(Number(values.port), res));
  const baseUrl = `http://localhost:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    if (values.explain) {
      // Only how the given queries are read and ranked: no figures.
      await page.goto(new URL(EVAL_PAGE, baseUrl).href);
      for (const query of values.explain) {
        console.log(`"${query}"\n${(await explainQuery(page, dialogChunk(buildDir), query)).join("\n")}\n`);
      }
      return;
    }
    const started = performance.now();
    const reports = await evaluate(page, baseUrl, buildDir, sets);
    const seconds = (performance.now() - started) / 1000;
    const counts = sets.map((s) => `${s.entries.length} ${s.name}`).join(" + ");
    console.log(
      `Search evaluation: ${counts} queries through the search dialog's code, on ${EVAL_PAGE} with all sections, in ${seconds.toFixed(1)} s.\n`,
    );
    console.log(textReport(reports, { showHeldOut: values["show-held-out"]! }));
    if (values.json) {
      writeFileSync(values.json, jsonReport(reports, { files: SET_FILES, page: EVAL_PAGE, section: null }));
      console.log(`Figures written to ${values.json}.`);
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof DiagnosticError ? error.message : error);
  process.exit(1);
});
