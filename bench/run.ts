/**
 * `npm run bench`: the site's speed and size figures, printed (never asserted in tests).
 *
 * 1. Synthetic sites of 100 and 3,000 pages go through the real build in a child process:
 *    wall time, time per page, and peak memory of the whole process tree (main thread and workers).
 * 2. Chromium loads sample pages of each: the JS, HTML and CSS bytes (gzip) a page loads,
 *    and the bytes the first search query fetches.
 * 3. The real site: a cold full build (nothing is cached between builds) with the time of each
 *    phase, its wall time and peak memory, and the bytes its pages load.
 * 4. The search dialog's latency on that build, over the search evaluation sets' queries
 *    (bench/search-latency.ts).
 * 5. Lighthouse (mobile preset, median of three runs) on the pages issue 15 sets targets for,
 *    against that build (bench/lighthouse.ts).
 *
 * Options: --sizes 100,3000   --no-site   --no-lighthouse   --keep (keep the temp folders)
 *          --search-latency DIR (only step 4, against an existing build such as build/)
 *          --lighthouse DIR (only step 5, against an existing build such as build/)
 *          --lighthouse-cpu calibrated|N (CPU slowdown: fitted to the host's speed, the default, or
 *          a fixed N such as the preset's 4; see bench/lighthouse.ts)
 *          --lighthouse-pages /api/admin/orders,/api/admin/products (only these of its pages)
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { SET_FILES } from "../src/search-eval/evaluate";
import { loadEvalSet } from "../src/search-eval/set";
import { syntheticSamples } from "./synthetic";
import { formatFigures, lighthouseFigures, LIGHTHOUSE_PAGES, pickPages } from "./lighthouse";
import { formatLatency, searchLatency } from "./search-latency";
import { hydrated, onResponses, withServedSite } from "./served";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "100,3000" },
    "no-site": { type: "boolean", default: false },
    "no-lighthouse": { type: "boolean", default: false },
    lighthouse: { type: "string" },
    "search-latency": { type: "string" },
    "lighthouse-cpu": { type: "string", default: "calibrated" },
    "lighthouse-pages": { type: "string" },
    keep: { type: "boolean", default: false },
  },
});
const root = resolve(import.meta.dirname, "..");

/**
 * The command `npm run build` runs (package.json), so that the figures are those of the real build
 * with its settings (src/builder/memory.ts), without npm's own process around it: its environment
 * assignments, then `node`, its flags, and `entry` in place of the build's own entry.
 */
function buildCommand(entry: string): { cmd: string; args: string[]; env: NodeJS.ProcessEnv } {
  const scripts = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
  const words = scripts.build!.split(/\s+/);
  const env: NodeJS.ProcessEnv = { ...process.env };
  while (/^[A-Z_]+=/.test(words[0] ?? "")) {
    const [name, value] = words.shift()!.split("=");
    env[name!] = value;
  }
  const [cmd, ...args] = words;
  if (cmd !== "node" || args.at(-1) !== "src/builder/cli.ts")
    throw new Error(`package.json's build script is not "[VAR=value …] node … src/builder/cli.ts": ${scripts.build}`);
  return { cmd, args: [...args.slice(0, -1), entry], env };
}

/** Runs a command, sampling the resident memory of it and all its descendants. */
async function runMeasured(
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ stdout: string; peakMb: number; ms: number }> {
  const t0 = performance.now();
  const child = spawn(cmd, args, { cwd: root, env, stdio: ["ignore", "pipe", "inherit"] });
  let stdout = "";
  child.stdout.on("data", (d) => (stdout += d));
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRssKb(child.pid!));
  }, 200);
  const code = await new Promise<number>((res) => child.on("exit", (c) => res(c ?? 1)));
  clearInterval(timer);
  if (code !== 0) throw new Error(`${cmd} ${args.join(" ")} exited with ${code}`);
  return { stdout, peakMb: peak / 1024, ms: performance.now() - t0 };
}

function treeRssKb(pid: number): number {
  const children = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length > 0) {
    const p = stack.pop()!;
    try {
      const status = readFileSync(`/proc/${p}/status`, "utf8");
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // ended
    }
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}

interface PageWeight {
  js: number;
  css: number;
  html: number;
}

/** The largest figure of each kind among the sample pages. */
function largest(pages: readonly PageWeight[]): PageWeight {
  return {
    js: Math.max(...pages.map((p) => p.js)),
    css: Math.max(...pages.map((p) => p.css)),
    html: Math.max(...pages.map((p) => p.html)),
  };
}

/** Bytes (gzip) a browser fetches for pages of a built site, and for the first search query. */
async function measureInBrowser(
  dir: string,
  paths: string[],
  query: string,
): Promise<{ pages: PageWeight[]; searchBytes: number; searchResults: number }> {
  return withServedSite(dir, async (base, browser) => {
    const pages: PageWeight[] = [];
    for (const path of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const weight: PageWeight = { js: 0, css: 0, html: 0 };
      const responses = onResponses(page, (r, body) => {
        const type = r.request().resourceType();
        const gz = gzipSync(body).length;
        if (type === "script") weight.js += gz;
        else if (type === "stylesheet") weight.css += gz;
        else if (type === "document") weight.html += gz;
      });
      const response = await page.goto(base + path, { waitUntil: "networkidle" });
      // A missing page would measure the 404 page (and its search island) instead.
      if (response?.status() !== 200) throw new Error(`${path} answered ${response?.status()}, not 200: not a page of ${dir}`);
      await responses.done();
      pages.push(weight);
      await context.close();
    }
    // The first search query: everything fetched from opening the dialog to the first results.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(base + paths[0]!, { waitUntil: "networkidle" });
    // Ctrl+K opens search once the header's islands are hydrated (after the first paint).
    await hydrated(page);
    let searchBytes = 0;
    // The dialog's JavaScript and the index's JSON, gzipped as any host sends them, like the pages.
    const responses = onResponses(page, (_r, body) => {
      searchBytes += gzipSync(body).length;
    });
    await page.keyboard.press("Control+K");
    await page.getByRole("combobox").fill(query);
    await page.getByRole("option").first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    await responses.done();
    const searchResults = await page.getByRole("option").count();
    await context.close();
    return { pages, searchBytes, searchResults };
  });
}

const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;

/** Step 4: Lighthouse on the issue 15 pages of a built site. */
async function printLighthouse(dir: string): Promise<void> {
  const runs = 3;
  const cpu = values["lighthouse-cpu"] === "calibrated" ? "calibrated" : Number(values["lighthouse-cpu"]);
  if (cpu !== "calibrated" && !(cpu >= 1)) throw new Error(`--lighthouse-cpu: expected "calibrated" or a number ≥ 1`);
  const pages = values["lighthouse-pages"] ? pickPages(values["lighthouse-pages"].split(",")) : LIGHTHOUSE_PAGES;
  const loadBefore = loadavg();
  console.log(`\nLighthouse on ${dir} …`);
  console.log(formatFigures(await lighthouseFigures(dir, { runs, cpu, pages }), runs, cpu, loadBefore));
}

/** Step 4: the search dialog's latency over the evaluation sets' queries. */
async function printSearchLatency(dir: string): Promise<void> {
  const queries = (Object.values(SET_FILES) as string[]).flatMap((f) => loadEvalSet(join(root, f), f).map((e) => e.query));
  console.log(formatLatency(await searchLatency(dir, queries)));
}

if (values["search-latency"]) {
  const dir = resolve(values["search-latency"]);
  if (!existsSync(join(dir, "index.html"))) throw new Error(`No built site in ${dir}: run "npm run build" first.`);
  await printSearchLatency(dir);
  process.exit(0);
}

if (values.lighthouse) {
  const dir = resolve(values.lighthouse);
  if (!existsSync(join(dir, "index.html"))) throw new Error(`No built site in ${dir}: run "npm run build" first.`);
  await printLighthouse(dir);
  process.exit(0);
}

const sizes = values.sizes!.split(",").map(Number);
const rows: string[][] = [];
for (const n of sizes) {
  const tmp = mkdtempSync(join(tmpdir(), `docs-bench-${n}-`));
  const content = join(tmp, "content");
  const out = join(tmp, "build");
  console.log(`Building ${n} synthetic pages in ${tmp} …`);
  const once = buildCommand("bench/build-once.ts");
  const run = await runMeasured(once.cmd, [...once.args, content, out, String(n)], once.env);
  const result = JSON.parse(run.stdout.trim().split("\n").at(-1)!) as { ms: number; pages: number };
  const web = await measureInBrowser(out, syntheticSamples(n), "storefront");
  const max = largest(web.pages);
  rows.push([
    String(result.pages),
    `${(run.ms / 1000).toFixed(1)} s`,
    `${(run.ms / result.pages).toFixed(1)} ms`,
    `${run.peakMb.toFixed(0)} MB`,
    kb(max.js),
    kb(max.html),
    kb(max.css),
    `${kb(web.searchBytes)} (${web.searchResults} results)`,
  ]);
  if (!values.keep) rmSync(tmp, { recursive: true, force: true });
}

console.log(
  "\nSynthetic sites (largest sample page; bytes are gzip; targets: JS ≤ 80 KB, HTML ≤ 30 KB, build ≤ 30 ms/page, first search ≤ 200 KB)\n",
);
const head = ["pages", "build (wall)", "per page", "peak memory", "JS / page", "HTML / page", "CSS / page", "first search query"];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join("  ");
console.log(line(head));
console.log(widths.map((w) => "-".repeat(w)).join("  "));
for (const r of rows) console.log(line(r));

if (!values["no-site"]) {
  const out = mkdtempSync(join(tmpdir(), "docs-bench-site-"));
  console.log(`\nBuilding the real site into ${out} …`);
  const full = buildCommand("src/builder/cli.ts");
  const run = await runMeasured(full.cmd, [...full.args, "--out", out], full.env);
  // Every phase the build logs ("  compile 371 guides: 14.8 s", …), then the whole cold build.
  const phases = run.stdout.split("\n").filter((l) => /^ {2}\S.*: /.test(l));
  const built = run.stdout.split("\n").find((l) => l.startsWith("Built ")) ?? "";
  console.log(
    `${phases.map((p) => `  ${p.trim()}`).join("\n")}\n  ${built.trim()}\n  cold full build: ${(run.ms / 1000).toFixed(1)} s wall, peak memory ${run.peakMb.toFixed(0)} MB (target: ≤ 40 s on 2 cores; with every output of the later issues, ≤ 45 s)`,
  );
  const web = await measureInBrowser(
    out,
    ["/", "/references/entities/classes/Order", "/modules/orders/overview"],
    "AdminOrdersResource",
  );
  const max = largest(web.pages);
  console.log(
    `  real pages: JS ${kb(max.js)}, HTML ${kb(max.html)}, CSS ${kb(max.css)} per page (largest of 3); first search query ${kb(web.searchBytes)}`,
  );
  await printSearchLatency(out);
  if (!values["no-lighthouse"]) await printLighthouse(out);
  if (!values.keep) rmSync(out, { recursive: true, force: true });
}
