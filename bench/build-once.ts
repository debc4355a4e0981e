/** Builds one synthetic site (child process of bench/run.ts, so its memory can be measured alone). */
import { resolve } from "node:path";
import config from "../site.config";
import { build } from "../src/builder/build";
import { writeSyntheticSite } from "./synthetic";

const [contentDir, outDir, pages] = process.argv.slice(2);
const root = resolve(import.meta.dirname, "..");
const sidebars = writeSyntheticSite(contentDir!, Number(pages));
const t0 = performance.now();
const report = await build({
  root,
  contentDir: contentDir!,
  outDir: outDir!,
  publicDir: resolve(root, "public"),
  config: { ...config, nav: [{ label: "Docs", href: "/", section: "guides" }] },
  sidebars,
  sidebarLocator: { locate: (id) => ({ file: `bench:${id}`, line: 1, column: 1 }) },
  redirects: [],
  search: { provider: "static" },
});
process.stdout.write(JSON.stringify({ ms: performance.now() - t0, pages: report.pages, timings: report.timings }) + "\n");
