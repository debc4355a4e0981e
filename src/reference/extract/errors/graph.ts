import { posix } from "node:path";
import type { Call, ScannedFile, ScannedFunction } from "./scan";

/**
 * The static call graph of the scanned packages: from a function, the functions it can call, as
 * far as the compiled code says without running it. A call is followed when its target is known:
 * a method of the same class, a method of a dependency the constructor stored (`this.cartService_`)
 * or the function resolved from the container (`req.scope.resolve("cartService")`), by the
 * container's naming rule (`services/cart.js` registers `cartService`), a function of a required
 * module, a function of the same file, or a method of the same class passed as a value (which the
 * function given it may call). Calls that leave the scanned packages (TypeORM, lodash)
 * are outside the graph; calls the graph cannot place are counted as unresolved, with why.
 */

/** A file of a scanned package: `@medusajs/medusa` and `dist/services/cart.js`. */
export interface FileRef {
  pkg: string;
  file: string;
}

/** `@medusajs/medusa:dist/services/cart.js#CartService.retrieve` */
export type FunctionId = string;

export interface UnresolvedCall {
  /** `CartService.retrieve (@medusajs/medusa dist/services/cart.js:191)` */
  caller: string;
  /** The call as read: `this.cartRepository_.findOne()`. */
  call: string;
  reason: string;
}

/** Container names that hold something outside the scanned code, whose methods throw no MedusaError of these packages. */
const OUTSIDE_DEPENDENCIES = new Set([
  "container",
  "app",
  "manager",
  "logger",
  "featureFlagRouter",
  "eventBusService",
  "eventBusModuleService",
  "cacheService",
  "configModule",
  "redisClient",
]);

type Resolution =
  | { id: FunctionId; outside?: undefined; reason?: undefined }
  | { id?: undefined; outside: string; reason?: undefined }
  | { id?: undefined; outside?: undefined; reason: string };

/** Why a call leaves the graph, as the build reports it. */
export const OUTSIDE = {
  library: "into another library (TypeORM, lodash, express…)",
  external: "on the entity manager, logger, event bus, cache or feature flags",
  repository: "on a repository (TypeORM's methods, or queries of its own)",
  own: "on a value the class stores itself (an object it made, a function it was given)",
  v2: "on a Medusa 2 module (loaded only with the medusa_v2 flag)",
  workflow: "into a workflow, which runs its steps by name",
  unscanned: "into a file outside the scanned folders",
} as const;

/** Packages whose functions build workflows: what a workflow runs is decided when it runs. */
const WORKFLOW_PACKAGES = new Set(["@medusajs/core-flows", "@medusajs/workflows-sdk"]);

function packageOf(spec: string): string {
  return spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]!;
}

/** Module services by their container name (`ModuleRegistrationName` in @medusajs/modules-sdk). */
export const MODULE_SERVICES: Record<string, FileRef & { className: string }> = {
  inventoryService: { pkg: "@medusajs/inventory", file: "dist/services/inventory.js", className: "InventoryService" },
  stockLocationService: {
    pkg: "@medusajs/stock-location",
    file: "dist/services/stock-location.js",
    className: "StockLocationService",
  },
};

/** Folders whose files the container registers by name, and the suffix of the name. */
const REGISTERED_FOLDERS: [string, string][] = [
  ["dist/services", "Service"],
  ["dist/strategies", "Strategy"],
  ["dist/repositories", "Repository"],
];

/** `product-variant` → `productVariant` (the container's `toCamelCase`). */
export function camelName(stem: string): string {
  return stem.toLowerCase().replace(/[^a-zA-Z0-9]+(.)/g, (_m, c: string) => c.toUpperCase());
}

export class CallGraph {
  private readonly files = new Map<string, ScannedFile>();
  private readonly mains = new Map<string, string>();
  /** `pkg` → container name → the class file. */
  private readonly registered = new Map<string, Map<string, FileRef>>();
  readonly unresolved: UnresolvedCall[] = [];
  followed = 0;
  /** Calls that leave the scanned code, by why. */
  readonly outside = new Map<string, number>();
  private readonly edges = new Map<FunctionId, FunctionId[]>();

  constructor(files: readonly (FileRef & { scanned: ScannedFile })[], mains: Readonly<Record<string, string>>) {
    for (const f of files) this.files.set(key(f), f.scanned);
    for (const [pkg, main] of Object.entries(mains)) this.mains.set(pkg, main);
    for (const f of files) {
      for (const [folder, suffix] of REGISTERED_FOLDERS) {
        if (posix.dirname(f.file) !== folder || !f.file.endsWith(".js")) continue;
        const name = camelName(posix.basename(f.file, ".js")) + suffix;
        if (!this.registered.has(f.pkg)) this.registered.set(f.pkg, new Map());
        this.registered.get(f.pkg)!.set(name, { pkg: f.pkg, file: f.file });
      }
    }
    for (const f of files) for (const fn of f.scanned.functions) this.edges.set(fnId(f, fn.name), this.resolveAll(f, fn));
  }

  file(ref: FileRef): ScannedFile | undefined {
    return this.files.get(key(ref));
  }

  /** Every function reachable from these, themselves included. */
  reachable(from: readonly FunctionId[]): Set<FunctionId> {
    const seen = new Set<FunctionId>();
    const queue = from.filter((id) => this.edges.has(id));
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      for (const next of this.edges.get(id) ?? []) if (!seen.has(next)) queue.push(next);
    }
    return seen;
  }

  private readonly exportedMemo = new Map<string, FunctionId | undefined>();

  /** The function a module exports under `name`, following re-exports. */
  exported(module: FileRef, name: string): FunctionId | undefined {
    const memo = `${key(module)}|${name}`;
    if (!this.exportedMemo.has(memo)) this.exportedMemo.set(memo, this.findExported(module, name));
    return this.exportedMemo.get(memo);
  }

  private findExported(module: FileRef, name: string): FunctionId | undefined {
    const dflt = name.startsWith("default.") ? this.file(module)?.defaultObject[name.slice(8)] : undefined;
    if (dflt) {
      const [alias, inner] = dflt.split(".");
      const target = inner ? this.module(module, this.file(module)!.imports[alias!]) : module;
      return target && this.exported(target, inner ?? alias!);
    }
    return this.followExport(module, name, (f, m, n) =>
      f.functions.some((fn) => fn.name === n && !fn.className) ? fnId(m, n) : undefined,
    );
  }

  /**
   * What a module exports under `name`, as `here` finds it in the module that defines it, through
   * `exports.x = alias.y`, getters and `__exportStar`.
   */
  private followExport<T>(
    module: FileRef,
    name: string,
    here: (file: ScannedFile, module: FileRef, name: string) => T | undefined,
    depth = 0,
  ): T | undefined {
    const f = this.file(module);
    if (!f || depth > 6) return undefined;
    const own = here(f, module, name);
    if (own !== undefined) return own;
    const re = f.reexports[name];
    if (re) {
      const [alias, inner] = re.includes(".") ? re.split(".") : [undefined, re];
      const target = alias ? this.module(module, f.imports[alias]) : module;
      const found = target && (alias || inner !== name) ? this.followExport(target, inner!, here, depth + 1) : undefined;
      if (found !== undefined) return found;
    }
    for (const star of f.exportStars) {
      const target = this.module(module, star);
      const found = target && this.followExport(target, name, here, depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  /** The scanned file a `require(spec)` in `from` loads, or undefined when it is outside the scanned packages. */
  module(from: FileRef, spec: string | undefined): FileRef | undefined {
    if (!spec) return undefined;
    if (spec.startsWith(".")) {
      const base = posix.normalize(posix.join(posix.dirname(from.file), spec));
      for (const file of [`${base}.js`, `${base}/index.js`, base])
        if (this.files.has(key({ pkg: from.pkg, file }))) return { pkg: from.pkg, file };
      return undefined;
    }
    const pkg = spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]!;
    const main = this.mains.get(pkg);
    if (!main) return undefined;
    const sub = spec.slice(pkg.length + 1);
    if (!sub) return { pkg, file: main };
    for (const file of [`${sub}.js`, `${sub}/index.js`, sub]) if (this.files.has(key({ pkg, file }))) return { pkg, file };
    return undefined;
  }

  private resolveAll(f: FileRef & { scanned: ScannedFile }, fn: ScannedFunction): FunctionId[] {
    const out = new Set<FunctionId>();
    for (const call of fn.calls) {
      if (call.kind === "passed") {
        // A value that is no method of the class (`this.manager_`) is no call: nothing to count.
        const r = fn.className ? this.method({ ...f, className: fn.className }, call.method) : undefined;
        if (r?.id) {
          out.add(r.id);
          this.followed++;
        }
        continue;
      }
      const r = this.resolve(f, f.scanned, fn, call);
      if (r.id) {
        out.add(r.id);
        this.followed++;
      } else if (r.outside) this.outside.set(r.outside, (this.outside.get(r.outside) ?? 0) + 1);
      else
        this.unresolved.push({
          caller: `${fn.name} (${f.pkg} ${f.file}:${call.line})`,
          call: describe(call),
          reason: r.reason!,
        });
    }
    return [...out];
  }

  private resolve(at: FileRef, file: ScannedFile, fn: ScannedFunction, call: Exclude<Call, { kind: "passed" }>): Resolution {
    switch (call.kind) {
      case "local":
        return { id: fnId(at, call.name) };
      case "import": {
        const spec = file.imports[call.alias];
        if (spec === undefined) return { reason: `${call.alias} is not a required module` };
        if (WORKFLOW_PACKAGES.has(packageOf(spec))) return { outside: OUTSIDE.workflow };
        const target = this.module(at, spec);
        if (!target) return { outside: spec.startsWith(".") ? OUTSIDE.unscanned : OUTSIDE.library };
        const id = this.exported(target, call.name);
        if (id) return { id };
        // `logger_1.default.info()`: a method of an object the module made, not a function of ours.
        if (call.name.startsWith("default.") && !this.file(target)?.defaultObject[call.name.slice(8)])
          return { outside: OUTSIDE.library };
        return { reason: `${target.pkg} ${target.file} exports no function ${call.name}` };
      }
      case "self": {
        if (!fn.className) return { outside: OUTSIDE.library };
        const cls = { ...at, className: fn.className };
        const r = this.method(cls, call.method);
        // `this.remoteQuery_()`: a function the class stored, not a method.
        return r.reason && this.assigns(cls, call.method) ? { outside: OUTSIDE.own } : r;
      }
      case "prop": {
        if (!fn.className) return { outside: OUTSIDE.library };
        const cls = { ...at, className: fn.className };
        // `this.getTotals_.bind(this)`: the class's own method, passed on.
        if (call.method === "bind" || call.method === "call" || call.method === "apply") {
          const own = this.method(cls, call.prop);
          if (own.id) return own;
        }
        const dep = this.propOf(cls, call.prop);
        if (dep) return this.onDependency(at.pkg, dep, call.method);
        if (this.assigns(cls, call.prop)) return { outside: OUTSIDE.own };
        return { reason: `no method of ${fn.className} or of a class it extends sets this.${call.prop}` };
      }
      case "dep":
        return this.onDependency(at.pkg, call.dep, call.method);
    }
  }

  private onDependency(fromPkg: string, dep: string, method: string): Resolution {
    if (OUTSIDE_DEPENDENCIES.has(dep)) return { outside: OUTSIDE.external };
    if (dep.endsWith("Repository")) return { outside: OUTSIDE.repository };
    if (dep.endsWith("ModuleService") || dep === "remoteLink") return { outside: OUTSIDE.v2 };
    const module = MODULE_SERVICES[dep];
    if (module) return this.method(module, method);
    const ref = this.registered.get(fromPkg)?.get(dep) ?? this.registered.get("@medusajs/medusa")?.get(dep);
    if (!ref) return { reason: `nothing in the scanned packages registers ${dep}` };
    const cls = this.classOf(ref);
    if (!cls) return { reason: `${ref.pkg} ${ref.file} has no class` };
    return this.method({ ...ref, className: cls }, method);
  }

  private assigns(cls: FileRef & { className: string }, prop: string, depth = 0): boolean {
    const c = this.file(cls)?.classes.find((k) => k.name === cls.className);
    if (!c) return false;
    if (c.assigned.includes(prop)) return true;
    const parent = depth < 8 ? this.parentOf(cls) : undefined;
    return parent ? this.assigns(parent, prop, depth + 1) : false;
  }

  /** The class a registered file exports as its default (or its only class). */
  private classOf(ref: FileRef): string | undefined {
    const f = this.file(ref);
    if (!f) return undefined;
    const def = f.reexports.default;
    return f.classes.find((c) => c.name === def)?.name ?? f.classes[0]?.name;
  }

  /** A method of a class or of a class it extends. */
  private method(cls: FileRef & { className: string }, method: string, depth = 0): Resolution {
    const f = this.file(cls);
    if (!f) return { outside: OUTSIDE.unscanned };
    if (f.functions.some((fn) => fn.name === `${cls.className}.${method}`))
      return { id: fnId(cls, `${cls.className}.${method}`) };
    const parent = depth < 8 ? this.parentOf(cls) : undefined;
    if (parent) return this.method(parent, method, depth + 1);
    const ext = f.classes.find((k) => k.name === cls.className)?.extends;
    if (ext && !parent) return { outside: OUTSIDE.library };
    return { reason: `${cls.className} (${cls.pkg} ${cls.file}) has no method ${method}` };
  }

  private propOf(cls: FileRef & { className: string }, prop: string, depth = 0): string | undefined {
    const c = this.file(cls)?.classes.find((k) => k.name === cls.className);
    if (!c) return undefined;
    if (c.props[prop]) return c.props[prop];
    const parent = depth < 8 ? this.parentOf(cls) : undefined;
    return parent ? this.propOf(parent, prop, depth + 1) : undefined;
  }

  private parentOf(cls: FileRef & { className: string }): (FileRef & { className: string }) | undefined {
    const f = this.file(cls);
    const ext = f?.classes.find((k) => k.name === cls.className)?.extends;
    if (!f || !ext) return undefined;
    const [alias, name] = ext.includes(".") ? ext.split(".") : [undefined, ext];
    if (!alias) return { ...cls, className: name! };
    const target = this.module(cls, f.imports[alias!]);
    if (!target) return undefined;
    return this.classExported(target, name!);
  }

  private classExported(module: FileRef, name: string): (FileRef & { className: string }) | undefined {
    return this.followExport(module, name, (f, m, n) =>
      f.classes.some((c) => c.name === n) ? { ...m, className: n } : undefined,
    );
  }
}

export function fnId(ref: FileRef, name: string): FunctionId {
  return `${ref.pkg}:${ref.file}#${name}`;
}

function key(ref: FileRef): string {
  return `${ref.pkg}:${ref.file}`;
}

function describe(call: Call): string {
  switch (call.kind) {
    case "self":
      return `this.${call.method}()`;
    case "prop":
      return `this.${call.prop}.${call.method}()`;
    case "dep":
      return `${call.dep}.${call.method}()`;
    case "import":
      return `${call.alias}.${call.name}()`;
    case "local":
      return `${call.name}()`;
    case "passed":
      return `(this.${call.method})`;
  }
}
