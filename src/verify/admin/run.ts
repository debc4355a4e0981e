/**
 * `npm run verify:admin`: walks the procedures of the user guide in the real Medusa admin. Starts
 * what `npm run verify:api` starts (PostgreSQL, the pinned backend, its seed) plus the rest of a
 * store (store-seed.ts), builds the admin or takes it from the cache (build.ts), serves both on one
 * origin (serve.ts), and walks each procedure in Chromium (walker.ts). Prints one line per
 * procedure and `walked N of M user-guide procedures in the Medusa admin, F failed`, and writes a
 * JSON report with one entry per procedure and step.
 *
 * Options:
 *   --subset        only the fast subset (subset.ts) that `npm test` runs
 *   --only PREFIX   only the procedures whose id starts with PREFIX (`orders/`, `customers/groups#`);
 *                   repeat it for several
 *   --report FILE   where the JSON report goes (default .cache/verify-admin/report.json)
 *   --screenshots   also save the screenshots the pages ask for (what `npm run screenshots` does)
 *   --keep          keep everything running afterwards and write an attach file
 *   --attach FILE   walk against what a --keep run left running
 */
import { chromium, type Browser, type Page } from "@playwright/test";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { chromiumLaunchOptions } from "../../testing/chromium";
import type { PluginConfig } from "../backend";
import { startVerifyEnvironment } from "../harness";
import type { ApiClient } from "../http";
import { repoRoot } from "../modules";
import { installSignalHandlers, isStopping, runCleanups } from "../processes";
import { writeFileFresh } from "../write-fresh";
import { adminClient, SEED_ADMIN } from "../seed";
import { ensureAdminBuild } from "./build";
import { loadCatalogue, UNWALKABLE_FILE, type CatalogueEntry } from "./catalogue";
import type { WalkContext } from "./fixture";
import { FIXTURES } from "./fixtures";
import { startAdminServer } from "./serve";
import { productPictures, seedStore, type StoreSeed } from "./store-seed";
import { SUBSET } from "./subset";
import { Walker, type ProcedureResult, type Shot, type ShotRequest } from "./walker";
import { shotRequests, saveShots } from "./screenshots";

interface Attachment {
  adminUrl: string;
  backendUrl: string;
  store: StoreSeed;
}

const DEFAULT_REPORT = join(repoRoot, ".cache", "verify-admin", "report.json");
const FAILURES_DIR = join(repoRoot, ".cache", "verify-admin", "failures");

/**
 * The backend's file service for the walk: @medusajs/file-local, files in the project folder's
 * uploads/, linked through the admin's server (which proxies /uploads to the backend). Uploads,
 * imports and exports need one.
 */
function fileService(adminServerUrl: string): PluginConfig {
  return { resolve: "@medusajs/file-local", options: { upload_dir: "uploads", backend_url: adminServerUrl } };
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1).padStart(5)} s`;
}

/** Signs in through the admin's login screen, as the seeded admin. */
async function signIn(page: Page, adminUrl: string): Promise<void> {
  await page.goto(`${adminUrl}/app/login`);
  await page.locator("input[name=email]").fill(SEED_ADMIN.email);
  await page.locator("input[type=password]").fill(SEED_ADMIN.password);
  await page.locator("button[type=submit]").click();
  await page.waitForURL(/\/app\/a\//, { timeout: 30_000 });
}

export function summaryLine(walked: number, total: number, failed: number): string {
  return `walked ${walked} of ${total} user-guide procedures in the Medusa admin, ${failed} failed`;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      subset: { type: "boolean" },
      only: { type: "string", multiple: true },
      report: { type: "string" },
      screenshots: { type: "boolean" },
      keep: { type: "boolean" },
      attach: { type: "string" },
    },
  });
  installSignalHandlers((message) => console.log(message));
  const started = performance.now();

  // The catalogue first: a wrong fixture or list entry fails before anything starts.
  const catalogue = loadCatalogue(repoRoot, FIXTURES);
  for (const id of SUBSET) {
    if (!catalogue.some((entry) => entry.procedure.id === id))
      throw new Error(`src/verify/admin/subset.ts: ${id} is no procedure`);
  }
  let selected: CatalogueEntry[] = catalogue;
  if (values.subset) selected = selected.filter((entry) => SUBSET.includes(entry.procedure.id));
  const only = values.only ?? [];
  if (only.length > 0) selected = selected.filter((entry) => only.some((prefix) => entry.procedure.id.startsWith(prefix)));
  const requests: ShotRequest[] = values.screenshots ? shotRequests(selected.map((entry) => entry.procedure)) : [];

  let attachment: Attachment;
  let browser: Browser | undefined;
  const results: ProcedureResult[] = [];
  const shots: Shot[] = [];
  let failedToRun = false;
  try {
    if (values.attach) {
      attachment = JSON.parse(readFileSync(values.attach, "utf8")) as Attachment;
    } else {
      const log = (message: string) => console.log(`     · ${message}`);
      const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
        const t0 = performance.now();
        const result = await run();
        console.log(`ok   ${seconds(performance.now() - t0)}  ${name}`);
        return result;
      };
      // The admin's server first: the file service's links point at it. Then the admin builds while
      // PostgreSQL and the backend start and the store is seeded: one is CPU, the other mostly
      // waiting on the backend (a fresh build takes longer than all of the rest).
      const server = await startAdminServer({ assets: productPictures() });
      const [build, { environment, store }] = await Promise.all([
        step("the Medusa admin (built, or from .cache/medusa-admin)", () => ensureAdminBuild({ log })),
        (async () => {
          const environment = await startVerifyEnvironment({
            featureFlags: { analytics: false },
            plugins: [fileService(server.url)],
            step,
            log,
          });
          const store = await step("seed the store (products, customers, orders)", async () =>
            seedStore(environment.admin, environment.backend.url, environment.seed),
          );
          return { environment, store };
        })(),
      ]);
      server.setBuildDir(build.dir);
      server.setBackend(environment.backend.url);
      attachment = { adminUrl: server.url, backendUrl: environment.backend.url, store };
      console.log(`     · the admin is at ${server.url}/app (${build.cached ? "cached build" : "built now"})`);
    }

    browser = await chromium.launch(chromiumLaunchOptions);
    const admin: ApiClient = await adminClient(attachment.backendUrl);
    const run = Date.now().toString(36).slice(-5);
    const ctx: WalkContext = { admin, backendUrl: attachment.backendUrl, run, store: attachment.store };
    const newPage = async (): Promise<Page> => {
      // Screenshots are taken at twice the density, for sharp screens; a plain walk draws at one.
      const context = await browser!.newContext({
        viewport: { width: 1440, height: 900 },
        deviceScaleFactor: values.screenshots ? 2 : 1,
        locale: "en-US",
        timezoneId: "UTC",
      });
      const page = await context.newPage();
      await Walker.prepare(page);
      return page;
    };
    const sink = { requests, take: (shot: Shot) => shots.push(shot) };
    // Signing in is itself a procedure; the others run signed in.
    let page = await newPage();
    let signedIn = false;
    for (const entry of selected) {
      const { procedure, fixture } = entry;
      if (entry.unwalkable) {
        results.push({
          id: procedure.id,
          page: procedure.page,
          heading: procedure.heading,
          file: procedure.file,
          line: procedure.line,
          status: "unwalkable",
          reason: entry.unwalkable,
          steps: [],
          seconds: 0,
        });
        console.log(`list ${seconds(0)}  ${procedure.id} (${UNWALKABLE_FILE}: ${entry.unwalkable})`);
        continue;
      }
      const needsSignedOut = fixture.signedOut === true;
      if (needsSignedOut) {
        await page.context().close();
        page = await newPage();
        signedIn = false;
      } else if (!signedIn) {
        await signIn(page, attachment.adminUrl);
        signedIn = true;
      }
      const walker = new Walker(page, attachment.adminUrl, ctx, sink);
      const samePage = catalogue.filter((other) => other.procedure.page === procedure.page);
      const result = await walker.walk(procedure, fixture, samePage);
      results.push(result);
      if (result.status === "failed") {
        // What the screen showed when it failed, for whoever reads the report.
        const file = join(FAILURES_DIR, `${procedure.id.replace(/[#/]/g, "_")}.png`);
        mkdirSync(FAILURES_DIR, { recursive: true });
        await page.screenshot({ path: file }).catch(() => undefined);
        writeFileSync(file.replace(/\.png$/, ".html"), await page.content().catch(() => ""));
        result.screenshot = file;
      }
      if (needsSignedOut) signedIn = page.url().includes("/app/a/");
      const failedStep = result.steps.find((s) => s.status === "failed");
      const where = failedStep
        ? `${procedure.file}:${failedStep.line} step ${failedStep.n}`
        : procedure.file + ":" + procedure.line;
      if (result.status === "walked") console.log(`ok   ${seconds(result.seconds * 1000)}  ${procedure.id}`);
      else console.log(`FAIL ${seconds(result.seconds * 1000)}  ${procedure.id} (${where}): ${result.error}`);
      if (isStopping()) throw new Error("interrupted");
    }
    if (values.keep && !values.attach) {
      const file = join(repoRoot, ".cache", "verify-admin", "attach.json");
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(attachment, null, 2));
      console.log(`kept running: the admin at ${attachment.adminUrl}/app; attach with --attach ${file}; Ctrl-C stops it`);
      await browser.close();
      await new Promise<void>(() => {});
    }
  } catch (error) {
    failedToRun = true;
    if (isStopping()) console.error("interrupted");
    else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  } finally {
    await browser?.close().catch(() => undefined);
    if (!values.attach) await runCleanups();
  }

  let shotsMissing = false;
  if (values.screenshots && !failedToRun) {
    const pageOf = (id: string) => catalogue.find((entry) => entry.procedure.id === id)!.procedure.page;
    shotsMissing = !(await saveShots(shots, requests, shotRequests(catalogue.map((entry) => entry.procedure)), pageOf, repoRoot));
  }
  const walked = results.filter((r) => r.status === "walked").length;
  const failed = results.filter((r) => r.status === "failed").length;
  const listed = results.filter((r) => r.status === "unwalkable").length;
  const total = selected.length;
  const reportFile = values.report ?? DEFAULT_REPORT;
  writeFileFresh(reportFile, JSON.stringify({ walked, failed, listed, total, procedures: results }, null, 2) + "\n");
  console.log(`report: ${reportFile}`);
  console.log(`listed as unwalkable (${UNWALKABLE_FILE}): ${listed}; total ${seconds(performance.now() - started)}`);
  console.log(summaryLine(walked, total, failed));
  return failedToRun || shotsMissing || failed > 0 || walked + failed + listed !== total ? 1 : 0;
}

process.exitCode = await main();
