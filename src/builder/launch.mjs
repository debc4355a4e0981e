/**
 * `npm run build` (and `anchors:update`, and the bench's builds): `node src/builder/launch.mjs ENTRY [args]`.
 *
 * Bundles ENTRY (src/builder/cli.ts, or bench/build-once.ts) and the build's worker with esbuild,
 * into a folder made for this run and removed at exit, then runs the bundle as plain JavaScript.
 * Loading the build through tsx transpiled and resolved each of its ~260 TypeScript modules, and
 * every module of its packages, through tsx's loader hooks, in the main thread and again in each
 * worker: seconds of CPU before the build did anything. Bundling them takes a fraction of a second,
 * done by each build (nothing is kept between builds). The packages stay outside the bundle and
 * load as Node loads them.
 */
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";

const root = resolve(import.meta.dirname, "../..");
const entry = process.argv[2];
if (!entry) throw new Error("usage: node src/builder/launch.mjs ENTRY [args…]");
// The entry reads its own arguments from process.argv.slice(2), as when run by tsx.
process.argv.splice(2, 1);

const dir = mkdtempSync(join(tmpdir(), "docs-build-js-"));
process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
// The bundle imports the packages by name: they resolve through this link to the project's.
symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");

/**
 * `import.meta.url`, `.dirname` and `.filename` keep naming the source file, as under tsx: modules
 * find the project's files (and the pool its worker-boot.mjs) relative to themselves.
 */
const sourcePaths = {
  name: "source-paths",
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const text = readFileSync(args.path, "utf8");
      if (!text.includes("import.meta")) return undefined;
      const values = {
        url: JSON.stringify(pathToFileURL(args.path).href),
        dirname: JSON.stringify(dirname(args.path)),
        filename: JSON.stringify(args.path),
      };
      return {
        contents: text.replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_, key) => values[key]),
        loader: args.path.endsWith(".tsx") ? "tsx" : "ts",
      };
    });
  },
};

await esbuild.build({
  absWorkingDir: root,
  entryPoints: { main: entry, worker: "src/builder/worker.ts" },
  bundle: true,
  // Chunks shared by the entry and the worker; a dynamic import stays one (Vite loads only where used).
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  outdir: dir,
  // src/builder/pool.ts starts its workers on the bundled worker instead of the TypeScript source.
  define: { "process.env.DOCS_BUILD_WORKER": JSON.stringify(pathToFileURL(join(dir, "worker.js")).href) },
  plugins: [sourcePaths],
  logLevel: "warning",
});
// esbuild's service process is not needed any more (its memory would count in the build's).
await esbuild.stop();
await import(pathToFileURL(join(dir, "main.js")).href);
