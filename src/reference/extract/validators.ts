import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import type { DocProblem } from "./types";
import { blankComments, closingBracket, lineAt, parseCall, requireBindings, splitTopLevel } from "./js-scan";

/**
 * Reads the class-validator classes that the backend's API routes validate their query and body
 * with, from the compiled JavaScript (the `__decorate([...], X.prototype, "field")` calls that
 * TypeScript emits for decorators), without loading the package: resolving `require`s, base
 * classes (also the `extendedFindParamsMixin(...)` mixins), enums and nested classes. What the
 * validators accept is what the REST reference documents (src/reference/openapi/reconcile.ts).
 */

/** What a field accepts, as JSON Schema would say it. */
export type VType =
  | { type: "string"; format?: "email" | "date-time"; enum?: Array<string | number> }
  | { type: "number" | "integer"; enum?: Array<string | number>; minimum?: number; exclusiveMinimum?: boolean }
  | { type: "boolean" }
  /** A free-form object (`@IsObject`). */
  | { type: "object" }
  /** A nested validator class: its key in {@link Validators.classes}. */
  | { type: "class"; ref: string }
  | { type: "array"; items: VType; minItems?: number }
  | { oneOf: VType[] }
  /** Anything (no typing decorator, or one this reader does not know). */
  | { type: "any" };

export interface VField {
  name: string;
  /** The validator rejects a request without it (no `@IsOptional`/`@ValidateIf`). */
  required: boolean;
  schema: VType;
  /** The decorators' names as written (`IsString`, `IsOptional`, …). */
  decorators: string[];
  /** The value the class's constructor gives it, when that is a literal (`false`, `20`). */
  default?: string | number | boolean;
  /** Set by `FeatureFlagDecorators(flag, [...])`: the decorators apply when that flag is on. */
  featureFlag?: string;
  /**
   * `@Validate(XorConstraint, ["currency_code"])`: exactly one of this field and the one named must
   * be given (types/validators/xor.js), so neither is required on its own.
   */
  exclusiveWith?: string;
  /**
   * `@Transform(({ value }) => optionalBooleanMapper.get(value))` (utils/validators/is-boolean.js): only the
   * texts "true", "false", "null" and "undefined" map to a value; anything else, a JSON boolean too, becomes
   * undefined, as if the field were left out.
   */
  textBoolean?: boolean;
  /** Where the field is declared: package path and line. */
  file: string;
  line: number;
}

export interface VClass {
  /** `dist/types/orders.js#AdminListOrdersSelector` */
  key: string;
  name: string;
  file: string;
  line: number;
  /** Every field, the base classes' first (a subclass's field replaces the base's). */
  fields: VField[];
}

/** The classes a route validates with, by the route file that holds the operation's `@oas` block. */
export interface RouteValidators {
  query?: string;
  body?: string;
}

export interface Validators {
  classes: Record<string, VClass>;
  /** By route file (`dist/api/routes/admin/orders/list-orders.js`). */
  routes: Record<string, RouteValidators>;
  problems: DocProblem[];
}

interface RawClass {
  name: string;
  line: number;
  /** The base class expression (`orders_1.AdminListOrdersSelector`, `(0, common_1.extendedFindParamsMixin)({…})`). */
  base?: string;
  /** Offsets of the class's function, for mixins (a class defined inside a function). */
  start: number;
  end: number;
  fields: Array<{ name: string; decorators: string[]; line: number }>;
  /** Fields the constructor sets (`_this.is_giftcard = false`): a request without them gets this value. */
  defaults: Map<string, string>;
}

interface ScannedFile {
  file: string;
  text: string;
  requires: Map<string, string>;
  classes: Map<string, RawClass>;
  enums: Map<string, Array<string | number>>;
  /** `Object.defineProperty(exports, "X", { get: … return y_1.Z })`: X → `y_1.Z`. */
  reexports: Map<string, string>;
  /** `__exportStar(require("./x"), exports)` specifiers. */
  stars: string[];
  /** Named functions: name → [start, end). */
  functions: Map<string, [number, number]>;
}

const CLASS = /\bvar (\w+) = \s*\(function \((\w*)\) \{\n\s*(?:__extends\(\1, \2\);\n\s*)?function \1\(/g;
const DECORATE = /__decorate\(\[/g;
const ENUM = /\(function \((\w+)\) \{\n((?:[ \t]*(?:\1\[[^\n]*)?\n)+)[ \t]*\}\)\(\1\b/g;

/** Reads one compiled file; comments are blanked first (decorator lists carry doc comments). */
export function scanJsFile(source: string, file: string): ScannedFile {
  const text = blankComments(source);
  const classes = new Map<string, RawClass>();
  for (const m of text.matchAll(CLASS)) {
    const open = text.indexOf("{", m.index);
    const close = closingBracket(text, open);
    const rest = text.slice(close, close + 400);
    const call = /^\s*\(/.exec(rest);
    let base: string | undefined;
    if (call) {
      const argsEnd = closingBracket(text, close + call[0].length - 1);
      const args = text.slice(close + call[0].length, argsEnd - 1).trim();
      if (m[2] && args !== "") base = args;
    }
    const defaults = new Map<string, string>();
    for (const d of text.slice(open, close).matchAll(/\b_?this\.(\w+) = ([^;\n]+);/g)) defaults.set(d[1]!, d[2]!.trim());
    classes.set(m[1]!, { name: m[1]!, line: lineAt(text, m.index), base, start: m.index, end: close, fields: [], defaults });
  }
  for (const m of text.matchAll(DECORATE)) {
    const open = m.index + m[0].length - 1;
    const close = closingBracket(text, open);
    const target = /^\s*,\s*(\w+)\.prototype,\s*"([^"]+)"/.exec(text.slice(close, close + 200));
    if (!target) continue;
    const owner = classes.get(target[1]!);
    owner?.fields.push({
      name: target[2]!,
      decorators: splitTopLevel(text.slice(open + 1, close - 1)),
      line: lineAt(text, m.index),
    });
  }
  const enums = new Map<string, Array<string | number>>();
  for (const m of text.matchAll(ENUM)) {
    const values: Array<string | number> = [];
    for (const line of m[2]!.split("\n")) {
      const numeric = /\[\w+\["[^"]+"\] = (-?\d+)\]/.exec(line);
      const str = /\["[^"]+"\] = "([^"]*)";/.exec(line);
      if (numeric) values.push(Number(numeric[1]));
      else if (str) values.push(str[1]!);
    }
    enums.set(m[1]!, values);
  }
  const reexports = new Map<string, string>();
  for (const m of text.matchAll(
    /Object\.defineProperty\(exports, "(\w+)", \{ enumerable: true, get: function \(\) \{ return ([\w.]+); \} \}\)/g,
  )) {
    reexports.set(m[1]!, m[2]!);
  }
  const stars = [...text.matchAll(/__exportStar\(require\("([^"]+)"\), exports\)/g)].map((m) => m[1]!);
  const functions = new Map<string, [number, number]>();
  for (const m of text.matchAll(/^function (\w+)\(/gm)) {
    const open = text.indexOf("{", m.index);
    functions.set(m[1]!, [m.index, closingBracket(text, open)]);
  }
  return { file, text, requires: requireBindings(text), classes, enums, reexports, stars, functions };
}

type Found =
  | { kind: "class"; file: ScannedFile; cls: RawClass }
  | { kind: "enum"; values: Array<string | number> }
  | { kind: "function"; file: ScannedFile; name: string };

/** Loads compiled files on demand and resolves names across their `require`s. */
class ModuleGraph {
  private readonly files = new Map<string, ScannedFile | null>();

  constructor(
    private readonly nodeModules: string,
    private readonly pkgRoot: string,
  ) {}

  /** A package-relative path for messages and keys (`dist/types/orders.js`); other packages keep theirs. */
  rel(abs: string): string {
    const inPkg = relative(this.pkgRoot, abs);
    return inPkg.startsWith("..") ? relative(this.nodeModules, abs).split("\\").join("/") : inPkg.split("\\").join("/");
  }

  load(abs: string): ScannedFile | undefined {
    if (!this.files.has(abs)) {
      this.files.set(abs, existsSync(abs) ? scanJsFile(readFileSync(abs, "utf8"), abs) : null);
    }
    return this.files.get(abs) ?? undefined;
  }

  /** The file a `require` specifier names, seen from `from`. */
  resolve(from: string, spec: string): string | undefined {
    if (spec.startsWith(".")) {
      const base = join(dirname(from), spec);
      return [`${base}.js`, join(base, "index.js"), base].find((p) => existsSync(p) && p.endsWith(".js"));
    }
    const parts = spec.split("/");
    const name = spec.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
    for (const root of [join(this.pkgRoot, "node_modules", name), join(this.nodeModules, name)]) {
      const manifest = join(root, "package.json");
      if (!existsSync(manifest)) continue;
      const main = (JSON.parse(readFileSync(manifest, "utf8")) as { main?: string }).main ?? "index.js";
      const entry = join(root, main);
      return [entry, `${entry}.js`, join(entry, "index.js")].find((p) => existsSync(p) && p.endsWith(".js"));
    }
    return undefined;
  }

  /** What an expression (`X`, `mod_1.X`) names in a file. */
  lookup(file: ScannedFile, expr: string, seen = new Set<string>()): Found | undefined {
    const dot = expr.indexOf(".");
    if (dot !== -1) {
      const spec = file.requires.get(expr.slice(0, dot));
      const target = spec ? this.resolve(file.file, spec) : undefined;
      const loaded = target ? this.load(target) : undefined;
      return loaded ? this.exported(loaded, expr.slice(dot + 1), seen) : undefined;
    }
    const cls = file.classes.get(expr);
    if (cls) return { kind: "class", file, cls };
    const values = file.enums.get(expr);
    if (values) return { kind: "enum", values };
    if (file.functions.has(expr)) return { kind: "function", file, name: expr };
    return undefined;
  }

  private exported(file: ScannedFile, name: string, seen: Set<string>): Found | undefined {
    const key = `${file.file}#${name}`;
    if (seen.has(key)) return undefined;
    seen.add(key);
    const own = this.lookup(file, name, seen);
    if (own) return own;
    const re = file.reexports.get(name);
    if (re) return this.lookup(file, re, seen);
    for (const spec of file.stars) {
      const target = this.resolve(file.file, spec);
      const loaded = target ? this.load(target) : undefined;
      const found = loaded ? this.exported(loaded, name, seen) : undefined;
      if (found) return found;
    }
    return undefined;
  }
}

const PRIMITIVES: Record<string, VType> = {
  String: { type: "string" },
  Number: { type: "number" },
  Boolean: { type: "boolean" },
  Date: { type: "string", format: "date-time" },
  Object: { type: "any" },
  Array: { type: "array", items: { type: "any" } },
};

/** Reads the validator classes of every route of the package (`dist/api/routes/**`). */
export class ValidatorReader {
  private readonly graph: ModuleGraph;
  readonly classes: Record<string, VClass> = {};
  readonly problems: DocProblem[] = [];

  constructor(
    nodeModules: string,
    private readonly pkg = "@medusajs/medusa",
  ) {
    this.graph = new ModuleGraph(nodeModules, join(nodeModules, pkg));
  }

  /** A compiled file, without its comments, and its `require` bindings (read once). */
  file(abs: string): { text: string; requires: Map<string, string> } | undefined {
    return this.graph.load(abs);
  }

  /** The key of the class an expression of a file names, reading it (and what it uses) first. */
  classOf(abs: string, expr: string): string | undefined {
    const file = this.graph.load(abs);
    const found = file ? this.graph.lookup(file, expr) : undefined;
    return found?.kind === "class" ? this.read(found.file, found.cls) : undefined;
  }

  private problem(file: ScannedFile, line: number, message: string): void {
    this.problems.push({ pkg: this.pkg, file: this.graph.rel(file.file), line, message });
  }

  private read(file: ScannedFile, cls: RawClass): string {
    const key = `${this.graph.rel(file.file)}#${cls.name}`;
    if (this.classes[key]) return key;
    const vclass: VClass = { key, name: cls.name, file: this.graph.rel(file.file), line: cls.line, fields: [] };
    this.classes[key] = vclass;
    const fields = new Map<string, VField>();
    if (cls.base) for (const f of this.baseFields(file, cls)) fields.set(f.name, f);
    for (const raw of cls.fields) {
      const field = this.field(file, raw.name, raw.decorators, raw.line);
      const initial = cls.defaults.get(raw.name);
      if (initial !== undefined) {
        field.required = false;
        // A mixin's `this.limit = limit !== null && limit !== void 0 ? limit : 20`: 20 unless the call says otherwise.
        const fallback = FALLBACK.exec(initial)?.[2];
        const literal = literalValue(fallback ?? initial);
        if (literal !== undefined) field.default = literal;
      }
      fields.set(raw.name, field);
    }
    vclass.fields = [...fields.values()];
    return key;
  }

  private baseFields(file: ScannedFile, cls: RawClass): VField[] {
    const base = cls.base!;
    const call = parseCall(base);
    let found = this.graph.lookup(file, call ? call.callee : base);
    let given = new Map<string, string | number | boolean>();
    if (found?.kind === "function") {
      // A mixin: the class the function defines and returns, with the defaults its call gives
      // (`extendedFindParamsMixin({ limit: 50, offset: 0 })`).
      const [start, end] = found.file.functions.get(found.name)!;
      const inner = [...found.file.classes.values()].find((c) => c.start > start && c.end < end);
      found = inner ? { kind: "class", file: found.file, cls: inner } : undefined;
      given = objectLiteral(call?.args ?? "");
    }
    if (found?.kind !== "class") {
      this.problem(file, cls.line, `${cls.name}: cannot find its base class ${base}`);
      return [];
    }
    const raw = found.cls;
    const fields = this.classes[this.read(found.file, raw)]!.fields;
    // Only where the constructor takes the value from the call (`limit ?? 20`), not a fixed one.
    const fromCall = (name: string) => given.has(name) && FALLBACK.test(raw.defaults.get(name) ?? "");
    return fields.map((f) => (fromCall(f.name) ? { ...f, required: false, default: given.get(f.name) } : f));
  }

  /**
   * A `FeatureFlagDecorators` flag as its key: `"sales_channels"` as written, and
   * `tax_inclusive_pricing_1.default.key` through the flag module it requires (`key: "…"`).
   */
  private flagKey(file: ScannedFile, expr: string): string {
    const literal = /^["'`]([^"'`]+)["'`]$/.exec(expr.trim());
    if (literal) return literal[1]!;
    const access = /^(\w+)\.default\.key$/.exec(expr.trim());
    const spec = access && file.requires.get(access[1]!);
    const target = spec ? this.graph.resolve(file.file, spec) : undefined;
    const key = target && /\bkey:\s*"([^"]+)"/.exec(readFileSync(target, "utf8"));
    return key ? key[1]! : expr;
  }

  private field(file: ScannedFile, name: string, decorators: string[], line: number): VField {
    let featureFlag: string | undefined;
    const flat: Array<{ callee: string; args: string }> = [];
    const flatten = (list: string[]) => {
      for (const d of list) {
        const call = parseCall(d);
        if (!call) continue;
        const short = call.callee.split(".").at(-1)!;
        if (short === "FeatureFlagDecorators") {
          const [flag, inner] = splitTopLevel(call.args);
          featureFlag = flag === undefined ? undefined : this.flagKey(file, flag);
          if (inner?.startsWith("[")) flatten(splitTopLevel(inner.slice(1, -1)));
        } else flat.push({ callee: short, args: call.args });
      }
    };
    flatten(decorators);
    const names = flat.map((d) => d.callee).filter((n) => n !== "__metadata");
    const has = (n: string) => flat.find((d) => d.callee === n);
    const each = (n: string) => /each:\s*true/.test(has(n)?.args ?? "");
    const xor = flat.find((d) => d.callee === "Validate" && /\bXorConstraint\b/.test(d.args));
    const exclusiveWith = xor ? /\[\s*"(\w+)"\s*\]/.exec(xor.args)?.[1] : undefined;
    const optional = Boolean(has("IsOptional") || has("ValidateIf") || exclusiveWith);

    let scalar: VType | undefined;
    if (has("IsEmail")) scalar = { type: "string", format: "email" };
    else if (has("IsDate")) scalar = { type: "string", format: "date-time" };
    else if (has("IsString")) scalar = { type: "string" };
    else if (has("IsInt")) scalar = { type: "integer" };
    else if (has("IsNumber")) scalar = { type: "number" };
    else if (has("IsBoolean")) scalar = { type: "boolean" };
    else if (has("IsBooleanString")) scalar = { type: "string", enum: ["true", "false"] };
    else if (has("IsObject")) scalar = { type: "object" };
    const isEnum = has("IsEnum");
    if (isEnum) {
      const target = splitTopLevel(isEnum.args)[0]!;
      const found = this.graph.lookup(file, target);
      if (found?.kind === "enum") {
        const values = found.values;
        const numeric = values.every((v) => typeof v === "number");
        scalar = numeric ? { type: "integer", enum: values } : { type: "string", enum: values };
      } else this.problem(file, line, `${name}: cannot read the enum ${target}`);
    }
    const min = has("Min") ?? has("IsPositive");
    if (min && scalar && "type" in scalar && (scalar.type === "number" || scalar.type === "integer")) {
      // IsPositive refuses 0 itself: a minimum of 0 that 0 does not reach (OpenAPI 3.0's exclusiveMinimum).
      scalar = has("Min")
        ? { ...scalar, type: scalar.type, minimum: Number(min.args) }
        : { ...scalar, type: scalar.type, minimum: 0, exclusiveMinimum: true };
    }
    const typeArg = has("Type") ? /return ([\w.]+);/.exec(has("Type")!.args)?.[1] : undefined;
    const nested = typeArg && !PRIMITIVES[typeArg] ? this.typeRef(file, typeArg, line, name) : undefined;
    if (typeArg && PRIMITIVES[typeArg] && !scalar) scalar = PRIMITIVES[typeArg];
    const isType = has("IsType");
    const design = /^__metadata\("design:type", ([\w.]+)/.exec(decorators.find((d) => d.startsWith("__metadata")) ?? "")?.[1];

    let schema: VType;
    if (isType) {
      schema = this.isType(file, isType.args, line, name);
      // `@ValidateNested()` refuses anything but objects (and arrays of them), whatever `@IsType` allows;
      // `@IsArray()` refuses anything but an array.
      if (has("ValidateNested")) schema = onlyObjects(schema);
      if (has("IsArray")) schema = asArray(schema);
    } else if (has("ValidateNested") && nested) {
      // `each: true` validates the items of an array, but the value of a property declared as one class
      // (design:type ReturnShipping, a claim's return_shipping) is that object: the service reads its fields.
      const eachItem = each("ValidateNested") && (design === undefined || design === "Array" || design === "Object");
      schema = has("IsArray") || eachItem ? { type: "array", items: nested } : nested;
    } else if (has("IsArray") || design === "Array") {
      const items = scalar ?? nested ?? { type: "any" };
      schema = { type: "array", items };
    } else if (scalar && (each("IsString") || each("IsEnum") || each("IsNumber") || each("IsInt"))) {
      schema = { type: "array", items: scalar };
    } else if (scalar) schema = scalar;
    else if (nested) schema = nested;
    else if (design && PRIMITIVES[design]) schema = PRIMITIVES[design];
    else if (design) schema = this.typeRef(file, design, line, name) ?? { type: "any" };
    else schema = { type: "any" };
    if (has("ArrayNotEmpty") && "type" in schema && schema.type === "array") schema = { ...schema, minItems: 1 };

    const field: VField = {
      name,
      required: !optional,
      schema,
      decorators: names,
      featureFlag,
      file: this.graph.rel(file.file),
      line,
    };
    if (exclusiveWith) field.exclusiveWith = exclusiveWith;
    if (flat.some((d) => d.callee === "Transform" && /\boptionalBooleanMapper\.get\(/.test(d.args))) field.textBoolean = true;
    return field;
  }

  private typeRef(file: ScannedFile, expr: string, line: number, field: string): VType | undefined {
    const found = this.graph.lookup(file, expr);
    if (found?.kind === "class") return { type: "class", ref: this.read(found.file, found.cls) };
    if (found?.kind === "enum") return { type: "string", enum: found.values };
    this.problem(file, line, `${field}: cannot find the class ${expr}`);
    return undefined;
  }

  /** `IsType([String, [String], common_1.StringComparisonOperator])`: one of the listed types. */
  private isType(file: ScannedFile, args: string, line: number, field: string): VType {
    const list = splitTopLevel(args)[0] ?? "[]";
    const one = (expr: string): VType => {
      if (expr.startsWith("[")) return { type: "array", items: one(splitTopLevel(expr.slice(1, -1))[0] ?? "Object") };
      return PRIMITIVES[expr] ?? this.typeRef(file, expr, line, field) ?? { type: "any" };
    };
    const types = splitTopLevel(list.slice(1, -1)).map(one);
    return types.length === 1 ? types[0]! : { oneOf: types };
  }
}

function isObjectType(t: VType): boolean {
  return "type" in t && (t.type === "class" || t.type === "object" || (t.type === "array" && isObjectType(t.items)));
}

function onlyObjects(t: VType): VType {
  if (!("oneOf" in t)) return t;
  const kept = t.oneOf.filter(isObjectType);
  return kept.length === 0 ? t : kept.length === 1 ? kept[0]! : { oneOf: kept };
}

function asArray(t: VType): VType {
  if ("type" in t && t.type === "array") return t;
  if ("oneOf" in t) {
    const array = t.oneOf.find((x) => "type" in x && x.type === "array");
    if (array) return array;
  }
  return { type: "array", items: t };
}

/** `false`, `20`, `"x"`: a literal initializer's value. */
/** A constructor's `this.limit = limit !== null && limit !== void 0 ? limit : 20` (`limit ?? 20`). */
const FALLBACK = /^(\w+) !== null && \1 !== void 0 \? \1 : (.+)$/;

/** `{ limit: 50, offset: 0 }`: its keys with a literal value. */
function objectLiteral(expr: string): Map<string, string | number | boolean> {
  const out = new Map<string, string | number | boolean>();
  const body = /^\{([\s\S]*)\}$/.exec(expr.trim())?.[1];
  if (body === undefined) return out;
  for (const part of splitTopLevel(body)) {
    const m = /^\s*(\w+)\s*:\s*([\s\S]+?)\s*$/.exec(part);
    const value = m ? literalValue(m[2]!) : undefined;
    if (m && value !== undefined) out.set(m[1]!, value);
  }
  return out;
}

function literalValue(expr: string): string | number | boolean | undefined {
  if (expr === "true" || expr === "false") return expr === "true";
  if (/^-?\d+(\.\d+)?$/.test(expr)) return Number(expr);
  const str = /^"([^"\\]*)"$/.exec(expr);
  return str ? str[1] : undefined;
}

const ROUTE_CALL = /\b\w+\.(?:get|post|put|delete|patch)(?:\.apply\(\w+, |\()/g;

/**
 * The validator classes of each route file below `dist/api/routes`: `transformQuery(X, …)`,
 * `transformStoreQuery(X, …)` and `transformBody(X)` where the router registers the route (the
 * resource's `index.js`), and `validator(X, req.query)` / `validator(X, req.body)` in the handler.
 */
export function readValidators(nodeModules: string, routeFiles: readonly string[], pkg = "@medusajs/medusa"): Validators {
  const reader = new ValidatorReader(nodeModules, pkg);
  const pkgRoot = join(nodeModules, pkg);
  const routes: Record<string, RouteValidators> = {};
  const problems = reader.problems;
  const relOf = (abs: string) => relative(pkgRoot, abs).split("\\").join("/");
  const indexes = new Set(routeFiles.map((f) => join(dirname(join(pkgRoot, f)), "index.js")));
  const set = (abs: string, where: "query" | "body", key: string | undefined, line: number, expr: string) => {
    const route = (routes[relOf(abs)] ??= {});
    if (!key) {
      problems.push({ pkg, file: relOf(abs), line, message: `cannot read the validator class ${expr}` });
      return;
    }
    route[where] ??= key;
  };
  for (const index of indexes) {
    if (!existsSync(index)) continue;
    const { text, requires } = reader.file(index)!;
    for (const m of text.matchAll(ROUTE_CALL)) {
      const open = text.lastIndexOf("(", m.index + m[0].length);
      const close = closingBracket(text, open);
      // Middleware lists spread into the call (`route.post.apply(route, [...createMiddlewares])`).
      const call = text.slice(open + 1, close - 1).replace(/__read\((\w+)\)/g, (all, name: string) => {
        const list = new RegExp(`\\bvar ${name} = \\[`).exec(text);
        return list ? text.slice(list.index, closingBracket(text, list.index + list[0].length - 1)) : all;
      });
      // The handler: `wrap(require("./list-orders").default)` or `wrapHandler(list_regions_1.default)`.
      const handlerCall = [...call.matchAll(/(?:require\("(\.[^"]+)"\)|\b(\w+))\.default\)/g)].at(-1);
      const handler = handlerCall?.[1] ?? (handlerCall?.[2] ? requires.get(handlerCall[2]) : undefined);
      if (!handler?.startsWith(".")) continue;
      const handlerFile = join(dirname(index), `${handler}.js`);
      for (const t of call.matchAll(/\(0, \w+\.(transformQuery|transformStoreQuery|transformBody)\)\(([\w.]+)/g)) {
        const where = t[1] === "transformBody" ? "body" : "query";
        set(handlerFile, where, reader.classOf(index, t[2]!), lineAt(text, m.index), t[2]!);
      }
    }
  }
  for (const rel of routeFiles) {
    const abs = join(pkgRoot, rel);
    const { text, requires } = reader.file(abs) ?? { text: "", requires: new Map<string, string>() };
    for (const m of text.matchAll(/\(0, \w+\.validator\)\(([\w.]+), req\.(query|body)\b/g)) {
      set(abs, m[2] as "query" | "body", reader.classOf(abs, m[1]!), lineAt(text, m.index), m[1]!);
    }
    // A controller that validates the query itself (`customerController.listAndCount(req.scope, req.query, …)`).
    for (const m of text.matchAll(/\b(\w+)\.default\.\w+\(req\.scope, req\.query\b/g)) {
      const spec = requires.get(m[1]!);
      const dir = spec ? dirname(join(dirname(abs), spec, "index.js")) : undefined;
      for (const file of dir && existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".js")) : []) {
        const controller = join(dir!, file);
        const code = reader.file(controller)!.text;
        for (const v of code.matchAll(/\(0, \w+\.validator\)\(([\w.]+), query\)/g)) {
          set(abs, "query", reader.classOf(controller, v[1]!), lineAt(code, v.index), v[1]!);
        }
      }
    }
  }
  return { classes: reader.classes, routes, problems };
}
