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
  /** Path in the project: the block's title. */
  path: string;
  code: string;
  /** `content/x.mdx:12`: the block it comes from. */
  from: string;
}

/** A guide and its record, as a project holds it. */
export interface Guide {
  page: GuidePage;
  run: GuideRun;
}

/**
 * The files a guide writes: each block titled with a backend path (plus the record's `add`, minus
 * its `drop`); for a title the page shows more than once, the last block, or the record's `pick`.
 */
export function guideFiles(guide: Guide, problems: Diagnostic[] = []): GuideFile[] {
  const { page, run } = guide;
  const { add = [], drop = [], pick = {} } = run.files ?? {};
  const byTitle = new Map<string, GuidePage["blocks"]>();
  for (const block of page.blocks) if (block.title) byTitle.set(block.title, [...(byTitle.get(block.title) ?? []), block]);
  const where = run.where.split(":");
  const problem = (message: string) => problems.push({ file: where[0]!, line: Number(where[1]), message });
  for (const title of [...add, ...drop, ...Object.keys(pick)]) {
    if (!byTitle.has(title)) problem(`${page.file} has no block titled ${title}`);
  }
  const files: GuideFile[] = [];
  for (const [title, blocks] of byTitle) {
    if (drop.includes(title) || !(isBackendPath(title) || add.includes(title))) continue;
    const index = pick[title] ?? blocks.length;
    const block = blocks[index - 1];
    if (!block) {
      problem(`files.pick: ${page.file} has ${blocks.length} block(s) titled ${title}, not ${index}`);
      continue;
    }
    files.push({
      path: title,
      code: block.code.endsWith("\n") ? block.code : `${block.code}\n`,
      from: `${page.file}:${block.line}`,
    });
  }
  return files;
}

/** The `.env` variables a guide adds: its record's, or those of the page's `.env` blocks. */
export function guideEnv(guide: Guide): Record<string, string> {
  const { env } = guide.run;
  if (env !== "page") return env ?? {};
  const vars: Record<string, string> = {};
  for (const block of guide.page.blocks) {
    if (block.lang !== "dotenv" && block.title !== ".env") continue;
    for (const line of block.code.split("\n")) {
      const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
      if (match) vars[match[1]!] = match[2]!.replace(/^(["'])(.*)\1$/, "$2");
    }
  }
  return vars;
}

/** JavaScript appended to the template's `medusa-config.js`: what a guide adds to its export. */
export function configAppendix(page: string, config: ConfigAdditions): string {
  const lines = [`\n// ${page}`];
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  if (config.projectConfig) lines.push(`Object.assign(module.exports.projectConfig, ${json(config.projectConfig)});`);
  if (config.plugins) lines.push(`module.exports.plugins.push(...${json(config.plugins)});`);
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
  cleanup(): Promise<void>;
}

/** Creates the project folder of a group of guides on the database at `databaseUrl`. */
export async function createGuideProject(databaseUrl: string, guides: readonly Guide[]): Promise<Project> {
  const dir = await makeTempDir("guides");
  cpSync(TEMPLATE_DIR, dir, { recursive: true });
  await symlink(nodeModulesDir(), join(dir, "node_modules"), "dir");
  await writeServerScript(dir);
  const env: Record<string, string> = { DATABASE_URL: databaseUrl, ...PROJECT_SECRETS, SERVE_ADMIN: "false" };
  let hasMigrations = false;
  const appendix: string[] = ["\n// Added by npm run verify:guides: what the guides of this project add."];
  for (const guide of guides) {
    for (const file of guideFiles(guide)) {
      const path = join(dir, file.path);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, file.code);
      if (file.path.startsWith("src/migrations/")) hasMigrations = true;
    }
    Object.assign(env, guideEnv(guide));
    if (guide.run.config) appendix.push(configAppendix(guide.run.page, guide.run.config));
  }
  await appendFile(join(dir, "medusa-config.js"), appendix.join(""));
  await writeFile(
    join(dir, ".env"),
    Object.entries(env)
      .map(([k, v]) => `${k}=${v}\n`)
      .join(""),
  );
  return { dir, env, hasMigrations, cleanup: () => removeDir(dir) };
}

/** `npm run build:server` of the template (clean, then tsc), then the guides' migrations. */
export async function buildGuideProject(project: Project): Promise<void> {
  await runToEnd("npm run build:server", "npm", ["run", "build:server"], {
    cwd: project.dir,
    env: backendEnv({ ...project.env, npm_config_update_notifier: "false", npm_config_fund: "false" }),
    logFile: join(project.dir, "build.log"),
    timeoutMs: 300_000,
  });
  const migrations = join(project.dir, "dist/migrations");
  if (project.hasMigrations && existsSync(migrations) && readdirSync(migrations).some((f) => f.endsWith(".js"))) {
    await runMigrations(project.dir, project.env);
  }
}
