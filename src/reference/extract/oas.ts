import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { LineCounter, parseDocument } from "yaml";
import { filesBelow } from "../../lib/files";
import { ClassDocs } from "./class-docs";
import { readMounts, type MountedRoute } from "./mounts";
import { readQueryConfigs, type QueryConfig } from "./query-config";
import { scanSchemas } from "./schemas";
import type { DocProblem, SchemaBlock, SourceLocation } from "./types";
import { readValidators, type Validators } from "./validators";

/**
 * Reads the OpenAPI material of a Medusa 1.x package: every `@oas [method] /path` block (one API
 * route each) and every `@schema Name` block, from the doc comments of its declaration files.
 * The result is plain data; nothing is interpreted beyond parsing the YAML, and every block that
 * cannot be used is reported as a problem with its file and line instead of being dropped.
 */

export type OasArea = "admin" | "store";

export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** One `@oas` block: the operation of one API route, as the package wrote it. */
export interface OasOperationBlock {
  method: HttpMethod;
  /** As written after the method, e.g. `/admin/products/{id}`. */
  path: string;
  area: OasArea;
  /** The parsed YAML (operationId, summary, parameters, responses, x-… extensions). */
  operation: Record<string, unknown>;
  /** The line of the `@oas` head. */
  loc: SourceLocation;
}

export interface ExtractedOas {
  /** The package the blocks were read from, and its version. */
  pkg: string;
  version: string;
  /** The folder scanned, below node_modules (`@medusajs/medusa/dist`): its `@schema` blocks are the first of `schemas` whose `loc.pkg` is `pkg`. */
  dir: string;
  /** In file order, then comment order. */
  operations: OasOperationBlock[];
  /** By schema name; the first block of a name wins, and a later one that differs is reported. */
  schemas: Record<string, SchemaBlock>;
  problems: DocProblem[];
  /** The class-validator classes of the routes (empty when not asked for). */
  validators: Validators;
  /** Doc comments of the declared classes' properties, for what only a validator names. */
  classDocs: ClassDocs;
  /** The routes the backend's routers register, and which of them a guard protects (empty when validators are not asked for). */
  mounts: MountedRoute[];
  /** The `transformQuery` configuration of each route that has one, by its handler file (empty when validators are not asked for). */
  queryConfigs?: Record<string, QueryConfig>;
}

export interface ReadOasOptions {
  nodeModules: string;
  /** Defaults to `@medusajs/medusa`. */
  pkg?: string;
  /** Folder inside the package to scan; defaults to `dist`. */
  dir?: string;
  /**
   * Other packages whose `dist` holds `@schema` blocks that the package's blocks refer to; each is
   * looked up first in the package's own `node_modules`, as Node would. Defaults to
   * `@medusajs/types` (its inventory and stock location DTOs are used by the admin routes).
   */
  schemaPackages?: string[];
  /** Read the routes' validator classes and routers from the compiled code (default true; the dev server's route table does not need them). */
  validators?: boolean;
}

/**
 * Reads every `.d.ts` file below the package's `dist` for `@oas` and `@schema` blocks, then the
 * `@schema` blocks of `schemaPackages`. The `.js` files repeat the same comments and are skipped.
 */
export function readOas(opts: ReadOasOptions): ExtractedOas {
  const pkg = opts.pkg ?? "@medusajs/medusa";
  const dir = opts.dir ?? "dist";
  const root = join(opts.nodeModules, pkg);
  const version = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string }).version;
  const operations: OasOperationBlock[] = [];
  const schemas: Record<string, SchemaBlock> = {};
  const problems: DocProblem[] = [];
  const classDocs = new ClassDocs();
  const scan = (pkgName: string, pkgRoot: string, withOperations: boolean) => {
    for (const abs of filesBelow(join(pkgRoot, dir))) {
      if (!abs.endsWith(".d.ts")) continue;
      const text = readFileSync(abs, "utf8");
      const where = {
        pkg: pkgName,
        file: abs
          .slice(pkgRoot.length + 1)
          .split("\\")
          .join("/"),
      };
      if (withOperations) classDocs.add(text, where.file.replace(/\.d\.ts$/, ".js"));
      if (withOperations && text.includes("@oas")) {
        const found = scanOperations(text, where);
        operations.push(...found.operations);
        problems.push(...found.problems);
      }
      if (text.includes("@schema")) {
        const found = scanSchemas(text, where);
        problems.push(...found.problems);
        for (const b of found.blocks) {
          const first = schemas[b.name];
          if (!first) schemas[b.name] = b;
          else if (!isDeepStrictEqual(first.schema, b.schema))
            problems.push({
              ...b.loc,
              message: `@schema ${b.name}: also defined in ${first.loc.pkg} ${first.loc.file}:${first.loc.line}; ignored`,
            });
        }
      }
    }
  };
  scan(pkg, root, true);
  for (const other of opts.schemaPackages ?? ["@medusajs/types"]) {
    const nested = join(root, "node_modules", other);
    scan(other, existsSync(nested) ? nested : join(opts.nodeModules, other), false);
  }
  const validators =
    opts.validators === false
      ? { classes: {}, routes: {}, problems: [] }
      : readValidators(opts.nodeModules, [...new Set(operations.map((o) => jsOf(o.loc.file)))], pkg);
  problems.push(...validators.problems);
  // A package without routes to document (the reference fixtures) needs no routers.
  const mounts =
    opts.validators === false || operations.length === 0 ? { routes: [], problems: [] } : readMounts(opts.nodeModules, pkg);
  problems.push(...mounts.problems);
  const queryConfigs =
    opts.validators === false || operations.length === 0 ? { routes: {}, problems: [] } : readQueryConfigs(opts.nodeModules, pkg);
  problems.push(...queryConfigs.problems);
  return {
    pkg,
    version,
    dir: `${pkg}/${dir}`,
    operations,
    schemas,
    problems,
    validators,
    classDocs,
    mounts: mounts.routes,
    queryConfigs: queryConfigs.routes,
  };
}

/** The compiled file beside a declaration file: `dist/api/routes/admin/orders/list-orders.js`. */
export function jsOf(dts: string): string {
  return dts.replace(/\.d\.ts$/, ".js");
}

const COMMENT = /\/\*\*([\s\S]*?)\*\//g;
const HEAD = /^@oas\b(.*)$/;
const METHOD_PATH = /^\[(\w+)\]\s+(\S+)\s*$/;

/**
 * Finds the `@oas [method] /path` blocks of one file's text. The YAML of a block is every comment
 * line after the head. Problems: a head without `[method] /path`, an unknown method, a path
 * outside `/admin` and `/store`, YAML that does not parse or is not a mapping, no `operationId`,
 * and a path whose area is not the folder's (`api/routes/admin/…` holds admin routes).
 */
export function scanOperations(
  text: string,
  where: Omit<SourceLocation, "line">,
): { operations: OasOperationBlock[]; problems: DocProblem[] } {
  const operations: OasOperationBlock[] = [];
  const problems: DocProblem[] = [];
  for (const m of text.matchAll(COMMENT)) {
    const body = m[1]!;
    if (!body.includes("@oas")) continue;
    const commentLine = text.slice(0, m.index).split("\n").length;
    const lines = body.split("\n").map((l) => l.replace(/^\s*\* ?/, ""));
    const heads = lines.flatMap((l, i) => (HEAD.test(l.trim()) ? [i] : []));
    if (heads.length === 0) continue;
    const at = (i: number) => ({ ...where, line: commentLine + i });
    if (heads.length > 1) {
      problems.push({ ...at(heads[1]!), message: "@oas: a second @oas block in the same comment; only the first is read" });
    }
    const head = heads[0]!;
    const headText = lines[head]!.trim().match(HEAD)![1]!.trim();
    const mp = headText.match(METHOD_PATH);
    if (!mp) {
      problems.push({ ...at(head), message: `@oas: expected "[method] /path" after @oas, found ${JSON.stringify(headText)}` });
      continue;
    }
    const method = mp[1]!.toLowerCase();
    const path = mp[2]!;
    const label = `@oas [${method}] ${path}`;
    if (!(HTTP_METHODS as readonly string[]).includes(method)) {
      problems.push({ ...at(head), message: `${label}: unknown HTTP method` });
      continue;
    }
    const area = /^\/(admin|store)(\/|$)/.exec(path)?.[1] as OasArea | undefined;
    if (!area) {
      problems.push({ ...at(head), message: `${label}: the path is not below /admin or /store` });
      continue;
    }
    const folderArea = /(^|\/)api\/routes\/(admin|store)\//.exec(where.file)?.[2];
    if (folderArea && folderArea !== area) {
      problems.push({ ...at(head), message: `${label}: a ${area} path in the ${folderArea} routes folder` });
    }
    const end = heads[1] ?? lines.length;
    const yamlLines = lines.slice(head + 1, end);
    // Without the blank line before `*/`, an error found at the end of the text points at the last line of YAML.
    while (yamlLines.length > 0 && yamlLines[yamlLines.length - 1]!.trim() === "") yamlLines.pop();
    const yamlText = yamlLines.join("\n");
    const firstLine = commentLine + head + 1;
    const parsed = parseYaml(yamlText);
    if ("error" in parsed) {
      // Medusa's own tooling read these blocks with a lenient parser, which accepts a quoted
      // string continued on a line at column 0. Try that one repair so that the route is not
      // lost, and report the block either way.
      const repaired = indentContinuations(yamlText);
      const second = repaired.count > 0 ? parseYaml(repaired.text) : parsed;
      const line = firstLine + parsed.line - 1;
      if ("error" in second) {
        problems.push({ ...where, line, message: `${label}: invalid YAML: ${parsed.error}` });
        continue;
      }
      problems.push({
        ...where,
        line,
        message: `${label}: invalid YAML: ${parsed.error} (read after indenting ${repaired.count} continuation line(s) at column 0)`,
      });
      parsed.value = second.value;
    }
    const operation = (parsed as { value: unknown }).value;
    if (!operation || typeof operation !== "object" || Array.isArray(operation)) {
      problems.push({ ...at(head), message: `${label}: the block is not a YAML mapping` });
      continue;
    }
    const op = operation as Record<string, unknown>;
    if (typeof op.operationId !== "string" || op.operationId.trim() === "") {
      problems.push({ ...at(head), message: `${label}: no operationId` });
      continue;
    }
    operations.push({ method: method as HttpMethod, path, area, operation: op, loc: at(head) });
  }
  return { operations, problems };
}

function parseYaml(text: string): { value: unknown } | { error: string; line: number; value?: unknown } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  if (doc.errors.length === 0) return { value: doc.toJS() as unknown };
  const e = doc.errors[0]!;
  return { error: e.message.split("\n")[0]!, line: lineCounter.linePos(e.pos[0]).line };
}

/**
 * The blocks' YAML is a mapping at column 0, so a non-empty line at column 0 that is not a
 * `key:` line nor a comment can only continue the string of the line before. YAML wants such a
 * line indented; indent it by one space.
 */
export function indentContinuations(text: string): { text: string; count: number } {
  let count = 0;
  const out = text.split("\n").map((l) => {
    if (l === "" || /^[\s#]/.test(l) || /^[\w$"'-][^:\s]*\s*:(\s|$)/.test(l)) return l;
    count++;
    return ` ${l}`;
  });
  return { text: out.join("\n"), count };
}
