/**
 * The Medusa admin of the pinned packages (@medusajs/admin-ui 2.1.18, which @medusajs/admin 7.1.18
 * builds), built offline with webpack and cached in `.cache/medusa-admin/<key>/`, where the key is
 * a hash of the versions of everything the bundle is made from and of the two build files beside
 * this one. A fresh machine builds it once (about a minute and 1 GB on two cores); later runs reuse it.
 *
 * What the build needs that the install does not give it (see CONTRIBUTING, "The admin walk"):
 * - NODE_PATH holds admin-ui's nested node_modules: its Tailwind config finds `@medusajs/ui` with
 *   `require.resolve`, which fails from the build folder because npm nests `@medusajs/ui` under
 *   admin-ui; the content glob is then empty and the admin's components lose their styles.
 * - webpack.config.cjs (installed as the app's custom webpack config) drops WebpackBar, gives
 *   every `react`/`react-dom` import admin-ui's React 18, and the admin the site's
 *   `@tanstack/react-query` (whose useQuery does not lose an answer that lands before it subscribes).
 * - The app folder is outside node_modules (admin-ui compiles only sources outside it) and its
 *   sources are CommonJS/auto modules, not the repository's `"type": "module"`.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { copyFile, mkdir, readdir, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { nodeModulesDir, repoRoot } from "../modules";
import { removeDir, runToEnd } from "../processes";

const here = dirname(fileURLToPath(import.meta.url));
const WEBPACK_CONFIG = join(here, "webpack.config.cjs");
const WORKER = join(here, "build-worker.cjs");

/** Where the builds are kept: one folder per key. */
export const ADMIN_CACHE_DIR = join(repoRoot, ".cache", "medusa-admin");

/** The packages whose versions make the bundle, as resolved from admin-ui. */
const BUNDLE_PACKAGES = [
  "@medusajs/admin-ui",
  "@medusajs/ui",
  "@medusajs/icons",
  "@medusajs/ui-preset",
  "medusa-react",
  "@medusajs/medusa-js",
  "react",
  "react-dom",
  "webpack",
  "@swc/core",
  "tailwindcss",
  "@tanstack/react-query",
] as const;

/** Packages webpack.config.cjs takes from the site's node_modules, not from admin-ui's nested ones. */
const FROM_SITE: readonly string[] = ["@tanstack/react-query"];

export interface AdminBuild {
  /** The folder with index.html and the assets, served at /app. */
  dir: string;
  key: string;
  /** Whether it came from the cache. */
  cached: boolean;
}

/** admin-ui's folder and its nested node_modules. */
function adminUiDirs(): { root: string; nested: string } {
  const root = dirname(createRequire(join(nodeModulesDir(), "package.json")).resolve("@medusajs/admin-ui/package.json"));
  return { root, nested: join(root, "node_modules") };
}

/** The versions the bundle is made from, by package. */
export function bundleVersions(): Record<string, string> {
  const { root } = adminUiDirs();
  const fromAdminUi = createRequire(join(root, "package.json"));
  const fromSite = createRequire(join(nodeModulesDir(), "package.json"));
  const versions: Record<string, string> = {};
  for (const name of BUNDLE_PACKAGES) {
    versions[name] =
      name === "@medusajs/admin-ui"
        ? readManifest(join(root, "package.json")).version
        : packageVersion(FROM_SITE.includes(name) ? fromSite : fromAdminUi, name);
  }
  return versions;
}

function readManifest(file: string): { name: string; version: string } {
  return JSON.parse(readFileSync(file, "utf8")) as { name: string; version: string };
}

/** The version of a package as `require` resolves it (also for packages whose `exports` hide package.json). */
function packageVersion(require: NodeJS.Require, name: string): string {
  let dir = dirname(require.resolve(name));
  while (dir !== dirname(dir)) {
    const file = join(dir, "package.json");
    if (existsSync(file) && readManifest(file).name === name) return readManifest(file).version;
    dir = dirname(dir);
  }
  throw new Error(`cannot find the package.json of ${name}`);
}

/** The cache key: the versions and the build files' text, hashed. */
export function adminBuildKey(): string {
  const hash = createHash("sha256");
  hash.update(JSON.stringify(bundleVersions()));
  hash.update(readFileSync(WEBPACK_CONFIG));
  hash.update(readFileSync(WORKER));
  return `admin-ui-${bundleVersions()["@medusajs/admin-ui"]}-${hash.digest("hex").slice(0, 12)}`;
}

/** Returns the cached build of the current key, or builds it (and drops the builds of other keys). */
export async function ensureAdminBuild(options: { log?: (message: string) => void } = {}): Promise<AdminBuild> {
  const key = adminBuildKey();
  const dir = join(ADMIN_CACHE_DIR, key);
  if (existsSync(join(dir, "build.json")) && existsSync(join(dir, "index.html"))) return { dir, key, cached: true };

  const work = join(ADMIN_CACHE_DIR, `tmp-${process.pid}`);
  await removeDir(work);
  const appDir = join(work, "app");
  const outDir = join(work, "build");
  // The custom webpack config is CommonJS; the copied admin sources are modules of webpack's "auto" kind.
  await mkdir(join(appDir, "src", "admin"), { recursive: true });
  await mkdir(join(appDir, ".cache"), { recursive: true });
  await copyFile(WEBPACK_CONFIG, join(appDir, "src", "admin", "webpack.config.js"));
  await writeFile(join(appDir, "src", "admin", "package.json"), '{ "type": "commonjs" }\n');
  await writeFile(join(appDir, ".cache", "package.json"), '{ "private": true }\n');

  const started = performance.now();
  options.log?.(`building the Medusa admin (${key}) into ${dir}; about a minute`);
  try {
    await runToEnd("medusa admin build", process.execPath, [WORKER, appDir, outDir], {
      cwd: appDir,
      env: { ...process.env, NODE_ENV: "production", NODE_PATH: adminUiDirs().nested },
      logFile: join(work, "build.log"),
      timeoutMs: 15 * 60_000,
    });
    if (!existsSync(join(outDir, "index.html")))
      throw new Error(`the admin build wrote no index.html (log ${join(work, "build.log")})`);
    await writeFile(
      join(outDir, "build.json"),
      JSON.stringify({ key, versions: bundleVersions(), seconds: Math.round((performance.now() - started) / 1000) }, null, 2) +
        "\n",
    );
    await removeDir(dir);
    await rename(outDir, dir);
  } finally {
    if (!process.env.VERIFY_KEEP_TEMP) await removeDir(work);
  }
  for (const name of await readdir(ADMIN_CACHE_DIR)) {
    if (name !== key && !name.startsWith("tmp-")) await removeDir(join(ADMIN_CACHE_DIR, name));
  }
  return { dir, key, cached: false };
}
