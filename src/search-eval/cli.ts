import { writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { DiagnosticError } from "../diagnostics";
import { createStaticServer } from "../serve/server";
import { chromiumLaunchOptions } from "../testing/chromium";
import { dialogChunk, EVAL_PAGES, explainQuery } from "./browser";
import { evaluate, loadSets, SET_FILES } from "./evaluate";
import { jsonReport, textReport } from "./report";

/**
 * `npm run eval:search`: runs the search evaluation sets against the built site (it builds
 * nothing), served by the project's own server on a free port, in headless Chromium, typed on a
 * page of each kind (EVAL_PAGES), and prints success@1, success@3 and MRR per set, page kind and
 * category, and the worst over the page kinds. It is a report: it exits 0 whatever the
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
    page: { type: "string", default: EVAL_PAGES[0].kind },
  },
});
const root = resolve(import.meta.dirname, "../..");
const buildDir = resolve(values.dir!);

async function main(): Promise<void> {
  // --explain reads no set: it runs on a build the sets may not match yet.
  const sets = values.explain ? [] : loadSets(root, buildDir);
  const server = createStaticServer(buildDir);
  await new Promise<void>((res, rej) => server.once("error", rej).listen(Number(values.port), res));
  const baseUrl = `http://localhost:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    if (values.explain) {
      // Only how the given queries are read and ranked, on the page of one kind: no figures.
      const where = EVAL_PAGES.find((p) => p.kind === values.page);
      if (!where) throw new Error(`--page: no page kind "${values.page}" (${EVAL_PAGES.map((p) => p.kind).join(", ")})`);
      await page.goto(new URL(where.path, baseUrl).href);
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
      `Search evaluation: ${counts} queries through the search dialog's code, typed on ${EVAL_PAGES.map((p) => `${p.path} (${p.kind})`).join(", ")}, each with the state the dialog opens in there, in ${seconds.toFixed(1)} s.\n`,
    );
    console.log(textReport(reports, { showHeldOut: values["show-held-out"]! }));
    if (values.json) {
      writeFileSync(values.json, jsonReport(reports, { files: SET_FILES, pages: EVAL_PAGES }));
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
