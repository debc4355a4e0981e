/**
 * A project made from the 1.x starter template (templates/medusa-starter) for a group of guides:
 * the template's files, the repository's `node_modules` linked in, the guides' files written at
 * the paths their blocks are titled with, their configuration appended to `medusa-config.js`
 * and their variables to `.env`; then built with the template's own `npm run build:server`
 * (tsc, as the 1.20 starter builds) and, when the guides add migrations, migrated with
 * `medusa migrations run`.
 */
import { cpSync, existsSync, readdirSync } from "node:fs";
import { appendFile, mkdir, symlink, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Diagnostic } from "../../diagnostics";
import { backendEnv, runMigrations, writeServerScript } from "../backend";
import { nodeModulesDir, repoRoot } from "../modules";
import { makeTempDir, removeDir, runToEnd } from "../processes";
import { isBackendPath, type GuidePage } from "./page";
import type { ConfigAdditions, GuideRun } from "./spec";

export const TEMPLATE_DIR = join(repoRoot, "templates/medusa-starter");

/** The secrets of every guide project (the starter reads them from `.env`). */
const PROJECT_SECRETS = { JWT_SECRET: "medusa-verify-jwt-secret", COOKIE_SECRET: "medusa-verify-cookie-secret" };

export interface GuideFile {
  /** Path in the project (or in the plugin package): the block's title. */
  path: string;
  /** The plugin package the file belongs to, when the guide creates one. */
  plugin?: string;
  code: string;
  /** `content/x.mdx:12`: the block it comes from. */
  from: string;
  /** A `files.replace` of the record put run values (`{seed.…}`) in it: filled when it is written. */
  fill?: boolean;
}

/** A guide and its record, as a project holds it, with the files it writes. */
export interface Guide {
  page: GuidePage;
  run: GuideRun;
  files: GuideFile[];
}

/**
 * The files a guide writes: each block titled with a backend path (plus the record's `add`, minus
 * its `drop`); for a title the page shows more than once, the last block, or the record's `pick`.
 * Then the files it takes from the guides it builds on (`from`: page → titles).
 */
export function guideFiles(
  page: GuidePage,
  run: GuideRun,
  pages: ReadonlyMap<string, GuidePage>,
  problems: Diagnostic[] = [],
): GuideFile[] {
  const { add = [], drop = [], pick = {}, from = {}, replace = [] } = run.files ?? {};
  const colon = run.where.lastIndexOf(":");
  const problem = (message: string) =>
    problems.push({ file: run.where.slice(0, colon), line: Number(run.where.slice(colon + 1)), message });
  const files: GuideFile[] = [];
  const take = (source: GuidePage, wanted: (title: string) => boolean, named: string[]) => {
    const byTitle = new Map<string, GuidePage["blocks"]>();
    for (const block of source.blocks) if (block.title) byTitle.set(block.title, [...(byTitle.get(block.title) ?? []), block]);
    for (const title of named) if (!byTitle.has(title)) problem(`${source.file} has no block titled ${title}`);
    for (const [title, blocks] of byTitle) {
      if (!wanted(title)) continue;
      const index = source === page ? (pick[title] ?? blocks.length) : blocks.length;
      const block = blocks[index - 1];
      if (!block) {
        problem(`files.pick: ${source.file} has ${blocks.length} block(s) titled ${title}, not ${index}`);
        continue;
      }
      const code = block.code.endsWith("\n") ? block.code : `${block.code}\n`;
      files.push({ path: title, code, from: `${source.file}:${block.line}` });
    }
  };
  const pluginFiles = run.plugin?.files ?? [];
  const wanted = (title: string) =>
    !drop.includes(title) && (isBackendPath(title) || add.includes(title) || pluginFiles.includes(title));
  take(page, wanted, [...add, ...drop, ...Object.keys(pick), ...pluginFiles]);
  for (const file of files) if (pluginFiles.includes(file.path)) file.plugin = run.plugin!.name;
  for (const [id, titles] of Object.entries(from)) {
    const source = pages.get(id);
    if (!source) problem(`files.from: no page content/${id}.mdx`);
    else take(source, (title) => titles.includes(title), titles);
  }
  for (const edit of replace) {
    const file = files.find((f) => f.path === edit.file);
    if (!file) problem(`files.replace: the guide writes no file ${edit.file}`);
    else if (!file.code.includes(edit.text)) problem(`files.replace: ${file.from} does not contain ${JSON.stringify(edit.text)}`);
    else {
      file.code = file.code.split(edit.text).join(edit.by);
      // The reader's own IDs in place of the page's placeholders: the seed's, filled in when written.
      if (RUN_VALUE.test(edit.by)) file.fill = true;
    }
  }
  return files;
}

/** The `.env` variables a guide adds: those of the page's `.env` blocks if its record says so, then its record's. */
export function guideEnv(guide: Guide): Record<string, string> {
  const vars: Record<string, string> = {};
  if (guide.run.pageEnv) {
    for (const block of guide.page.blocks) {
      if (block.lang !== "dotenv" && block.title !== ".env") continue;
      for (const line of block.code.split("\n")) {
        const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
        if (match) vars[match[1]!] = match[2]!.replace(/^(["'])(.*)\1$/, "$2");
      }
    }
  }
  return { ...vars, ...guide.run.env };
}

/** JavaScript appended to the template's `medusa-config.js`: what a guide adds to its export. */
export function configAppendix(page: string, config: ConfigAdditions): string {
  const lines = [`\n// ${page}`];
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  if (config.projectConfig) lines.push(`Object.assign(module.exports.projectConfig, ${json(config.projectConfig)});`);
  // Guides that share a project share their plugin list (see plan.ts): each plugin is added once.
  if (config.plugins)
    lines.push(
      `for (const plugin of ${json(config.plugins)})\n` +
        `  if (!module.exports.plugins.some((p) => JSON.stringify(p) === JSON.stringify(plugin))) module.exports.plugins.push(plugin);`,
    );
  if (config.modules) lines.push(`Object.assign(module.exports.modules, ${json(config.modules)});`);
  if (config.featureFlags)
    lines.push(`module.exports.featureFlags = Object.assign(module.exports.featureFlags || {}, ${json(config.featureFlags)});`);
  return `${lines.join("\n")}\n`;
}

export interface Project {
  dir: string;
  /** The project's `.env`, also given to every process of the project so that it wins over ours. */
  env: Record<string, string>;
  /** Whether the guides added migrations (then `medusa migrations run` runs after the build). */
  hasMigrations: boolean;
  /** Whether a guide's modules or plugins bring migrations (then `medusa migrations run` runs after the build too). */
  migrate: boolean;
  /** The plugin packages the guides create, by name (in `plugin-packages/`, linked into node_modules). */
  plugins: string[];
  cleanup(): Promise<void>;
}

/** The run's own values a guide's `.env` and configuration may name: `{redisUrl}`, `{stubUrl}`, `{projectDir}`. */
export type RunValues = Record<string, string>;

/**
 * The seeded IDs as run values (`seed.store.defaultSalesChannelId`, `seed.products.mug.variants.0.id`),
 * for a guide's `.env` or configuration that names a record the store already has.
 */
export function seedValues(seed: unknown, prefix = "seed"): RunValues {
  if (seed === null || typeof seed !== "object") return seed === undefined ? {} : { [prefix]: String(seed) };
  return Object.assign({}, ...Object.entries(seed).map(([key, value]) => seedValues(value, `${prefix}.${key}`)));
}

const RUN_VALUE = /\{(redisUrl|stubUrl|projectDir|seed\.[\w.]+)\}/;

/** `{name}`s of the run's values replaced in a text of the record; an unknown one is an error. */
export function fillRunValues(text: string, values: RunValues): string {
  return text.replace(new RegExp(RUN_VALUE.source, "g"), (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${whole} is used, but this run has no ${name}`);
    return value;
  });
}

/** Whether a guide's `.env` or configuration names `{redisUrl}`: the run then starts Redis. */
export function needsRedis(guide: Guide): boolean {
  return JSON.stringify([guideEnv(guide), guide.run.config ?? {}]).includes("{redisUrl}");
}

/** Creates the project folder of a group of guides on the database at `databaseUrl`. */
export async function createGuideProject(databaseUrl: string, guides: readonly Guide[], values: RunValues): Promise<Project> {
  const dir = await makeTempDir("guides");
  cpSync(TEMPLATE_DIR, dir, { recursive: true });
  const plugins = guides.flatMap((g) => (g.run.plugin ? [g.run.plugin.name] : []));
  await linkNodeModules(dir, plugins);
  await writeServerScript(dir);
  const env: Record<string, string> = { DATABASE_URL: databaseUrl, ...PROJECT_SECRETS, SERVE_ADMIN: "false" };
  values = { ...values, projectDir: dir };
  let hasMigrations = false;
  const appendix: string[] = ["\n// Added by npm run verify:guides: what the guides of this project add."];
  for (const guide of guides) {
    for (const file of guide.files) {
      const path = join(file.plugin ? pluginDir(dir, file.plugin) : dir, file.path);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, file.fill ? fillRunValues(file.code, values) : file.code);
      if (file.path.startsWith("src/migrations/")) hasMigrations = true;
    }
    for (const [key, value] of Object.entries(guideEnv(guide))) env[key] = fillRunValues(value, values);
    if (guide.run.config) appendix.push(fillRunValues(configAppendix(guide.run.page, guide.run.config), values));
  }
  await appendFile(join(dir, "medusa-config.js"), appendix.join(""));
  await writeEnvFile(dir, env);
  for (const [path, content] of guides.flatMap((g) => Object.entries(g.run.files?.own ?? {}))) {
    // A file below a folder (uploads/.keep, the local file service's folder) gets its folder too.
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  const migrate = guides.some((g) => g.run.migrate === true);
  return { dir, env, hasMigrations, migrate, plugins, cleanup: () => removeDir(dir) };
}

/** The project's `.env`, one `NAME=value` a line. */
export async function writeEnvFile(dir: string, env: Record<string, string>): Promise<void> {
  await writeFile(
    join(dir, ".env"),
    Object.entries(env)
      .map(([k, v]) => `${k}=${v}\n`)
      .join(""),
  );
}

/** Where a guide's plugin package is created: beside the project's sources, outside `src`. */
function pluginDir(projectDir: string, name: string): string {
  return join(projectDir, "plugin-packages", name);
}

/**
 * The project's `node_modules`: a link to the repository's, or, when the guides create plugin
 * packages, a folder of links to each of its entries plus one to each plugin package — what
 * `npm install ../plugin` leaves. A plugin package gets a link to the repository's too, as if
 * `npm install` had run in it.
 */
async function linkNodeModules(dir: string, plugins: string[]): Promise<void> {
  const modules = nodeModulesDir();
  if (plugins.length === 0) {
    await symlink(modules, join(dir, "node_modules"), "dir");
    return;
  }
  await mkdir(join(dir, "node_modules"));
  for (const entry of readdirSync(modules)) await symlink(join(modules, entry), join(dir, "node_modules", entry));
  for (const name of plugins) {
    await mkdir(pluginDir(dir, name), { recursive: true });
    await symlink(modules, join(pluginDir(dir, name), "node_modules"), "dir");
    await symlink(pluginDir(dir, name), join(dir, "node_modules", name), "dir");
  }
}

/**
 * The plugin packages compiled with `tsc` (their build script's backend half; `medusa-admin
 * bundle` builds admin widgets, which this check does not load), then `npm run build:server` of
 * the template (clean, then tsc), then the guides' migrations.
 */
export async function buildGuideProject(project: Project): Promise<void> {
  for (const name of project.plugins) {
    await runToEnd(`tsc (plugin ${name})`, process.execPath, [join(nodeModulesDir(), "typescript/bin/tsc"), "-p", "."], {
      cwd: pluginDir(project.dir, name),
      env: backendEnv(project.env),
      logFile: join(project.dir, `build-${name}.log`),
      timeoutMs: 300_000,
    });
  }
  await runToEnd("npm run build:server", "npm", ["run", "build:server"], {
    cwd: project.dir,
    env: backendEnv({ ...project.env, npm_config_update_notifier: "false", npm_config_fund: "false" }),
    logFile: join(project.dir, "build.log"),
    timeoutMs: 300_000,
  });
  const migrations = join(project.dir, "dist/migrations");
  const ownMigrations = existsSync(migrations) && readdirSync(migrations).some((f) => f.endsWith(".js"));
  if (project.migrate || (project.hasMigrations && ownMigrations)) {
    await runMigrations(project.dir, project.env);
  }
}
