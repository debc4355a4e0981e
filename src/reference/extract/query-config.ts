import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { blankComments, closingBracket, lineAt, requireBindings, splitTopLevel } from "./js-scan";
import type { DocProblem } from "./types";

/**
 * The query configuration a route's router passes to `transformQuery(Class, config)` (or
 * `transformStoreQuery`) in its `index.js`: the lists that decide what `expand`, `fields` and `order`
 * do (api/middlewares/transform-query.js, utils/get-query-config.js prepareListQuery). A list is
 * undefined when the configuration has no such key. Read from the compiled text, without running it:
 * an object literal (`{ defaultRelations: exports.defaultAdminRegionRelations, isList: true }`), a
 * variable that holds one (`retrieveTransformQueryConfig`), `__assign` copies of one, and list values
 * written as arrays, as `exports.x` or `var x` of the file, as another module's export
 * (`orders_1.defaultAdminOrdersRelations`), as `__spreadArray` copies, and as `list.filter(…)` whose
 * test drops one name (`r !== "variants.prices"`) or the names of another list
 * (`!exports.storeOrderEditNotAllowedFieldsAndRelations.includes(field)`). Anything else is a problem.
 */
export interface QueryConfig {
  /** The router file and line (`dist/api/routes/admin/regions/index.js`, 64). */
  file: string;
  line: number;
  isList: boolean;
  defaultFields?: string[];
  defaultRelations?: string[];
  allowedFields?: string[];
  allowedRelations?: string[];
  /** `allowed`, the older name transform-query.js reads before `allowedFields` for `fields`. */
  allowed?: string[];
}

const LIST_KEYS = ["defaultFields", "defaultRelations", "allowedFields", "allowedRelations", "allowed"] as const;

interface Loaded {
  abs: string;
  text: string;
  requires: Map<string, string>;
}

const ROUTE_CALL = /\b\w+\.(?:get|post|put|delete|patch)(?:\.apply\(\w+, |\()/g;
const TRANSFORM_QUERY = /\(0, \w+\.(?:transformQuery|transformStoreQuery)\)\(/g;

export interface QueryConfigs {
  /** By route handler file (`dist/api/routes/admin/regions/list-regions.js`). */
  routes: Record<string, QueryConfig>;
  problems: DocProblem[];
}

/** Every route of the package registered with `transformQuery` or `transformStoreQuery`, by its handler file. */
export function readQueryConfigs(nodeModules: string, pkg = "@medusajs/medusa"): QueryConfigs {
  const pkgRoot = join(nodeModules, pkg);
  const files = new Map<string, Loaded | null>();
  const load = (abs: string): Loaded | undefined => {
    if (!files.has(abs)) {
      files.set(abs, existsSync(abs) ? { abs, text: blankComments(readFileSync(abs, "utf8")), requires: new Map() } : null);
      const f = files.get(abs);
      if (f) f.requires = requireBindings(f.text);
    }
    return files.get(abs) ?? undefined;
  };
  const rel = (abs: string) => relative(pkgRoot, abs).split("\\").join("/");
  const routes: Record<string, QueryConfig> = {};
  const problems: DocProblem[] = [];

  for (const index of indexFiles(join(pkgRoot, "dist/api/routes"))) {
    const file = load(index)!;
    const { text } = file;
    for (const m of text.matchAll(ROUTE_CALL)) {
      const open = text.lastIndexOf("(", m.index + m[0].length);
      const close = closingBracket(text, open);
      const call = text.slice(open + 1, close - 1);
      const handlerCall = [...call.matchAll(/(?:require\("(\.[^"]+)"\)|\b(\w+))\.default\)/g)].at(-1);
      const handler = handlerCall?.[1] ?? (handlerCall?.[2] ? file.requires.get(handlerCall[2]) : undefined);
      if (!handler?.startsWith(".")) continue;
      for (const t of call.matchAll(TRANSFORM_QUERY)) {
        const argsOpen = t.index + t[0].length - 1;
        const args = splitTopLevel(call.slice(argsOpen + 1, closingBracket(call, argsOpen) - 1));
        const line = lineAt(text, m.index);
        const fail = (what: string) => problems.push({ pkg, file: rel(index), line, message: `query configuration: ${what}` });
        const object = args[1] === undefined ? new Map<string, string>() : configObject(args[1], file, load, fail);
        if (!object) continue;
        const config: QueryConfig = { file: rel(index), line, isList: object.get("isList") === "true" };
        for (const key of LIST_KEYS) {
          const expr = object.get(key);
          if (expr === undefined) continue;
          const list = listValue(expr, file, load);
          if (list) config[key] = list;
          else fail(`cannot read ${key}: ${expr}`);
        }
        routes[rel(join(dirname(index), `${handler}.js`))] ??= config;
      }
    }
  }
  return { routes, problems };
}

function indexFiles(dir: string): string[] {
  const out: string[] = [];
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    const abs = join(dir, name);
    if (statSync(abs).isDirectory()) out.push(...indexFiles(abs));
    else if (name === "index.js") out.push(abs);
  }
  return out;
}

/** `key: expression` of a configuration object: a literal, a variable holding one, or `__assign` copies. */
function configObject(
  expr: string,
  file: Loaded,
  load: (abs: string) => Loaded | undefined,
  fail: (what: string) => void,
  depth = 0,
): Map<string, string> | undefined {
  const e = expr.trim();
  if (e.startsWith("{")) {
    const out = new Map<string, string>();
    for (const part of splitTopLevel(e.slice(1, -1))) {
      const kv = /^(\w+)\s*:\s*([\s\S]+)$/.exec(part);
      if (!kv) {
        fail(`cannot read ${part}`);
        return undefined;
      }
      out.set(kv[1]!, kv[2]!.trim());
    }
    return out;
  }
  const assign = /^__assign\(([\s\S]*)\)$/.exec(e);
  if (assign) {
    const out = new Map<string, string>();
    for (const part of splitTopLevel(assign[1]!)) {
      const inner = configObject(part, file, load, fail, depth + 1);
      if (!inner) return undefined;
      for (const [k, v] of inner) out.set(k, v);
    }
    return out;
  }
  const value = depth < 6 ? definition(e, file, load) : undefined;
  if (!value) {
    fail(`cannot read the configuration ${e}`);
    return undefined;
  }
  return configObject(value.expr, value.file, load, fail, depth + 1);
}

/** The names of a list expression, or undefined when it cannot be read. */
function listValue(expr: string, file: Loaded, load: (abs: string) => Loaded | undefined, depth = 0): string[] | undefined {
  const e = expr.trim();
  if (depth > 8) return undefined;
  if (e.startsWith("[")) {
    const out: string[] = [];
    for (const item of splitTopLevel(e.slice(1, -1))) {
      const s = /^"([^"\\]*)"$/.exec(item);
      if (!s) return undefined;
      out.push(s[1]!);
    }
    return out;
  }
  const spread = /^__spreadArray\(([\s\S]*)\)$/.exec(e);
  if (spread) {
    const out: string[] = [];
    for (const part of splitTopLevel(spread[1]!)) {
      if (part === "false" || part === "true") continue;
      const read = /^__read\(([\s\S]*)\)$/.exec(part);
      const list = listValue(read ? read[1]! : part, file, load, depth + 1);
      if (!list) return undefined;
      out.push(...list);
    }
    return out;
  }
  const filtered = /^([\w$.]+)\.filter\(function \((\w+)\) \{ return ([^;]+); \}\)$/.exec(e);
  if (filtered) {
    const list = listValue(filtered[1]!, file, load, depth + 1);
    const item = filtered[2]!;
    const test = filtered[3]!.trim();
    // `r !== "variants.prices"` and `!exports.notAllowed.includes(field)`: the names dropped.
    const single = new RegExp(String.raw`^${item} !== "([^"\\]*)"$`).exec(test);
    const among = new RegExp(String.raw`^!([\w$.]+)\.includes\(${item}\)$`).exec(test);
    const dropped = single ? [single[1]!] : among ? listValue(among[1]!, file, load, depth + 1) : undefined;
    return list && dropped ? list.filter((n) => !dropped.includes(n)) : undefined;
  }
  const value = definition(e, file, load);
  return value ? listValue(value.expr, value.file, load, depth + 1) : undefined;
}

/**
 * What a name stands for: `var x = …` or `exports.x = …` of the file (the last assignment that is not
 * `void 0`), or, for `mod_1.x`, the export `x` of the module `mod_1` requires (through
 * `Object.defineProperty` getters and `__exportStar`).
 */
function definition(
  name: string,
  file: Loaded,
  load: (abs: string) => Loaded | undefined,
  seen = new Set<string>(),
): { expr: string; file: Loaded } | undefined {
  const key = `${file.abs}#${name}`;
  if (seen.has(key)) return undefined;
  seen.add(key);
  const dot = name.indexOf(".");
  if (dot !== -1 && name.slice(0, dot) !== "exports") {
    const target = resolveModule(file, file.requires.get(name.slice(0, dot)), load);
    return target ? exported(target, name.slice(dot + 1), load, seen) : undefined;
  }
  const bare = dot === -1 ? name : name.slice(dot + 1);
  if (!/^[\w$]+$/.test(bare)) return undefined;
  const pattern =
    dot === -1 ? new RegExp(String.raw`\bvar ${bare} = `, "g") : new RegExp(String.raw`(?<![\w$.])exports\.${bare} = `, "g");
  let found: { expr: string; file: Loaded } | undefined;
  for (const m of file.text.matchAll(pattern)) {
    const start = m.index + m[0].length;
    const expr = valueAt(file.text, start);
    if (expr && expr !== "void 0" && !/^exports\.\w+ = /.test(expr)) found = { expr, file };
  }
  return found;
}

function exported(
  file: Loaded,
  name: string,
  load: (abs: string) => Loaded | undefined,
  seen: Set<string>,
): { expr: string; file: Loaded } | undefined {
  const own = definition(`exports.${name}`, file, load, seen);
  if (own) return own;
  const getter = new RegExp(
    String.raw`Object\.defineProperty\(exports, "${name}", \{ enumerable: true, get: function \(\) \{ return ([\w$.]+); \} \}\)`,
  ).exec(file.text);
  if (getter) return definition(getter[1]!, file, load, seen);
  for (const star of file.text.matchAll(/__exportStar\(require\("([^"]+)"\), exports\)/g)) {
    const target = resolveModule(file, star[1], load);
    const found = target && exported(target, name, load, seen);
    if (found) return found;
  }
  return undefined;
}

function resolveModule(from: Loaded, spec: string | undefined, load: (abs: string) => Loaded | undefined): Loaded | undefined {
  if (!spec?.startsWith(".")) return undefined;
  const base = join(dirname(from.abs), spec);
  for (const abs of [`${base}.js`, join(base, "index.js")]) {
    const f = existsSync(abs) ? load(abs) : undefined;
    if (f) return f;
  }
  return undefined;
}

/** The expression that starts at `start` and ends at the `;` or line end at its own bracket depth. */
function valueAt(text: string, start: number): string | undefined {
  let i = start;
  while (i < text.length) {
    const c = text[i]!;
    if (c === "(" || c === "[" || c === "{") {
      const close = closingBracket(text, i);
      if (close < 0) return undefined;
      i = close;
      continue;
    }
    if (c === '"') {
      const end = text.indexOf('"', i + 1);
      if (end < 0) return undefined;
      i = end + 1;
      continue;
    }
    if (c === ";" || c === "\n") break;
    i++;
  }
  return text.slice(start, i).trim();
}
