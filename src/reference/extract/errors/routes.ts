import { posix } from "node:path";
import { fnId, type CallGraph, type FileRef, type FunctionId } from "./graph";
import { callArguments, stringValue } from "./js-text";

/**
 * Where a REST operation starts in the call graph: its route handler (the default export of the
 * file that holds its `@oas` block) and the middlewares its router puts before it. Routers are the
 * `index.js` files beside the handlers: `route.post("/:id", (0, middlewares_1.transformBody)(…),
 * middlewares_1.default.wrap(require("./update-order").default))`, and `route.use(path, …)` for
 * every route below `path`.
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
    const uses = routes.filter((r) => r.verb === "use" && pathCovers(r.path ?? "/", mine.path ?? ""));
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
  verb: string;
  path?: string;
  /** The modules whose default export it routes to: required inline (`./update-order`) or by alias (`list_regions_1.default`). */
  requires: string[];
  /** `(0, alias.name)(…)` middlewares: [alias, name]. */
  middlewares: [string, string][];
}

function routerCalls(text: string, imports: Readonly<Record<string, string>>): RouterCall[] {
  const out: RouterCall[] = [];
  for (const m of text.matchAll(/\broute\.(get|post|put|delete|patch|use)\(/g)) {
    const { args } = callArguments(text, m.index + m[0].length - 1);
    const path = args[0] === undefined ? undefined : stringValue(args[0]);
    const rest = args.join(",");
    out.push({
      verb: m[1]!,
      path,
      requires: [
        ...[...rest.matchAll(/require\("([^"]+)"\)/g)].map((r) => r[1]!),
        ...[...rest.matchAll(/(?<![\w$.])([\w$]+)\.default\b(?!\.)/g)].flatMap((r) => imports[r[1]!] ?? []),
      ],
      middlewares: [...rest.matchAll(/\(0,\s*([\w$]+)\.([\w$]+)\)\s*\(/g)].map((r) => [r[1]!, r[2]!] as [string, string]),
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
