import type { ExtractedOas, OasArea, OasOperationBlock } from "../extract/oas";
import { HTTP_METHODS, jsOf } from "../extract/oas";
import type { DocProblem } from "../extract/types";
import type { QueryConfig } from "../extract/query-config";
import { errorResponses, errorSchemas } from "./errors";
import type { NormalizationCounts } from "./normalize";
import { emptyCounts, isObject, normalize } from "./normalize";
import { pathShape, type MountedRoute } from "../extract/mounts";
import {
  authenticationOf,
  PUBLISHABLE_KEY_PARAMETER,
  publishableKeyParameter,
  readsPublishableKey,
  requiresAuth,
  securitySchemes,
  withoutUnansweredUnauthorized,
} from "./security";
import {
  applyQueryOutcomeWords,
  ISO_CODE_LISTS,
  OPERATION_WORDS,
  ROUTE_FLAGS,
  PARAMETER_LINKS,
  PARAMETER_WORDS,
  Reconciler,
  SCHEMA_EXAMPLES,
  SCHEMA_LISTS,
  SCHEMA_WORDS,
  withDescriptionSpelling,
  withSummarySpelling,
  type ValidatorChange,
} from "./reconcile";
import {
  applyOverride,
  isListOperation,
  listQuery,
  sampleSource,
  withoutCredentials,
  withPathPlaceholders,
  withQuery,
  type SampleOverride,
} from "./samples";
import { applySchemaAdditions, type SchemaAddition } from "./schema-additions";
import { tagDescription } from "./tags";
import type { JsonObject, OpenApiDocument } from "./types";

export interface OpenApiBuild {
  admin: OpenApiDocument;
  store: OpenApiDocument;
  /** Changes {@link normalize} made, over the schema blocks (once each) and the operations. */
  normalizations: NormalizationCounts;
  /** Problems in the blocks found while building (the extractor's problems are not repeated). */
  problems: DocProblem[];
  /** Package schemas replaced by ours (the shared error schemas). */
  replacedSchemas: string[];
  /** Every schema, normalized, by name: also those no operation uses (the documents keep only what they use). */
  schemas: Record<string, JsonObject>;
  /** What the routes' validators changed in the documented parameters and bodies (src/reference/openapi/reconcile.ts). */
  validatorChanges: ValidatorChange[];
}

const SCHEMA_REF = "#/components/schemas/";
const RESPONSE_REF = "#/components/responses/";
const PARAMETER_REF = "#/components/parameters/";

export interface OpenApiOptions {
  /** The reviewed sample replacements (data/api-sample-overrides.yaml); none by default. */
  sampleOverrides?: readonly SampleOverride[];
  /** The reviewed properties the package's schemas leave out (data/api-schema-additions.yaml); none by default. */
  schemaAdditions?: readonly SchemaAddition[];
}

/**
 * Builds the admin and store OpenAPI 3.0 documents from the extracted blocks. Pure: the same
 * input gives the same documents, with paths, tags and schemas in name order.
 */
export function buildOpenApi(ex: ExtractedOas, opts: OpenApiOptions = {}): OpenApiBuild {
  const counts = emptyCounts();
  const problems: DocProblem[] = [];
  const ours = errorSchemas();
  const replacedSchemas = Object.keys(ours).filter((n) => ex.schemas[n]);

  const schemas: Record<string, JsonObject> = {};
  for (const [name, block] of Object.entries(ex.schemas)) {
    if (ours[name]) continue;
    schemas[name] = normalize(block.schema, "schema", { counts, problems, loc: block.loc, label: `@schema ${name}` });
  }
  Object.assign(schemas, ours);
  applySchemaAdditions(schemas, opts.schemaAdditions ?? []);
  applySchemaWords(schemas);
  applySchemaLists(schemas);
  applySchemaExamples(schemas);

  const reconciler = new Reconciler(ex.validators, ex.classDocs, schemas);
  const overrides = new Map((opts.sampleOverrides ?? []).map((o) => [o.operation, o]));
  const build = (area: OasArea) =>
    buildArea(
      area,
      ex.operations.filter((o) => o.area === area),
      schemas,
      ex,
      counts,
      problems,
      reconciler,
      overrides,
    );
  const admin = build("admin");
  const store = build("store");
  for (const doc of [admin, store, schemas]) respellDescriptions(doc);
  for (const o of overrides.values()) {
    const [area, id] = o.operation.split(" ");
    const doc = area === "admin" ? admin : store;
    if (!Object.values(doc.paths).some((methods) => Object.values(methods).some((op) => op.operationId === id))) {
      problems.push({
        pkg: "medusa-docs",
        file: o.where.split(":")[0]!,
        line: Number(o.where.split(":")[1]),
        message: `${o.operation} is not an operation of the documents`,
      });
    }
  }
  return { admin, store, normalizations: counts, problems, replacedSchemas, schemas, validatorChanges: reconciler.changes };
}

function buildArea(
  area: OasArea,
  blocks: OasOperationBlock[],
  allSchemas: Record<string, JsonObject>,
  ex: ExtractedOas,
  counts: NormalizationCounts,
  problems: DocProblem[],
  reconciler: Reconciler,
  overrides: ReadonlyMap<string, SampleOverride>,
): OpenApiDocument {
  const schemes = securitySchemes(area);
  const responses = errorResponses(area);
  const paths: Record<string, Record<string, JsonObject>> = {};
  const usedResponses = new Set<string>();
  const usedParameters = new Set<string>();
  /** Tag → the first operation that uses it, for problems. */
  const tags = new Map<string, OasOperationBlock>();
  const ids = new Map<string, OasOperationBlock>();
  /** Schema name → the first operation that refers to it, for problems. */
  const firstUse = new Map<string, OasOperationBlock>();

  // Express answers with the first registration of a route (some are registered twice).
  const mounts = new Map<string, MountedRoute>();
  for (const r of ex.mounts)
    if (r.area === area && !mounts.has(`${r.method} ${pathShape(r.path)}`)) mounts.set(`${r.method} ${pathShape(r.path)}`, r);
  const sorted = [...blocks].sort(
    (a, b) =>
      a.path.localeCompare(b.path) ||
      (HTTP_METHODS as readonly string[]).indexOf(a.method) - (HTTP_METHODS as readonly string[]).indexOf(b.method),
  );
  for (const block of sorted) {
    const label = `@oas [${block.method}] ${block.path}`;
    const report = (message: string) => problems.push({ ...block.loc, message: `${label}: ${message}` });
    const op = normalize(block.operation, "operation", {
      securitySchemes: new Set(Object.keys(schemes)),
      counts,
      problems,
      loc: block.loc,
      label,
    });

    const queryConfig = ex.queryConfigs?.[jsOf(block.loc.file)];
    reconcileWithValidators(
      `${area} ${String(op.operationId)}`,
      op,
      ex.validators.routes[jsOf(block.loc.file)],
      reconciler,
      queryConfig,
    );
    const words = OPERATION_WORDS[`${area} ${String(op.operationId)}`];
    if (words) op.description = words;
    const routeFlag = ROUTE_FLAGS[`${area} ${String(op.operationId)}`];
    if (routeFlag) op["x-featureFlag"] ??= routeFlag;
    if (typeof op.summary === "string") op.summary = withSummarySpelling(op.summary);
    applyParameterWords(op, PARAMETER_WORDS[`${area} ${String(op.operationId)}`], report);
    applyParameterLinks(op, PARAMETER_LINKS[`${area} ${String(op.operationId)}`], report);
    if (Array.isArray(op.parameters))
      applyQueryOutcomeWords(`${area} ${String(op.operationId)}`, block.method, op.parameters.filter(isObject), queryConfig);
    if (area === "store" && readsPublishableKey(block.method, block.path)) {
      const params = Array.isArray(op.parameters) ? (op.parameters as unknown[]) : [];
      op.parameters = [...params, { $ref: PARAMETER_REF + PUBLISHABLE_KEY_PARAMETER }];
    }

    const id = op.operationId as string;
    const other = ids.get(id);
    if (other) report(`operationId ${id} is also used by [${other.method}] ${other.path}`);
    else ids.set(id, block);

    checkPathParameters(block.path, op, report);
    const authenticated = op["x-authenticated"] === true;
    const secured = Array.isArray(op.security) && op.security.length > 0;
    if (authenticated !== secured) {
      report(
        authenticated
          ? "x-authenticated is true but there is no security requirement"
          : `security is set but x-authenticated is ${JSON.stringify(op["x-authenticated"] ?? null)}`,
      );
    }
    const mount = mounts.get(`${block.method} ${pathShape(block.path)}`);
    if (!mount) report("no router of the backend registers this route (dist/api/routes/*/index.js)");
    else {
      Object.assign(op, authenticationOf(area, mount.guarded));
      withoutUnansweredUnauthorized(`${area} ${String(op.operationId)}`, op);
    }
    for (const t of Array.isArray(op.tags) ? op.tags : []) if (typeof t === "string" && !tags.has(t)) tags.set(t, block);

    for (const r of refsIn(op)) {
      if (r.startsWith(SCHEMA_REF)) {
        const name = r.slice(SCHEMA_REF.length);
        if (!firstUse.has(name)) firstUse.set(name, block);
      } else if (r.startsWith(RESPONSE_REF)) {
        const name = r.slice(RESPONSE_REF.length);
        if (responses[name]) usedResponses.add(name);
        else report(`$ref ${r} is not a response we define`);
      } else if (r.startsWith(PARAMETER_REF)) usedParameters.add(r.slice(PARAMETER_REF.length));
      else report(`$ref ${r} is not a local schema, response or parameter`);
    }
    (paths[block.path] ??= {})[block.method] = op;
  }

  // Samples last: the list query string names the reconciled parameters.
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const override = overrides.get(`${area} ${String(op.operationId)}`);
      for (const message of override ? applyOverride(op, override) : []) {
        problems.push({
          pkg: "medusa-docs",
          file: override!.where.split(":")[0]!,
          line: Number(override!.where.split(":")[1]),
          message,
        });
      }
      const curl = sampleSource(op, "cURL");
      const query = isListOperation(method, op, { components: { schemas: allSchemas } as OpenApiDocument["components"] })
        ? listQuery(op)
        : undefined;
      if (curl && query && !curl.includes("?")) {
        applyOverride(op, { operation: "", why: "", where: `${path}:0`, samples: { cURL: withQuery(curl, query) } });
      }
      // The URL's placeholders named as the documented path parameters.
      const unnamed = sampleSource(op, "cURL");
      const named = unnamed && withPathPlaceholders(unnamed, path);
      if (named !== unnamed) applyOverride(op, { operation: "", why: "", where: `${path}:0`, samples: { cURL: named } });
      // An admin route mounted before authenticate() reads no credentials: its sample sends none.
      const sent = sampleSource(op, "cURL");
      const open = sent && area === "admin" && !requiresAuth(op) ? withoutCredentials(sent) : sent;
      if (open !== sent) applyOverride(op, { operation: "", why: "", where: `${path}:0`, samples: { cURL: open } });
    }
  }

  const componentsResponses: Record<string, JsonObject> = {};
  for (const name of [...usedResponses].sort()) componentsResponses[name] = responses[name]!;

  // Every schema reachable from the operations and the responses, transitively.
  const reachable = new Set<string>();
  const queue: Array<{ name: string; from: string }> = [];
  const enqueue = (value: unknown, from: string) => {
    for (const r of refsIn(value)) if (r.startsWith(SCHEMA_REF)) queue.push({ name: r.slice(SCHEMA_REF.length), from });
  };
  for (const [name, block] of firstUse) queue.push({ name, from: `${block.loc.file}:${block.loc.line}` });
  enqueue(componentsResponses, "a shared response");
  while (queue.length > 0) {
    const { name, from } = queue.pop()!;
    if (reachable.has(name)) continue;
    const schema = allSchemas[name];
    if (!schema) {
      const block = ex.schemas[name];
      const use = firstUse.get(name);
      problems.push({
        pkg: ex.pkg,
        file: use?.loc.file ?? block?.loc.file ?? from,
        line: use?.loc.line ?? 0,
        message: `${area}: $ref ${SCHEMA_REF}${name} (from ${from}) has no @schema block`,
      });
      reachable.add(name);
      continue;
    }
    reachable.add(name);
    enqueue(schema, `@schema ${name}`);
  }
  const componentsSchemas: Record<string, JsonObject> = {};
  for (const name of [...reachable].sort()) if (allSchemas[name]) componentsSchemas[name] = allSchemas[name];

  const tagObjects = [...tags.keys()].sort().map((name) => {
    const description = tagDescription(name, area);
    if (!description) problems.push({ ...tags.get(name)!.loc, message: `${area}: we have no description for the tag ${name}` });
    return { name, description: description ?? "" };
  });

  const parameters: Record<string, JsonObject> = {};
  if (usedParameters.has(PUBLISHABLE_KEY_PARAMETER)) parameters[PUBLISHABLE_KEY_PARAMETER] = publishableKeyParameter();

  const sortedPaths: Record<string, Record<string, JsonObject>> = {};
  for (const p of Object.keys(paths).sort()) sortedPaths[p] = paths[p]!;

  return {
    openapi: "3.0.3",
    info: {
      title: area === "admin" ? "Medusa Admin API" : "Medusa Store API",
      version: ex.version,
      description: describe(area, ex),
    },
    servers: [
      {
        url: "http://localhost:9000",
        description:
          "The backend's default URL on your own machine: `medusa develop` and `medusa start` listen on port 9000 unless " +
          "given another port. Replace it with your backend's URL.",
      },
    ],
    tags: tagObjects,
    paths: sortedPaths,
    components: { schemas: componentsSchemas, responses: componentsResponses, parameters, securitySchemes: schemes },
  };
}

function describe(area: OasArea, ex: ExtractedOas): string {
  const from = `Generated from the \`@oas\` and \`@schema\` comments of \`${ex.pkg}\` ${ex.version}.`;
  if (area === "admin") {
    return [
      "The REST API a Medusa 1.x backend serves under `/admin`, for the admin dashboard and any other tool that manages " +
        "the store: products and inventory, orders and their returns, swaps and claims, customers, discounts, regions, " +
        "and the store's settings.",
      "Most routes need an authenticated admin user: send a session cookie from `POST /admin/auth`, a JSON Web Token " +
        "from `POST /admin/auth/token`, or a user's API token in the `x-medusa-access-token` header. Errors come back " +
        "as JSON with a `message`, and a `type` and `code` that say what kind of error it is.",
      from,
    ].join("\n\n");
  }
  return [
    "The REST API a Medusa 1.x backend serves under `/store`, for storefronts: browsing products, collections and " +
      "categories, filling a cart and completing it into an order, and letting customers manage their account and " +
      "their orders.",
    "Most routes can be called without logging in; those that act on a customer's own data need a session cookie from " +
      "`POST /store/auth` or a JSON Web Token from `POST /store/auth/token`. A storefront can send a publishable API key " +
      "in the `x-publishable-api-key` header to limit product, variant and new cart requests to the key's sales " +
      "channels. Errors come back as JSON with a `message`, and a `type` and `code` that say what kind of error it is.",
    from,
  ].join("\n\n");
}

/** The operation's query parameters and JSON request body, as the route's validator classes accept them. */
function reconcileWithValidators(
  where: string,
  op: JsonObject,
  route: { query?: string; body?: string } | undefined,
  reconciler: Reconciler,
  queryConfig?: QueryConfig,
): void {
  if (!route) return;
  const params = (Array.isArray(op.parameters) ? op.parameters : []).filter(isObject);
  const reconciled = reconciler.queryParameters(where, params, route.query, queryConfig);
  if (reconciled.length > 0 || op.parameters !== undefined) op.parameters = reconciled;
  if (!route.body) return;
  const content = isObject(op.requestBody) && isObject(op.requestBody.content) ? op.requestBody.content : undefined;
  const media = content && isObject(content["application/json"]) ? content["application/json"] : undefined;
  if (content && !media) return; // another media type (a file upload): not what a JSON validator reads
  const schema = media && isObject(media.schema) ? media.schema : undefined;
  const body = reconciler.body(where, schema ?? {}, route.body);
  if (media) media.schema = body;
  else op.requestBody = { content: { "application/json": { schema: body } } };
}

/**
 * Applies a reviewed table's entries (`in name` → value) to the operation's path and query parameters;
 * an entry naming no parameter is reported: the table is out of date.
 */
function applyToParameters<T>(
  op: JsonObject,
  entries: Readonly<Record<string, T>> | undefined,
  table: string,
  report: (message: string) => void,
  apply: (param: JsonObject, value: T) => void,
): void {
  const params = (Array.isArray(op.parameters) ? op.parameters : []).filter(isObject);
  for (const [key, value] of Object.entries(entries ?? {})) {
    const param = params.find((p) => `${String(p.in)} ${String(p.name)}` === key);
    if (param) apply(param, value);
    else report(`${table} names ${key}, which the operation does not have`);
  }
}

/** The reviewed words of a path or query parameter (PARAMETER_WORDS). */
function applyParameterWords(
  op: JsonObject,
  words: Readonly<Record<string, string>> | undefined,
  report: (message: string) => void,
): void {
  applyToParameters(op, words, "PARAMETER_WORDS", report, (param, text) => (param.description = text));
}

/** The reviewed code list of a parameter (PARAMETER_LINKS), as its schema's externalDocs. */
function applyParameterLinks(
  op: JsonObject,
  links: Readonly<Record<string, keyof typeof ISO_CODE_LISTS>> | undefined,
  report: (message: string) => void,
): void {
  applyToParameters(op, links, "PARAMETER_LINKS", report, (param, list) => {
    param.schema = {
      ...(isObject(param.schema) ? param.schema : {}),
      externalDocs: { url: ISO_CODE_LISTS[list], description: "See a list of codes." },
    };
  });
}

/** Every description of a value (a document, schemas) spelled as withDescriptionSpelling says, outside code samples; in place. */
function respellDescriptions(value: unknown): void {
  if (Array.isArray(value)) value.forEach(respellDescriptions);
  else if (isObject(value)) {
    for (const [k, x] of Object.entries(value)) {
      if (k === "description" && typeof x === "string") value[k] = withDescriptionSpelling(x);
      else if (k !== "x-codeSamples") respellDescriptions(x);
    }
  }
}

/** Each `{name}` of the path needs a path parameter, and each path parameter a `{name}`. */
function checkPathParameters(path: string, op: JsonObject, report: (message: string) => void): void {
  const inPath = new Set([...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!));
  const declared = new Set(
    (Array.isArray(op.parameters) ? op.parameters : [])
      .filter((p): p is JsonObject => isObject(p) && p.in === "path")
      .map((p) => String(p.name)),
  );
  for (const n of inPath) if (!declared.has(n)) report(`path parameter {${n}} is not declared`);
  for (const n of declared) if (!inPath.has(n)) report(`path parameter ${n} is declared but not in the path`);
}

/** Every `$ref` string in a value, outside code samples. */
export function refsIn(value: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (isObject(v)) {
      for (const [k, x] of Object.entries(v)) {
        if (k === "$ref" && typeof x === "string") out.push(x);
        else if (k !== "x-codeSamples") walk(x);
      }
    }
  };
  walk(value);
  return out;
}

/**
 * The reviewed descriptions of response schemas' properties (SCHEMA_WORDS), in place. A schema the
 * documents do not have is skipped (a test's fixture documents; reconcile.test.ts checks the pinned
 * ones carry the words); a property its schema no longer has is an error: the table is out of date.
 */
export function applySchemaWords(schemas: Record<string, JsonObject>, words = SCHEMA_WORDS): void {
  for (const [schema, properties] of Object.entries(words)) {
    // The schema's own properties, or those of its allOf members (DecoratedInventoryItemDTO is one).
    const target = schemas[schema];
    if (!target) continue;
    const owners = [target, ...((target?.allOf ?? []) as JsonObject[])].filter(isObject);
    for (const [property, text] of Object.entries(properties)) {
      const prop = owners.map((o) => (o.properties as Record<string, JsonObject> | undefined)?.[property]).find(isObject);
      if (!prop) throw new Error(`SCHEMA_WORDS: the documents have no ${schema}.${property}`);
      prop.description = text;
    }
  }
}

/**
 * Makes the SCHEMA_LISTS properties arrays of the schema their block names, in place, keeping their other
 * keys (description, x-expandable). A schema the documents do not have is skipped (a test's fixture
 * documents); a property it does not have, or one without a single `$ref`, is an error: the table is out of date.
 */
export function applySchemaLists(schemas: Record<string, JsonObject>, lists = SCHEMA_LISTS): void {
  for (const [schema, properties] of Object.entries(lists)) {
    const target = schemas[schema];
    if (!target) continue;
    const owners = [target, ...((target.allOf ?? []) as JsonObject[])].filter(isObject);
    for (const property of properties) {
      const prop = owners.map((o) => (o.properties as Record<string, JsonObject> | undefined)?.[property]).find(isObject);
      if (!prop) throw new Error(`SCHEMA_LISTS: the documents have no ${schema}.${property}`);
      const members = Array.isArray(prop.allOf) ? (prop.allOf as JsonObject[]) : [];
      const ref = typeof prop.$ref === "string" ? prop.$ref : members.length === 1 ? members[0]!.$ref : undefined;
      if (typeof ref !== "string") throw new Error(`SCHEMA_LISTS: ${schema}.${property} is not one $ref`);
      delete prop.$ref;
      delete prop.allOf;
      prop.type = "array";
      prop.items = { $ref: ref };
    }
  }
}

/**
 * The reviewed example values of response properties (SCHEMA_EXAMPLES), in place. A schema the
 * documents do not have is skipped (a test's fixture documents); a property it no longer has is an
 * error: the table is out of date.
 */
export function applySchemaExamples(schemas: Record<string, JsonObject>, examples = SCHEMA_EXAMPLES): void {
  for (const [schema, values] of Object.entries(examples)) {
    const target = schemas[schema];
    if (!target) continue;
    for (const [property, value] of Object.entries(values)) {
      const prop = (target.properties as Record<string, JsonObject> | undefined)?.[property];
      if (!isObject(prop)) throw new Error(`SCHEMA_EXAMPLES: the documents have no ${schema}.${property}`);
      prop.example = value;
    }
  }
}
