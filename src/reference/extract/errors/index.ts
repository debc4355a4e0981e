import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { filesBelow } from "../../../lib/files";
import type { OasOperationBlock } from "../oas";
import { CallGraph, fnId, type FileRef, type UnresolvedCall } from "./graph";
import { readErrorHandler, readFormatterCases, type ErrorHandlerFacts, type FormatterCase } from "./handler";
import type { MessagePart } from "./message";
import { operationEntryPoints } from "./routes";
import { scanFile, type ScannedFile } from "./scan";
import { readValidationTemplates, type ValidationTemplate } from "./validation";

export type { MessagePart } from "./message";
export type { ValidationTemplate } from "./validation";
export type { UnresolvedCall } from "./graph";
export type { ErrorHandlerFacts, FormatterCase, HandlerRule } from "./handler";

/**
 * The packages whose `MedusaError`s the error reference documents, and the folders read: the
 * backend, the error class's packages, the two modules the backend loads by default, and the
 * packages of workflows and remote queries it imports (`@medusajs/core-flows`,
 * `@medusajs/orchestration`, and `@medusajs/link-modules` for the Medusa 2 preview). Migrations
 * and entity classes throw nothing and are left out.
 */
export interface ErrorSource {
  pkg: string;
  /** Folders of the package to read, every `.js` file below them. */
  dirs: string[];
  /** Folders below those to leave out. */
  skip?: string[];
}

export const ERROR_SOURCES: readonly ErrorSource[] = [
  { pkg: "@medusajs/medusa", dirs: ["dist"], skip: ["dist/migrations/", "dist/models/"] },
  { pkg: "@medusajs/utils", dirs: ["dist"] },
  { pkg: "medusa-core-utils", dirs: ["dist"] },
  { pkg: "@medusajs/inventory", dirs: ["dist"], skip: ["dist/migrations/", "dist/models/"] },
  { pkg: "@medusajs/stock-location", dirs: ["dist"], skip: ["dist/migrations/", "dist/models/"] },
  // The experimental Product and Pricing modules the guides install (and verify:guides runs).
  { pkg: "@medusajs/product", dirs: ["dist"], skip: ["dist/migrations/", "dist/models/"] },
  { pkg: "@medusajs/pricing", dirs: ["dist"], skip: ["dist/migrations/", "dist/models/"] },
  { pkg: "@medusajs/orchestration", dirs: ["dist"] },
  { pkg: "@medusajs/core-flows", dirs: ["dist"] },
  { pkg: "@medusajs/link-modules", dirs: ["dist"], skip: ["dist/migrations/"] },
  // The SendGrid plugin the notification guides install (and verify:guides runs): its files sit at the package's root.
  { pkg: "medusa-plugin-sendgrid", dirs: ["api", "services", "subscribers"] },
];

const HANDLER_FILE = "dist/api/middlewares/error-handler.js";
const FORMATTER_FILE = "dist/utils/exception-formatter.js";

/** One `new MedusaError(…)` of a scanned package. */
export interface ExtractedThrow {
  /** Its index in `ExtractedErrors.throws`. */
  id: number;
  pkg: string;
  file: string;
  line: number;
  /** The function or method it is in (`CartService.retrieve`, `default` for a route handler), if any. */
  fn?: string;
  /** The `MedusaError.Types` value (`not_found`), or the argument as written when it is not one. */
  type: string;
  /** The `MedusaError.Codes` value passed as `code`, or `{expression}`; undefined when none is. */
  code?: string;
  /** The message as thrown; several when it is chosen by a condition. */
  messages: MessagePart[][];
}

export interface ExtractedErrors {
  versions: Record<string, string>;
  /** `MedusaError.Types` and `MedusaError.Codes` of medusa-core-utils, the class the error handler checks: key → value. */
  types: Record<string, string>;
  codes: Record<string, string>;
  throws: ExtractedThrow[];
  /** `admin PostOrdersOrderSwaps` → the throws its route can reach, by id. */
  operations: Record<string, number[]>;
  /** The handler file of each operation, for the pages (`dist/api/routes/admin/orders/create-swap.js`). */
  handlers: Record<string, string>;
  validation: ValidationTemplate[];
  /** What the error handler answers for each type (`dist/api/middlewares/error-handler.js`). */
  handler: ErrorHandlerFacts;
  /** The PostgreSQL errors `formatException` converts (`dist/utils/exception-formatter.js`), by the line of their case. */
  formatter: FormatterCase[];
  graph: { functions: number; followed: number; outside: Record<string, number>; unresolved: UnresolvedCall[] };
  timings: { readMs: number; scanMs: number; graphMs: number };
}

/**
 * Reads the error reference's facts from the pinned packages: every `MedusaError` thrown, which of
 * them each REST operation can reach through the static call graph (see graph.ts), and the
 * validation messages. `operations` are the backend's `@oas` blocks (extract/oas.ts), which sit in
 * the files of their route handlers.
 */
export function readErrors(
  nodeModules: string,
  operations: readonly OasOperationBlock[],
  sources: readonly ErrorSource[] = ERROR_SOURCES,
): ExtractedErrors {
  const t0 = performance.now();
  const files: (FileRef & { text: string })[] = [];
  const versions: Record<string, string> = {};
  const mains: Record<string, string> = {};
  for (const source of sources) {
    const root = join(nodeModules, source.pkg);
    const pkgJson = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string; main?: string };
    versions[source.pkg] = pkgJson.version;
    mains[source.pkg] = (pkgJson.main ?? "dist/index.js").replace(/^\.\//, "");
    for (const dir of source.dirs) {
      if (!existsSync(join(root, dir))) throw new Error(`Error reference: ${source.pkg} has no ${dir}`);
      for (const abs of filesBelow(join(root, dir))) {
        const file = abs
          .slice(root.length + 1)
          .split("\\")
          .join("/");
        if (!file.endsWith(".js") || source.skip?.some((s) => file.startsWith(s))) continue;
        files.push({ pkg: source.pkg, file, text: readFileSync(abs, "utf8") });
      }
    }
  }
  const t1 = performance.now();
  const scanned = files.map((f) => ({ pkg: f.pkg, file: f.file, scanned: scanFile(f.text) }));
  const t2 = performance.now();

  const coreUtils = readFileSync(join(nodeModules, "medusa-core-utils/dist/errors.js"), "utf8");
  const types = constants(coreUtils, "MedusaErrorTypes");
  const codes = constants(coreUtils, "MedusaErrorCodes");
  const throws: ExtractedThrow[] = [];
  const throwsOf = new Map<string, number[]>();
  for (const f of scanned) {
    for (const t of f.scanned.throws) {
      const id = throws.length;
      throws.push({
        id,
        pkg: f.pkg,
        file: f.file,
        line: t.line,
        fn: t.fn,
        type: types[t.typeKey] ?? t.typeKey,
        code: t.code === undefined ? undefined : (codes[t.code] ?? t.code),
        messages: t.messages,
      });
      // A throw its own function catches and keeps never reaches a route's answer.
      if (t.fn && !t.caught) {
        const key = fnId(f, t.fn);
        throwsOf.set(key, [...(throwsOf.get(key) ?? []), id]);
      }
    }
  }

  const graph = new CallGraph(scanned, mains);
  const texts = new Map(files.map((f) => [`${f.pkg}:${f.file}`, f.text]));
  const byOperation: Record<string, number[]> = {};
  const handlers: Record<string, string> = {};
  const medusa = "@medusajs/medusa";
  for (const op of operations) {
    const key = `${op.area} ${String(op.operation.operationId)}`;
    const handler: FileRef = { pkg: medusa, file: op.loc.file.replace(/\.d\.ts$/, ".js") };
    if (!graph.file(handler)) continue;
    handlers[key] = handler.file;
    const reached = graph.reachable(operationEntryPoints(graph, handler, texts));
    byOperation[key] = [...new Set([...reached].flatMap((id) => throwsOf.get(id) ?? []))].sort((a, b) => a - b);
  }
  const t3 = performance.now();
  const text = (file: string) => texts.get(`${medusa}:${file}`) ?? "";
  return {
    versions,
    types,
    codes,
    throws,
    operations: byOperation,
    handlers,
    handler: readErrorHandler(text(HANDLER_FILE), HANDLER_FILE, types),
    formatter: readFormatterCases(text(FORMATTER_FILE)),
    validation: readValidationTemplates(
      nodeModules,
      files.filter((f) => f.pkg === medusa),
    ),
    graph: {
      functions: scanned.reduce((n, f) => n + f.scanned.functions.length, 0),
      followed: graph.followed,
      outside: Object.fromEntries(graph.outside),
      unresolved: graph.unresolved,
    },
    timings: { readMs: Math.round(t1 - t0), scanMs: Math.round(t2 - t1), graphMs: Math.round(t3 - t2) },
  };
}

/** `exports.Name = { KEY: "value", … }` of a compiled file, as key → value. */
function constants(text: string, name: string): Record<string, string> {
  const m = new RegExp(String.raw`exports\.${name} = \{([^}]*)\}`).exec(text);
  if (!m) throw new Error(`Error reference: medusa-core-utils/dist/errors.js has no ${name}`);
  return Object.fromEntries([...m[1]!.matchAll(/(\w+): "([^"]*)"/g)].map((e) => [e[1]!, e[2]!]));
}

export type { ScannedFile };
