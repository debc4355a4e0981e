import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOas, scanOperations } from "../extract/oas";
import { refsIn } from "./build";
import { HANDLER_ERROR_CODES, MEDUSA_ERROR_CODES, MEDUSA_ERROR_TYPES, STATUS_OF_TYPE } from "./errors";
import { expandShorthand, isObject } from "./normalize";
import { readsPublishableKey } from "./security";
import type { OpenApiDocument } from "./types";
import { NODE_MODULES, pinnedOpenApi } from "../../testing/pinned-openapi";

const MEDUSA = join(NODE_MODULES, "@medusajs/medusa");
const AREAS = ["admin", "store"] as const;

const pinned = pinnedOpenApi();

/** `method path` of every operation of a document. */
function operationsOf(doc: OpenApiDocument): string[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m} ${path}`));
}

/**
 * The routes the package documents, found by a plain scan written apart from the extractor: every
 * `@oas [method] /path` line of a declaration file below `dist`.
 */
function scanRoutes(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const abs = join(dir, name);
      if (statSync(abs).isDirectory()) walk(abs);
      else if (name.endsWith(".d.ts")) {
        for (const line of readFileSync(abs, "utf8").split("\n")) {
          const m = /^\s*\*\s*@oas\s+\[(\w+)\]\s+(\S+)/.exec(line);
          if (m) out.push(`${m[1]!.toLowerCase()} ${m[2]}`);
        }
      }
    }
  };
  walk(join(MEDUSA, "dist"));
  return out.sort();
}

/** Resolves a local `$ref` (`#/components/schemas/Cart`) in a document. */
function resolvePointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  let at: unknown = doc;
  for (const raw of ref.slice(2).split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (!isObject(at) && !Array.isArray(at)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

describe("the OpenAPI documents of the pinned @medusajs/medusa", () => {
  it.each(AREAS)("%s validates as OpenAPI 3.0", async (area) => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(JSON.stringify(pinned.built[area])) as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.0");
  });

  it.each(AREAS)("%s: every $ref resolves", (area) => {
    const doc = pinned.built[area];
    const broken = [...new Set(refsIn(doc))].filter((r) => resolvePointer(doc, r) === undefined);
    expect(broken).toEqual([]);
  });

  it("has the operations a plain scan of the package finds, each once, in the area of its path", () => {
    const scanned = scanRoutes();
    expect(scanned).toHaveLength(320);
    expect(new Set(scanned).size).toBe(scanned.length);
    for (const area of AREAS) {
      expect(operationsOf(pinned.built[area]).sort()).toEqual(scanned.filter((r) => r.split(" ")[1]!.startsWith(`/${area}/`)));
    }
    expect(operationsOf(pinned.built.admin)).toHaveLength(255);
    expect(operationsOf(pinned.built.store)).toHaveLength(65);
  });

  it.each(AREAS)("%s: operationIds are unique", (area) => {
    const ids = Object.values(pinned.built[area].paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    expect(ids.every((id) => typeof id === "string")).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(AREAS)("%s: operationIds are letters and digits, so the hyphenated anchors of their fields cannot take one", (area) => {
    const ids = Object.values(pinned.built[area].paths).flatMap((methods) =>
      Object.values(methods).map((op) => String(op.operationId)),
    );
    expect(ids.filter((id) => !/^[A-Za-z0-9]+$/.test(id))).toEqual([]);
  });

  it("keeps ids that repeat between the areas (GetProducts is in both)", () => {
    expect(pinned.built.admin.paths["/admin/products"]!.get!.operationId).toBe("GetProducts");
    expect(pinned.built.store.paths["/store/products"]!.get!.operationId).toBe("GetProducts");
  });

  it.each(AREAS)("%s: every tag an operation uses is listed with a description, and no other", (area) => {
    const doc = pinned.built[area];
    const used = new Set(
      Object.values(doc.paths).flatMap((methods) => Object.values(methods).flatMap((op) => op.tags as string[])),
    );
    expect(doc.tags.map((t) => t.name).sort()).toEqual([...used].sort());
    for (const t of doc.tags) expect(t.description, t.name).toMatch(/\S.*\.$/);
  });

  it.each(AREAS)("%s: every security scheme named is defined", (area) => {
    const doc = pinned.built[area];
    const named = new Set(
      Object.values(doc.paths).flatMap((methods) =>
        Object.values(methods).flatMap((op) => ((op.security as object[] | undefined) ?? []).flatMap((r) => Object.keys(r))),
      ),
    );
    expect([...named].sort()).toEqual(Object.keys(doc.components.securitySchemes).sort());
  });

  it("defines the security schemes the backend's authentication accepts", () => {
    expect(pinned.built.admin.components.securitySchemes).toMatchObject({
      api_token: { type: "apiKey", in: "header", name: "x-medusa-access-token" },
      cookie_auth: { type: "apiKey", in: "cookie", name: "connect.sid" },
      jwt_token: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
    });
    expect(Object.keys(pinned.built.store.components.securitySchemes).sort()).toEqual(["cookie_auth", "jwt_token"]);
    const passport = readFileSync(join(MEDUSA, "dist/loaders/passport.js"), "utf8");
    for (const s of ["admin-session", "admin-bearer", "admin-api-token", "store-session", "store-bearer"]) {
      expect(passport).toContain(`passport_1.default.use("${s}"`);
    }
    expect(passport).toContain('req.headers["x-medusa-access-token"]');
    expect(passport).toContain("ExtractJwt.fromAuthHeaderAsBearerToken()");
    expect(readFileSync(join(MEDUSA, "dist/loaders/express.js"), "utf8")).toMatch(/session_options\.name[^\n]*: "connect\.sid"/);
    const authenticate = readFileSync(join(MEDUSA, "dist/api/middlewares/authenticate.js"), "utf8");
    expect(authenticate).toContain('["admin-session", "admin-bearer", "admin-api-token"]');
    const customer = readFileSync(join(MEDUSA, "dist/api/middlewares/authenticate-customer.js"), "utf8");
    expect(customer).toContain('["store-session", "store-bearer"]');
    for (const area of AREAS) {
      const token = readFileSync(join(MEDUSA, `dist/api/routes/${area}/auth/get-token.js`), "utf8");
      expect(token).toContain(`domain: "${area}"`);
    }
  });

  it("adds the publishable API key header to the store routes that read it, and only to those", () => {
    const withKey = Object.entries(pinned.built.store.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => JSON.stringify(op.parameters ?? []).includes("#/components/parameters/publishable_api_key"))
        .map(([m]) => `${m} ${path}`),
    );
    expect(withKey).toContain("get /store/products");
    expect(withKey).toContain("post /store/carts");
    expect(withKey).not.toContain("post /store/carts/{id}");
    expect(pinned.built.store.components.parameters.publishable_api_key).toMatchObject({
      in: "header",
      name: "x-publishable-api-key",
      required: false,
    });
    expect(pinned.built.admin.components.parameters).toEqual({});
    // Where the package mounts the middleware that reads the header.
    const routes = join(MEDUSA, "dist/api/routes/store");
    expect(readFileSync(join(routes, "products/index.js"), "utf8")).toContain(
      'app.use("/products", extend_request_params_1.extendRequestParams',
    );
    expect(readFileSync(join(routes, "variants/index.js"), "utf8")).toContain(
      'app.use("/variants", extend_request_params_1.extendRequestParams',
    );
    const carts = readFileSync(join(routes, "carts/index.js"), "utf8");
    expect(carts.match(/extendRequestParams/g)).toHaveLength(1);
    expect(carts).toMatch(/createMiddlewares = \[[^\]]*extendRequestParams[^\]]*\];\s*route\.post\.apply\(route, [^\n]*\["\/"\]/);
    expect(readFileSync(join(MEDUSA, "dist/api/middlewares/publishable-api-key/extend-request-params.js"), "utf8")).toContain(
      'req.get("x-publishable-api-key")',
    );
    expect(readsPublishableKey("get", "/store/variants/{id}")).toBe(true);
    expect(readsPublishableKey("get", "/store/carts/{id}")).toBe(false);
  });

  it.each(AREAS)("%s: has every schema its operations reach, and no other", (area) => {
    const doc = pinned.built[area];
    const reached = new Set<string>();
    const visit = (value: unknown) => {
      for (const r of refsIn(value)) {
        const name = r.match(/^#\/components\/schemas\/(.+)$/)?.[1];
        if (name && !reached.has(name)) {
          reached.add(name);
          visit(doc.components.schemas[name]);
        }
      }
    };
    visit(doc.paths);
    visit(doc.components.responses);
    expect(Object.keys(doc.components.schemas).sort()).toEqual([...reached].sort());
  });

  it("writes the shared error responses every operation refers to", () => {
    for (const area of AREAS) {
      const names = new Set(refsIn(pinned.built[area].paths).filter((r) => r.startsWith("#/components/responses/")));
      expect([...names].map((r) => r.split("/").pop()).sort()).toEqual(
        Object.keys(pinned.built[area].components.responses).sort(),
      );
    }
    expect(Object.keys(pinned.built.admin.components.responses).sort()).toEqual([
      "400_error",
      "500_error",
      "incorrect_credentials",
      "invalid_request_error",
      "invalid_state_error",
      "not_found_error",
      "unauthorized",
    ]);
    expect(pinned.built.replacedSchemas.sort()).toEqual(["Error", "MultipleErrors"]);
  });

  it("takes the error types, codes and statuses from the backend's code", () => {
    const pick = (text: string, name: string) => {
      const body = new RegExp(`exports\\.${name} = \\{([^}]*)\\}`).exec(text)![1]!;
      return [...body.matchAll(/:\s*"([^"]+)"/g)].map((m) => m[1]);
    };
    const require = createRequire(join(MEDUSA, "package.json"));
    const coreUtils = readFileSync(join(dirname(require.resolve("medusa-core-utils")), "errors.js"), "utf8");
    const utils = readFileSync(join(NODE_MODULES, "@medusajs/utils/dist/common/errors.js"), "utf8");
    for (const text of [coreUtils, utils]) {
      expect(pick(text, "MedusaErrorTypes").sort()).toEqual([...MEDUSA_ERROR_TYPES].sort());
      expect(pick(text, "MedusaErrorCodes").sort()).toEqual([...MEDUSA_ERROR_CODES].sort());
    }
    // The handler's switch: each `case MedusaError.Types.X:` run ends in `break`, after an optional `statusCode = N`.
    const handler = readFileSync(join(MEDUSA, "dist/api/middlewares/error-handler.js"), "utf8");
    const types = Object.fromEntries(
      Object.entries({
        DB_ERROR: "database_error",
        DUPLICATE_ERROR: "duplicate_error",
        INVALID_ARGUMENT: "invalid_argument",
        INVALID_DATA: "invalid_data",
        UNAUTHORIZED: "unauthorized",
        NOT_FOUND: "not_found",
        NOT_ALLOWED: "not_allowed",
        UNEXPECTED_STATE: "unexpected_state",
        CONFLICT: "conflict",
        PAYMENT_AUTHORIZATION_ERROR: "payment_authorization_error",
      }),
    );
    const statuses: Record<string, number> = {};
    let pending: string[] = [];
    let status = 500;
    for (const line of handler.split("\n")) {
      const c = /case medusa_core_utils_1\.MedusaError\.Types\.(\w+):/.exec(line);
      if (c) pending.push(types[c[1]!]!);
      const s = /statusCode = (\d+);/.exec(line);
      if (s && pending.length > 0) status = Number(s[1]);
      if (/\bbreak;/.test(line) && pending.length > 0) {
        for (const t of pending) statuses[t] = status;
        pending = [];
        status = 500;
      }
    }
    expect({ ...statuses, unknown_error: 500 }).toEqual(STATUS_OF_TYPE);
    for (const code of HANDLER_ERROR_CODES) expect(handler).toContain(`"${code}"`);
    expect(handler).toMatch(/errObj = \{\s*code: err\.code,\s*type: err\.type,\s*message: err\.message,\s*\}/);
    // The Error schema lists the same values.
    const error = pinned.built.admin.components.schemas.Error as { properties: Record<string, { enum: string[] }> };
    expect(error.properties.type!.enum.sort()).toEqual([...MEDUSA_ERROR_TYPES, "unknown_error"].sort());
    expect(error.properties.code!.enum.sort()).toEqual([...HANDLER_ERROR_CODES, ...MEDUSA_ERROR_CODES].sort());
  });

  it("normalizes what OpenAPI 3.0 does not allow, and leaves none of it", () => {
    expect(pinned.built.normalizations.shorthandParameter).toBeGreaterThan(600);
    expect(pinned.built.normalizations.refSiblings).toBeGreaterThan(200);
    for (const area of AREAS) {
      const doc = pinned.built[area];
      const params = Object.values(doc.paths).flatMap((methods) =>
        Object.values(methods).flatMap((op) => (op.parameters as unknown[] | undefined) ?? []),
      );
      expect(params.filter((p) => !isObject(p))).toEqual([]);
      const siblings: string[] = [];
      const walk = (v: unknown, at: string) => {
        if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${at}/${i}`));
        else if (isObject(v)) {
          if (typeof v.$ref === "string" && Object.keys(v).length > 1) siblings.push(at);
          for (const [k, x] of Object.entries(v)) if (k !== "x-codeSamples") walk(x, `${at}/${k}`);
        }
      };
      walk(doc, "#");
      expect(siblings).toEqual([]);
    }
    expect(expandShorthand("(query) limit=10 {integer} How many.")).toEqual({
      in: "query",
      name: "limit",
      description: "How many.",
      schema: { type: "integer", default: 10 },
    });
    expect(expandShorthand("(path) id=* {String} The ID.")).toEqual({
      in: "path",
      name: "id",
      required: true,
      description: "The ID.",
      schema: { type: "string" },
    });
  });

  it("says how order sorts descending, except on the product category lists, whose repository ignores it", () => {
    // The exception stands only while the compiled repository still fixes the order itself.
    const repository = readFileSync(join(MEDUSA, "dist/repositories/product-category.js"), "utf8");
    const listQuery = repository.slice(repository.indexOf("getFreeTextSearchResultsAndCount:"));
    expect(listQuery).toMatch(/addOrderBy\(.*"\.rank"\), "ASC"\)\s*\.addOrderBy\(.*"\.handle"\), "ASC"\)/);
    expect(listQuery.slice(0, listQuery.indexOf("queryBuilder.where"))).not.toMatch(/options_\.order/);
    const orderOf = (area: (typeof AREAS)[number], path: string) =>
      (pinned.built[area].paths[path]!.get!.parameters as { name: string; description?: string }[]).find(
        (p) => p.name === "order",
      )?.description;
    for (const area of AREAS) expect(orderOf(area, `/${area}/product-categories`)).toMatch(/does not change the order/);
    expect(orderOf("admin", "/admin/draft-orders")).toMatch(/`-`.*descending/);
    expect(orderOf("store", "/store/products")).toMatch(/`-`.*descending/);
  });

  it("keeps the package's extensions on the operations", () => {
    const op = pinned.built.admin.paths["/admin/products"]!.post!;
    expect(op["x-codegen"]).toEqual({ method: "create" });
    expect(op["x-authenticated"]).toBe(true);
    expect((op["x-codeSamples"] as { label: string }[]).map((s) => s.label)).toEqual(["JS Client", "Medusa React", "cURL"]);
    expect(pinned.built.admin.paths["/admin/product-categories"]!.get!["x-featureFlag"]).toBe("product_categories");
  });

  it("reports the blocks it had to repair, and finds nothing missing", () => {
    expect(pinned.ex.problems.map((p) => `${p.file}:${p.line}`)).toEqual([
      "dist/api/routes/admin/auth/create-session.d.ts:6",
      "dist/api/routes/admin/auth/delete-session.d.ts:6",
      "dist/api/routes/admin/discounts/add-resources-to-condition-batch.d.ts:7",
      "dist/api/routes/admin/orders/fulfill-claim.d.ts:6",
      "dist/api/routes/admin/orders/fulfill-swap.d.ts:6",
      "dist/api/routes/admin/store/add-currency.d.ts:5",
      "dist/api/routes/admin/users/reset-password-token.d.ts:5",
      "dist/api/routes/admin/users/reset-password.d.ts:5",
      "dist/api/routes/store/auth/create-session.d.ts:5",
    ]);
    expect(pinned.ex.problems.every((p) => p.message.includes("read after indenting"))).toBe(true);
    expect(pinned.built.problems.filter((p) => !/x-authenticated/.test(p.message))).toEqual([]);
    expect(pinned.built.admin.info.version).toBe("1.20.11");
    expect(pinned.built.store.servers[0]!.url).toBe("http://localhost:9000");
  });
});

describe("problem reporting", () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "oas-fixture-"));
    const put = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    put("@medusajs/medusa/package.json", JSON.stringify({ name: "@medusajs/medusa", version: "0.0.1" }));
    put("@medusajs/types/package.json", JSON.stringify({ name: "@medusajs/types", version: "0.0.1" }));
    put("@medusajs/types/dist/index.d.ts", "export {};\n");
    put(
      "@medusajs/medusa/dist/api/routes/admin/things/broken.d.ts",
      [
        "import x from 'y';",
        "/**",
        " * @oas [get] /admin/things",
        ' * operationId: "GetThings"',
        " * responses:",
        " *   200: [unclosed",
        " */",
        "/**",
        " * @oas /admin/nothing",
        ' * operationId: "GetNothing"',
        " */",
        "/**",
        " * @oas [post] /admin/things",
        " * summary: no id",
        " */",
        "/**",
        " * @oas [get] /store/things",
        ' * operationId: "GetStoreThings"',
        " */",
        "/**",
        " * @schema Thing",
        " * type: object",
        " */",
        "",
      ].join("\n"),
    );
    put("@medusajs/medusa/dist/models/thing.d.ts", ["/**", " * @schema Thing", " * type: string", " */", ""].join("\n"));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("gives the file and line of each block that cannot be read, and keeps the others", () => {
    const found = readOas({ nodeModules: root });
    expect(found.problems.map((p) => `${p.pkg} ${p.file}:${p.line}: ${p.message}`)).toEqual([
      "@medusajs/medusa dist/api/routes/admin/things/broken.d.ts:6: @oas [get] /admin/things: invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]",
      '@medusajs/medusa dist/api/routes/admin/things/broken.d.ts:9: @oas: expected "[method] /path" after @oas, found "/admin/nothing"',
      "@medusajs/medusa dist/api/routes/admin/things/broken.d.ts:13: @oas [post] /admin/things: no operationId",
      "@medusajs/medusa dist/api/routes/admin/things/broken.d.ts:17: @oas [get] /store/things: a store path in the admin routes folder",
      "@medusajs/medusa dist/models/thing.d.ts:1: @schema Thing: also defined in @medusajs/medusa dist/api/routes/admin/things/broken.d.ts:20; ignored",
      "@medusajs/medusa dist/api/routes/admin/index.js:1: routes: the file is missing",
      "@medusajs/medusa dist/api/routes/store/index.js:1: routes: the file is missing",
    ]);
    expect(found.operations.map((o) => `${o.area} ${o.method} ${o.path} ${o.loc.file}:${o.loc.line}`)).toEqual([
      "store get /store/things dist/api/routes/admin/things/broken.d.ts:17",
    ]);
    expect(Object.keys(found.schemas)).toEqual(["Thing"]);
  });

  it("reads a quoted string continued at column 0, and reports it", () => {
    const text = ["/**", " * @oas [get] /store/x", ' * operationId: "GetX"', ' * description: "one', ' * two."', " */"].join(
      "\n",
    );
    const { operations, problems } = scanOperations(text, { pkg: "p", file: "f.d.ts" });
    expect(operations.map((o) => o.operation.description)).toEqual(["one two."]);
    expect(problems).toEqual([
      {
        pkg: "p",
        file: "f.d.ts",
        line: 4,
        message:
          '@oas [get] /store/x: invalid YAML: Missing closing "quote (read after indenting 1 continuation line(s) at column 0)',
      },
    ]);
  });
});
