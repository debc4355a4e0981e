/**
 * Runs a JS Client sample of the REST reference through the pinned `@medusajs/medusa-js`, as its
 * reader would run it, and records the HTTP requests the client sends: the sample's code is
 * compiled to CommonJS and run in a sandbox where `@medusajs/medusa-js` is the real client with an
 * axios adapter that records each request and answers `{}`, and where each name the sample leaves
 * open (`productId`, `MEDUSA_BACKEND_URL`) is the text `{name}`.
 */
import { createRequire } from "node:module";
import vm from "node:vm";
import ts from "typescript";
import { repoRoot } from "./modules";

export interface ClientCall {
  method: string;
  /** The path with `{name}` where the sample passed a placeholder, without a trailing slash. */
  path: string;
  /** The query string, without `?`. */
  query: string;
  body: unknown;
}

const require = createRequire(`${repoRoot}/package.json`);

type MedusaConstructor = new (config: Record<string, unknown>) => object;

/** The requests a sample sends, in order, or the error that stopped it. */
export async function captureClientCalls(source: string): Promise<{ calls: ClientCall[]; error?: string }> {
  const calls: ClientCall[] = [];
  const Medusa = (require("@medusajs/medusa-js") as { default: MedusaConstructor }).default;
  const adapter = (config: { method?: string; url?: string; data?: unknown }) => {
    const url = new URL(config.url ?? "", "http://sample.invalid");
    const path = decodeURIComponent(url.pathname).replace(/\/$/, "");
    const data = typeof config.data === "string" && config.data !== "" ? (JSON.parse(config.data) as unknown) : config.data;
    calls.push({ method: String(config.method).toUpperCase(), path, query: url.search.slice(1), body: data });
    return Promise.resolve({ data: {}, status: 200, statusText: "OK", headers: {}, config });
  };
  class Recording extends Medusa {
    constructor(config: Record<string, unknown>) {
      super({ ...config, baseUrl: "http://sample.invalid", maxRetries: 0, axiosAdapter: adapter });
    }
  }
  const modules: Record<string, unknown> = { "@medusajs/medusa-js": { __esModule: true, default: Recording } };
  const js = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, esModuleInterop: true },
  }).outputText;
  // The packages the sample imports are loaded before it runs, outside its time limit: a slow first
  // load of @medusajs/medusa cut short by the limit would leave a half-loaded module in the cache,
  // which every later sample importing it would read (its enums undefined).
  // A package that cannot be loaded is left to the sample's run, which reports it.
  for (const [, name] of js.matchAll(/\brequire\("([^"]+)"\)/g)) {
    try {
      modules[name!] ??= require(name!);
    } catch {
      // reported by the run below
    }
  }
  const scope: Record<string | symbol, unknown> = {
    require: (name: string) => modules[name] ?? require(name),
    exports: {},
    console: { log() {}, error() {}, warn() {} },
  };
  // Names the sample neither declares nor imports are its placeholders: `{name}`.
  const sandbox = new Proxy(scope, {
    has: (_target, key) => typeof key === "string",
    get: (target, key) => {
      if (key in target) return target[key];
      if (key === Symbol.unscopables || typeof key === "symbol") return undefined;
      if (key in globalThis) return (globalThis as Record<string, unknown>)[key];
      return `{${key}}`;
    },
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
  // The sample's promise callbacks read the recorded `{}` answer and may throw: that is not the sample's fault.
  const swallow = () => {};
  process.on("unhandledRejection", swallow);
  try {
    vm.runInContext(`with (sandbox) {\n${js}\n}`, vm.createContext({ sandbox }), { timeout: 30_000 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { calls };
  } catch (error) {
    return { calls, error: error instanceof Error ? error.message : String(error) };
  } finally {
    process.off("unhandledRejection", swallow);
  }
}
