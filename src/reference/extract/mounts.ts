import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { OasArea } from "./oas";
import { callArguments, closeOf, stringValue } from "./errors/js-text";
import type { DocProblem } from "./types";

/**
 * A route as the backend registers it, and whether a guard runs before its handler: an admin
 * route behind `authenticate()`, a store route behind `requireCustomerAuthentication()`.
 */
export interface MountedRoute {
  area: OasArea;
  method: string;
  /** In OpenAPI form: `/admin/products/{id}` (Express's `:id` becomes `{id}`). */
  path: string;
  guarded: boolean;
  /** `dist/api/routes/admin/products/index.js:42`, where the route is registered. */
  where: string;
}

export interface Mounts {
  routes: MountedRoute[];
  problems: DocProblem[];
}

/** The middlewares that refuse a request without a logged-in user or customer. */
const GUARDS = new Set(["authenticate", "requireCustomerAuthentication"]);
/** The files that export them by default, for `(0, require_customer_authentication_1.default)()`. */
const GUARD_FILES = /\/middlewares\/(authenticate|require-customer-authentication)$/;

interface RouterState {
  prefix: string;
  guarded: boolean;
}

/**
 * Follows how `dist/api/routes/{admin,store}/index.js` build the backend's routers, in the order
 * Express registers them: `app.use("/admin", route)` mounts a router, `route.use(guard())` guards
 * every route registered on that router after it (and the routers mounted on it after it),
 * `route.post("/", …, guard(), handler)` guards one route, and `(0, products_1.default)(route)`
 * hands the router to another file's function (a default export or a named one such as
 * `unauthenticatedUserRoutes`). A router mounted before a guard stays unguarded even when routes are
 * added to it later: Express runs the stack in mount order.
 *
 * Just enough reading of compiled code for these files; what it cannot follow is a problem, so a
 * new shape in a later package version fails the build rather than leaving a route unknown.
 */
export function readMounts(nodeModules: string, pkg = "@medusajs/medusa"): Mounts {
  const root = join(nodeModules, pkg);
  const routes: MountedRoute[] = [];
  const problems: DocProblem[] = [];
  const texts = new Map<string, string>();
  const read = (file: string) => {
    let text = texts.get(file);
    if (text === undefined) {
      text = readFileSync(join(root, file), "utf8");
      texts.set(file, text);
    }
    return text;
  };
  const lineOf = (text: string, at: number) => text.slice(0, at).split("\n").length;
  const problem = (file: string, at: number, message: string) =>
    problems.push({ pkg, file, line: lineOf(read(file), at), message: `routes: ${message}` });

  /** The file a `require("./products")` of `from` loads, relative to the package. */
  const resolve = (from: string, spec: string): string | undefined => {
    const base = join(dirname(from), spec);
    for (const f of [`${base}.js`, `${base}/index.js`]) if (existsSync(join(root, f))) return f;
    return undefined;
  };
  const aliases = (file: string): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const m of read(file).matchAll(/\bvar ([\w$]+) = (?:__import(?:Default|Star)\()?require\("([^"]+)"\)/g))
      out[m[1]!] = m[2]!;
    return out;
  };
  const isGuard = (file: string, arg: string, imports: Record<string, string>): boolean => {
    const member = /^[\w$]+\.default\.([\w$]+)\(\)$/.exec(arg) ?? /^\(0,\s*[\w$]+\.([\w$]+)\)\(\)$/.exec(arg);
    if (member && GUARDS.has(member[1]!)) return true;
    const own = /^\(0,\s*([\w$]+)\.default\)\(\)$/.exec(arg);
    return Boolean(own && imports[own[1]!] && GUARD_FILES.test(join(dirname(file), imports[own[1]!]!)));
  };

  const walk = (file: string, fn: string, param: RouterState, area: OasArea, depth: number) => {
    if (depth > 8) return problem(file, 0, `${fn} is reached through more than 8 router files`);
    const text = read(file);
    const head =
      fn === "default"
        ? /exports\.default = \(?function \(([\w$]+)[^)]*\) \{/.exec(text)
        : new RegExp(`\\bvar ${fn} = function \\(([\\w$]+)[^)]*\\) \\{`).exec(text);
    if (!head) return problem(file, 0, `cannot find the router function ${fn}`);
    const open = head.index + head[0].length - 1;
    const body = text.slice(open, closeOf(text, open) + 1);
    const imports = aliases(file);
    const routers = new Map<string, RouterState | undefined>([[head[1]!, param]]);
    // Routers the file creates (at its top or in the function) are unmounted until a `use` mounts them.
    for (const m of text.matchAll(/\bvar ([\w$]+) = \(0, express_1\.Router\)\(/g))
      if (m[1] !== head[1]) routers.set(m[1]!, undefined);

    const register = (state: RouterState, method: string, path: string, middlewares: string[], at: number) =>
      routes.push({
        area,
        method,
        path: openApiPath(join(state.prefix, path).replace(/(.)\/$/, "$1")),
        guarded: state.guarded || middlewares.some((a) => isGuard(file, a, imports)),
        where: `${file}:${lineOf(text, at)}`,
      });
    const calls = /(?<![\w$.])(?:([\w$]+)\.(get|post|put|delete|patch|use)(\.apply)?\(|\(0, ([\w$]+)\.([\w$]+)\)\(([\w$]+)[,)])/g;
    for (const m of body.matchAll(calls)) {
      const at = open + m.index;
      if (m[3]) {
        // `route.post.apply(route, __spreadArray(__spreadArray(["/"], __read(createMiddlewares), false), [handler], false))`
        const on = m[1]!;
        const state = routers.get(on);
        if (!routers.has(on)) continue;
        const { args } = callArguments(text, at + m[0].length - 1);
        const path = /^__spreadArray\((?:__spreadArray\()*\["([^"]+)"\]/.exec(args[1] ?? "")?.[1];
        if (args[0] !== on || path === undefined || !state) {
          problem(file, at, `cannot read ${on}.${m[2]}.apply(…)`);
          continue;
        }
        // The middlewares come from arrays of the same function: `var createMiddlewares = [ … ]`.
        const spread = [...(args[1] ?? "").matchAll(/__read\(([\w$]+)\)/g)].map((r) => {
          const decl = new RegExp(`\\bvar ${r[1]} = \\[`).exec(body);
          return decl ? callArguments(body, decl.index + decl[0].length - 1).args : [];
        });
        const middlewares = [...spread.flat(), ...(args[1] ?? "").split(/[[\],]/).map((s) => s.trim())];
        register(state, m[2]!, path, middlewares, at);
        continue;
      }
      if (m[4]) {
        // `(0, products_1.default)(route, …)`: another file's function registers on `route`.
        const state = routers.get(m[6]!);
        if (!routers.has(m[6]!)) continue;
        if (!state) {
          problem(file, at, `${m[6]} is handed to ${m[4]}.${m[5]} before it is mounted`);
          continue;
        }
        const spec = imports[m[4]];
        if (!spec) continue; // a middleware factory such as `(0, middlewares_1.transformQuery)(…)`
        const target = resolve(file, spec);
        if (!target) {
          problem(file, at, `cannot resolve ${spec}`);
          continue;
        }
        if (!target.includes("/api/routes/")) continue;
        walk(target, m[5]!, state, area, depth + 1);
        continue;
      }
      const on = m[1]!;
      if (!routers.has(on)) continue;
      const { args } = callArguments(text, at + m[0].length - 1);
      const path = args[0] === undefined ? undefined : stringValue(args[0]);
      const rest = path === undefined ? args : args.slice(1);
      const state = routers.get(on);
      if (m[2] === "use") {
        const mounted = rest.filter((a) => routers.has(a) && a !== on);
        if (mounted.length > 0) {
          if (!state) {
            problem(file, at, `${on} mounts ${mounted.join(", ")} before it is mounted itself`);
            continue;
          }
          const guarded = state.guarded || rest.some((a) => isGuard(file, a, imports));
          for (const r of mounted) routers.set(r, { prefix: join(state.prefix, path ?? "/").replace(/\/$/, ""), guarded });
        } else if (state && rest.some((a) => isGuard(file, a, imports))) {
          if (path !== undefined && path !== "/") problem(file, at, `a guard mounted on the path ${path} is not followed`);
          else state.guarded = true;
        }
        continue;
      }
      if (path === undefined) {
        problem(file, at, `${on}.${m[2]} has no string path`);
        continue;
      }
      if (!state) {
        problem(file, at, `${on}.${m[2]}("${path}") is registered on a router that is never mounted`);
        continue;
      }
      register(state, m[2]!, path, rest, at);
    }
  };

  for (const area of ["admin", "store"] as const) {
    const index = `dist/api/routes/${area}/index.js`;
    if (!existsSync(join(root, index))) problems.push({ pkg, file: index, line: 1, message: "routes: the file is missing" });
    else walk(index, "default", { prefix: "", guarded: false }, area, 0);
  }
  return { routes, problems };
}

/** `/admin/products/:id/options/:option_id` → `/admin/products/{id}/options/{option_id}`. */
export function openApiPath(express: string): string {
  return express.replace(/:([\w$]+)/g, "{$1}");
}

/** A path with its parameters' names left out, to match routes whose parameter names differ. */
export function pathShape(path: string): string {
  return path.replace(/\{[^}]*\}/g, "{}");
}
