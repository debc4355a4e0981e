import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { filesBelow } from "../../../lib/files";
import type { OasOperationBlock } from "../oas";
import { CallGraph, fnId, type FileRef, type UnresolvedCall } from "./graph";
import { readErrorHandler, readFormatterCases, type ErrorHandlerFacts, type FormatterCase } from "./handler";
import type { MessagePart } from "./message";
import { readQueryConfigs, type QueryConfig } from "../query-config";
import type { Validators } from "../validators";
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

/**
 * The `MedusaError`s of prepareListQuery (`@medusajs/medusa` dist/utils/get-query-config.js), which
 * every route registered with `transformQuery` reaches, and the list of the route's query
 * configuration each needs (api/middlewares/transform-query.js passes the router's configuration,
 * with `allowed: req.allowed ?? allowed ?? allowedFields`; nothing in the package sets `req.allowed`):
 * by the line of the throw in 1.20.11.
 *
 * - 130, "Requested fields […] are not valid": `notAllowedFields` is filled only inside
 *   `if (allowedFields.length)` (:104), and `allowedFields` is `allowed` or else `allowedFields` (:59).
 * - 142, the same words for `expand`: inside `if (allowedRelations.length && expand)` (:138).
 * - 159, "Order field … is not valid": `queryConfig.allowedFields.length` and the field not in it (:157-158).
 *
 * A route whose configuration lacks the list does not answer the message (ran, the fifteenth audit:
 * `order=nope`, `fields=nope`, `expand=nope` on the batch job list and the customer group → 500).
 * A throw of the file this table does not name stops the build: the file changed, read it again.
 */
export const QUERY_CONFIG_FILE = "dist/utils/get-query-config.js";
export const QUERY_CONFIG_THROWS: Readonly<
  Record<
    number,
    { needs: readonly ("allowed" | "allowedFields" | "allowedRelations")[]; param?: string; orDefaultsOutside?: boolean }
  >
> = {
  // Only where the route's query validator has a `fields` field, or where the route's default fields are not all
  // allowed (the check reads the defaults when no `fields` is sent): the whitelist refuses `fields` otherwise (400
  // "property fields should not exist"; ran, the nineteenth audit, on store GetProductTags and store GetCollections).
  130: { needs: ["allowed", "allowedFields"], param: "fields", orDefaultsOutside: true },
  // Only where the validator has `expand`: the throw needs `expand` sent (get-query-config.js:138).
  142: { needs: ["allowedRelations"], param: "expand" },
  // Only where the route's query validator has an `order` field: the whitelist refuses it otherwise (400
  // "property order should not exist"; ran, the seventeenth audit, on store GetOrders and six others).
  159: { needs: ["allowedFields"], param: "order" },
};
const TRANSFORM_QUERY_ENTRY = /:dist\/api\/middlewares\/transform-query\.js#transform(?:Store)?Query$/;

/**
 * Throws the call graph reaches from a route that the route cannot answer, by operation, with why:
 * reviewed by hand where the reason is in the route's input or in what it just did, which the static
 * graph does not follow. Each entry must name a throw the graph reaches (the build fails otherwise).
 */
export interface UnansweredThrow {
  file: string;
  fn: string;
  /** The message as the error reference writes it (values as `{name}`). */
  message: string;
  why: string;
}
/** LineItemService.update's throws, which updating a fulfillment's own items by ID with { fulfilled_quantity } cannot meet. */
const FULFILLED_ITEMS_UPDATED: readonly UnansweredThrow[] = [
  {
    file: "dist/services/line-item.js",
    fn: "LineItemService.update",
    message: "Line item with {selectorConstraints} was not found",
    why: "the fulfilled items are the order's own, updated by their IDs",
  },
  {
    file: "dist/utils/set-metadata.js",
    fn: "setMetadata",
    message: "Key type is invalid. Metadata keys must be strings",
    why: "the update gives fulfilled_quantity only, no metadata",
  },
];
export const UNANSWERED_THROWS: Readonly<Record<string, readonly UnansweredThrow[]>> = {
  // create-region.js validates the body with AdminPostRegionsReq, which has no tax_provider_id (the
  // validator's whitelist refuses one: 400 "property tax_provider_id should not exist"), and after
  // RegionService.create retrieves the region it just created by the ID create returned.
  "admin PostRegions": [
    {
      file: "dist/services/region.js",
      fn: "RegionService.validateFields",
      message: "Tax provider not found",
      why: "thrown only under `if (regionData.tax_provider_id)`, and the create body has no tax_provider_id",
    },
    {
      file: "dist/services/region.js",
      fn: "RegionService.retrieve",
      message: '"regionId" must be defined',
      why: "the route retrieves the region by the ID RegionService.create has just given it",
    },
    {
      file: "dist/services/region.js",
      fn: "RegionService.retrieve",
      message: "Region with {regionId} was not found",
      why: "the route retrieves the region it has just created, in the same request",
    },
  ],
  // OrderService.createFulfillment and ClaimService.createFulfillment update the fulfilled quantity of the order's
  // or the claim's own items, by ID and with { fulfilled_quantity } alone (services/order.js:1553,
  // services/claim.js:708), so LineItemService.update finds each item and gets no metadata.
  "admin PostOrdersOrderFulfillments": FULFILLED_ITEMS_UPDATED,
  "admin PostOrdersOrderClaimsClaimFulfillments": FULFILLED_ITEMS_UPDATED,
  // create-shipping-option.js's OptionRequirement has `type` IsEnum(RequirementType) and no `id` (the whitelist
  // refuses one: ran, 400 "property id should not exist"), so ShippingOptionService.validateRequirement_
  // (services/shipping-option.js:110-160) meets neither a missing or unknown type nor an ID. The update's
  // OptionRequirement has `type` IsString and an `id`, so its route answers all three (ran: sor_nope → 400).
  "admin PostShippingOptions": [
    {
      file: "dist/services/shipping-option.js",
      fn: "ShippingOptionService.validateRequirement_",
      message: "A Shipping Requirement must have a type field",
      why: "the create body's requirement type is IsEnum(RequirementType), so it is one of the two types",
    },
    {
      file: "dist/services/shipping-option.js",
      fn: "ShippingOptionService.validateRequirement_",
      message: "Requirement type must be one of min_subtotal, max_subtotal",
      why: "the create body's requirement type is IsEnum(RequirementType), so it is one of the two types",
    },
    {
      file: "dist/services/shipping-option.js",
      fn: "ShippingOptionService.validateRequirement_",
      message: "Shipping option requirement with id {requirement.id} does not exist",
      why: "the create body's requirements have no id (the validator's whitelist refuses one)",
    },
  ],
};

/** The text of a thrown message, values as `{name}`. */
export function throwText(parts: readonly MessagePart[]): string {
  return parts.map((p) => (typeof p === "string" ? p : `{${p.variable}}`)).join("");
}

/** Whether a route with this query configuration can answer a throw of QUERY_CONFIG_THROWS. */
export function queryConfigAllows(config: QueryConfig, line: number): boolean {
  const rule = QUERY_CONFIG_THROWS[line];
  if (!rule) throw new Error(`Error reference: @medusajs/medusa ${QUERY_CONFIG_FILE}:${line} is no throw of QUERY_CONFIG_THROWS`);
  return rule.needs.some((k) => (config[k]?.length ?? 0) > 0);
}
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
  /** The routes' validator classes: a QUERY_CONFIG_THROWS throw that needs a query field counts only where the class has it. */
  validators?: Validators,
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

  const medusaThrows = throws.filter((t) => t.pkg === "@medusajs/medusa" && t.file === QUERY_CONFIG_FILE);
  for (const t of medusaThrows)
    if (!QUERY_CONFIG_THROWS[t.line])
      throw new Error(
        `Error reference: @medusajs/medusa ${QUERY_CONFIG_FILE}:${t.line} throws "${t.messages.flat().join("")}", which QUERY_CONFIG_THROWS does not name: read the file again`,
      );
  const queryConfigThrows = new Set(medusaThrows.map((t) => t.id));
  const queryConfigs = sources.some((s) => s.pkg === "@medusajs/medusa")
    ? readQueryConfigs(nodeModules).routes
    : ({} as Record<string, QueryConfig>);

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
    const entries = operationEntryPoints(graph, handler, texts);
    const reached = graph.reachable(entries);
    // prepareListQuery's throws count where the route's own query configuration lets them happen, unless the
    // route reaches the function another way than through its transformQuery (QUERY_CONFIG_THROWS).
    const config = queryConfigs[handler.file];
    const otherwise = config ? graph.reachable(entries.filter((id) => !TRANSFORM_QUERY_ENTRY.test(id))) : reached;
    const kept = (id: number) => {
      if (!config || !queryConfigThrows.has(id)) return true;
      const t = throws[id]!;
      const param = QUERY_CONFIG_THROWS[t.line]?.param;
      const queryClass = validators?.routes[handler.file]?.query;
      const fields = queryClass ? validators?.classes[queryClass]?.fields : undefined;
      const defaultsOutside = () => {
        const allowed = config.allowed?.length ? config.allowed : (config.allowedFields ?? []);
        return (config.defaultFields ?? []).some((f) => !allowed.some((a) => f.startsWith(a)));
      };
      const takesParam =
        !param ||
        !fields ||
        fields.some((f) => f.name === param) ||
        (QUERY_CONFIG_THROWS[t.line]?.orDefaultsOutside === true && defaultsOutside());
      return otherwise.has(fnId(t, t.fn!)) || (queryConfigAllows(config, t.line) && takesParam);
    };
    const unanswered = UNANSWERED_THROWS[key] ?? [];
    const listed = [...new Set([...reached].flatMap((id) => throwsOf.get(id) ?? []))];
    for (const u of unanswered) {
      const match = (id: number) =>
        throws[id]!.file === u.file && throws[id]!.fn === u.fn && throws[id]!.messages.some((m) => throwText(m) === u.message);
      if (!listed.some(match))
        throw new Error(
          `Error reference: UNANSWERED_THROWS names "${u.message}" (${u.fn}) for ${key}, which the route no longer reaches`,
        );
      for (let i = listed.length - 1; i >= 0; i--) if (match(listed[i]!)) listed.splice(i, 1);
    }
    byOperation[key] = listed.filter(kept).sort((a, b) => a - b);
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
