import { posix } from "node:path";
import { fnId, type CallGraph, type FileRef, type FunctionId } from "./graph";
import { callArguments, stringValue } from "./js-text";

/**
 * Where a REST operation starts in the call graph: its route handler (the default export of the
 * file that holds its `@oas` block) and the middlewares its router puts before it. Routers are the
 * `index.js` files beside the handlers: `route.post("/:id", (0, middlewares_1.transformBody)(…),
 * middlewares_1.default.wrap(require("./update-order").default))`, and `route.use(path, …)` for
 * every route below `path`. A middleware is a call (`(0, middlewares_1.transformQuery)(…)`) or a
 * function named as is (`middlewares_1.canAccessBatchJob`). A file may route through routers of its
 * own (`var conditionRouter = (0, express_1.Router)(…)`, mounted with `route.use(path,
 * middlewares_1.doesConditionBelongToDiscount, conditionRouter)`): a route of one is at the mount's
 * path, behind the mount's middlewares and the `use` middlewares of its own router.
 */
export function operationEntryPoints(graph: CallGraph, handler: FileRef, texts: ReadonlyMap<string, string>): FunctionId[] {
  const out: FunctionId[] = [fnId(handler, "default")];
  const routesDir = handler.file.slice(0, handler.file.indexOf("/routes/") + "/routes".length);
  for (let dir = posix.dirname(handler.file); dir.startsWith(routesDir); dir = posix.dirname(dir)) {
    const index: FileRef = { pkg: handler.pkg, file: `${dir}/index.js` };
    const text = texts.get(`${index.pkg}:${index.file}`);
    if (!text) continue;
    const rel = `./${posix.relative(dir, handler.file).replace(/\.js$/, "")}`;
    const scanned = graph.file(index);
    if (!scanned) continue;
    const routes = routerCalls(text, scanned.imports);
    const mine = routes.find((r) => r.verb !== "use" && r.requires.includes(rel));
    if (!mine) continue;
    const mount = routes.find((r) => r.verb === "use" && r.router === "route" && r.mounts.includes(mine.router));
    const full = mount ? `${mount.path ?? ""}/${mine.path ?? ""}` : (mine.path ?? "");
    // Express runs a `use` only for the routes registered after it (a route of a router of the
    // file's own: after its mount).
    const at = mount?.at ?? mine.at;
    const uses = routes.filter(
      (r) =>
        r.verb === "use" &&
        (r.router === "route"
          ? r.at <= at && pathCovers(r.path ?? "/", full)
          : r.router === mine.router && r.at < mine.at && pathCovers(r.path ?? "/", mine.path ?? "")),
    );
    for (const r of [mine, ...uses]) {
      for (const [alias, name] of r.middlewares) {
        const target = graph.module(index, scanned.imports[alias]);
        const id = target && graph.exported(target, name);
        if (id) out.push(id);
      }
    }
    break;
  }
  return out;
}

interface RouterCall {
  /** The router it is called on: `route`, or a router of the file's own (`conditionRouter`). */
  router: string;
  verb: string;
  path?: string;
  /** The modules whose default export it routes to: required inline (`./update-order`) or by alias (`list_regions_1.default`). */
  requires: string[];
  /** `(0, alias.name)(…)` middlewares and `alias.name` ones: [alias, name]. */
  middlewares: [string, string][];
  /** The file's own routers it mounts (`use` only). */
  mounts: string[];
  /** Where the call starts in the file: the order Express registers it in. */
  at: number;
}

function routerCalls(text: string, imports: Readonly<Record<string, string>>): RouterCall[] {
  const out: RouterCall[] = [];
  const routers = new Set(["route", ...[...text.matchAll(/\bvar ([\w$]+) = \(0, express_1\.Router\)\(/g)].map((m) => m[1]!)]);
  for (const m of text.matchAll(/(?<![\w$.])([\w$]+)\.(get|post|put|delete|patch|use)\(/g)) {
    if (!routers.has(m[1]!)) continue;
    const { args } = callArguments(text, m.index + m[0].length - 1);
    const path = args[0] === undefined ? undefined : stringValue(args[0]);
    const rest = args.join(",");
    const named = args.map((a) => /^\s*([\w$]+)(?:\.([\w$]+))?\s*$/.exec(a));
    out.push({
      router: m[1]!,
      verb: m[2]!,
      path,
      requires: [
        ...[...rest.matchAll(/require\("([^"]+)"\)/g)].map((r) => r[1]!),
        ...[...rest.matchAll(/(?<![\w$.])([\w$]+)\.default\b(?!\.)/g)].flatMap((r) => imports[r[1]!] ?? []),
      ],
      middlewares: [
        ...[...rest.matchAll(/\(0,\s*([\w$]+)\.([\w$]+)\)\s*\(/g)].map((r) => [r[1]!, r[2]!] as [string, string]),
        ...named.flatMap((n) => (n?.[2] && n[2] !== "default" && imports[n[1]!] ? [[n[1]!, n[2]] as [string, string]] : [])),
      ],
      at: m.index,
      mounts: named.flatMap((n) => (n && !n[2] && n[1] !== "route" && routers.has(n[1]!) ? [n[1]!] : [])),
    });
  }
  return out;
}

/** Whether an Express `use` path (`/:id`) applies to a route path (`/:id/complete`). */
function pathCovers(prefix: string, path: string): boolean {
  const a = prefix.split("/").filter(Boolean);
  const b = path.split("/").filter(Boolean);
  return a.length <= b.length && a.every((seg, i) => seg.startsWith(":") || seg === b[i]);
}
