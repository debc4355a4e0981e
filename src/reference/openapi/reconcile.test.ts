import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { ClassDocs } from "../extract/class-docs";
import {
  QUERY_CONFIG_FILE,
  QUERY_CONFIG_THROWS,
  queryConfigAllows,
  readErrors,
  throwText,
  UNANSWERED_THROWS,
} from "../extract/errors";
import { jsOf } from "../extract/oas";
import { readQueryConfigs, type QueryConfig } from "../extract/query-config";
import { ValidatorReader, type Validators } from "../extract/validators";
import { readValidatorChanges, validatorChangeProblems } from "../families/rest/validator-changes";
import { isObject } from "./normalize";
import {
  ALLOWED_FIELD_LISTS,
  ALLOWED_RELATION_LISTS,
  acceptedNames,
  ALLOWED_RELATIONS,
  COLUMN_ENUMS,
  DESCRIPTION_TYPOS,
  EXACT_TEXT_FILTERS,
  FLAG_RELATIONS,
  hasDefaultRelations,
  keepsDefaultRelations,
  LIMIT_ZERO_ANSWERS_ALL,
  NUMERIC_TEXT_FILTERS,
  NUMERIC_TEXT_NAMESAKES,
  LIST_REPLACES,
  ORDER_IGNORED,
  PARAMETER_WORDS,
  QUERY_FAILS,
  QUERY_ALWAYS_ANSWERED,
  QUERY_IGNORED,
  queryEncoding,
  Reconciler,
  RETURNABLE_ITEMS_REFUSED,
  SCHEMA_EXAMPLES,
  SCHEMA_LISTS,
  PRESENCE_UNCHECKED,
  presenceUnchecked,
  SUMMARY_TYPOS,
  TEXT_BOOLEAN_BODY,
  TEXT_BOOLEAN_QUERY,
  UNCHECKED_OBJECTS,
  withDescending,
  withDescriptionSpelling,
  withExclusive,
  withRepeatedValues,
  withReplacedList,
  withReplacedRelations,
  withSummarySpelling,
} from "./reconcile";
import type { JsonObject } from "./types";
import { SchemaReader } from "../families/rest/schema";
import { applyRecorded, answeredOnly } from "../families/rest/index";
import { readRecordedExamples } from "../families/rest/examples";
import { readKnownDifferences } from "../families/rest/findings";
import { UNGUARDED_401 } from "./security";
import { compiledFiles, compiledMethod } from "../../testing/compiled";
import { bodyProperties, NODE_MODULES, pinnedOpenApi, REPO_ROOT } from "../../testing/pinned-openapi";

const pinned = pinnedOpenApi();

function queryParams(): Array<{ op: string; param: JsonObject }> {
  const out: Array<{ op: string; param: JsonObject }> = [];
  for (const area of ["admin", "store"] as const) {
    for (const [path, methods] of Object.entries(pinned.built[area].paths)) {
      for (const [method, op] of Object.entries(methods)) {
        for (const p of Array.isArray(op.parameters) ? op.parameters.filter(isObject) : []) {
          if (p.in === "query") out.push({ op: `${method} ${path}`, param: p });
        }
      }
    }
  }
  return out;
}

// Readers the audits' describe blocks share: the compiled package, and the built documents' operations.
const dist = join(NODE_MODULES, "@medusajs/medusa/dist");
const read = (file: string): string => readFileSync(join(dist, file), "utf8");
const op = (area: "admin" | "store", path: string, method: string): JsonObject =>
  (pinned.built[area].paths[path] as Record<string, JsonObject>)[method]!;
const param = (operation: JsonObject, where: string, name: string): JsonObject =>
  ((operation.parameters ?? []) as JsonObject[]).find((p) => p.in === where && p.name === name)!;
/** Every operation of both documents, by "area operationId", with its method and path. */
/** The messages of the errors an operation lists ("area operationId"), variables as `{name}`. */
const errorMessages =
  (errors: ReturnType<typeof readErrors>) =>
  (op: string): string[] =>
    (errors.operations[op] ?? []).map((id) =>
      errors.throws[id]!.messages[0]!.map((p) => (typeof p === "string" ? p : `{${p.variable}}`)).join(""),
    );
const operations = () => {
  const out = new Map<string, { method: string; path: string; op: JsonObject }>();
  for (const area of ["admin", "store"] as const)
    for (const [path, methods] of Object.entries(pinned.built[area].paths))
      for (const [method, op] of Object.entries(methods as Record<string, JsonObject>))
        out.set(`${area} ${String(op.operationId)}`, { method, path, op });
  return out;
};
/** A query parameter of an operation, by its name without `[]`. */
const query = (op: JsonObject, name: string): JsonObject | undefined =>
  ((op.parameters ?? []) as JsonObject[]).find((p) => p.in === "query" && String(p.name).replace(/\[\]$/, "") === name);

describe("the pinned package's validators, reconciled with its @oas blocks", () => {
  it("change exactly what data/api-validator-changes.yaml lists", () => {
    const problems = validatorChangeProblems(readValidatorChanges(REPO_ROOT), pinned.built.validatorChanges);
    expect(problems.map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([]);
  });

  it("are read without problems, and every documented body of a validated route has its class", () => {
    expect(pinned.ex.validators.problems).toEqual([]);
    const routes = Object.keys(pinned.ex.validators.routes);
    expect(routes.length).toBeGreaterThan(200);
    // Every JSON request body the documents have comes from a class, except the two upload routes (multipart).
    const unvalidated = pinned.ex.operations
      .filter(
        (o) => isObject(o.operation.requestBody) && !pinned.ex.validators.routes[o.loc.file.replace(/\.d\.ts$/, ".js")]?.body,
      )
      .map((o) => `${o.method} ${o.path}`);
    expect(unvalidated.sort()).toEqual(["post /admin/uploads", "post /admin/uploads/protected"]);
  });

  it("leave no comma-joined query parameter and make every object a deep object", () => {
    const params = queryParams();
    expect(params.length).toBeGreaterThan(500);
    for (const { op, param } of params) {
      expect(param.explode, `${op} ${String(param.name)}`).not.toBe(false);
      const schema = param.schema as JsonObject;
      const kinds = (Array.isArray(schema.oneOf) ? schema.oneOf.filter(isObject) : [schema]).map((s) =>
        typeof s.$ref === "string" || isObject(s.properties) ? "object" : String(s.type),
      );
      if (kinds.includes("object")) expect(param.style, `${op} ${String(param.name)}`).toBe("deepObject");
      if (schema.type === "array") expect(String(param.name), op).toMatch(/\[\]$/);
    }
  });

  it("document what GET /admin/orders and POST /store/carts accept, as their validators read", () => {
    const orders = queryParams().filter((p) => p.op === "get /admin/orders");
    const byName = new Map(orders.map((p) => [String(p.param.name), p.param]));
    expect(byName.get("status[]")).toMatchObject({ style: "form", explode: true, schema: { type: "array" } });
    expect(byName.get("created_at")).toMatchObject({ style: "deepObject", explode: true });
    expect(byName.has("status")).toBe(false);
    const cart = pinned.built.schemas.StorePostCartReq!;
    // The validator has no customer_id: the backend answers 400 "property customer_id should not exist".
    expect(Object.keys(cart.properties as JsonObject)).not.toContain("customer_id");
    expect((cart.properties as JsonObject).items).toMatchObject({
      type: "array",
      items: { required: ["variant_id", "quantity"] },
    });
  });
});

describe("the pinned reference, where the validators alone would mislead (the 2026-11-28 REST audit)", () => {
  it("gives each price region_id or currency_code, neither required: the XorConstraint refuses both", () => {
    for (const name of ["AdminPostPriceListsPriceListReq", "AdminPostProductsProductVariantsReq"]) {
      const prices = (pinned.built.schemas[name]!.properties as JsonObject).prices as JsonObject;
      const item = (prices.items ?? {}) as JsonObject;
      expect(item.required, name).toEqual(expect.not.arrayContaining(["region_id", "currency_code"]));
      expect(String((item.properties as JsonObject & { region_id: JsonObject }).region_id.description)).toMatch(/not both/);
    }
  });

  it("takes a list's default limit from its query class: the mixin's call, or the constructor", () => {
    const limit = (path: string) =>
      ((pinned.built.admin.paths[path]!.get!.parameters as JsonObject[]).find((p) => p.name === "limit")!.schema as JsonObject)
        .default;
    // extendedFindParamsMixin({ limit: 50, offset: 0 }) (list-shipping-options.js:373); `this.limit = 20` (list-variants.js:335).
    expect(limit("/admin/shipping-options")).toBe(50);
    expect(limit("/admin/variants")).toBe(20);
    expect(limit("/admin/publishable-api-keys")).toBe(20);
  });

  it("says that expand replaces the default relations, and what the handler alone decides", () => {
    for (const { op, param } of queryParams().filter((p) => p.param.name === "expand")) {
      expect(String(param.description), op).not.toMatch(/in addition to the default/);
    }
    const inventory = pinned.built.schemas.AdminPostInventoryItemsReq!;
    expect(inventory.required).toContain("variant_id");
    const create = pinned.built.admin.paths["/admin/inventory-items"]!.post!.parameters as JsonObject[];
    expect(create.find((p) => p.name === "expand")!.description).toMatch(/no effect/);
  });
});

describe("the pinned reference, where the handler decides (the second 2026-11-28 REST audit)", () => {
  it("says that a store cart route other than the create and the retrieve ignores expand and fields", () => {
    // DELETE /store/carts/{id}/line-items/{line_id} re-reads the cart with the default fields and relations (delete-line-item.js).
    const params = pinned.built.store.paths["/store/carts/{id}/line-items/{line_id}"]!.delete!.parameters as JsonObject[];
    for (const name of ["expand", "fields"]) expect(params.find((p) => p.name === name)!.description, name).toMatch(/no effect/);
    const retrieve = pinned.built.store.paths["/store/carts/{id}"]!.get!.parameters as JsonObject[];
    expect(retrieve.find((p) => p.name === "expand")!.description).not.toMatch(/no effect/);
  });

  it("keeps a documented enum the validator does not check: a discount condition's operator", () => {
    const rule = (pinned.built.schemas.AdminPostDiscountsReq!.properties as JsonObject).rule as JsonObject;
    const conditions = (rule.properties as JsonObject).conditions as JsonObject;
    const operator = ((conditions.items as JsonObject).properties as JsonObject).operator as JsonObject;
    expect(operator.enum).toEqual(["in", "not_in"]);
  });

  it("describes deleting a shipping profile as the handler does it: its shipping options stay", () => {
    const op = pinned.built.admin.paths["/admin/shipping-profiles/{id}"]!.delete!;
    expect(String(op.description)).toMatch(/shipping options and products are left as they are/);
    expect(String(op.description)).not.toMatch(/deleted as well/);
  });

  it("writes IsPositive as a minimum of 0 that 0 does not reach: a discount's usage_limit", () => {
    const usageLimit = (pinned.built.schemas.AdminPostDiscountsReq!.properties as JsonObject).usage_limit as JsonObject;
    expect(usageLimit).toMatchObject({ minimum: 0, exclusiveMinimum: true });
  });

  it("words an update's handle and a product update's variants as the handler treats them", () => {
    const field = (schema: string, name: string) =>
      String(((pinned.built.schemas[schema]!.properties as JsonObject)[name] as JsonObject).description);
    expect(field("AdminPostProductsProductReq", "variants")).toMatch(/not name by `id` is deleted/);
    for (const schema of ["AdminPostProductsProductReq", "AdminPostCollectionsCollectionReq"]) {
      expect(field(schema, "handle"), schema).toMatch(/Left as it is when not given/);
      expect(field(schema, "handle"), schema).not.toMatch(/kebab-case version/);
    }
    expect(field("StorePostCartsCartPaymentSessionUpdateReq", "data")).toMatch(/first selects the session of the provider/);
  });
});

describe("the pinned reference, where the words or the handler mislead (the fourth 2026-11-28 REST audit)", () => {
  it("never calls a repeated name[] parameter comma-separated: qs does not split a value at commas", () => {
    // The tax-rate routes' expand[] and fields[] said "Comma-separated"; expand[]=a,b names one relation "a,b".
    const arrays = queryParams().filter((p) => String(p.param.name).endsWith("[]"));
    expect(arrays.filter((p) => p.param.name === "expand[]").length).toBeGreaterThanOrEqual(10);
    for (const { op, param } of arrays) {
      expect(String(param.description), `${op} ${String(param.name)}`).not.toMatch(/comma-separated/i);
    }
    const list = pinned.built.admin.paths["/admin/tax-rates"]!.get!.parameters as JsonObject[];
    expect(list.find((p) => p.name === "expand[]")!.description).toMatch(/`expand\[\]=a&expand\[\]=b`/);
  });

  it("says, on the parameter itself, when the backend fails on a query parameter it accepts", () => {
    const param = (area: "admin" | "store", path: string, name: string) =>
      String(((pinned.built[area].paths[path]!.get!.parameters as JsonObject[]).find((p) => p.name === name) ?? {}).description);
    expect(param("admin", "/admin/tax-rates", "deleted_at")).toMatch(/Do not send it: tax rates have no deleted_at column/);
    expect(param("admin", "/admin/notifications", "fields")).toMatch(/Name `created_at` among the fields/);
    for (const area of ["admin", "store"] as const)
      expect(param(area, `/${area}/product-categories`, "fields"), area).toMatch(/Name `rank` and `handle`/);
    expect(param("admin", "/admin/inventory-items/{id}/location-levels", "expand")).toMatch(/one relation is `inventory_item`/);
    expect(param("admin", "/admin/orders/{id}/reservations", "expand")).toMatch(/Do not send it/);
    // Every entry of the table names a parameter its operation has.
    const said = Object.values(QUERY_FAILS).flatMap((fields) => Object.values(fields));
    const shown = queryParams().filter((p) => said.some((text) => String(p.param.description).includes(text)));
    expect(shown.length).toBe(said.length);
  });

  it("names the order edit's own line item in its item routes, not the original order's", () => {
    for (const method of ["post", "delete"] as const) {
      const params = pinned.built.admin.paths["/admin/order-edits/{id}/items/{item_id}"]![method]!.parameters as JsonObject[];
      const item = String(params.find((p) => p.name === "item_id")!.description);
      expect(item, method).toMatch(/order edit's own line item, from `order_edit.items`/);
      expect(item, method).not.toMatch(/^The ID of (the )?line item in the original order/);
    }
    const remove = pinned.built.admin.paths["/admin/order-edits/{id}/items/{item_id}"]!.delete!.parameters as JsonObject[];
    expect(String(remove.find((p) => p.name === "item_id")!.description)).toMatch(/names no line item is no error/);
  });

  it("says that a tax rate update's products, product types and shipping options replace the rate's", () => {
    const props = pinned.built.schemas.AdminPostTaxRatesTaxRateReq!.properties as JsonObject;
    for (const name of ["products", "product_types", "shipping_options"]) {
      expect(String((props[name] as JsonObject).description), name).toMatch(/the list replaces the rate's/);
    }
  });

  it("lists the relations an expand accepts where the route allows only some, as the compiled routes do", () => {
    // GET /store/regions answers 400 "Requested fields [tax_rates] are not valid" to expand=tax_rates,
    // which the Region schema marks expandable: its route allows the default relations alone.
    const require = createRequire(join(NODE_MODULES, "@medusajs/medusa/package.json"));
    for (const [key, relations] of Object.entries(ALLOWED_RELATION_LISTS)) {
      const [dir, name] = key.split(" ") as [string, string];
      const routes = require(`@medusajs/medusa/dist/api/routes/${dir}/index.js`) as Record<string, unknown>;
      expect(relations, key).toEqual(routes[name]);
    }
    const expand = (where: string) => {
      const [area, id] = where.split(" ") as ["admin" | "store", string];
      for (const methods of Object.values(pinned.built[area].paths))
        for (const op of Object.values(methods))
          if (op.operationId === id) return (op.parameters as JsonObject[]).find((p) => p.name === "expand");
      return undefined;
    };
    for (const [where, list] of Object.entries(ALLOWED_RELATIONS)) {
      const said = String(expand(where)?.description);
      expect(said, where).toContain(`It accepts only \`${ALLOWED_RELATION_LISTS[list][0]}\``);
      expect(said, where).toContain('any other relation answers 400 "Requested fields [name] are not valid"');
    }
    expect(Object.keys(ALLOWED_RELATIONS).length).toBeGreaterThanOrEqual(17);
  });

  it("says what deleting a return reason or a sales channel also does, or refuses", () => {
    const admin = pinned.built.admin.paths;
    expect(String(admin["/admin/return-reasons/{id}"]!.delete!.description)).toMatch(/child return reasons are deleted with it/);
    const channel = String(admin["/admin/sales-channels/{id}"]!.delete!.description);
    expect(channel).toMatch(/default sales channel cannot be deleted \(400\)/);
    expect(channel).toMatch(/names no sales channel is no error/);
  });

  it("says that a variant created under a product needs a value for each of the product's options", () => {
    // The validator lets `options` out (default []), but validateVariantsToCreate_ refuses a
    // variant whose options do not cover the product's: the fifth audit's reader got a 400.
    const props = pinned.built.schemas.AdminPostProductsProductVariantsReq!.properties as JsonObject;
    expect(String((props.options as JsonObject).description)).toMatch(
      /one item per option: although the validator lets the field out/,
    );
  });

  it("says that an update's list fields replace the record's list, on every field the table names", () => {
    // POST /admin/regions/{id} assigns `countries` whole (services/region.js, validateFields): a
    // reader who sent one country to add it removed the region's others; the words said "should be
    // included".
    const region = pinned.built.schemas.AdminPostRegionsRegionReq!.properties as JsonObject;
    expect(String((region.countries as JsonObject).description)).toMatch(
      /The list replaces the region's countries: any it leaves out is removed/,
    );
    let fields = 0;
    for (const [cls, entries] of Object.entries(LIST_REPLACES)) {
      const schema = pinned.built.schemas[cls];
      expect(schema, cls).toBeDefined();
      for (const [field, whose] of Object.entries(entries)) {
        fields++;
        const prop = (schema!.properties as JsonObject)[field] as JsonObject | undefined;
        expect(prop, `${cls}.${field}`).toBeDefined();
        expect(String(prop!.description), `${cls}.${field}`).toContain(`The list replaces ${whose}:`);
      }
    }
    expect(fields).toBeGreaterThanOrEqual(20);
    expect(withReplacedList("Tags.", "the product's tags")).toBe(
      withReplacedList(withReplacedList("Tags.", "the product's tags"), "the product's tags"),
    );
    expect(withReplacedList(undefined, "the cart's discounts")).toMatch(/^The list replaces the cart's discounts:/);
  });

  it("says that only a batch job's creator can read, cancel or confirm it, and what replaces a deprecated list", () => {
    const admin = pinned.built.admin.paths;
    const ops = [
      admin["/admin/batch-jobs/{id}"]!.get!,
      admin["/admin/batch-jobs/{id}/cancel"]!.post!,
      admin["/admin/batch-jobs/{id}/confirm"]!.post!,
    ];
    for (const op of ops)
      expect(String(op.description), String(op.operationId)).toMatch(/Only the user who created the batch job/);
    expect(String(admin["/admin/products/types"]!.get!.description)).toMatch(/`GET \/admin\/product-types`/);
    const state = (pinned.built.schemas.AdminPostAppsReq!.properties as JsonObject).state as JsonObject;
    expect(String(state.description)).toMatch(/could not match state/);
  });

  it("describes deleting a region as the handler does it: its tax rates stay", () => {
    const op = pinned.built.admin.paths["/admin/regions/{id}"]!.delete!;
    expect(String(op.description)).toMatch(/tax rates, providers and currencies are left as they are/);
    expect(String(op.description)).not.toMatch(/tax rates are deleted/);
  });
});

describe("a repeated parameter's words", () => {
  it("drop a block's comma-separated and say to repeat the parameter, only for name[]", () => {
    expect(withRepeatedValues("Comma-separated relations that should be expanded in the returned tax rate.", "expand[]")).toBe(
      "Relations that should be expanded in the returned tax rate. Repeat the parameter for each value (`expand[]=a&expand[]=b`): a comma does not separate values.",
    );
    expect(withRepeatedValues("Comma-separated fields.", "fields")).toBe("Comma-separated fields.");
    expect(withRepeatedValues("Filter by IDs.", "id[]")).toBe("Filter by IDs.");
  });
});

describe("the pinned reference, where the handler decides (the third 2026-11-28 REST audit)", () => {
  const paramOf = (op: JsonObject, where: string) =>
    (op.parameters as JsonObject[]).find((p) => `${String(p.in)} ${String(p.name)}` === where)!;

  it("requires a gift card's value: the insert fails without it", () => {
    const body = pinned.built.schemas.AdminPostGiftCardsReq!;
    expect(body.required).toContain("value");
    expect(String(((body.properties as JsonObject).value as JsonObject).description)).toMatch(/answers 400/);
  });

  it("does not claim that sales_channel_id filters the store's variants or a single product", () => {
    const store = pinned.built.store.paths;
    for (const op of [store["/store/variants"]!.get!, store["/store/variants/{id}"]!.get!, store["/store/products/{id}"]!.get!]) {
      expect(String(op.description)).not.toMatch(/ensures retrieving only/);
      expect(String(op.description)).toMatch(/availability/);
    }
    expect(String(paramOf(store["/store/variants"]!.get!, "query sales_channel_id").description)).toMatch(/does not filter/);
    // The product list does filter by it (list-products.js): its words stay.
    expect(String(store["/store/products"]!.get!.description)).toMatch(/ensures retrieving only products/);
  });

  it("says that fields selects the fields, never that it expands them (expand loads relations)", () => {
    const fields = queryParams().filter(({ param }) => String(param.name).replace(/\[\]$/, "") === "fields");
    expect(fields.length).toBeGreaterThan(100);
    for (const { op, param } of fields) expect(String(param.description ?? ""), op).not.toMatch(/fields that should be expanded/);
  });

  it("says what the minor findings of the second audit found missing or wrong: a price list's description filter, a swap fulfillment's swap_id, a capture, a draft order, a discount's code and end, a custom line item's price", () => {
    const lists = pinned.built.admin.paths["/admin/price-lists"]!.get!;
    expect(String(paramOf(lists, "query description").description)).toMatch(/matched exactly/);
    const fulfil = pinned.built.admin.paths["/admin/orders/{id}/swaps/{swap_id}/fulfillments"]!.post!;
    expect(String(paramOf(fulfil, "path swap_id").description)).toMatch(/not checked against the order/);
    const capture = pinned.built.admin.paths["/admin/orders/{id}/capture"]!.post!;
    expect(String(capture.description)).toMatch(/refuses is no error.*requires_action/);
    for (const name of ["AdminPostDiscountsReq", "AdminPostDiscountsDiscountReq"]) {
      const props = pinned.built.schemas[name]!.properties as Record<string, JsonObject>;
      expect(String(props.code!.description), name).toMatch(/upper-cased/);
      expect(String(props.ends_at!.description), name).toMatch(/must be later/);
    }
    const lineItem = pinned.built.schemas.AdminPostDraftOrdersDraftOrderLineItemsReq!.properties as Record<string, JsonObject>;
    expect(String(lineItem.unit_price!.description)).toMatch(/costs 0 when this is left out/);
    const draft = pinned.built.admin.paths["/admin/draft-orders"]!.post!;
    expect(String(draft.description)).not.toMatch(/until payment is captured/);
  });

  it("says what the minor findings of the third and fifth audits found missing: a claim update's claim_id, the users' q", () => {
    const claim = pinned.built.admin.paths["/admin/orders/{id}/claims/{claim_id}"]!.post!;
    expect(String(paramOf(claim, "path claim_id").description)).toMatch(/not checked against the order/);
    const users = pinned.built.admin.paths["/admin/users"]!.get!;
    expect(String(paramOf(users, "query q").description)).toMatch(/filters are ignored/);
  });

  it("spells the summaries' misspelled words right, wherever they stand", () => {
    expect(withSummarySpelling("Cancel Swap's Fulfilmment")).toBe("Cancel Swap's Fulfillment");
    const summaries = (["admin", "store"] as const).flatMap((area) =>
      Object.values(pinned.built[area].paths).flatMap((methods) => Object.values(methods).map((op) => String(op.summary))),
    );
    const misspelled = summaries.filter((s) => Object.keys(SUMMARY_TYPOS).some((typo) => s.includes(typo)));
    expect(misspelled).toEqual([]);
    expect(summaries).toContain("Cancel Swap's Fulfillment");
    expect(summaries).toContain("Cancel a Fulfillment");
  });
});

describe("the pinned reference, where the words or the database mislead (the sixth 2026-11-28 REST audit)", () => {
  const operation = (area: "admin" | "store", id: string): JsonObject => {
    for (const methods of Object.values(pinned.built[area].paths))
      for (const op of Object.values(methods)) if (op.operationId === id) return op;
    throw new Error(`no ${area} operation ${id}`);
  };

  it("names the stock location in the inventory level routes' location_id, not the level", () => {
    // Both routes find the level by the item and the stock location: an inventory level's own ID answers 404.
    let seen = 0;
    for (const [path, methods] of Object.entries(pinned.built.admin.paths)) {
      for (const op of Object.values(methods)) {
        const param = ((op.parameters ?? []) as JsonObject[]).find((p) => p.in === "path" && p.name === "location_id");
        if (!param || !path.includes("/location-levels/")) continue;
        seen++;
        expect(String(param.description), path).toMatch(/ID of the stock location/);
        expect(String(param.description), path).not.toMatch(/^The ID of the inventory level/);
      }
    }
    expect(seen).toBe(2);
    const update = operation("admin", "PostInventoryItemsInventoryItemLocationLevelsLocationLevel");
    for (const p of (update.parameters as JsonObject[]).filter((q) => q.in === "query"))
      expect(String(p.description), String(p.name)).toMatch(/returned inventory item/);
    expect(operation("admin", "DeleteInventoryItemsInventoryIteLocationLevelsLocation")).toBeDefined();
  });

  it("gives a body field stored in a database enum column the column's values, as the compiled enum has them", () => {
    const require = createRequire(join(NODE_MODULES, "@medusajs/medusa/package.json"));
    for (const [cls, fields] of Object.entries(COLUMN_ENUMS)) {
      for (const [field, column] of Object.entries(fields)) {
        const [dir, name] = column.enum.split(" ") as [string, string];
        const compiled = (require(`@medusajs/medusa/dist/${dir}`) as Record<string, Record<string, string>>)[name];
        expect(column.values, `${cls}.${field}`).toEqual(Object.values(compiled ?? {}));
        const prop = (pinned.built.schemas[cls]!.properties as Record<string, JsonObject>)[field]!;
        expect(prop.enum, `${cls}.${field}`).toEqual(column.values);
        expect(String(prop.description)).toMatch(/answers 500/);
      }
    }
    // Every request body's string field named as a model's enum column lists its values (the columns are read
    // from the compiled models): a batch job's `type` names a strategy and is stored as text.
    const models = join(NODE_MODULES, "@medusajs/medusa/dist/models");
    const columns = new Set<string>();
    for (const file of readdirSync(models).filter((f) => f.endsWith(".js"))) {
      for (const block of readFileSync(join(models, file), "utf8").split("__decorate([")) {
        const m = /enum: [\s\S]*?prototype, "(\w+)", void 0/.exec(block);
        if (m) columns.add(m[1]!);
      }
    }
    expect(columns).toContain("reason");
    const missing: string[] = [];
    const walk = (schema: JsonObject, at: string) => {
      for (const [name, prop] of Object.entries((schema.properties ?? {}) as Record<string, JsonObject>)) {
        if (prop.type === "string" && columns.has(name) && !Array.isArray(prop.enum)) missing.push(`${at}.${name}`);
        if (prop.type === "object") walk(prop, `${at}.${name}`);
        if (prop.type === "array" && isObject(prop.items)) walk(prop.items, `${at}.${name}[]`);
      }
    };
    for (const [name, schema] of Object.entries(pinned.built.schemas)) if (name.endsWith("Req")) walk(schema, name);
    expect(missing).toEqual(["AdminPostBatchesReq.type"]);
  });

  it("says that a product category is created inactive, hidden from the storefront, unless is_active is true", () => {
    const props = pinned.built.schemas.AdminPostProductCategoriesReq!.properties as Record<string, JsonObject>;
    expect(String(props.is_active!.description)).toMatch(/Defaults to `false`: a category created without it is hidden/);
    expect(String(props.is_internal!.description)).toMatch(/Defaults to `false`/);
  });

  it("says what the minor findings found missing: top-level reasons only, the silent password token, moved products, a category's parent", () => {
    for (const area of ["admin", "store"] as const) {
      expect(String(operation(area, "GetReturnReasons").description), area).toMatch(
        /Only the top-level return reasons are listed/,
      );
    }
    expect(String(operation("store", "PostCustomersCustomerPasswordToken").description)).toMatch(
      /answers 204 all the same and emits nothing/,
    );
    expect(String(operation("store", "DeleteCartsCartPaymentSessionsSession").description)).toMatch(
      /answers 200 with the cart unchanged/,
    );
    const profile = pinned.built.schemas.AdminPostShippingProfilesProfileReq!.properties as Record<string, JsonObject>;
    expect(String(profile.products!.description)).toMatch(/taken out of the profile it had/);
    expect(String(profile.shipping_options!.description)).toMatch(/names no shipping option is ignored/);
    const category = pinned.built.schemas.AdminPostProductCategoriesCategoryReq!.properties as Record<string, JsonObject>;
    expect(String(category.parent_category_id!.description)).toMatch(/Send `null`/);
    for (const area of ["admin", "store"] as const) {
      const q = (operation(area, "GetProductTypes").parameters as JsonObject[]).find((p) => p.name === "q")!;
      expect(String(q.description), area).toMatch(/the `value` filter is not applied/);
    }
  });
});

describe("the pinned reference, where the inventory module decides (the seventh 2026-11-28 REST audit)", () => {
  const routes = join(NODE_MODULES, "@medusajs/medusa/dist/api/routes");
  /** The body classes the compiled route files whose source contains `needle` export (`exports.<Name>Req =`). */
  const bodyClassesOf = (needle: RegExp): string[] => {
    const out: string[] = [];
    for (const dir of readdirSync(routes, { withFileTypes: true }).filter((d) => d.isDirectory())) {
      for (const area of readdirSync(join(routes, dir.name), { withFileTypes: true }).filter((d) => d.isDirectory())) {
        for (const file of readdirSync(join(routes, dir.name, area.name)).filter((f) => f.endsWith(".js"))) {
          const code = readFileSync(join(routes, dir.name, area.name, file), "utf8");
          if (!needle.test(code)) continue;
          for (const m of code.matchAll(/^exports\.(\w+Req) = \1;$/gm)) out.push(m[1]!);
        }
      }
    }
    return out.sort();
  };
  const words = (cls: string, field: string): string =>
    String(((pinned.built.schemas[cls]!.properties ?? {}) as Record<string, JsonObject>)[field]?.description);

  it("says on every route that receives a return that a location must be known, or the receive answers 404", () => {
    // Each handler that calls returnService.receive: the receive route and a return request with receive_now.
    const receiving = bodyClassesOf(/returnService\w*\s*\.withTransaction\([^)]*\)\s*\.receive\(/);
    expect(receiving).toEqual(["AdminPostOrdersOrderReturnsReq", "AdminPostReturnsReturnReceiveReq"]);
    for (const cls of receiving) expect(words(cls, "location_id"), cls).toMatch(/and location null not found/);
    expect(words("AdminPostOrdersOrderReturnsReq", "location_id")).toMatch(/left behind, requested/);
    expect(words("AdminPostReturnsReturnReceiveReq", "refund")).toMatch(/not refunded at all.*requires_action/);
  });

  it("says on every fulfillment route that only a location_id changes stock levels and reservations", () => {
    const fulfilling = bodyClassesOf(/updateInventoryAndReservations\)\(/);
    expect(fulfilling).toEqual([
      "AdminPostOrdersOrderClaimsClaimFulfillmentsReq",
      "AdminPostOrdersOrderFulfillmentsReq",
      "AdminPostOrdersOrderSwapsSwapFulfillmentsReq",
    ]);
    for (const cls of fulfilling)
      expect(words(cls, "location_id"), cls).toMatch(/Without it, no stock level or reservation changes/);
  });

  it("says what the minor findings found missing: a claim fulfillment's claim_id, a refreshed session's new ID, the top-level categories", () => {
    const fulfil = pinned.built.admin.paths["/admin/orders/{id}/claims/{claim_id}/fulfillments"]!.post!;
    const claimId = ((fulfil.parameters ?? []) as JsonObject[]).find((p) => p.in === "path" && p.name === "claim_id")!;
    expect(String(claimId.description)).toMatch(/not checked against the order/);
    const refresh = pinned.built.store.paths["/store/payment-collections/{id}/sessions/{session_id}"]!.post!;
    expect(String(refresh.description)).toMatch(/with a new ID/);
    for (const area of ["admin", "store"] as const) {
      const list = pinned.built[area].paths[`/${area}/product-categories`]!.get!;
      const parent = ((list.parameters ?? []) as JsonObject[]).find((p) => p.name === "parent_category_id")!;
      expect(String(parent.description), area).toMatch(/send the text `null` to list the top-level categories/);
    }
  });
});

describe("the static reader agrees with class-validator's own metadata", () => {
  it("on the properties of every validator class and whether each is optional", () => {
    const require = createRequire(join(NODE_MODULES, "@medusajs/medusa/package.json"));
    const { getMetadataStorage } = require("class-validator") as {
      getMetadataStorage(): {
        getTargetValidationMetadatas(
          target: unknown,
          schema: string,
          always: boolean,
          strict: boolean,
        ): Array<{ propertyName: string; type: string; name?: string }>;
      };
    };
    const storage = getMetadataStorage();
    const mismatches: string[] = [];
    let compared = 0;
    const classes = Object.values(pinned.ex.validators.classes).filter((c) => c.file.startsWith("dist/"));
    for (const cls of classes) {
      const mod = require(join(NODE_MODULES, "@medusajs/medusa", cls.file)) as Record<string, unknown>;
      const ctor = mod[cls.name];
      if (typeof ctor !== "function") continue; // not exported (a class only its file uses)
      const metas = storage.getTargetValidationMetadatas(ctor, "", true, false);
      compared++;
      const runtime = new Map<string, boolean>();
      for (const m of metas) {
        runtime.set(m.propertyName, (runtime.get(m.propertyName) ?? false) || m.type === "conditionalValidation");
      }
      for (const f of cls.fields) {
        // Feature-flagged decorators are applied once the backend has loaded its flags.
        if (f.featureFlag) continue;
        const optional = f.decorators.includes("IsOptional") || f.decorators.includes("ValidateIf");
        if (!runtime.has(f.name)) mismatches.push(`${cls.key}.${f.name}: not validated at run time`);
        else if (runtime.get(f.name) !== optional)
          mismatches.push(`${cls.key}.${f.name}: optional is ${String(runtime.get(f.name))} at run time`);
      }
      for (const name of runtime.keys()) {
        if (!cls.fields.some((f) => f.name === name)) mismatches.push(`${cls.key}.${name}: missed by the reader`);
      }
    }
    expect(compared).toBeGreaterThan(250);
    expect(mismatches).toEqual([]);
  }, 120_000);
});

describe("ValidatorReader", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "validators-"));
    mkdirSync(join(dir, "pkg/dist/types"), { recursive: true });
    writeFileSync(join(dir, "pkg/package.json"), '{"name":"pkg","version":"1.0.0"}');
    const decorate = (cls: string, field: string, ...decorators: string[]) =>
      `    __decorate([\n        ${decorators.join(",\n        ")}\n    ], ${cls}.prototype, "${field}", void 0);\n`;
    writeFileSync(
      join(dir, "pkg/dist/types/common.js"),
      [
        "var Status;",
        "(function (Status) {",
        "    /** the first */",
        '    Status["OPEN"] = "open";',
        '    Status["DONE"] = "done";',
        "})(Status || (exports.Status = Status = {}));",
        "function pagedMixin(_a) {",
        "    var Paged = /** @class */ (function () {",
        "        function Paged() {",
        "            this.limit = 20;",
        "        }",
        decorate(
          "Paged",
          "limit",
          "(0, class_validator_1.IsInt)()",
          "(0, class_transformer_1.Type)(function () { return Number; })",
        ),
        "        return Paged;",
        "    }());",
        "    return Paged;",
        "}",
        "exports.pagedMixin = pagedMixin;",
        "var Range = /** @class */ (function () {",
        "    function Range() {",
        "    }",
        decorate("Range", "gt", "(0, class_validator_1.IsOptional)()", "(0, class_validator_1.IsDate)()"),
        "    return Range;",
        "}());",
        "exports.Range = Range;",
        "var ListParams = /** @class */ (function (_super) {",
        "    __extends(ListParams, _super);",
        "    function ListParams() {",
        "        return _super !== null && _super.apply(this, arguments) || this;",
        "    }",
        decorate(
          "ListParams",
          "status",
          "(0, class_validator_1.IsArray)()",
          "(0, class_validator_1.IsEnum)(Status, { each: true })",
          "(0, class_validator_1.IsOptional)()",
        ),
        decorate("ListParams", "id", "(0, class_validator_1.IsOptional)()", "(0, is_type_1.IsType)([String, [String]])"),
        decorate(
          "ListParams",
          "created_at",
          "(0, class_validator_1.IsOptional)()",
          "(0, class_validator_1.ValidateNested)()",
          "(0, class_transformer_1.Type)(function () { return Range; })",
        ),
        decorate("ListParams", "q", "(0, class_validator_1.IsString)()"),
        "    return ListParams;",
        "}(pagedMixin({ limit: 10 })));",
        "exports.ListParams = ListParams;",
        "function givenMixin(_a) {",
        "    var _b = _a === void 0 ? {} : _a, limit = _b.limit;",
        "    var Given = /** @class */ (function () {",
        "        function Given() {",
        "            this.limit = limit !== null && limit !== void 0 ? limit : 20;",
        "        }",
        decorate("Given", "limit", "(0, class_validator_1.IsNumber)()", "(0, class_validator_1.IsOptional)()"),
        "        return Given;",
        "    }());",
        "    return Given;",
        "}",
        "exports.givenMixin = givenMixin;",
        "var WideParams = /** @class */ (function (_super) {",
        "    __extends(WideParams, _super);",
        "    function WideParams() {",
        "        return _super !== null && _super.apply(this, arguments) || this;",
        "    }",
        "    return WideParams;",
        "}(givenMixin({ limit: 50 })));",
        "exports.WideParams = WideParams;",
        "var Price = /** @class */ (function () {",
        "    function Price() {",
        "    }",
        decorate(
          "Price",
          "region_id",
          '(0, class_validator_1.Validate)(xor_1.XorConstraint, ["currency_code"])',
          '__metadata("design:type", String)',
        ),
        decorate(
          "Price",
          "currency_code",
          '(0, class_validator_1.Validate)(xor_1.XorConstraint, ["region_id"])',
          '__metadata("design:type", String)',
        ),
        "    return Price;",
        "}());",
        "exports.Price = Price;",
      ].join("\n"),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads fields, base classes through a mixin, enums, nested classes and constructor defaults", () => {
    const reader = new ValidatorReader(dir, "pkg");
    const key = reader.classOf(join(dir, "pkg/dist/types/common.js"), "ListParams")!;
    expect(reader.problems).toEqual([]);
    const fields = Object.fromEntries(reader.classes[key]!.fields.map((f) => [f.name, f]));
    expect(Object.keys(fields)).toEqual(["limit", "status", "id", "created_at", "q"]);
    expect(fields.limit).toMatchObject({ required: false, default: 20, schema: { type: "integer" } });
    expect(fields.status).toMatchObject({
      required: false,
      schema: { type: "array", items: { type: "string", enum: ["open", "done"] } },
    });
    expect(fields.id!.schema).toEqual({ oneOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] });
    expect(fields.created_at!.schema).toEqual({ type: "class", ref: "dist/types/common.js#Range" });
    expect(reader.classes["dist/types/common.js#Range"]!.fields[0]).toMatchObject({
      name: "gt",
      schema: { type: "string", format: "date-time" },
    });
    expect(fields.q).toMatchObject({ required: true, schema: { type: "string" } });
  });

  it("takes a mixin's default from its call where the constructor reads it, and reads an XorConstraint as optional", () => {
    const reader = new ValidatorReader(dir, "pkg");
    const file = join(dir, "pkg/dist/types/common.js");
    const wide = reader.classes[reader.classOf(file, "WideParams")!]!.fields;
    expect(wide).toEqual([expect.objectContaining({ name: "limit", required: false, default: 50 })]);
    const price = reader.classes[reader.classOf(file, "Price")!]!.fields;
    expect(price.map((f) => [f.name, f.required, f.exclusiveWith, f.schema])).toEqual([
      ["region_id", false, "currency_code", { type: "string" }],
      ["currency_code", false, "region_id", { type: "string" }],
    ]);
    expect(reader.problems).toEqual([]);
  });
});

describe("Reconciler", () => {
  const validators: Validators = {
    routes: {},
    problems: [],
    classes: {
      "f.js#Params": {
        key: "f.js#Params",
        name: "Params",
        file: "f.js",
        line: 1,
        fields: [
          {
            name: "status",
            required: false,
            schema: { type: "array", items: { type: "string" } },
            decorators: ["IsArray"],
            file: "f.js",
            line: 2,
          },
          {
            name: "created_at",
            required: false,
            schema: { type: "class", ref: "f.js#Range" },
            decorators: ["ValidateNested", "Type"],
            file: "f.js",
            line: 3,
          },
          { name: "count", required: false, schema: { type: "number" }, decorators: ["IsNumber"], file: "f.js", line: 4 },
          {
            // IsType allows a string, but ValidateNested without Type refuses it, and a plain object too.
            name: "ref",
            required: false,
            schema: { oneOf: [{ type: "string" }, { type: "class", ref: "f.js#Range" }] },
            decorators: ["IsOptional", "ValidateNested", "IsType"],
            file: "f.js",
            line: 4,
          },
          { name: "expand", required: false, schema: { type: "string" }, decorators: ["IsString"], file: "f.js", line: 5 },
        ],
      },
      "f.js#Range": {
        key: "f.js#Range",
        name: "Range",
        file: "f.js",
        line: 9,
        fields: [
          {
            name: "gt",
            required: false,
            schema: { type: "string", format: "date-time" },
            decorators: ["IsDate"],
            file: "f.js",
            line: 10,
          },
        ],
      },
      "f.js#Body": {
        key: "f.js#Body",
        name: "Body",
        file: "f.js",
        line: 20,
        fields: [
          { name: "quantity", required: true, schema: { type: "integer" }, decorators: ["IsInt"], file: "f.js", line: 21 },
          {
            name: "note",
            required: false,
            schema: { type: "string" },
            decorators: ["IsString", "IsOptional"],
            file: "f.js",
            line: 22,
          },
        ],
      },
    },
  };

  it("writes query parameters as the backend parses them and lists each change", () => {
    const r = new Reconciler(validators, new ClassDocs(), {});
    const params = r.queryParameters(
      "admin GetThings",
      [
        { in: "path", name: "id", required: true, schema: { type: "string" } },
        {
          in: "query",
          name: "status",
          style: "form",
          explode: false,
          description: "By status.",
          schema: { type: "array", items: { type: "string" } },
        },
        {
          in: "query",
          name: "created_at",
          description: "By date.",
          schema: { type: "object", properties: { gt: { type: "string" } } },
        },
        { in: "query", name: "count", schema: { type: "number" } },
        { in: "query", name: "ref", schema: { type: "string" } },
        { in: "query", name: "gone", schema: { type: "string" } },
      ],
      "f.js#Params",
    );
    expect(params.map((p) => p.name)).toEqual(["id", "status[]", "created_at", "expand"]);
    expect(params[1]).toMatchObject({ style: "form", explode: true, description: "By status." });
    expect(params[2]).toMatchObject({
      style: "deepObject",
      explode: true,
      schema: { properties: { gt: { format: "date-time" } } },
    });
    expect(params[3]!.description).toMatch(/relations/);
    expect(r.changes.map((c) => c.text)).toEqual([
      "query status: written status[]=a&status[]=b, not status=a,b",
      "query created_at: written created_at[key]=value, not created_at=value",
      "query count: removed, no value passes its validator from a query string (IsNumber)",
      "query ref: removed, no value passes its validator from a query string (IsOptional, ValidateNested, IsType)",
      "query expand: added",
      "query gone: removed, the validator has no such field",
    ]);
  });

  it("reconciles a named body schema in place: types, required fields, what only one side has", () => {
    const schemas: Record<string, JsonObject> = {
      Body: {
        type: "object",
        required: ["note"],
        properties: {
          quantity: { type: "number", description: "How many." },
          note: { type: "string" },
          customer_id: { type: "string" },
        },
      },
    };
    const r = new Reconciler(validators, new ClassDocs(), schemas);
    expect(r.body("store PostThings", { $ref: "#/components/schemas/Body" }, "f.js#Body")).toEqual({
      $ref: "#/components/schemas/Body",
    });
    expect(schemas.Body).toEqual({
      type: "object",
      required: ["quantity"],
      properties: { quantity: { type: "integer", description: "How many." }, note: { type: "string" } },
    });
    expect(r.changes).toEqual([
      { where: "schema Body", text: "quantity: type number → integer" },
      { where: "schema Body", text: "quantity: required false → true" },
      { where: "schema Body", text: "note: required true → false" },
      { where: "schema Body", text: "customer_id: removed, the validator has no such field" },
    ]);
  });

  it("queryEncoding: arrays get [], objects and operator alternatives are deep objects, string-or-array repeats", () => {
    expect(queryEncoding("a", { type: "array", items: { type: "string" } }, {})).toEqual({
      name: "a[]",
      style: "form",
      explode: true,
    });
    expect(queryEncoding("a", { oneOf: [{ type: "string" }, { type: "array" }] }, {})).toEqual({
      name: "a",
      style: "form",
      explode: true,
    });
    expect(
      queryEncoding("a", { oneOf: [{ type: "string" }, { $ref: "#/components/schemas/R" }] }, { R: { type: "object" } }),
    ).toEqual({
      name: "a",
      style: "deepObject",
      explode: true,
    });
    expect(queryEncoding("a", { type: "string" }, {})).toEqual({ name: "a" });
  });
});

describe("the expand parameter's words and an exclusive pair's", () => {
  it("say that the listed relations replace the default ones, once", () => {
    expect(withReplacedRelations("Comma-separated relations that should be expanded in the returned order.")).toBe(
      "Comma-separated relations that should be expanded in the returned order. The list replaces the relations returned by default (it is not added to them): name each one you still want.",
    );
    const said = withReplacedRelations("Relations to expand");
    expect(withReplacedRelations(said)).toBe(said);
  });

  it("say to give one of the two, not both", () => {
    expect(withExclusive("The region.", "region_id", "currency_code")).toBe(
      "The region. Give `region_id` or `currency_code`, not both: the validator refuses a price with both, or with neither.",
    );
    expect(withExclusive(undefined, "a", "b")).toMatch(/^Give `a` or `b`, not both/);
  });
});

describe("the order parameter's words", () => {
  it("say how to sort in descending order when the block leaves it out, once", () => {
    expect(withDescending("Field to sort retrieved draft orders by.")).toBe(
      "Field to sort retrieved draft orders by. Prefix the field with `-` to sort in descending order (`-created_at`).",
    );
    const said = "The field to sort the data by; prefix it with `-` to sort in descending order.";
    expect(withDescending(said)).toBe(said);
  });
});

describe("the pinned reference, where the handler decides (the 2026-11-28 sweep of the unaudited write operations)", () => {
  const op = (area: "admin" | "store", path: string, method: string) =>
    (pinned.built[area].paths[path] as Record<string, JsonObject>)[method]!;

  it("says that a line item change deletes the cart's or the draft order's shipping methods", () => {
    // removeLineItem, addOrUpdateLineItems and updateLineItem (services/cart.js) delete every shipping
    // method of the cart; a draft order has no route to add one back.
    const draft = [
      op("admin", "/admin/draft-orders/{id}/line-items", "post"),
      op("admin", "/admin/draft-orders/{id}/line-items/{line_id}", "post"),
      op("admin", "/admin/draft-orders/{id}/line-items/{line_id}", "delete"),
    ];
    for (const o of draft)
      expect(String(o.description), String(o.operationId)).toMatch(/deletes the draft order's shipping methods/);
    const cart = [
      op("store", "/store/carts/{id}/line-items", "post"),
      op("store", "/store/carts/{id}/line-items/{line_id}", "post"),
      op("store", "/store/carts/{id}/line-items/{line_id}", "delete"),
    ];
    for (const o of cart) expect(String(o.description), String(o.operationId)).toMatch(/shipping method the cart has is deleted/);
  });

  it("never tells a reader to pass the customer's ID or email to the store's cart create", () => {
    // StorePostCartReq has no customer_id or email: the whitelist refuses them (400).
    const text = String(op("store", "/store/carts", "post").description);
    expect(text).not.toMatch(/pass its ID or email/);
    expect(text).toMatch(/the cart is attached to them/);
    const fields = Object.keys(pinned.built.schemas.StorePostCartReq!.properties as JsonObject);
    expect(fields).not.toContain("customer_id");
    expect(fields).not.toContain("email");
  });

  it("says to send a currency's or a country's code in lower case where the removal compares it as given", () => {
    const currency = op("admin", "/admin/store/currencies/{code}", "delete").parameters as JsonObject[];
    expect(String(currency.find((p) => p.name === "code")!.description)).toMatch(/in lower case \(`eur`\).*removes nothing/);
    const country = op("admin", "/admin/regions/{id}/countries/{country_code}", "delete").parameters as JsonObject[];
    const code = country.find((p) => p.name === "country_code")!;
    expect(String(code.description)).toMatch(/in lower case \(`dk`\).*removes nothing/);
  });

  it("says when a product option can be deleted: every variant with the same value for it", () => {
    const text = String(op("admin", "/admin/products/{id}/options/{option_id}", "delete").description);
    expect(text).toMatch(/every variant has the same value for it/);
    expect(text).not.toMatch(/they must be deleted before/);
  });

  it("says where fields has no effect, on every handler that validates its query itself and reads only expand", () => {
    // GET and POST /admin/customers/{id}, POST /admin/customer-groups/{id}: validator(FindParams,
    // req.query), then only `.expand` is read. Found by reading the compiled handlers, as this does.
    const dist = join(NODE_MODULES, "@medusajs/medusa");
    const readsOnlyExpand = pinned.ex.operations.filter((o) => {
      const js = readFileSync(join(dist, o.loc.file.replace(/\.d\.ts$/, ".js")), "utf8");
      return /validator\)\([\w.]+, req\.query\)/.test(js) && /\.expand\b/.test(js) && !/\.fields\b/.test(js);
    });
    const where = readsOnlyExpand.map((o) => `${o.area} ${String(o.operation.operationId)}`).sort();
    expect(where).toEqual(["admin GetCustomersCustomer", "admin PostCustomerGroupsGroup", "admin PostCustomersCustomer"]);
    for (const o of readsOnlyExpand) {
      const key = `${o.area} ${String(o.operation.operationId)}`;
      expect(QUERY_IGNORED[key]?.fields, key).toMatch(/no effect/);
      const params = op(o.area, o.path, o.method).parameters as JsonObject[];
      expect(String(params.find((p) => p.name === "fields")!.description), key).toMatch(/no effect/);
      expect(String(params.find((p) => p.name === "expand")!.description), key).not.toMatch(/no effect/);
    }
  });

  it("says that a discount update's condition with an id has its resources replaced, and when a cart's country_code is read", () => {
    const rule = (pinned.built.schemas.AdminPostDiscountsDiscountReq!.properties as Record<string, JsonObject>).rule!;
    const conditions = (rule.properties as Record<string, JsonObject>).conditions!;
    expect(String(conditions.description)).toMatch(/replaces that condition's resources/);
    for (const name of ["AdminPostDraftOrdersDraftOrderReq", "StorePostCartsCartReq"]) {
      const props = pinned.built.schemas[name]!.properties as Record<string, JsonObject>;
      expect(String(props.country_code!.description), name).toMatch(/Without a new `region_id` it is ignored/);
    }
  });

  it("says what an order update does with each field its handler does not store as documented", () => {
    // verify:api's run of POST /admin/orders/{id} with `region` answered 400 "Can't insert null value in field region_id".
    const props = pinned.built.schemas.AdminPostOrdersOrderReq!.properties as Record<string, JsonObject>;
    expect(String(props.region!.description)).toMatch(/^Do not send it: .*answers 400/);
    for (const name of ["payment_method", "shipping_method"])
      expect(String(props[name]!.description), name).toMatch(/^Accepted, but ignored/);
    expect(String(props.items!.description)).toMatch(/its other items are kept/);
    expect(String(props.discounts!.description)).toMatch(/The list replaces the order's discounts/);
    const edit = pinned.built.schemas.AdminPostOrderEditsReq!.properties as Record<string, JsonObject>;
    expect(String(edit.created_by!.description)).toMatch(/^Accepted, but ignored/);
  });

  it("says that a return's top-level note is ignored and that product tags and types are found by value", () => {
    const ret = pinned.built.schemas.AdminPostOrdersOrderReturnsReq!.properties as Record<string, JsonObject>;
    expect(String(ret.note!.description)).toMatch(/^Accepted, but ignored/);
    for (const name of ["AdminPostProductsReq", "AdminPostProductsProductReq"]) {
      const props = pinned.built.schemas[name]!.properties as Record<string, JsonObject>;
      const tag = ((props.tags!.items as JsonObject).properties ?? {}) as Record<string, JsonObject>;
      expect(String(tag.id!.description), name).toMatch(/matched by `value`/);
      expect(String(tag.value!.description), name).not.toMatch(/will be updated/);
      const type = (props.type!.properties ?? {}) as Record<string, JsonObject>;
      expect(String(type.id!.description), name).toMatch(/^Ignored/);
    }
  });

  it("says that a store update's currencies replace the store's and must keep the default currency", () => {
    const props = pinned.built.schemas.AdminPostStoreReq!.properties as Record<string, JsonObject>;
    expect(String(props.currencies!.description)).toMatch(/must include the default currency/);
    expect(String(props.currencies!.description)).toMatch(/The list replaces the store's currencies/);
    expect(String(props.default_currency_code!.description)).toMatch(/must be one of the store's currencies/);
  });

  it("never says to leave out a list field the validator requires: a shipping option update's requirements", () => {
    // update-shipping-option.js: requirements is @IsArray() without @IsOptional(), so leaving it out answers 400.
    const props = pinned.built.schemas.AdminPostShippingOptionsOptionReq!.properties as Record<string, JsonObject>;
    expect(pinned.built.schemas.AdminPostShippingOptionsOptionReq!.required).toContain("requirements");
    expect(String(props.requirements!.description)).toMatch(/send the current ones to keep them/);
    expect(String(props.requirements!.description)).not.toMatch(/leave the field out/);
    expect(withReplacedList("Groups.", "the customer's groups", true)).not.toMatch(/leave the field out/);
  });

  it("documents a claim's return_shipping as one object: ValidateNested each on a property of one class", () => {
    // An array passes the validator too, but ReturnService.create reads `shipping_method.option_id`
    // (services/return.js:518-548): with an array the return is created without a shipping method.
    const props = pinned.built.schemas.AdminPostOrdersOrderClaimsReq!.properties as Record<string, JsonObject>;
    expect(props.return_shipping!.type).toBe("object");
    expect(Object.keys(props.return_shipping!.properties as JsonObject)).toEqual(["option_id", "price"]);
    // A property declared as an array (or untyped) stays one: a product update's sales_channels.
    const product = pinned.built.schemas.AdminPostProductsProductReq!.properties as Record<string, JsonObject>;
    expect(product.sales_channels!.type).toBe("array");
  });
});

describe("the pinned reference, where the route's query configuration decides (the 2026-11-28 sweep of the unaudited read operations)", () => {
  it("lists the fields a fields or order parameter accepts on every store route whose configuration has allowedFields", () => {
    // prepareListQuery (utils/get-query-config.js) answers 400 to a field or an order field outside
    // allowedFields. Found by reading the compiled route registrations, as this does.
    const require = createRequire(join(NODE_MODULES, "@medusajs/medusa/package.json"));
    for (const [key, fields] of Object.entries(ALLOWED_FIELD_LISTS)) {
      const [dir, name] = key.split(" ") as [string, string];
      const routes = require(`@medusajs/medusa/dist/api/routes/${dir}/index.js`) as Record<string, unknown>;
      expect(fields, key).toEqual(routes[name]);
    }
    const dist = join(NODE_MODULES, "@medusajs/medusa");
    const restricted = pinned.ex.operations.filter((o) => {
      if (o.area !== "store" || o.method !== "get") return false;
      const index = readFileSync(join(dist, o.loc.file.replace(/[^/]+\.d\.ts$/, "index.js")), "utf8");
      return /allowedFields: exports\.\w+/.test(index);
    });
    const said = (o: (typeof restricted)[number], name: string) =>
      ((pinned.built.store.paths[o.path] as Record<string, JsonObject>).get!.parameters as JsonObject[]).find(
        (p) => p.in === "query" && p.name === name,
      )?.description;
    const where: string[] = [];
    for (const o of restricted) {
      const key = `store ${String(o.operation.operationId)}`;
      const fields = said(o, "fields");
      const order = said(o, "order");
      // The category list's fields have their own words (QUERY_FAILS); its order is ignored, but checked.
      if (key === "store GetProductCategories") {
        expect(String(order), key).toMatch(
          /does not change the order.*must still be one of `id`, .*answers 400 "Order field name is not valid"/,
        );
        continue;
      }
      if (fields !== undefined) {
        where.push(`${key} fields`);
        expect(String(fields), key).toMatch(/It accepts only `id`, .*answers 400 "Requested fields \[name\] are not valid"/);
      }
      if (order !== undefined) {
        where.push(`${key} order`);
        expect(String(order), key).toMatch(/only `id`, .*answers 400 "Order field name is not valid"/);
      }
    }
    expect(where.sort()).toEqual([
      "store GetOrders fields",
      "store GetOrdersOrder fields",
      "store GetOrdersOrderCartId fields",
      "store GetProductCategoriesCategory fields",
      "store GetProductTags order",
      "store GetProductTypes order",
      "store GetProducts fields",
      "store GetProducts order",
      "store GetProductsProduct fields",
    ]);
  });

  it("says where a list route ignores expand, fields or groups, and what q drops", () => {
    const get = (area: "admin" | "store", path: string) => (pinned.built[area].paths[path] as Record<string, JsonObject>).get!;
    const param = (path: string, name: string) =>
      String((get("admin", path).parameters as JsonObject[]).find((p) => p.in === "query" && p.name === name)?.description);
    // The customer list controller validates its query itself and never reads `fields`.
    const controller = readFileSync(join(NODE_MODULES, "@medusajs/medusa/dist/controllers/customers/list-customers.js"), "utf8");
    expect(controller).toMatch(/validator\)\(customers_1\.AdminGetCustomersParams, query\)/);
    expect(controller).not.toMatch(/\.fields\b/);
    for (const path of ["/admin/customers", "/admin/customer-groups/{id}/customers"]) {
      expect(param(path, "fields"), path).toMatch(/^Accepted, but it has no effect/);
      expect(param(path, "expand"), path).not.toMatch(/no effect/);
    }
    expect(param("/admin/customer-groups/{id}/customers", "groups[]")).toMatch(/group in the path/);
    expect(param("/admin/inventory-items", "expand")).toMatch(/^Accepted, but it has no effect/);
    expect(QUERY_IGNORED["admin GetInventoryItems"]?.expand).toMatch(/no effect/);
    expect(param("/admin/collections", "q")).toMatch(/`title`, `handle`, `created_at` and `updated_at` filters are ignored/);
    expect(param("/admin/sales-channels", "q")).toMatch(/`order`, `fields` and `expand`/);
    expect(param("/admin/variants", "q")).toMatch(/title and SKU and their product's title/);
    const myOrders = (get("store", "/store/customers/me/orders").parameters as JsonObject[]).find((p) => p.name === "q");
    expect(String(myOrders?.description)).toMatch(/the `display_id` and `email` filters are ignored/);
    expect(param("/admin/orders", "q")).toMatch(/the `display_id` and `email` filters are ignored/);
    expect(param("/admin/currencies", "q")).toMatch(/the `code` filter is ignored/);
    // The notification list splits its filters at commas itself: the one list route that does.
    const notifications = readFileSync(
      join(NODE_MODULES, "@medusajs/medusa/dist/api/routes/admin/notifications/list-notifications.js"),
      "utf8",
    );
    for (const name of ["event_name", "resource_type", "resource_id", "to"]) {
      expect(notifications, name).toContain(`values = ${name}.split(",")`);
      expect(param("/admin/notifications", name), name).toMatch(/separated by commas .*match any of them/);
    }
    expect(param("/admin/notifications", "offset")).toMatch(/notifications to skip/);
    expect(param("/admin/orders/{id}", "expand")).toMatch(/`returnable_items` is accepted too/);
    expect(param("/admin/orders", "expand")).toMatch(/`returnable_items` answers 400/);
    expect(param("/admin/stock-locations", "sales_channel_id")).toMatch(/answers 404 "Sales channel with id: … was not found"/);
    expect(param("/admin/price-lists/{id}/products", "type")).toMatch(/does not filter by the type's ID/);
    const usage = readFileSync(join(NODE_MODULES, "@medusajs/medusa/dist/services/product.js"), "utf8");
    expect(usage).toMatch(/listTagsByUsage = function \(take\) \{\s+if \(take === void 0\) \{ take = 10; \}/);
    expect(String(get("admin", "/admin/products/tag-usage").description)).toMatch(/the 10 most used product tags/);
    // get-inventory.js reads the sales channels with listAndCount({}): the service's default take is 20.
    const inventory = readFileSync(
      join(NODE_MODULES, "@medusajs/medusa/dist/api/routes/admin/variants/get-inventory.js"),
      "utf8",
    );
    expect(inventory).toContain("channelService.listAndCount({})");
    expect(String(get("admin", "/admin/variants/{id}/inventory").description)).toMatch(/Only the first 20 sales channels/);
    // The store's option list reads the products without relations: their profile_id stays unset.
    const options = readFileSync(
      join(NODE_MODULES, "@medusajs/medusa/dist/api/routes/store/shipping-options/list-options.js"),
      "utf8",
    );
    expect(options).toContain("productService.list({ id: productIds })");
    const storeOptions = (get("store", "/store/shipping-options").parameters as JsonObject[]).filter((p) => p.in === "query");
    expect(String(storeOptions.find((p) => p.name === "product_ids")?.description)).toMatch(/^[^]*Do not rely on it/);
    expect(String(storeOptions.find((p) => p.name === "is_return")?.description)).toMatch(/`false` only the others/);
    expect(String(get("admin", "/admin/batch-jobs").description)).toMatch(/Only the batch jobs the logged-in user created/);
    for (const words of Object.values(PARAMETER_WORDS))
      for (const text of Object.values(words)) expect(text).not.toMatch(/undefined/);
  });
});

describe("the pinned reference, where a handler decides (the eighth fresh audit, 2026-11-28)", () => {
  const dist = join(NODE_MODULES, "@medusajs/medusa");
  /** The handler's compiled code, with the controllers it calls (`require("…/controllers/customers")`). */
  const handlerCode = (file: string): string => {
    const js = readFileSync(join(dist, file.replace(/\.d\.ts$/, ".js")), "utf8");
    const controllers = [...js.matchAll(/require\("(?:\.\.\/)+controllers\/([\w-]+)"\)/g)].map((m) => m[1]!);
    const dirs = controllers.map((c) => join(dist, "dist/controllers", c));
    return [
      js,
      ...dirs.flatMap((d) =>
        readdirSync(d)
          .filter((f) => f.endsWith(".js"))
          .map((f) => readFileSync(join(d, f), "utf8")),
      ),
    ].join("\n");
  };

  it("says that expand and fields have no effect wherever the handler never reads the query they configure", () => {
    // transformQuery/transformStoreQuery put expand and fields into req.retrieveConfig or req.listConfig;
    // a handler that reads neither (nor validatedQuery, nor the parameters themselves) answers its
    // defaults: GET /admin/product-categories/{id} (ran: ?fields=name answered every field) and
    // POST /store/carts (ran: ?fields=id&expand=region answered the whole cart). Found by reading
    // the compiled handlers, as this does.
    const ignoring: string[] = [];
    for (const o of pinned.ex.operations) {
      const params = (pinned.built[o.area].paths[o.path]?.[o.method]?.parameters ?? []) as JsonObject[];
      const documented = params.filter((p) => p.in === "query" && (p.name === "expand" || p.name === "fields"));
      if (documented.length === 0) continue;
      if (/retrieveConfig|listConfig|validatedQuery|allowedProperties|\.expand\b|\.fields\b/.test(handlerCode(o.loc.file)))
        continue;
      const key = `${o.area} ${String(o.operation.operationId)}`;
      ignoring.push(key);
      for (const p of documented) {
        expect(QUERY_IGNORED[key]?.[String(p.name)], `${key} ${String(p.name)}`).toMatch(/^Accepted, but it has no effect/);
        expect(String(p.description), `${key} ${String(p.name)}`).toMatch(/^Accepted, but it has no effect/);
      }
    }
    expect(ignoring).toContain("admin GetProductCategoriesCategory");
    expect(ignoring).toContain("store PostCart");
    // An ignored expand is still checked against the route's relations.
    const category = pinned.built.admin.paths["/admin/product-categories/{id}"]!.get!.parameters as JsonObject[];
    expect(String(category.find((p) => p.name === "expand")!.description)).toMatch(
      /no effect.*It accepts only `parent_category`, `category_children`: any other relation answers 400/,
    );
  });

  it("says that setting one payment session of a payment collection deletes its sessions of other providers", () => {
    // setPaymentSession sends a batch of one to setPaymentSessionsBatch, which deletes every session
    // of the collection left out of the batch. Every route handler that calls it must say so.
    const service = readFileSync(join(dist, "dist/services/payment-collection.js"), "utf8");
    const single = service.slice(service.indexOf("PaymentCollectionService.prototype.setPaymentSession = "));
    expect(single.slice(0, 2500)).toMatch(/this\.setPaymentSessionsBatch\(payCol, \[/);
    expect(service).toMatch(/removeSessions = payCol\.payment_sessions\.filter/);
    const callers = pinned.ex.operations.filter((o) =>
      /paymentCollectionService[\s\S]{0,200}\.setPaymentSession\(/.test(handlerCode(o.loc.file)),
    );
    expect(callers.map((o) => `${o.area} ${String(o.operation.operationId)}`)).toEqual(["store PostPaymentCollectionsSessions"]);
    for (const o of callers) {
      const text = String(pinned.built[o.area].paths[o.path]![o.method]!.description);
      expect(text).toMatch(/sessions of other providers are deleted/);
      expect(text).toMatch(/that session is updated instead/);
    }
  });

  it("says what its minor findings found missing: a payment collection's unknown ID, a confirm's preconditions, a collection's unique handle", () => {
    const admin = pinned.built.admin.paths;
    expect(String(admin["/admin/payment-collections/{id}"]!.delete!.description)).toMatch(
      /no error: the route answers `deleted: true`/,
    );
    expect(String(admin["/admin/order-edits/{id}/confirm"]!.post!.description)).toMatch(/need not be requested first/);
    const handle = (pinned.built.schemas.AdminPostCollectionsReq!.properties as Record<string, JsonObject>).handle!;
    expect(String(handle.description)).toMatch(/answers 422 "Product_collection with handle … already exists\."/);
    // Read in the compiled code the words stand on.
    const collection = readFileSync(join(dist, "dist/models/product-collection.js"), "utf8");
    expect(collection).toMatch(/Index\)\(\{ unique: true, where: "deleted_at IS NULL" \}\)/);
    const edits = readFileSync(join(dist, "dist/services/order-edit.js"), "utf8");
    const confirm = edits.slice(
      edits.indexOf("OrderEditService.prototype.confirm = "),
      edits.indexOf("OrderEditService.prototype.retrieveActive"),
    );
    expect(confirm).not.toMatch(/REQUESTED/);
  });
});

describe("the pinned reference, where a handler or a service decides (the tenth fresh audit, 2026-11-28)", () => {
  const pkg = join(NODE_MODULES, "@medusajs/medusa");
  const dist = join(pkg, "dist");
  const handler = (o: { loc: { file: string } }): string =>
    readFileSync(join(pkg, o.loc.file.replace(/\.d\.ts$/, ".js")), "utf8");
  const key = (o: { area: string; operation: JsonObject }): string => `${o.area} ${String(o.operation.operationId)}`;
  const bodyProps = (o: { area: "admin" | "store"; path: string; method: string }): Record<string, JsonObject> =>
    bodyProperties(pinned.built, op(o.area, o.path, o.method));
  const method = compiledMethod;

  it("says that the price list's batch route adds every price it is sent and never reads an id", () => {
    // addPriceListPrices spreads each price, then gives it a new id: the id sent is dropped (ran: a price
    // with an id and no currency answered 400, one with a currency was added beside the old one).
    const repo = read("repositories/money-amount.js");
    const add = repo.slice(repo.indexOf("addPriceListPrices: function"), repo.indexOf("updatePriceListPrices: function"));
    expect(add).toMatch(
      /var id = "ma_"\.concat\([^;]*;\s+var variant = _this\.create\(__assign\(__assign\(\{\}, price\), \{ id: id, price_list_id: priceListId \}\)\)/,
    );
    const callers = pinned.ex.operations.filter((o) => /priceListService[\s\S]{0,200}\.addPrices\(/.test(handler(o)));
    expect(callers.map(key)).toEqual(["admin PostPriceListsPriceListPricesBatch"]);
    for (const o of callers) {
      expect(String(op(o.area, o.path, o.method).description)).toMatch(/never updates a price/);
      const items = ((bodyProps(o).prices!.items ?? {}) as JsonObject).properties as Record<string, JsonObject>;
      expect(String(items.id!.description)).toMatch(/^Ignored: this route adds every price as a new one/);
      for (const field of ["region_id", "currency_code"]) {
        expect(String(items[field]!.description), field).not.toMatch(/needs neither/);
        expect(String(items[field]!.description), field).toMatch(/ignores the `id` and inserts such a price without a currency/);
      }
    }
    // The update route partitions its prices by id and saves those with one: there an id updates.
    expect(repo.slice(repo.indexOf("updatePriceListPrices: function"))).toMatch(
      /partition_1\.default\)\(updates, function \(update\) \{ return update\.id; \}\)/,
    );
  });

  it("says what moving a cart or a draft order to another region deletes, on every body that can", () => {
    const cart = read("services/cart.js");
    const setRegion = method(cart, "CartService", "setRegion_");
    expect(setRegion).toContain(".deleteShippingMethods(cart.shipping_methods)");
    expect(setRegion).toContain("cart.gift_cards = [];");
    expect(setRegion).toMatch(/paymentSessionRepo\.delete\(/);
    expect(method(cart, "CartService", "update")).toContain("this.setRegion_(cart, data.region_id, countryCode)");
    // Every route whose handler sends its body to cartService.update and whose body takes region_id.
    const moving = pinned.ex.operations.filter(
      (o) => o.method === "post" && /cartService[\s\S]{0,120}\.update\(/.test(handler(o)) && bodyProps(o).region_id !== undefined,
    );
    expect(moving.map(key).sort()).toEqual(["admin PostDraftOrdersDraftOrder", "store PostCartsCart"]);
    for (const o of moving)
      expect(String(bodyProps(o).region_id!.description), key(o)).toMatch(
        /deletes the (cart|draft order)'s shipping methods, gift cards and payment sessions/,
      );
    // A draft order has no route that adds a shipping method back.
    expect(String(bodyProps(moving.find((o) => o.area === "admin")!).region_id!.description)).toMatch(
      /no route adds one to a draft order/,
    );
  });

  it("says that a draft order update answers the draft order's own fields as they were, and what its email does", () => {
    const code = readFileSync(join(dist, "api/routes/admin/draft-orders/update-draft-order.js"), "utf8");
    const body = code.slice(code.indexOf("exports.default"), code.indexOf("var AdminPostDraftOrdersDraftOrderReq"));
    expect(body.match(/draftOrderService\.retrieve\(/g)).toHaveLength(1);
    expect(body.indexOf("draftOrderService.retrieve(")).toBeLessThan(body.indexOf(".update(draftOrder.id"));
    expect(body).toMatch(/_a = draftOrder;\s+return \[4 \/\*yield\*\/, cartService\.retrieveWithTotals/);
    const props = pinned.built.schemas.AdminPostDraftOrdersDraftOrderReq!.properties as Record<string, JsonObject>;
    expect(String(props.no_notification_order!.description)).toMatch(/The answer still shows the value from before the request/);
    expect(String(props.email!.description)).toMatch(/Ignored when `customer_id` is sent/);
  });

  it("says that the store's category list does not filter the first level of a descendants tree", () => {
    const repo = read("repositories/product-category.js");
    // The children of each child are scoped; the listed category's own children never are.
    expect(repo).toMatch(/function \(child\) \{ return sortChildren\(scopeChildren\(child, treeScope\), treeScope\); \}/);
    expect(repo).toMatch(/case 2: return \[2 \/\*return\*\/, sortChildren\(productCategory, treeScope\)\];/);
    const params = op("store", "/store/product-categories", "get").parameters as JsonObject[];
    const tree = params.find((p) => p.name === "include_descendants_tree")!;
    expect(String(tree.description)).toMatch(/internal and inactive child categories are in it/);
    expect(String(params.find((p) => p.name === "expand")!.description)).toMatch(/draft products included/);
  });

  it("says where an update replaces metadata whole instead of merging it, on every documented update body", () => {
    // Each update route whose body has metadata and whose service's update never calls setMetadata.
    const kebab = (service: string) => service.replace(/Service$/, "").replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    const replacing: string[] = [];
    let checked = 0;
    for (const o of pinned.ex.operations) {
      if (o.method !== "post" || !/\{id\}$/.test(o.path) || bodyProps(o).metadata === undefined) continue;
      // The variable the handler resolved a service into (`optionService = req.scope.resolve("shippingOptionService")`).
      const code = handler(o);
      const resolved = new Map([...code.matchAll(/(\w+) = req\.scope\.resolve\("(\w+)Service"\)/g)].map((r) => [r[1]!, r[2]!]));
      const call = [...code.matchAll(/(\w+)\s*(?:\.withTransaction\(\w+\))?\s*\.update\(/g)].find((c) => resolved.has(c[1]!));
      if (!call) continue;
      const service = resolved.get(call[1]!)!;
      // A module's service (stock locations) is in its own package, compiled as a class with async methods.
      const core = join(dist, "services", `${kebab(service)}.js`);
      const file = existsSync(core)
        ? core
        : join(NODE_MODULES, "@medusajs", kebab(service), "dist/services", `${kebab(service)}.js`);
      const cls = `${service[0]!.toUpperCase()}${service.slice(1)}Service`;
      const text = readFileSync(file, "utf8");
      const update =
        method(text, cls, "update") ||
        text.slice(text.indexOf("    async update("), text.indexOf("\n    async ", text.indexOf("    async update(") + 10));
      expect(update, `${key(o)}: ${cls}.update`).not.toBe("");
      checked++;
      if (update.includes("setMetadata")) continue;
      replacing.push(key(o));
      expect(String(bodyProps(o).metadata!.description), key(o)).toMatch(/replaces the [\w ]+'s `metadata` whole/);
    }
    expect(replacing).toEqual(["admin PostReturnReasonsReason"]);
    expect(checked).toBeGreaterThan(10);
  });

  it("names only query parameters the route has where a list's description says what it can be filtered by", () => {
    const wrong: string[] = [];
    for (const area of ["admin", "store"] as const)
      for (const methods of Object.values(pinned.built[area].paths))
        for (const o of Object.values(methods)) {
          const names = new Set(((o.parameters ?? []) as JsonObject[]).map((p) => String(p.name).replace(/\[\]$/, "")));
          for (const m of String(o.description ?? "").matchAll(/filtered by fields such as ((?:`[^`]+`(?:, | or )?)+)/g))
            for (const [, name] of m[1]!.matchAll(/`([^`]+)`/g))
              if (!names.has(name!)) wrong.push(`${area} ${String(o.operationId)} ${name}`);
        }
    expect(wrong).toEqual([]);
    // The customer groups' id filter takes no query string: IsType with ValidateNested (ran: 400 either way).
    expect(read("types/customer-groups.js")).toMatch(
      /ValidateNested\)\(\),\s+\(0, is_type_1\.IsType\)\(\[String, \[String\], common_1\.StringComparisonOperator\]\)/,
    );
  });

  it("never links a code list twice: in a description and in the externalDocs beside it", () => {
    const twice: string[] = [];
    const walk = (v: unknown, where: string) => {
      if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${where}[${i}]`));
      else if (isObject(v)) {
        const docs = v.externalDocs;
        if (isObject(docs) && typeof v.description === "string" && v.description.includes(`(${String(docs.url)})`))
          twice.push(where);
        for (const [k, x] of Object.entries(v)) if (k !== "x-codeSamples") walk(x, `${where}.${k}`);
      }
    };
    for (const area of ["admin", "store"] as const) walk(pinned.built[area], area);
    expect(twice).toEqual([]);
  });

  it("says what its minor findings found missing: a completion's checks, a deleted collection's products, a payment session to select, unused tags, a group search", () => {
    const order = method(read("services/order.js"), "OrderService", "completeOrder");
    expect(order.match(/throw new/g)).toHaveLength(1);
    expect(String(op("admin", "/admin/orders/{id}/complete", "post").description)).toMatch(/Only a canceled order is refused/);
    expect(method(read("services/product-collection.js"), "ProductCollectionService", "delete")).toContain(
      "softRemove(productCollection)",
    );
    expect(String(op("admin", "/admin/collections/{id}", "delete").description)).toMatch(/keep its ID in `collection_id`/);
    expect(method(read("services/cart.js"), "CartService", "setPaymentSession")).toContain('"Could not find payment session"');
    expect(String(op("store", "/store/carts/{id}/payment-session", "post").description)).toMatch(/create the sessions first/);
    expect(read("repositories/product-tag.js")).toMatch(/\.leftJoin\("product_tags", "pts", "pt\.id = pts\.product_tag_id"\)/);
    expect(String(op("admin", "/admin/products/tag-usage", "get").description)).toMatch(/usage_count` of `"0"`/);
    expect(method(read("services/customer-group.js"), "CustomerGroupService", "listAndCount")).toMatch(
      /query\.where\.name = \(0, typeorm_1\.ILike\)/,
    );
    const q = (op("admin", "/admin/customer-groups", "get").parameters as JsonObject[]).find((p) => p.name === "q")!;
    expect(String(q.description)).toMatch(/the `name` filter is ignored/);
  });
});

describe("the pinned reference, where the audits' minor findings were left (issue 24, rest8)", () => {
  const routes = join(NODE_MODULES, "@medusajs/medusa/dist/api/routes");
  const words = (cls: string, field: string): string =>
    String(((pinned.built.schemas[cls]!.properties ?? {}) as Record<string, JsonObject>)[field]?.description);
  /** `Class field` of every compiled route class that declares one of the fields (`], Class.prototype, "field", void 0)`). */
  const declaring = (fields: readonly string[]): string[] => {
    const out: string[] = [];
    for (const file of compiledFiles(routes)) {
      for (const m of readFileSync(file, "utf8").matchAll(/\], (\w+)\.prototype, "(\w+)", void 0\)/g))
        if (fields.includes(m[2]!)) out.push(`${m[1]} ${m[2]}`);
    }
    return [...new Set(out)].sort();
  };

  it("says, on every body that takes no_notification, whose setting applies when it is left out", () => {
    const bodies = declaring(["no_notification", "no_notification_order"]);
    expect(bodies).toHaveLength(13);
    for (const body of bodies) {
      const [cls, field] = body.split(" ") as [string, string];
      expect(words(cls, field), body).toMatch(/Left out|left out/);
    }
    // The order update stores only a truthy value: false is ignored.
    expect(readFileSync(join(dist, "services/order.js"), "utf8")).toContain("if (update.no_notification) {");
    expect(words("AdminPostOrdersOrderReq", "no_notification")).toMatch(/`false` is ignored/);
    // A shipment falls back to its fulfillment's value, which a fulfillment stores as sent.
    expect(readFileSync(join(dist, "services/order.js"), "utf8")).toMatch(/: shipment\.no_notification;/);
    expect(words("AdminPostOrdersOrderShipmentReq", "no_notification")).toMatch(/the fulfillment's own `no_notification`/);
  });

  it("says on each line item route that a negative quantity answers 500: the column's CHECK refuses it", () => {
    const migration = readFileSync(join(dist, "migrations/1611063162649-initial_schema.js"), "utf8");
    expect(migration).toContain('CHECK (\\"quantity\\" > 0)');
    const lineItems = [
      "StorePostCartsCartLineItemsReq",
      "StorePostCartsCartLineItemsItemReq",
      "AdminPostDraftOrdersDraftOrderLineItemsReq",
      "AdminPostDraftOrdersDraftOrderLineItemsItemReq",
      "AdminPostOrderEditsEditLineItemsReq",
      "AdminPostOrderEditsEditLineItemsLineItemReq",
    ];
    for (const cls of lineItems) {
      const quantity = (pinned.built.schemas[cls]!.properties as Record<string, JsonObject>).quantity!;
      // A validator minimum would be documented, and the 500 could no longer happen.
      expect(quantity.minimum, cls).toBeUndefined();
      expect(String(quantity.description), cls).toMatch(/A negative quantity answers 500/);
    }
  });

  it("says what the minor findings found wrong in a claim's fulfillment, a stock location's delete and a draft order item's update", () => {
    const claimService = readFileSync(join(dist, "services/claim.js"), "utf8");
    expect(claimService).toContain("ClaimFulfillmentStatus.REQUIRES_ACTION");
    expect(claimService).not.toContain("ClaimFulfillmentStatus.PARTIALLY_FULFILLED");
    const fulfil = pinned.built.admin.paths["/admin/orders/{id}/claims/{claim_id}/fulfillments"]!.post!;
    expect(String(fulfil.description)).toMatch(/all the claim's additional items are fulfilled at once/);
    expect(String(fulfil.description)).not.toMatch(/partially_fulfilled/);
    const deletion = readFileSync(join(routes, "admin/stock-locations/delete-stock-location.js"), "utf8");
    expect(deletion).toContain("deleteReservationItemByLocationId(id)");
    const location = pinned.built.admin.paths["/admin/stock-locations/{id}"]!.delete!;
    expect(String(location.description)).toMatch(/removed from its sales channels.*reservations/);
    const invites = readFileSync(join(dist, "services/invite.js"), "utf8");
    expect(invites).toMatch(/if \(!invite\) \{\s+return \[2 \/\*return\*\/\];/);
    const invite = pinned.built.admin.paths["/admin/invites/{invite_id}"]!.delete!;
    expect(String(invite.description)).toMatch(/answers `deleted: true` all the same/);
    // get-inventory.js sets sales_channel_availability only `if (inventory.length)`.
    expect(readFileSync(join(routes, "admin/variants/get-inventory.js"), "utf8")).toContain("if (!inventory.length) return");
    const inventory = pinned.built.admin.paths["/admin/variants/{id}/inventory"]!.get!;
    expect(String(inventory.description)).toMatch(/without inventory items answers both lists empty/);
    const regions = readFileSync(join(dist, "services/region.js"), "utf8");
    expect(regions).toMatch(/if \(taxRate > 100 \|\| taxRate < 0\)/);
    expect(regions).toMatch(/country\.region_id !== regionId\) \{\s+throw new [\w.]+\(\w+\.MedusaError\.Types\.DUPLICATE_ERROR/);
    for (const cls of ["AdminPostRegionsReq", "AdminPostRegionsRegionReq"]) {
      expect(words(cls, "tax_rate"), cls).toMatch(/from 0 to 100/);
      expect(words(cls, "countries"), cls).toMatch(/another region 422/);
    }
    expect(words("AdminPostRegionsRegionReq", "countries")).toMatch(/The list replaces the region's countries/);
    for (const [file, cls, body] of [
      ["types/product-variant.js", "ProductVariantPricesUpdateReq", "AdminPostProductsProductVariantsVariantReq"],
      // The batch route's body (AdminPostPriceListPricesPricesReq) takes the same class but ignores the
      // `id`: see the tenth fresh audit's test.
      ["types/price-list.js", "AdminPriceListPricesUpdateReq", "AdminPostPriceListsPriceListPriceListReq"],
    ] as const) {
      const code = readFileSync(join(dist, file), "utf8");
      const price = ((pinned.built.schemas[body]!.properties as Record<string, JsonObject>).prices!.items ?? {}) as JsonObject;
      for (const field of ["region_id", "currency_code"]) {
        const decorated = new RegExp(
          `ValidateIf\\)\\(function \\(o\\) \\{ return !o\\.id; \\}\\),[^;]*?\\], ${cls}\\.prototype, "${field}"`,
        );
        expect(code, `${cls} ${field}`).toMatch(decorated);
        const text = String((price.properties as Record<string, JsonObject>)[field]?.description);
        expect(text, `${body} ${field}`).toMatch(/A price with an `id` .* needs neither/);
      }
    }
    const request = readFileSync(join(routes, "admin/order-edits/request-confirmation.js"), "utf8");
    expect(request).toMatch(/difference_due > 0[^]*description: validatedBody\.payment_collection_description/);
    const edit = pinned.built.admin.paths["/admin/order-edits/{id}/request"]!.post!;
    const body = JSON.stringify(edit.requestBody);
    expect(body).toMatch(/payment collection the route creates when the edit costs more/);
    const prices = pinned.built.admin.paths["/admin/price-lists/{id}/products/prices/batch"]!.delete!;
    expect(JSON.stringify(prices.requestBody)).toMatch(/prices of all their variants/);
    expect(words("AdminPostDraftOrdersDraftOrderLineItemsItemReq", "unit_price")).not.toMatch(/variant_id/);
    expect(words("AdminPostDraftOrdersDraftOrderLineItemsItemReq", "title")).toMatch(/whether the item has a variant or not/);
  });

  it("links each ISO code parameter and field to the standard its name says, in both documents", () => {
    const expected = (name: string): string | undefined => {
      if (/country_code|^iso_2$/.test(name)) return "ISO_3166-1_alpha-2";
      if (name === "iso_3") return "ISO_3166-1_alpha-3";
      if (name === "num_code") return "ISO_3166-1_numeric";
      if (/currenc|^code$/.test(name)) return "ISO_4217";
      return undefined;
    };
    const wrong: string[] = [];
    let checked = 0;
    const walk = (v: unknown, name: string, where: string) => {
      if (Array.isArray(v)) v.forEach((x, i) => walk(x, name, `${where}[${i}]`));
      else if (isObject(v)) {
        const docs = v.externalDocs;
        if (isObject(docs) && String(docs.url).includes("wikipedia.org/wiki/ISO_")) {
          checked++;
          const standard = expected(name);
          if (!standard || !String(docs.url).includes(`/wiki/${standard}#`))
            wrong.push(`${where} (${name}): ${String(docs.url)}`);
        }
        const own = typeof v.name === "string" && typeof v.in === "string" ? v.name : name;
        for (const [k, x] of Object.entries(v)) {
          if (k === "x-codeSamples" || k === "externalDocs") continue;
          walk(x, k === "properties" || k === "items" || k === "schema" ? own : k, `${where}.${k}`);
        }
      }
    };
    for (const area of ["admin", "store"] as const) walk(pinned.built[area], "", area);
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });

  it("spells the package's descriptions right: misspelled words, an open quotation mark, an open code span", () => {
    const cases: Array<[string, string]> = [
      ["The wieght of the product variant.", "The weight of the product variant."],
      ['The ID of the Discount to create the dynamic code for."', "The ID of the Discount to create the dynamic code for."],
      ['Send "a".', 'Send "a".'],
      ["such as `name` or `id. The list", "such as `name` or `id`. The list"],
      ["a note why  the edit", "a note why the edit"],
      ['"Comma-separated fields."', "Comma-separated fields."],
      ['"Comma-separated relations.". The list replaces', "Comma-separated relations. The list replaces"],
      ['"Create by" user IDs to filter by.', '"Create by" user IDs to filter by.'],
    ];
    for (const [given, spelled] of cases) expect(withDescriptionSpelling(given), given).toBe(spelled);
    const raw = JSON.stringify([pinned.ex.schemas, pinned.ex.operations]);
    const descriptions: string[] = [];
    const walk = (v: unknown) => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (isObject(v))
        for (const [k, x] of Object.entries(v)) {
          if (k === "description" && typeof x === "string") descriptions.push(x);
          else if (k !== "x-codeSamples") walk(x);
        }
    };
    walk([pinned.built.admin, pinned.built.store]);
    for (const typo of Object.keys(DESCRIPTION_TYPOS)) {
      expect(raw, `${typo} is no longer in the package: remove it from DESCRIPTION_TYPOS`).toContain(typo);
      const pattern = new RegExp(`\\b${typo}\\b`);
      expect(
        descriptions.filter((d) => pattern.test(d)),
        typo,
      ).toEqual([]);
    }
    expect(descriptions.filter((d) => /\."\s*$/.test(d) && (d.match(/"/g) ?? []).length % 2 === 1)).toEqual([]);
    expect(descriptions.filter((d) => /^"[^"]*"$/.test(d.trim()))).toEqual([]);
    // The ninth fresh audit: GET /admin/variants' expand read `"Comma-separated … variants.". The list …`.
    expect(descriptions.filter((d) => /^\s*"[^"]*\."/.test(d))).toEqual([]);
    const options = pinned.built.admin.paths["/admin/shipping-options"]!.get!;
    const offset = ((options.parameters ?? []) as JsonObject[]).find((p) => p.name === "offset")!;
    expect(String(offset.description)).toMatch(/^The number of shipping options to skip when retrieving the shipping options\. /);
    const linked = pinned.built.admin.paths["/admin/regions/{id}/countries/{country_code}"]!.delete!;
    const code = ((linked.parameters ?? []) as JsonObject[]).find((p) => p.name === "country_code")!;
    expect((code.schema as JsonObject).externalDocs).toEqual({
      url: "https://en.wikipedia.org/wiki/ISO_3166-1_alpha-2#Officially_assigned_code_elements",
      description: "See a list of codes.",
    });
  });
});

describe("the pinned reference, where a handler or a repository decides (the ninth fresh audit, 2026-11-28)", () => {
  const dist = join(NODE_MODULES, "@medusajs/medusa");
  const read = (file: string) => readFileSync(join(dist, file), "utf8");
  /** The handler's compiled code, with the controllers it calls. */
  const handlerCode = (file: string): string => {
    const js = read(file.replace(/\.d\.ts$/, ".js"));
    const controllers = [...js.matchAll(/require\("(?:\.\.\/)+controllers\/([\w-]+)"\)/g)].map((m) => m[1]!);
    return [
      js,
      ...controllers.flatMap((c) =>
        readdirSync(join(dist, "dist/controllers", c))
          .filter((f) => f.endsWith(".js"))
          .map((f) => read(join("dist/controllers", c, f))),
      ),
    ].join("\n");
  };
  const keyOf = (o: (typeof pinned.ex.operations)[number]) => `${o.area} ${String(o.operation.operationId)}`;
  const parameter = (o: (typeof pinned.ex.operations)[number], where: string, name: string) =>
    ((pinned.built[o.area].paths[o.path]?.[o.method]?.parameters ?? []) as JsonObject[]).find(
      (p) => p.in === where && String(p.name).replace(/\[\]$/, "") === name,
    );

  it("says where an unknown order field or relation stops the backend: the lists whose repository starts find and count together", () => {
    // TypeORM's find is async and count is not: when the find options name a field or relation the
    // entity does not have, count throws while promiseAll's array is built, and the rejected find is
    // never handled, so Node exits (ran: order=nope on the four routes, expand=nope on the group's customers).
    const typeorm = readFileSync(join(NODE_MODULES, "typeorm/repository/Repository.js"), "utf8");
    expect(typeorm).toMatch(/\n {4}async find\(options\) \{/);
    expect(typeorm).toMatch(/\n {4}count\(options\) \{/);
    const repositories = readdirSync(join(dist, "dist/repositories"))
      .filter((f) => f.endsWith(".js"))
      .filter((f) => /promiseAll\)\(\[this\.find\(\w+\), this\.count\(\w+\)\]\)/.test(read(join("dist/repositories", f))));
    expect(repositories.sort()).toEqual(["customer.js", "gift-card.js", "price-list.js"]);
    const callers = pinned.ex.operations.filter((o) =>
      /\b(customerService|giftCardService|priceListService)\.listAndCount\(/.test(handlerCode(o.loc.file)),
    );
    expect(callers.map(keyOf).sort()).toEqual([
      "admin GetCustomerGroupsGroupCustomers",
      "admin GetCustomers",
      "admin GetGiftCards",
      "admin GetPriceLists",
    ]);
    for (const o of callers) {
      for (const name of ["order", "expand"]) {
        const p = parameter(o, "query", name);
        if (name === "order") expect(p, `${keyOf(o)} order`).toBeDefined();
        if (p) expect(String(p.description), `${keyOf(o)} ${name}`).toMatch(/the backend's process exits/);
      }
    }
  });

  it("says what a level route does with an ID that names no level: the update answers 404, the delete deletes nothing", () => {
    const inventory = readFileSync(join(NODE_MODULES, "@medusajs/inventory/dist/services/inventory.js"), "utf8");
    const remove = inventory.slice(
      inventory.indexOf("async deleteInventoryLevel("),
      inventory.indexOf("async updateInventoryLevels("),
    );
    expect(remove).toMatch(/if \(!inventoryLevel\) \{\s*return;/);
    const level = "/admin/inventory-items/{id}/location-levels/{location_id}";
    const words = (method: "post" | "delete") =>
      String(
        ((pinned.built.admin.paths[level]![method]!.parameters ?? []) as JsonObject[]).find((p) => p.name === "location_id")!
          .description,
      );
    expect(words("post")).toMatch(/answers 404 "Item … is not stocked at location …"/);
    expect(words("delete")).not.toMatch(/404/);
    expect(words("delete")).toMatch(/nothing is deleted and the route answers 200/);
  });

  it("says on every inventory_quantity filter that it reads the variant's column, which the inventory modules leave behind", () => {
    const service = read("dist/services/product-variant-inventory.js");
    const writes = [...service.matchAll(/inventory_quantity: variant\.inventory_quantity [-+] quantity/g)];
    expect(writes.length).toBeGreaterThan(0);
    for (const w of writes)
      expect(service.slice(Math.max(0, w.index - 1500), w.index)).toMatch(/if \(!this\.inventoryService_\) \{/);
    const filtering = pinned.ex.operations.filter((o) => parameter(o, "query", "inventory_quantity"));
    expect(filtering.map(keyOf).sort()).toEqual(["admin GetProductsProductVariants", "admin GetVariants", "store GetVariants"]);
    for (const o of filtering) {
      const text = String(parameter(o, "query", "inventory_quantity")!.description);
      expect(text, keyOf(o)).toMatch(/the variant's own `inventory_quantity` column/);
      // The two lists that answer the computed availability say that the filter does not match it.
      if (/setVariantAvailability/.test(handlerCode(o.loc.file)))
        expect(text, keyOf(o)).toMatch(/does not match the answered quantity/);
      else expect(text, keyOf(o)).toMatch(/answers the column as it is/);
    }
  });

  it("says on every swap and claim route that does not check the order in the path that it does not", () => {
    const unchecked = pinned.ex.operations.filter(
      (o) => o.area === "admin" && /\{(swap|claim)_id\}/.test(o.path) && !/\.order_id\b/.test(handlerCode(o.loc.file)),
    );
    expect(unchecked.map(keyOf).sort()).toEqual([
      "admin PostOrdersOrderClaimsClaim",
      "admin PostOrdersOrderClaimsClaimFulfillments",
      "admin PostOrdersOrderClaimsClaimShipments",
      "admin PostOrdersOrderSwapsSwapFulfillments",
      "admin PostOrdersOrderSwapsSwapProcessPayment",
      "admin PostOrdersOrderSwapsSwapShipments",
    ]);
    for (const o of unchecked) {
      const name = o.path.includes("{swap_id}") ? "swap_id" : "claim_id";
      expect(String(parameter(o, "path", name)!.description), keyOf(o)).toMatch(
        /It is not checked against the order in the path/,
      );
    }
  });

  it("says what its minor findings found missing: a refused swap payment, ten shipping profiles, the session's 400, a paid draft order", () => {
    const swap = read("dist/services/swap.js");
    const difference = swap.slice(
      swap.indexOf("SwapService.prototype.processDifference = "),
      swap.indexOf("SwapService.prototype.update = "),
    );
    expect(difference.match(/swap\.payment_status = models_1\.SwapPaymentStatus\.REQUIRES_ACTION/g)).toHaveLength(2);
    const profiles = read("dist/services/shipping-profile.js");
    expect(profiles.slice(profiles.indexOf("ShippingProfileService.prototype.list = "))).toMatch(
      /config = \{ relations: \[\], skip: 0, take: 10 \}/,
    );
    expect(read("dist/api/routes/admin/shipping-profiles/list-shipping-profiles.js")).toMatch(/profileService\.list\(\)/);
    expect(read("dist/api/routes/admin/auth/get-session.js")).toMatch(/res\.sendStatus\(400\)/);
    // The file defines reserveQuantityForDraftOrder, but nothing calls it: the handler reserves nothing.
    const pay = read("dist/api/routes/admin/draft-orders/register-payment.js");
    expect(pay.match(/reserveQuantityForDraftOrder\b/g)).toHaveLength(4);
    expect(pay.slice(pay.indexOf("exports.default = "), pay.indexOf("var reserveQuantityForDraftOrder = "))).not.toMatch(
      /reserve/i,
    );
    const admin = pinned.built.admin.paths;
    expect(String(admin["/admin/orders/{id}/swaps/{swap_id}/process-payment"]!.post!.description)).toMatch(
      /is no error: .*`requires_action` and answers 200/,
    );
    expect(String(admin["/admin/shipping-profiles"]!.get!.description)).toMatch(/At most 10 are answered/);
    expect(String(admin["/admin/auth"]!.get!.description)).toMatch(/answers 400 with the text `Bad Request`/);
    expect(String(admin["/admin/draft-orders/{id}/pay"]!.post!.description)).toMatch(/No inventory is reserved/);
  });
});

describe("the pinned reference, where a session, a key or a repeated call decides (the eleventh fresh audit, 2026-11-29)", () => {
  it("says that logging out ends a cookie session only, on every route that destroys the session", () => {
    // Ran: a customer's JWT sent to DELETE /store/auth → 200 "OK", then GET /store/auth with it → 200.
    const destroying = compiledFiles(join(dist, "api/routes"))
      .filter((f) => readFileSync(f, "utf8").includes("req.session.destroy()"))
      .map((f) => f.slice(f.indexOf("api/routes/") + 11))
      .sort();
    expect(destroying).toEqual(["admin/auth/delete-session.js", "store/auth/delete-session.js"]);
    for (const area of ["admin", "store"] as const) {
      const code = read(`api/routes/${area}/auth/delete-session.js`);
      expect(code.slice(code.indexOf("exports.default = "))).not.toMatch(/authorization|jwt|token/i);
      expect(String(op(area, `/${area}/auth`, "delete").description)).toMatch(/[Cc]ookie session/);
    }
    expect(String(op("store", "/store/auth", "delete").description)).toMatch(
      /cannot log out a JSON Web Token: .* stays valid until it expires \(30 days/,
    );
    expect(read("api/routes/store/auth/get-token.js")).toContain('expiresIn: "30d"');
  });

  it("says that the store routes take a deleted or revoked publishable key as before", () => {
    // Ran: a key deleted, another revoked: GET /store/products with either → 200, limited to its channel.
    const service = read("services/publishable-api-key.js");
    const uses = [...compiledFiles(join(dist, "api")), ...compiledFiles(join(dist, "loaders"))].filter((f) => {
      const code = readFileSync(f, "utf8");
      return /publishable/i.test(code) && /\.isValid\(/.test(code);
    });
    expect(uses).toEqual([]);
    const scopes = compiledMethod(service, "PublishableApiKeyService", "getResourceScopes");
    expect(scopes.slice(0, scopes.indexOf("PublishableApiKeyService.Events"))).not.toMatch(/revoked/);
    expect(compiledMethod(service, "PublishableApiKeyService", "delete")).toContain("repo.remove(publishableApiKey)");
    const del = String(op("admin", "/admin/publishable-api-keys/{id}", "delete").description);
    const revoke = String(op("admin", "/admin/publishable-api-keys/{id}/revoke", "post").description);
    for (const words of [del, revoke]) {
      expect(words).toMatch(/do not check/);
      expect(words).not.toMatch(/can't be used/);
    }
  });

  it("says that a fulfillment canceled twice is put back in stock twice", () => {
    // Ran: stocked 100 → 99 (fulfilled) → 100 (canceled) → 101 (canceled again, 200, fulfilled_quantity -1).
    const handler = read("api/routes/admin/orders/cancel-fulfillment.js");
    const body = handler.slice(
      handler.indexOf("exports.default = "),
      handler.indexOf("var adjustInventoryForCancelledFulfillment"),
    );
    expect(body).not.toMatch(/canceled_at/);
    expect(body).toMatch(/if \(!\(fulfillment\.location_id && inventoryService\)\)/);
    expect(compiledMethod(read("services/fulfillment.js"), "FulfillmentService", "cancelFulfillment")).not.toMatch(
      /canceled_at\) \{/,
    );
    const known = readFileSync(join(REPO_ROOT, "data/api-known-differences.yaml"), "utf8");
    const entry = known.slice(known.indexOf("- operation: admin PostOrdersOrderFulfillmentsCancel"));
    expect(entry.slice(0, entry.indexOf("\n- "))).toMatch(/back in stock there a second time/);
  });

  it("says what its minor findings found missing: a product moved between collections, a decline, a swap's checks, a return's swap, an order search", () => {
    expect(read("repositories/product.js")).toMatch(
      /bulkAddToCollection: function[\s\S]{0,400}\.set\(\{ collection_id: collectionId \}\)\s+\.where\(\{ id: \(0, typeorm_1\.In\)\(productIds\) \}\)/,
    );
    expect(String(op("admin", "/admin/collections/{id}/products/batch", "post").description)).toMatch(/is moved to this one/);
    const decline = compiledMethod(read("services/order-edit.js"), "OrderEditService", "decline");
    expect(decline).toMatch(/OrderEditStatus\.DECLINED\)\s*\{\s*return \[2 \/\*return\*\/, orderEdit\]/);
    expect(String(op("store", "/store/order-edits/{id}/decline", "post").description)).toMatch(/Only a requested edit/);
    const swap = compiledMethod(read("services/swap.js"), "SwapService", "create");
    expect(swap).toContain('"Cannot swap an order that has not been captured"');
    expect(read("api/routes/admin/orders/create-swap.js")).toMatch(/\.fulfill\(returnOrder\.id\)/);
    expect(String(op("admin", "/admin/orders/{id}/swaps", "post").description)).toMatch(/in the `requested` status/);
    expect(String(op("admin", "/admin/returns/{id}/cancel", "post").description)).toMatch(
      /the swap or claim it belongs to is not canceled/,
    );
    expect(compiledMethod(read("services/order.js"), "OrderService", "listAndCount")).toMatch(
      /shipping_address: \{\s*id: \(0, typeorm_1\.Not\)\(\(0, typeorm_1\.IsNull\)\(\)\)/,
    );
    const q = (op("admin", "/admin/orders", "get").parameters as JsonObject[]).find((p) => p.name === "q")!;
    expect(String(q.description)).toMatch(/without a shipping address is never found/);
    expect(String(op("admin", "/admin/orders/{id}/fulfillments/{fulfillment_id}/cancel", "post").description)).toMatch(
      /not reserved for the order again/,
    );
  });
});

describe("the pinned reference, where a handler's own reading of its path, query or body decides (the twelfth fresh audit, 2026-11-29)", () => {
  const keyOf = (o: (typeof pinned.ex.operations)[number]) => `${o.area} ${String(o.operation.operationId)}`;
  const opOf = (o: (typeof pinned.ex.operations)[number]): JsonObject =>
    (pinned.built[o.area].paths[o.path] as Record<string, JsonObject>)[o.method]!;

  it("says that a dynamic code is deleted only by its stored, upper-case spelling", () => {
    // Ran: a code created as summer10 → DELETE …/dynamic-codes/summer10 → 200, the code still there.
    const service = read("services/discount.js");
    const del = compiledMethod(service, "DiscountService", "deleteDynamicCode");
    expect(del).toMatch(/where: \{ parent_discount_id: discountId, code: code \}/);
    expect(del).toMatch(/if \(!discount\) \{\s*return \[2 \/\*return\*\/\];/);
    expect(compiledMethod(service, "DiscountService", "createDynamicCode")).toContain("code: data.code.toUpperCase()");
    const route = op("admin", "/admin/discounts/{id}/dynamic-codes/{code}", "delete");
    expect(String(param(route, "path", "code").description)).toMatch(/compared as given, so `summer10` answers 200/);
    const create = pinned.built.schemas.AdminPostDiscountsDiscountDynamicCodesReq!.properties as Record<string, JsonObject>;
    expect(String(create.code!.description)).toMatch(/stored in upper case/);
  });

  it("says that a query a handler validates itself and spreads into a retrieve config has no effect, on every route that does so", () => {
    // update-variant.js validates PriceSelectionParams, spreads the result next to select and relations, and
    // prices the product without a context. Ran: ?region_id=…&expand=variants&fields=title → the whole
    // product, calculated_price null. Found by reading the compiled handlers, as this does.
    const spreading: string[] = [];
    for (const o of pinned.ex.operations) {
      const code = read(o.loc.file.replace(/^dist\//, "").replace(/\.d\.ts$/, ".js"));
      const query = code.match(/validator\)\([\w.]+, req\.query\)\];\s*case \d+:\s*(\w+) = _\w\.sent\(\)/)?.[1];
      if (!query || !new RegExp(`relations: [\\w.]+ \\}, ${query}\\)`).test(code)) continue;
      spreading.push(keyOf(o));
      for (const p of (opOf(o).parameters ?? []) as JsonObject[]) {
        if (p.in !== "query") continue;
        expect(String(p.description), `${keyOf(o)} ${String(p.name)}`).toMatch(/^Accepted, but it has no effect/);
      }
    }
    expect(spreading).toEqual(["admin PostProductsProductVariantsVariant"]);
    expect(read("api/routes/admin/products/update-variant.js")).toContain("pricingService.setProductPrices([rawProduct])");
    expect(Object.keys(QUERY_IGNORED["admin PostProductsProductVariantsVariant"]!).sort()).toEqual([
      "cart_id",
      "currency_code",
      "expand",
      "fields",
      "region_id",
    ]);
  });

  it("says that the variant routes do not check the product in the path", () => {
    // Ran: the shirt's variant updated under the mug's ID belonged to the mug afterwards; a variant deleted
    // under another product's ID was deleted.
    const update = read("api/routes/admin/products/update-variant.js");
    expect(update).toContain(".update(variant_id, __assign({ product_id: id }, validated))");
    // update hands over to updateBatch, which sets every changed column of the data, product_id included.
    expect(compiledMethod(read("services/product-variant.js"), "ProductVariantService", "updateBatch")).toMatch(
      /if \(variant\[key\] !== value\) \{\s*toUpdate\[key\] = value;/,
    );
    const del = read("api/routes/admin/products/delete-variant.js");
    expect(del.slice(del.indexOf("exports.default = "))).not.toMatch(/product_id/);
    for (const method of ["post", "delete"]) {
      const route = op("admin", "/admin/products/{id}/variants/{variant_id}", method);
      expect(String(param(route, "path", "id").description), method).toMatch(/It is not checked against the variant/);
    }
  });

  it("says on every variant body field named inventory_quantity that it is not the stock where the inventory modules are installed", () => {
    // Ran: a variant created with inventory_quantity 50, then updated to 80 → GET /admin/variants answered 0.
    const transaction = read("api/routes/admin/products/transaction/create-product-variant.js");
    expect(transaction).toMatch(/inventoryService\.createInventoryItem\(/);
    expect(transaction).not.toMatch(/createInventoryLevel/);
    const fields: string[] = [];
    const walk = (props: Record<string, JsonObject>, where: string): void => {
      for (const [name, schema] of Object.entries(props)) {
        if (name === "inventory_quantity") {
          fields.push(where);
          expect(String(schema.description), where).toMatch(/it is not the stock/);
        }
        const items = schema.items as JsonObject | undefined;
        if (items?.properties) walk(items.properties as Record<string, JsonObject>, `${where} ${name}[]`);
      }
    };
    for (const o of pinned.ex.operations)
      if (o.area === "admin" && o.method === "post") walk(bodyProperties(pinned.built, opOf(o)), keyOf(o));
    expect(fields.sort()).toEqual([
      "admin PostProducts variants[]",
      "admin PostProductsProduct variants[]",
      "admin PostProductsProductVariants",
      "admin PostProductsProductVariantsVariant",
    ]);
  });

  it("says that accepting an order claim gives the customer the orders, with its email, for 15 minutes", () => {
    // Ran: the guest order's email became the customer's; a token 20 minutes old → 500; the same token twice → 200.
    const handler = read("api/routes/store/orders/confirm-order-request.js");
    expect(handler).toMatch(/maxAge: "15m"/);
    expect(handler).toMatch(/customer_id: claimingCustomerId,\s*email: customer\.email,/);
    expect(read("api/routes/store/orders/request-order.js")).toMatch(/expiresIn: "15m"/);
    const words = String(op("store", "/store/orders/customer/confirm", "post").description);
    expect(words).toMatch(/`email` is replaced by the customer's email/);
    expect(words).toMatch(/valid for 15 minutes .* answers 500/);
  });

  it("says what its minor findings found missing: a return's checks, an edit's completion, a product's defaults", () => {
    const create = compiledMethod(read("services/return.js"), "ReturnService", "create");
    expect(create).not.toMatch(/fulfillment_status|payment_status|customer_id/);
    expect(compiledMethod(read("services/return.js"), "ReturnService", "validateReturnLineItem")).toMatch(
      /returnable = item\.quantity - item\.returned_quantity/,
    );
    expect(String(op("store", "/store/returns", "post").description)).toMatch(/checks neither who sends it/);
    const complete = read("api/routes/store/order-edits/complete-order-edit.js");
    expect(complete).toMatch(
      /if \(orderEdit\.status === models_1\.OrderEditStatus\.CONFIRMED\) \{\s*return \[2 \/\*return\*\/, orderEdit\]/,
    );
    expect(String(op("store", "/store/order-edits/{id}/complete", "post").description)).toMatch(/Only a requested edit/);
    const product = compiledMethod(read("services/product.js"), "ProductService", "create");
    expect(product).toMatch(/if \(rest\.is_giftcard\) \{\s*rest\.discountable = false;/);
    expect(product).toMatch(/rest\.thumbnail = images\[0\]/);
    const body = pinned.built.schemas.AdminPostProductsReq!.properties as Record<string, JsonObject>;
    expect(String(body.discountable!.description)).toMatch(/never discountable/);
    expect(String(body.thumbnail!.description)).toMatch(/the first of `images` is used/);
    expect(String(body.sales_channels!.description)).toMatch(/default sales channel/);
    for (const file of ["get-order.js", "get-order-by-cart.js"])
      expect(read(`api/routes/store/orders/${file}`), file).not.toMatch(/req\.user|customer_id/);
    expect(String(op("store", "/store/orders/{id}", "get").description)).toMatch(/does not check who sends it/);
    expect(String(op("store", "/store/orders/cart/{cart_id}", "get").description)).toMatch(/does not check who sends it/);
    expect(compiledMethod(read("services/region.js"), "RegionService", "validateCurrency")).toContain('"Invalid currency code"');
    expect(String(op("admin", "/admin/store/currencies/{code}", "delete").description)).toMatch(
      /Regions that use the currency keep it/,
    );
    // Ran: a claim's fulfillment canceled twice → 200 both times, fulfilled_quantity 0, then -1.
    for (const whose of ["claim", "swap"]) {
      expect(read(`api/routes/admin/orders/cancel-fulfillment-${whose}.js`)).not.toMatch(/inventory/i);
      const path = `/admin/orders/{id}/${whose}s/{${whose}_id}/fulfillments/{fulfillment_id}/cancel`;
      const words = String(op("admin", path, "post").description);
      expect(words, whose).toMatch(/canceling it again takes its quantities off a second time/);
      expect(words, whose).toMatch(/not put back in stock/);
    }
  });
});

describe("the pinned reference, where the eleventh fresh audit's leftover classes decide (rest9, 2026-11-29)", () => {
  /** Columns stored as numbers, by model file and property: `int`, `real`… or a Number with no type. */
  const numericColumns = (): Map<string, string[]> => {
    const out = new Map<string, string[]>();
    for (const file of compiledFiles(join(dist, "models"))) {
      const code = readFileSync(file, "utf8");
      for (const m of code.matchAll(/__decorate\(\[([\s\S]*?)\], (\w+)\.prototype, "(\w+)", void 0\)/g)) {
        const body = m[1]!;
        if (!/typeorm_1\.(Column|PrimaryColumn)\)/.test(body)) continue;
        const type = /Column\)\(\{[^}]*type: "(\w+)"/.exec(body)?.[1];
        const design = /design:type", (\w+)/.exec(body)?.[1];
        if (type ? /int|numeric|real|decimal|float|double/.test(type) : design === "Number") {
          const at = `dist/models/${file.slice(file.lastIndexOf("/") + 1)}#${m[2]}`;
          out.set(m[3]!, [...(out.get(m[3]!) ?? []), at]);
        }
      }
    }
    return out;
  };

  it("finds every text filter on a numeric column and says that a value that is not a number answers 500", () => {
    // Ran: display_id=abc and tax_rate=abc on GET /admin/orders and GET /store/customers/me/orders → 500.
    const numeric = numericColumns();
    expect(numeric.get("display_id")).toContain("dist/models/order.js#Order");
    expect(numeric.get("tax_rate")).toContain("dist/models/order.js#Order");
    const ops = operations();
    const found: string[] = [];
    for (const o of pinned.ex.operations) {
      const cls = pinned.ex.validators.routes[o.loc.file.replace(/\.d\.ts$/, ".js")]?.query;
      if (!cls) continue;
      for (const field of pinned.ex.validators.classes[cls]!.fields) {
        const types = "oneOf" in field.schema ? field.schema.oneOf : [field.schema];
        if (!numeric.has(field.name) || !types.some((t) => "type" in t && t.type === "string")) continue;
        if (NUMERIC_TEXT_NAMESAKES[field.name]) continue;
        found.push(`${o.area} ${String(o.operation.operationId)} ${field.name}`);
      }
    }
    const table = Object.entries(NUMERIC_TEXT_FILTERS).flatMap(([where, fields]) =>
      Object.keys(fields).map((f) => `${where} ${f}`),
    );
    expect(found.sort()).toEqual(table.sort());
    for (const [where, fields] of Object.entries(NUMERIC_TEXT_FILTERS))
      for (const [name, { model }] of Object.entries(fields)) {
        expect(numeric.get(name)).toContain(model);
        expect(String(query(ops.get(where)!.op, name)?.description)).toMatch(
          /column is numeric, so a value that is not a number answers 500/,
        );
      }
    // The namesakes are text where they are filtered.
    expect(read("models/product-tag.js")).toMatch(
      /Column\)\(\),\s*__metadata\("design:type", String\)\s*\], ProductTag\.prototype, "value"/,
    );
  });

  it("says on each text filter that is an equality that the whole value is matched, case included", () => {
    // Ran for each (the rest9 harness): the stored value finds the record; another case or a part finds nothing.
    expect(read("utils/build-query.js")).toMatch(/typeorm_1\.In\)\(value\)/);
    const ops = operations();
    for (const [where, names] of Object.entries(EXACT_TEXT_FILTERS))
      for (const name of names) {
        const param = query(ops.get(where)!.op, name);
        expect(param, `${where} ${name}`).toBeDefined();
        expect(String(param!.description), `${where} ${name}`).toMatch(/matched exactly/);
      }
    // The admin list's words said "currency codes"; the store's already say one code.
    expect(String(query(ops.get("admin GetOrders")!.op, "currency_code")!.description)).toMatch(
      /^Filter by the order's 3-character ISO currency code: one code/,
    );
  });

  it("names returnable_items as refused on every order route registered without it, and only there", () => {
    const index = read("api/routes/admin/orders/index.js").split("\n");
    const ops = operations();
    const refused: string[] = [];
    for (const m of pinned.ex.mounts) {
      if (!m.where.startsWith("dist/api/routes/admin/orders/index.js:")) continue;
      const line = index[Number(m.where.split(":")[1]) - 1]!;
      if (!/transformIncludesOptions\)\(exports\.allowedOrderIncludes\)/.test(line)) continue;
      const op = (pinned.built.admin.paths[m.path] as Record<string, JsonObject> | undefined)?.[m.method];
      if (op) refused.push(`admin ${String(op.operationId)}`);
    }
    expect(refused.sort()).toEqual([...RETURNABLE_ITEMS_REFUSED].sort());
    for (const where of RETURNABLE_ITEMS_REFUSED)
      expect(String(query(ops.get(where)!.op, "expand")!.description), where).toMatch(/`returnable_items` answers 400/);
    expect(String(query(ops.get("admin GetOrdersOrder")!.op, "expand")!.description)).toMatch(/`returnable_items` is accepted/);
  });

  it("says on every expand, fields and order parameter what a name the record does not have answers", () => {
    // The rest9 sweep: expand=nope, fields=nope, order=nope on every GET route that has them; 400 where
    // the route keeps a list (ALLOWED_RELATIONS, allowedFields), 500 elsewhere, 200 where it is not read.
    expect(read("utils/get-query-config.js")).toMatch(/Requested fields \[/);
    let said = 0;
    for (const [where, { method, op }] of operations())
      for (const name of ["expand", "fields", "order"]) {
        const param = query(op, name);
        if (!param) continue;
        const text = String(param.description);
        expect(text, `${where} ${name}`).toMatch(/answers (400|500)|Accepted, but|has no effect|Do not send it/);
        if (/keeps no list of accepted/.test(text)) {
          said++;
          expect(ALLOWED_RELATIONS[where] !== undefined && name === "expand", where).toBe(false);
          if (method !== "get") expect(text, where).toMatch(/the change is kept despite the 500/);
        }
      }
    expect(said).toBeGreaterThan(190);
    const ops = operations();
    expect(String(query(ops.get("admin GetPaymentsPayment")!.op, "expand")!.description)).toMatch(
      /keeps no list of accepted relations/,
    );
    expect(String(query(ops.get("store GetRegionsRegion")!.op, "order")!.description)).toMatch(/^Accepted, but/);
  });

  it("lists the return checks on every route that creates or receives a return: a method passed as a value is followed", () => {
    // Ran: POST /admin/orders/{id}/swaps with quantity 2 of a line of 1 → 400 "Cannot return more items than have been purchased".
    const returns = read("services/return.js");
    expect(returns.match(/this\.getFulfillmentItems\([^;]*, this\.validateReturnLineItem\)/g)).toHaveLength(2);
    const errors = readErrors(NODE_MODULES, pinned.ex.operations);
    const reaching = (message: string) =>
      Object.entries(errors.operations)
        .filter(([, ids]) =>
          ids.some((id) =>
            errors.throws[id]!.messages.some((m) => m.map((p) => (typeof p === "string" ? p : "")).join("") === message),
          ),
        )
        .map(([op]) => op)
        .sort();
    const routes = [
      "admin PostOrdersOrderClaims",
      "admin PostOrdersOrderReturns",
      "admin PostOrdersOrderSwaps",
      "admin PostReturnsReturnReceive",
      "store PostReturns",
      "store PostSwaps",
    ];
    expect(reaching("Cannot return more items than have been purchased")).toEqual(routes);
    expect(reaching("Return contains invalid line item")).toEqual(routes);
  });
});

describe("the pinned reference, where a service or a module decides what a call does (the thirteenth fresh audit, 2026-11-29)", () => {
  it("says on every store route that takes a publishable key's channel only when it has one that a key of several leaves variants without stock", () => {
    // Ran: a key scoped to two sales channels, no sales_channel_id → the shirt's variant (100 in stock) answered
    // without inventory_quantity and purchasable false by the three routes.
    const setAvailability = compiledMethod(
      read("services/product-variant-inventory.js"),
      "ProductVariantInventoryService",
      "setVariantAvailability",
    );
    expect(setAvailability).toMatch(
      /if \(!salesChannelId\) \{\s*delete variant\.inventory_quantity;\s*variant\.purchasable = false;/,
    );
    const oneChannel: string[] = [];
    for (const o of pinned.ex.operations) {
      if (o.area !== "store") continue;
      const code = read(o.loc.file.replace(/^dist\//, "").replace(/\.d\.ts$/, ".js"));
      if (!/sales_channel_ids\.length\) === 1\)/.test(code)) continue;
      const key = `${o.area} ${String(o.operation.operationId)}`;
      oneChannel.push(key);
      const described = (pinned.built.store.paths[o.path] as Record<string, JsonObject>)[o.method]!;
      expect(String(described.description), key).toMatch(/scoped to several sales channels and no `sales_channel_id`/);
    }
    expect(oneChannel.sort()).toEqual(["store GetProductsProduct", "store GetVariants", "store GetVariantsVariant"]);
  });

  it("says what a claim refunds without refund_amount and that its additional items' reservation outlives the fulfillment", () => {
    // Ran: a refund claim of a fulfilled, unshipped item → refund_amount 0, payment_status refunded; a replace
    // claim of 3 → a reservation of 3 with line_item_id null, still there after the claim's fulfillment.
    const claims = read("services/claim.js");
    expect(compiledMethod(claims, "ClaimService", "getRefundTotalForClaimLinesOnOrder")).toMatch(/it\.shipped_quantity > 0 &&/);
    const create = compiledMethod(claims, "ClaimService", "create");
    expect(create).toMatch(/lineItemServiceTx\.generate\(i\.variant_id, order\.region_id, i\.quantity\)/);
    expect(create.indexOf("reserveQuantity(newItem.variant_id")).toBeGreaterThan(0);
    expect(create.indexOf("reserveQuantity(newItem.variant_id")).toBeLessThan(create.indexOf("claimRepo.save(created)"));
    // generateLineItem creates the entity without saving it, so newItem.id is undefined when reserved.
    expect(compiledMethod(read("services/line-item.js"), "LineItemService", "generateLineItem")).toMatch(
      /lineItem = lineItemRepo\.create\(rawLineItem\);[^]*return \[2 \/\*return\*\/, lineItem\]/,
    );
    const body = pinned.built.schemas.AdminPostOrdersOrderClaimsReq!.properties as Record<string, JsonObject>;
    expect(String(body.refund_amount!.description)).toMatch(/an item fulfilled but not shipped yet counts for nothing/);
    expect(String(body.additional_items!.description)).toMatch(/does not remove that reservation/);
    expect(String(op("admin", "/admin/orders/{id}/claims", "post").description)).toMatch(/refunds nothing/);
  });

  it("says that a deleted shipping option stays on the carts that have it, and what deleting a reservation or creating a sales channel does", () => {
    const shipping = compiledMethod(read("services/shipping-option.js"), "ShippingOptionService", "delete");
    expect(shipping).toMatch(/optionRepo\.softRemove\(option\)/);
    expect(shipping).toMatch(/error_1 = _a\.sent\(\);\s*\/\/ Delete is idempotent/);
    expect(String(op("admin", "/admin/shipping-options/{id}", "delete").description)).toMatch(
      /keeps it: completing that cart creates an order/,
    );
    const reservations = readFileSync(join(NODE_MODULES, "@medusajs/inventory/dist/services/reservation-item.js"), "utf8");
    expect(reservations).toMatch(
      /adjustReservedQuantity\(item\.inventory_item_id, item\.location_id, item\.quantity \* -1, context\)/,
    );
    expect(String(op("admin", "/admin/reservations/{id}", "delete").description)).toMatch(/taken off the `reserved_quantity`/);
    expect(String(op("admin", "/admin/sales-channels", "post").description)).toMatch(/It has no stock locations/);
  });

  it("says what an inventory item's totals are, and that location_id narrows them", () => {
    const join_ = read("api/routes/admin/inventory-items/utils/join-levels.js");
    expect(join_).toMatch(/reserved_quantity: acc\.reserved_quantity \+ curr\.reserved_quantity/);
    expect(join_).toMatch(/return !locationIds\.length \|\| locationIds\.includes\(level\.location_id\);/);
    const item = ((pinned.built.schemas.DecoratedInventoryItemDTO!.allOf as JsonObject[])[1]!.properties ?? {}) as Record<
      string,
      JsonObject
    >;
    expect(String(item.reserved_quantity!.description)).toMatch(/It is not the available quantity/);
    const list = op("admin", "/admin/inventory-items", "get");
    expect(String(param(list, "query", "location_id").description)).toMatch(/cover those locations only/);
  });

  it("says that a customer group's name is unique and what a store registration does with the email and an empty password", () => {
    const customers = compiledMethod(read("services/customer.js"), "CustomerService", "create");
    expect(customers).toContain("customer.email = customer.email.toLowerCase();");
    expect(customers).toMatch(/if \(!password\) return \[3 \/\*break\*\/, 3\];/);
    const store = pinned.built.schemas.StorePostCustomersReq!.properties as Record<string, JsonObject>;
    expect(String(store.email!.description)).toMatch(/stored in lower case/);
    expect(String(store.password!.description)).toMatch(/An empty string is accepted/);
    for (const name of ["AdminPostCustomerGroupsReq", "AdminPostCustomerGroupsGroupReq"]) {
      const props = pinned.built.schemas[name]!.properties as Record<string, JsonObject>;
      expect(String(props.name!.description), name).toMatch(/Names are unique/);
    }
  });
});

describe("the pinned reference, where a service decides what a call does (the fourteenth fresh audit, 2026-11-29)", () => {
  it("says that refreshing the selected payment session replaces it with one that is not selected", () => {
    // Ran: the selected session refreshed → a new ID, is_selected null, the cart's payment_session gone, and
    // completing the cart → 400 "You cannot complete a cart without a payment session.".
    const refresh = compiledMethod(read("services/cart.js"), "CartService", "refreshPaymentSession");
    expect(refresh).toMatch(/if \(!paymentSession\.is_selected\) return \[3 \/\*break\*\/, 3\];/);
    expect(refresh).toMatch(/psRepo\.update\(paymentSession\.id, \{\s*amount: cart\.total,/);
    const replace = compiledMethod(read("services/payment-provider.js"), "PaymentProviderService", "refreshSession");
    expect(replace).toMatch(/sessionRepo\.remove\(session\)[^]*this\.createSession\(sessionInput\)/);
    const said = String(op("store", "/store/carts/{id}/payment-sessions/{provider_id}/refresh", "post").description);
    expect(said).toMatch(/the new one is not selected/);
    expect(said).toMatch(/no payment session is no error/);
  });

  it("says that canceling an order edit leaves its payment collection payable, and what creating one checks", () => {
    const edits = read("services/order-edit.js");
    const cancel = compiledMethod(edits, "OrderEditService", "cancel");
    expect(cancel).not.toMatch(/payment_collection|paymentCollection/);
    expect(cancel).toMatch(/orderEdit\.status === models_1\.OrderEditStatus\.CANCELED/);
    const create = compiledMethod(edits, "OrderEditService", "create");
    expect(create).toMatch(/this\.retrieveActive\(data\.order_id\)/);
    expect(create).not.toMatch(/orderService|\.status/);
    expect(String(op("admin", "/admin/order-edits/{id}/cancel", "post").description)).toMatch(/stays `not_paid`/);
    expect(String(op("admin", "/admin/order-edits", "post").description)).toMatch(/a canceled order gets an edit too/);
  });

  it("says which shipping options a cart gets, that a draft product is answered, and what the payment provider list holds", () => {
    const fetch = compiledMethod(read("services/shipping-profile.js"), "ShippingProfileService", "fetchCartOptions");
    expect(fetch).toMatch(/this\.getProfilesInCart\(cart\)/);
    expect(fetch).toMatch(/validateCartOption\(so, cart\)\s*\.catch\(function \(\) \{ return null; \}\)/);
    expect(String(op("store", "/store/shipping-options/{cart_id}", "get").description)).toMatch(
      /A cart without items gets an empty list/,
    );
    const getProduct = read("api/routes/store/products/get-product.js");
    expect(getProduct).toMatch(/productService\.retrieve\(id, req\.retrieveConfig\)/);
    expect(getProduct).not.toMatch(/published/);
    expect(read("api/routes/store/products/list-products.js")).toMatch(/filterableFields\["status"\] = \["published"\]/);
    expect(String(op("store", "/store/products/{id}", "get").description)).toMatch(/a draft product is answered/);
    expect(compiledMethod(read("services/payment-provider.js"), "PaymentProviderService", "list")).toMatch(/ppRepo\.find\(\)/);
    expect(String(op("admin", "/admin/store/payment-providers", "get").description)).toMatch(/`is_installed` false/);
    expect(compiledMethod(read("services/cart.js"), "CartService", "removeLineItem")).toMatch(
      /if \(!lineItems\.length\) \{\s*return \[2 \/\*return\*\/\];/,
    );
    expect(String(op("admin", "/admin/draft-orders/{id}/line-items/{line_id}", "delete").description)).toMatch(/changes nothing/);
  });

  it("says on every store route whose cart_id overrides region_id and currency_code that it does", () => {
    const overriding: string[] = [];
    for (const o of pinned.ex.operations) {
      if (o.area !== "store") continue;
      const code = readFileSync(join(NODE_MODULES, "@medusajs/medusa", o.loc.file.replace(/\.d\.ts$/, ".js")), "utf8");
      if (!/if \(validated\.cart_id\)/.test(code) && !/if \(!validated\.cart_id\) return/.test(code)) continue;
      if (!/currencyCode = (cart\.)?region\.currency_code;/.test(code)) continue;
      const key = `store ${String(o.operation.operationId)}`;
      overriding.push(key);
      const described = (pinned.built.store.paths[o.path] as Record<string, JsonObject>)[o.method]!;
      expect(String(param(described, "query", "cart_id").description), key).toMatch(
        /`region_id` and `currency_code` are then ignored/,
      );
    }
    expect(overriding.sort()).toEqual([
      "store GetProducts",
      "store GetProductsProduct",
      "store GetVariants",
      "store GetVariantsVariant",
    ]);
  });

  it("names the relations a feature flag adds to an expand list, as the compiled routes push them", () => {
    const pushed: Record<string, Record<string, string[]>> = {};
    for (const key of Object.keys(ALLOWED_RELATION_LISTS)) {
      const [dir, name] = key.split(" ") as [string, string];
      const code = read(`api/routes/${dir}/index.js`);
      for (const m of code.matchAll(
        new RegExp(`isFeatureEnabled\\("([a-z_]+)"\\)\\) \\{\\s*exports\\.${name}\\.push\\("([a-z_.]+)"\\)`, "g"),
      ))
        ((pushed[key] ??= {})[m[1]!] ??= []).push(m[2]!);
    }
    expect(pushed).toEqual(FLAG_RELATIONS);
    const expand = param(op("store", "/store/products/{id}", "get"), "query", "expand");
    expect(String(expand.description)).toMatch(/With the `product_categories` feature flag on, it accepts `categories` too\./);
  });

  it("describes a reservation's quantity as a quantity", () => {
    const props = pinned.built.schemas.ReservationItemDTO!.properties as Record<string, JsonObject>;
    expect(String(props.quantity!.description)).toMatch(/^The quantity reserved/);
    expect(String(props.quantity!.description)).not.toBe(String(props.id!.description));
  });
});

describe("the pinned reference, where the twelfth and thirteenth fresh audits' leftover classes decide (rest10, 2026-11-29)", () => {
  it("shows in every success example each key its schema marks required, from a real answer where there is one", () => {
    // DELETE /admin/uploads's example lacked id; the lists' kept schema examples lacked count, offset and limit.
    const recorded = readRecordedExamples(REPO_ROOT);
    // A route that never answers its documented success (data/api-known-differences.yaml) has no example to check.
    const neverAnswers = new Set(
      readKnownDifferences(REPO_ROOT)
        .filter((d) => d.keyword === "status" && d.pointer === "")
        .map((d) => d.operation),
    );
    let checked = 0;
    const missing: string[] = [];
    for (const area of ["admin", "store"] as const) {
      const doc = pinned.built[area];
      const reader = new SchemaReader(doc, () => undefined);
      for (const methods of Object.values(doc.paths))
        for (const op of Object.values(methods as Record<string, JsonObject>)) {
          const key = `${area} ${String(op.operationId)}`;
          for (const [status, response] of Object.entries((op.responses ?? {}) as Record<string, JsonObject>)) {
            const schema = ((response.content as JsonObject | undefined)?.["application/json"] as JsonObject | undefined)?.schema;
            if (!schema || !status.startsWith("2")) continue;
            const example = reader.example(schema);
            const view = { responses: [{ status, example: example === undefined ? undefined : JSON.stringify(example) }] };
            const answer = recorded.operations[key];
            if (answer) applyRecorded(view as never, answer);
            const shown =
              view.responses[0]!.example === undefined ? undefined : (JSON.parse(view.responses[0]!.example) as unknown);
            const required = (reader.resolve(schema).schema.required ?? []) as string[];
            if (neverAnswers.has(key) && shown === undefined) continue;
            checked++;
            // A required key the backend does not answer is a known difference the answer showed
            // ("schema AdminVariantsListRes /limit required"): the example shows the answer.
            const notAnswered = (name: string) =>
              (answer?.observed ?? []).some((o) => new RegExp(`^schema \\w+ /${name} required$`).test(o));
            for (const name of required)
              if ((!isObject(shown) || !(name in shown)) && !notAnswered(name)) missing.push(`${key} ${status}: ${name}`);
          }
        }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(300);
    // The three routes verify:api records no success of take theirs from the reviewed table.
    expect(Object.keys(SCHEMA_EXAMPLES).sort()).toEqual([
      "AdminDeleteUploadsRes",
      "AdminPaymentCollectionDeleteRes",
      "AdminUploadsDownloadUrlRes",
    ]);
    expect(read("api/routes/admin/uploads/delete-upload.js")).toMatch(/id: validated\.file_key/);
    // A pruned schema example keeps only what was answered.
    expect(answeredOnly({ a: 1, b: 2 }, { a: 3 })).toEqual({ a: 1 });
  });

  it("lists no error that a handler or a service catches and keeps: the extractor does not follow a call inside such a try", () => {
    // Ran: GET /store/auth/{email} with an unknown email → 200 { exists: false }; DELETE
    // /admin/shipping-options/{id} with an unknown ID → 200.
    expect(read("api/routes/store/auth/exists.js")).toMatch(
      /err_1 = _a\.sent\(\);\s*res\.status\(200\)\.json\(\{ exists: false \}\)/,
    );
    expect(compiledMethod(read("services/shipping-option.js"), "ShippingOptionService", "delete")).toMatch(
      /error_1 = _a\.sent\(\);[^]*return \[2 \/\*return\*\/\];/,
    );
    const messages = errorMessages(readErrors(NODE_MODULES, pinned.ex.operations));
    expect(messages("store GetAuthEmail")).not.toContain("Customer with {selectorConstraints} was not found");
    expect(messages("admin DeleteShippingOptionsOption")).not.toContain("Shipping Option with {optionId} was not found");
    // GET /admin/auth answers 400 for a user it cannot read; POST /store/auth/token 401 for an unknown email.
    expect(messages("admin GetAuth")).not.toContain("User with id: {userId} was not found");
    expect(messages("store PostToken")).not.toContain("Customer with {selectorConstraints} was not found");
    // A catch that keeps the error to throw it later (the idempotent routes) passes it on.
    expect(messages("store PostCartsCartLineItems")).toContain("Cart with {cartId} was not found");
    expect(messages("admin GetShippingOptionsOption")).toContain("Shipping Option with {optionId} was not found");
  });

  it("lists 401 only where an authentication middleware runs, or where the route answers 401 itself", () => {
    // POST /store/order-edits/{id}/complete listed 401 from its @oas block; no middleware authenticates it.
    let guarded = 0;
    for (const [key, { op }] of operations()) {
      const lists = Object.keys((op.responses ?? {}) as JsonObject).includes("401");
      if (op["x-authenticated"] === true) guarded++;
      else expect(lists, key).toBe(UNGUARDED_401[key] !== undefined);
    }
    expect(guarded).toBeGreaterThan(200);
    const errors = readErrors(NODE_MODULES, pinned.ex.operations);
    for (const [key, evidence] of Object.entries(UNGUARDED_401)) {
      const file = evidence.split(":")[0]!.replace(/^dist\//, "");
      const own = /sendStatus\(401\)|status\(401\)/.test(read(file));
      const thrown = (errors.operations[key] ?? []).some((id) => errors.throws[id]!.type === "unauthorized");
      expect(own || thrown, key).toBe(true);
      expect(operations().get(key)!.op["x-authenticated"], key).toBe(false);
    }
    expect(Object.keys(operations().get("store PostOrderEditsOrderEditComplete")!.op.responses as JsonObject)).not.toContain(
      "401",
    );
  });

  it("says on every fields list with accepted names that a name only beginning with one answers 500", () => {
    // Ran: store GET /orders/{id}?fields=totalx and statusx, /orders/cart/{id}?fields=statusx,
    // /products?fields=titlex, /products/{id}?fields=titlex, /product-categories/{id}?fields=namex → 500.
    expect(read("utils/get-query-config.js")).toMatch(/return field\.startsWith\(allowedField\);/);
    const said: string[] = [];
    for (const [key, { op }] of operations()) {
      const text = String(query(op, "fields")?.description ?? "");
      if (/It accepts only/.test(text)) {
        expect(text, key).toMatch(/A name that only begins with one of them \(`\w+x`\) is no field, and answers 500/);
        said.push(key);
      }
    }
    expect(said.sort()).toEqual([
      "store GetOrderEditsOrderEdit",
      "store GetOrders",
      "store GetOrdersOrder",
      "store GetOrdersOrderCartId",
      "store GetProductCategories",
      "store GetProductCategoriesCategory",
      "store GetProducts",
      "store GetProductsProduct",
    ]);
    // The category batch routes keep no list of fields: an unknown name answers 500 (ran: fields=nope).
    const batch = operations().get("admin DeleteProductCategoriesCategoryProductsBatch")!.op;
    expect(String(query(batch, "fields")!.description)).toMatch(/keeps no list of accepted fields/);
  });

  it("says what a store order route answers whatever fields and expand say, and what a variant's fields leave out", () => {
    expect(read("utils/clean-response-data.js")).toMatch(/var INCLUDED_FIELDS = \[\s*"shipping_total"/);
    expect(compiledMethod(read("services/order.js"), "OrderService", "getTotalsRelations")).toContain(
      'relationSet.add("items");',
    );
    expect(read("api/routes/store/orders/get-order-by-cart.js")).toContain("cleanResponseData)(order, [])");
    expect(read("services/product-variant-inventory.js")).toMatch(/manage_inventory/);
    for (const [where, params] of Object.entries(QUERY_ALWAYS_ANSWERED))
      for (const [name, words] of Object.entries(params))
        expect(String(query(operations().get(where)!.op, name)!.description), `${where} ${name}`).toContain(words);
    expect(String(query(operations().get("store GetVariants")!.op, "fields")!.description)).toMatch(/Name `manage_inventory`/);
  });

  it("says on the lists it ran that limit=0 answers every record", () => {
    // Ran: limit=0 on each → every record, count the number answered.
    expect(readFileSync(join(NODE_MODULES, "@medusajs/inventory/dist/utils/query.js"), "utf8")).toMatch(/if \(query\.take\) \{/);
    for (const where of LIMIT_ZERO_ANSWERS_ALL)
      expect(String(query(operations().get(where)!.op, "limit")!.description), where).toMatch(/`0` is no empty page/);
  });

  it("says where an inventory item's inventory_levels are answered, and each level's available_quantity", () => {
    // Ran: GET /admin/inventory-items?expand=inventory_levels → no inventory_levels; GET …/{id}?expand=… → answered.
    expect(read("api/routes/admin/inventory-items/utils/join-levels.js")).toMatch(/available_quantity: availability/);
    const item = pinned.built.schemas.DecoratedInventoryItemDTO!;
    const own = ((item.allOf as JsonObject[])[1]!.properties ?? {}) as Record<string, JsonObject>;
    expect(String(own.location_levels!.description)).toMatch(/answered with `available_quantity`/);
    const additions = readFileSync(join(REPO_ROOT, "data/api-schema-additions.yaml"), "utf8");
    expect(additions).toMatch(/ignores `expand` and\s+never answers it/);
  });

  it("says on every metadata field whose validator does not check the type that it is not refused", () => {
    // Ran: POST /admin/return-reasons with metadata "just a string" → 200; POST /admin/customer-groups (IsObject) → 400.
    const unchecked: string[] = [];
    for (const file of [...compiledFiles(join(dist, "api")), ...compiledFiles(join(dist, "types"))]) {
      const code = readFileSync(file, "utf8");
      for (const m of code.matchAll(/__decorate\(\[([^\]]*?)\], (\w+)\.prototype, "metadata", void 0\)/g))
        if (!/IsObject/.test(m[1]!)) unchecked.push(m[2]!);
    }
    const table = Object.entries(UNCHECKED_OBJECTS).flatMap(([cls, fields]) => (fields.includes("metadata") ? [cls] : []));
    expect([...new Set(unchecked)].sort()).toEqual(table.sort());
    for (const cls of table) {
      const props = (pinned.built.schemas[cls]?.properties ?? {}) as Record<string, JsonObject>;
      if (props.metadata) expect(String(props.metadata.description), cls).toMatch(/the validator does not check the type here/);
    }
    const reasons = pinned.built.schemas.AdminPostReturnReasonsReq!.properties as Record<string, JsonObject>;
    expect(String(reasons.parent_return_reason_id!.description)).toMatch(/answers 404 with the message "null"/);
    expect(read("services/return-reason.js")).toContain('data.parent_return_reason_id !== ""');
  });

  it("says on a new product's variant options what must be sent, and that the TypeError's text is not the cause", () => {
    expect(compiledMethod(read("services/product-variant.js"), "ProductVariantService", "validateVariantsToCreate_")).toContain(
      "Product options length does not match variant options length",
    );
    expect(read("api/routes/admin/products/create-product.js")).toMatch(/option_id: optionIds_1\[index\]/);
    const variants = (pinned.built.schemas.AdminPostProductsReq!.properties as Record<string, JsonObject>).variants!;
    const options = ((variants.items as JsonObject).properties as Record<string, JsonObject>).options!;
    expect(String(options.description)).toMatch(/Send exactly as many values as the product has options/);
  });
});

describe("the pinned reference, where the fifteenth fresh audit found it wrong (2026-11-29)", () => {
  const flagKeys = new Set(
    readdirSync(join(NODE_MODULES, "@medusajs/utils/dist/feature-flags"))
      .filter((f) => f.endsWith(".js"))
      .flatMap((f) => [
        ...readFileSync(join(NODE_MODULES, "@medusajs/utils/dist/feature-flags", f), "utf8").matchAll(/key: "([^"]+)"/g),
      ])
      .map((m) => m[1]!),
  );

  it("marks every body field and query parameter a FeatureFlagDecorators wraps with its flag's key", () => {
    // With the flag off the field has no decorator, so the whitelist refuses it: 400 "property includes_tax
    // should not exist" from POST /admin/regions on a backend without tax_inclusive_pricing (off by default).
    const flagged: string[] = [];
    for (const cls of Object.values(pinned.ex.validators.classes))
      for (const f of cls.fields) if (f.featureFlag) flagged.push(`${cls.name}.${f.name} ${f.featureFlag}`);
    expect(flagged.length).toBeGreaterThanOrEqual(10);
    for (const entry of flagged) expect(flagKeys.has(entry.split(" ")[1]!), entry).toBe(true);
    const region = pinned.built.schemas.AdminPostRegionsReq!.properties as Record<string, JsonObject>;
    expect(region.includes_tax!["x-featureFlag"]).toBe("tax_inclusive_pricing");
    for (const name of Object.keys(pinned.built.schemas).filter((n) => /Req$/.test(n))) {
      const cls = Object.values(pinned.ex.validators.classes).find((c) => c.name === name);
      const props = (pinned.built.schemas[name]!.properties ?? {}) as Record<string, JsonObject>;
      for (const f of cls?.fields ?? [])
        if (f.featureFlag && props[f.name]) expect(props[f.name]!["x-featureFlag"], `${name}.${f.name}`).toBe(f.featureFlag);
    }
    const products = (op("admin", "/admin/products", "get").parameters as JsonObject[]).find(
      (p) => p.name === "sales_channel_id[]",
    );
    expect((products!.schema as JsonObject)["x-featureFlag"]).toBe("sales_channels");
  });

  it("says that the batch job list answers dry_run false unless fields names it", () => {
    const routes = read("api/routes/admin/batch/index.js");
    const defaults = /exports\.defaultAdminBatchFields = \[([^\]]*)\]/.exec(routes)![1]!;
    expect(defaults).not.toMatch(/"dry_run"/);
    expect(read("models/batch-job.js")).toMatch(/_this\.dry_run = false;/);
    // The only column a model's constructor gives a value to: no other list can answer that value instead.
    const initialised = compiledFiles(join(dist, "models")).flatMap((f) =>
      [...readFileSync(f, "utf8").matchAll(/^\s*_this\.(\w+) = (?!null)[^;]+;/gm)].map((m) => m[1]!),
    );
    expect(initialised.filter((n) => n !== "object")).toEqual(["dry_run"]);
    const said = String(op("admin", "/admin/batch-jobs", "get").description);
    expect(said).toMatch(/each batch job is answered with `dry_run` `false`/);
    expect(LIMIT_ZERO_ANSWERS_ALL).toContain("admin GetBatchJobs");
  });

  it("says what the payment session batch validates, drops and requires", () => {
    const isType = read("utils/validators/is-type.js");
    expect(isType).toMatch(/result = \(_b\.sent\(\)\)\.some\(Boolean\);/);
    expect(isType).toMatch(/errors\.set\(v\.name, e\.message\.split\(","\)/);
    // IsType([[Class]]) is used on this body alone.
    const users = compiledFiles(join(dist, "api")).filter((f) => /IsType\)\(\[\[/.test(readFileSync(f, "utf8")));
    expect(users.map((f) => f.slice(dist.length + 1))).toEqual([
      "api/routes/store/payment-collections/manage-batch-payment-sessions.js",
    ]);
    const batch = compiledMethod(read("services/payment-collection.js"), "PaymentCollectionService", "setPaymentSessionsBatch");
    expect(batch).toMatch(/return !!payColRegionProviderMap\.get\(session\.provider_id\);/);
    expect(batch).toMatch(/The sum of sessions is not equal to/);
    const path = "/store/payment-collections/{id}/sessions/batch";
    expect(String(op("store", path, "post").description)).toMatch(/is dropped without error/);
    const sessions = bodyProperties(pinned.built, op("store", path, "post")).sessions!;
    expect(String(sessions.description)).toMatch(/once one item is valid the others are not checked/);
  });

  it("says what a password reset token answers once used or malformed, and what invites and regions check", () => {
    const reset = read("api/routes/store/customers/reset-password.js");
    expect(reset).toMatch(/jsonwebtoken_1\.default\.verify\(validated\.token, customer\.password_hash\)/);
    expect(String(op("store", "/store/customers/password-reset", "post").description)).toMatch(/A token works once/);
    const create = compiledMethod(read("services/invite.js"), "InviteService", "create");
    expect(create).toMatch(/where: \{ email: user \}/);
    expect(create).toMatch(/where: \{ user_email: user \}/);
    expect(String(op("admin", "/admin/invites", "post").description)).toMatch(/gets no second one/);
    expect(String(op("admin", "/admin/invites", "get").description)).toMatch(/not paged/);
    expect(read("services/region.js")).toMatch(/if \(!storeCurrencies\.includes\(currencyCode\.toLowerCase\(\)\)\)/);
    const region = bodyProperties(pinned.built, op("admin", "/admin/regions", "post"));
    expect(String(region.currency_code!.description)).toMatch(/must be one of the store's currencies/);
    const prices = compiledMethod(read("services/price-list.js"), "PriceListService", "deleteProductPrices");
    expect(prices).toMatch(/if \(count === 0\) \{\s*return \[2 \/\*return\*\/, \[\[\], count\]\];/);
    expect(String(op("admin", "/admin/price-lists/{id}/products/{product_id}/prices", "delete").description)).toMatch(
      /answers `ids` empty/,
    );
  });
});

describe("the pinned reference, where the sixteenth fresh audit found it wrong (2026-11-29)", () => {
  it("says that deleting an order edit's item change deletes the edit's line item it names", () => {
    const remove = compiledMethod(read("services/order-edit-item-change.js"), "OrderEditItemChangeService", "delete");
    expect(remove).toMatch(/return change\.line_item_id;/);
    expect(remove).toMatch(/lineItemServiceTx\.delete\(id\)/);
    // An update change names the edit's copy of the item; a removal names none (the copy was deleted).
    const update = compiledMethod(read("services/order-edit.js"), "OrderEditService", "updateLineItem");
    expect(update).toMatch(
      /ITEM_UPDATE,\s*order_edit_id: orderEditId,\s*original_line_item_id: lineItem\.original_item_id,\s*line_item_id: itemId,/,
    );
    const said = String(op("admin", "/admin/order-edits/{id}/changes/{change_id}", "delete").description);
    expect(said).toMatch(/This undoes an added item only/);
    expect(said).toMatch(/confirming the edit removes it from the order/);
  });

  it("says that texts other than true and false, and JSON booleans in a body, are dropped where optionalBooleanMapper maps them", () => {
    expect(read("utils/validators/is-boolean.js")).toMatch(/\["true", true\],\s*\["false", false\],/);
    const mapped = Object.values(pinned.ex.validators.classes).flatMap((c) =>
      c.fields.filter((f) => f.textBoolean).map((f) => `${c.name}.${f.name}`),
    );
    // Every field the compiled code maps (in the classes the routes validate with) is read as one.
    const uses = compiledFiles(join(dist, "api"))
      .concat(compiledFiles(join(dist, "types")))
      .flatMap((f) => [
        ...readFileSync(f, "utf8").matchAll(/optionalBooleanMapper\.get\(value[^;]*;[\s\S]*?\], (\w+)\.prototype, "(\w+)"/g),
      ])
      .map((m) => `${m[1]}.${m[2]}`);
    expect(uses.length).toBeGreaterThanOrEqual(18);
    // By field name: a subclass (AdminGetCustomersParams) carries the fields of the class that declares them.
    const names = (list: string[]) => [...new Set(list.map((u) => u.split(".")[1]!))].sort();
    expect(names(mapped)).toEqual(names(uses));
    expect(mapped).toContain("AdminPostOrdersOrderFulfillmentsReq.no_notification");
    const fulfillment = bodyProperties(pinned.built, op("admin", "/admin/orders/{id}/fulfillment", "post"));
    expect(String(fulfillment.no_notification!.description)).toContain(TEXT_BOOLEAN_BODY);
    for (const name of ["is_dynamic", "is_disabled"])
      expect(String(param(op("admin", "/admin/discounts", "get"), "query", name).description)).toContain(TEXT_BOOLEAN_QUERY);
    for (const { param: p } of queryParams())
      if (String(p.description).includes(TEXT_BOOLEAN_BODY))
        throw new Error(`${String(p.name)}: the body's words on a query parameter`);
  });

  it("says what the stock location routes that change a location answer to expand=sales_channels", () => {
    for (const file of ["create-stock-location.js", "update-stock-location.js"])
      expect(read(`api/routes/admin/stock-locations/${file}`)).not.toMatch(/sales_channels/);
    for (const file of ["get-stock-location.js", "list-stock-locations.js"])
      expect(read(`api/routes/admin/stock-locations/${file}`)).toMatch(/joinSalesChannels/);
    for (const [path, method] of [
      ["/admin/stock-locations", "post"],
      ["/admin/stock-locations/{id}", "post"],
    ] as const)
      expect(String(param(op("admin", path, method), "query", "expand").description)).toMatch(/Do not name `sales_channels`/);
    const expanded = pinned.built.schemas.StockLocationExpandedDTO!.allOf as JsonObject[];
    const channels = expanded
      .flatMap((m) => Object.entries((m.properties ?? {}) as Record<string, JsonObject>))
      .find(([n]) => n === "sales_channels")!;
    expect(String(channels[1].description)).toMatch(/a list\. Answered only by `GET/);
  });

  it("says what the gift card update, the option update, the condition batch and the customer create check", () => {
    const card = compiledMethod(read("services/gift-card.js"), "GiftCardService", "update");
    expect(card).toMatch(/if \(balance < 0 \|\| giftCard\.value < balance\)/);
    const cardBody = bodyProperties(pinned.built, op("admin", "/admin/gift-cards/{id}", "post"));
    expect(String(cardBody.balance!.description)).toMatch(/from 0 up to its `value`/);
    expect(String(cardBody.is_disabled!.description)).not.toMatch(/on creation/);
    const option = compiledMethod(read("services/product.js"), "ProductService", "updateOption");
    expect(option).toMatch(/productOptionRepo\.findOne\(\{\s*where: \{ id: optionId \},/);
    const optionOp = op("admin", "/admin/products/{id}/options/{option_id}", "post");
    expect(String(param(optionOp, "path", "option_id").description)).toMatch(/not checked against the product/);
    expect(read("repositories/discount-condition.js")).toMatch(/return \(0, utils_2\.isString\)\(rId\) \? rId : rId\.id;/);
    const batch = bodyProperties(
      pinned.built,
      op("admin", "/admin/discounts/{discount_id}/conditions/{condition_id}/batch", "delete"),
    );
    expect(String(batch.resources!.description)).toMatch(/An empty list answers 400/);
    const customer = compiledMethod(read("services/customer.js"), "CustomerService", "create");
    expect(customer).toMatch(/customer\.email = customer\.email\.toLowerCase\(\);/);
    expect(customer).toMatch(/if \(!password\) return/);
    expect(String(op("admin", "/admin/customers", "post").description)).toMatch(/An empty `password` creates a guest customer/);
    const swap = compiledMethod(read("services/swap.js"), "SwapService", "cancel");
    expect(swap).toMatch(/Return must be canceled before the swap can be canceled/);
    expect(String(op("admin", "/admin/orders/{id}/swaps/{swap_id}/cancel", "post").description)).toMatch(
      /cancel that return first/,
    );
    expect(read("repositories/tax-rate.js")).toMatch(/\.orIgnore\(true\)\s*\.into\(models_1\.ShippingTaxRate\)/);
    expect(String(op("admin", "/admin/tax-rates/{id}/shipping-options/batch", "post").description)).toMatch(
      /skipped without error/,
    );
    expect(String(op("admin", "/admin/price-lists/{id}/products/prices/batch", "delete").description)).toMatch(
      /answers `ids` empty/,
    );
    expect(String(op("admin", "/admin/discounts", "get").description)).toMatch(/`is_dynamic` `true` and its discount's ID/);
  });
});

describe("the pinned reference, where a route's own query configuration decides (the fifteenth fresh audit's leftover classes, rest11)", () => {
  const configOf = (key: string): QueryConfig | undefined => {
    const block = pinned.ex.operations.find((o) => `${o.area} ${String(o.operation.operationId)}` === key);
    return block ? pinned.ex.queryConfigs?.[jsOf(block.loc.file)] : undefined;
  };
  const REPLACED = "The list replaces the relations returned by default";
  const PICKS = "It picks the columns only: the relations the route answers by default still come back";

  it("reads every transformQuery configuration of the package's routes, lists included", () => {
    const read = readQueryConfigs(NODE_MODULES);
    expect(read.problems).toEqual([]);
    // Every route that validates its query with transformQuery has its configuration.
    const registered = Object.keys(read.routes);
    expect(registered.length).toBeGreaterThan(100);
    expect(configOf("admin GetBatchJobs")).toMatchObject({ isList: true });
    expect(configOf("admin GetBatchJobs")!.defaultRelations).toBeUndefined();
    expect(configOf("admin GetBatchJobs")!.allowedFields).toBeUndefined();
    expect(configOf("admin GetCustomerGroupsGroup")).toMatchObject({ isList: false, defaultRelations: [] });
    expect(configOf("admin GetRegions")).toMatchObject({
      isList: true,
      defaultRelations: ["countries", "payment_providers", "fulfillment_providers", "currency"],
      allowedRelations: ["countries", "payment_providers", "fulfillment_providers", "currency"],
    });
    expect(configOf("admin GetGiftCards")!.defaultRelations).toEqual(["region", "order"]);
    // A filtered list: the price list's products drop variants.prices, the store's order edit drops internal_note.
    expect(configOf("admin GetPriceListsPriceListProducts")!.defaultRelations).not.toContain("variants.prices");
    expect(configOf("store GetOrderEditsOrderEdit")!.allowedFields).not.toContain("internal_note");
    expect(configOf("store GetOrderEditsOrderEdit")!.allowedFields).toContain("declined_reason");
    // The tables of accepted relations agree with the configurations.
    for (const [key] of operations()) {
      const allowed = configOf(key)?.allowedRelations ?? [];
      if (ALLOWED_RELATIONS[key]) expect([...ALLOWED_RELATION_LISTS[ALLOWED_RELATIONS[key]]], key).toEqual(allowed);
      else expect(allowed, key).toEqual([]);
    }
  });

  it("lists prepareListQuery's errors only on routes whose configuration can throw them", () => {
    const file = read("utils/get-query-config.js").split("\n");
    // QUERY_CONFIG_THROWS names each throw by its line and the guard it needs (the lines of 1.20.11).
    expect(file[103]).toMatch(/if \(allowedFields\.length\) \{/);
    expect(file[58]).toMatch(/allowedFields = allowed\.length \? allowed : allowedFields;/);
    expect(file[129]).toMatch(/Requested fields \[/);
    expect(file[137]).toMatch(/if \(allowedRelations\.length && expand\) \{/);
    expect(file[141]).toMatch(/Requested fields \[/);
    expect(file[156]).toMatch(/queryConfig\.allowedFields\) === null/);
    expect(file[158]).toMatch(/Order field /);
    expect(Object.keys(QUERY_CONFIG_THROWS).map(Number)).toEqual([130, 142, 159]);
    expect(read("api/middlewares/transform-query.js")).toMatch(/allowed: \(_c = \(_b = \(_a = req\.allowed\)/);
    expect(compiledFiles(join(dist, "api")).filter((f) => /req\.allowed = /.test(readFileSync(f, "utf8")))).toEqual([]);

    const errors = readErrors(NODE_MODULES, pinned.ex.operations, undefined, pinned.ex.validators);
    const lines = (key: string) =>
      (errors.operations[key] ?? []).flatMap((id) => {
        const t = errors.throws[id]!;
        return t.file === QUERY_CONFIG_FILE ? [t.line] : [];
      });
    let checked = 0;
    for (const [key, { op }] of operations()) {
      const config = configOf(key);
      if (!config) continue;
      checked++;
      // The order error needs an `order` the validator lets through (the built parameters follow the validators).
      const takesOrder = query(op, "order") !== undefined;
      // The fields error needs `fields` let through, or defaults not all allowed; the relations error needs `expand`
      // (the nineteenth audit).
      const allowed = config.allowed?.length ? config.allowed : (config.allowedFields ?? []);
      const defaultsOutside = (config.defaultFields ?? []).some((f) => !allowed.some((a) => f.startsWith(a)));
      const takesFields = query(op, "fields") !== undefined || defaultsOutside;
      const takesExpand = query(op, "expand") !== undefined;
      const takes: Record<number, boolean> = { 130: takesFields, 142: takesExpand, 159: takesOrder };
      const expected = [130, 142, 159].filter((line) => queryConfigAllows(config, line) && takes[line]);
      expect(lines(key), key).toEqual(expected);
    }
    // The seventeenth audit's seven (ran: order=… → 400 "property order should not exist").
    for (const key of [
      "store GetCollections",
      "store GetOrderEditsOrderEdit",
      "store GetOrders",
      "store GetOrdersOrder",
      "store GetOrdersOrderCartId",
      "store GetProductCategoriesCategory",
      "store GetProductsProduct",
    ])
      expect(lines(key), key).not.toContain(159);
    expect(checked).toBeGreaterThan(100);
    // The fifteenth audit's four (ran: unknown names → 500, or refused by the validator).
    for (const key of ["admin GetBatchJobs", "admin GetCustomerGroupsGroup", "admin GetGiftCards"])
      expect(lines(key), key).toEqual([]);
    expect(lines("admin GetRegions")).toEqual([142]);
    expect(lines("store GetProducts")).toEqual([130, 142, 159]);
  });

  it("lists no error of a branch the create region body cannot take, nor of the retrieve of the region it just made", () => {
    const errors = readErrors(NODE_MODULES, pinned.ex.operations);
    const messages = (key: string) => (errors.operations[key] ?? []).flatMap((id) => errors.throws[id]!.messages.map(throwText));
    const created = messages("admin PostRegions");
    for (const u of UNANSWERED_THROWS["admin PostRegions"]!) expect(created, u.message).not.toContain(u.message);
    expect(created).toContain("Payment provider not found");
    // The update's body has tax_provider_id, and it retrieves a region of the path: both stay there.
    const updated = messages("admin PostRegionsRegion");
    for (const u of UNANSWERED_THROWS["admin PostRegions"]!) expect(updated, u.message).toContain(u.message);
    const body =
      pinned.ex.validators.classes[pinned.ex.validators.routes["dist/api/routes/admin/regions/create-region.js"]!.body!]!;
    expect(body.fields.map((f) => f.name)).not.toContain("tax_provider_id");
    expect(read("api/routes/admin/regions/create-region.js")).toMatch(
      /return \[4 \/\*yield\*\/, regionService\.retrieve\(result\.id, \{/,
    );
    expect(compiledMethod(read("services/region.js"), "RegionService", "validateFields")).toMatch(
      /if \(!regionData\.tax_provider_id\) return \[3 \/\*break\*\/, 4\];/,
    );
  });

  it("says that expand replaces the default relations only where the route has some", () => {
    let said = 0;
    let unsaid = 0;
    for (const [key, { op }] of operations()) {
      const text = String(query(op, "expand")?.description ?? "");
      if (!query(op, "expand")) continue;
      const config = configOf(key);
      if (hasDefaultRelations(config)) {
        if (!QUERY_IGNORED[key]?.expand) expect(text, key).toContain(REPLACED);
        said++;
      } else {
        expect(text, key).not.toContain(REPLACED);
        unsaid++;
      }
    }
    expect(unsaid).toBeGreaterThanOrEqual(15);
    expect(said).toBeGreaterThan(40);
    for (const key of ["admin GetBatchJobs", "admin GetCustomerGroupsGroup"])
      expect(String(query(operations().get(key)!.op, "expand")!.description), key).not.toContain(REPLACED);
  });

  it("says that fields leaves the default relations on every route whose configuration has them", () => {
    let said = 0;
    for (const [key, { op }] of operations()) {
      const param = query(op, "fields");
      if (!param) continue;
      const text = String(param.description);
      const keeps =
        keepsDefaultRelations(configOf(key)) && !QUERY_IGNORED[key]?.fields && QUERY_ALWAYS_ANSWERED[key]?.fields === undefined;
      expect(text.includes(PICKS), key).toBe(keeps);
      if (keeps) said++;
    }
    expect(said).toBeGreaterThan(50);
    expect(String(query(operations().get("admin GetRegions")!.op, "fields")!.description)).toContain(PICKS);
    expect(String(query(operations().get("admin GetCustomerGroupsGroup")!.op, "fields")!.description)).not.toContain(PICKS);
  });

  it("says 400 for an unknown name where the configuration keeps a list, and 500 only where it keeps none", () => {
    for (const [key, { op }] of operations()) {
      for (const name of ["expand", "fields", "order"]) {
        const param = query(op, name);
        if (!param || QUERY_IGNORED[key]?.[name] || (name === "order" && ORDER_IGNORED[key])) continue;
        const text = String(param.description);
        const accepted = acceptedNames(name, configOf(key));
        if (accepted) {
          expect(text, `${key} ${name}`).toMatch(/answers 400 "(Requested fields \[name\] are|Order field name is) not valid"/);
          expect(text, `${key} ${name}`).not.toContain("the route keeps no list");
        } else
          expect(text, `${key} ${name}`).not.toMatch(
            /answers 400 "(Requested fields \[name\] are|Order field name is) not valid"/,
          );
      }
    }
    const edit = String(query(operations().get("store GetOrderEditsOrderEdit")!.op, "fields")!.description);
    expect(edit).toMatch(/It accepts only `id`, `items`, .*`declined_reason`/);
    expect(edit).not.toContain("`internal_note`");
  });
});

describe("the pinned reference, where the seventeenth fresh audit found it wrong (2026-11-29)", () => {
  it("marks every route the backend puts behind a feature flag, on the route or on its router", () => {
    const routes = join(dist, "api", "routes");
    const missing: string[] = [];
    let seen = 0;
    for (const area of ["admin", "store"] as const) {
      for (const dir of readdirSync(join(routes, area))) {
        const file = join(routes, area, dir, "index.js");
        if (!existsSync(file)) continue;
        const text = readFileSync(file, "utf8");
        const flagOf = (arg: string) => {
          const literal = /^"(\w+)"$/.exec(arg);
          if (literal) return literal[1]!;
          const alias = /^(\w+)\.default\.key$/.exec(arg)![1]!;
          const spec = new RegExp(`var ${alias} = __importDefault\\(require\\("([^"]+)"\\)\\)`).exec(text)![1]!;
          return /key: "(\w+)"/.exec(readFileSync(join(routes, area, dir, `${spec}.js`), "utf8"))![1]!;
        };
        const mount =
          /app\.use\("([^"]+)",\s*(?:\(0, feature_flag_enabled_1\.isFeatureFlagEnabled\)\(([^)]+)\),\s*)?route\)/.exec(text);
        if (!mount) continue;
        const documented = Object.entries(pinned.built[area].paths).filter(
          ([path]) => path === `/${area}${mount[1]}` || path.startsWith(`/${area}${mount[1]}/`),
        );
        // A flag on by default (sales_channels) is left unmarked: the route answers unless it is turned off.
        const onByDefault = (flag: string) =>
          readdirSync(join(dist, "loaders", "feature-flags")).some((f) => {
            const t = f.endsWith(".js") ? readFileSync(join(dist, "loaders", "feature-flags", f), "utf8") : "";
            return t.includes(`key: "${flag}"`) && /default_val: true/.test(t);
          });
        const expectFlag = (path: string, method: string, flag: string) => {
          if (onByDefault(flag)) return;
          seen++;
          const found = (pinned.built[area].paths[path] as Record<string, JsonObject> | undefined)?.[method];
          if (found && found["x-featureFlag"] !== flag) missing.push(`${method} ${path} (${flag})`);
        };
        if (mount[2])
          for (const [path, methods] of documented) for (const m of Object.keys(methods)) expectFlag(path, m, flagOf(mount[2]));
        for (const m of text.matchAll(/route\.(get|post|delete)\("([^"]+)",([^\n]*)isFeatureFlagEnabled\)\(([^)]+)\)/g)) {
          const path = `/${area}${mount[1]}${m[2] === "/" ? "" : m[2]!.replace(/:(\w+)/g, "{$1}")}`;
          expectFlag(path, m[1]!, flagOf(m[4]!));
        }
      }
    }
    expect(seen).toBeGreaterThanOrEqual(8);
    expect(missing).toEqual([]);
    expect(op("admin", "/admin/currencies/{code}", "post")["x-featureFlag"]).toBe("tax_inclusive_pricing");
  });

  it("says that a negative limit or offset answers 500 on every list route", () => {
    // No compiled validator of limit or offset sets a minimum.
    const decorated = compiledFiles(join(dist, "api"))
      .concat(compiledFiles(join(dist, "types")))
      .flatMap((f) => [...readFileSync(f, "utf8").matchAll(/__decorate\(\[([^\]]*)\], \w+\.prototype, "(limit|offset)"/g)]);
    expect(decorated.length).toBeGreaterThan(20);
    expect(decorated.filter((m) => /\bMin\)/.test(m[1]!)).map((m) => m[0])).toEqual([]);
    let said = 0;
    for (const area of ["admin", "store"] as const)
      for (const [path, methods] of Object.entries(pinned.built[area].paths))
        for (const found of Object.values(methods as Record<string, JsonObject>)) {
          const key = `${area} ${String(found.operationId)}`;
          for (const p of ((found.parameters ?? []) as JsonObject[]).filter(isObject)) {
            if (p.in !== "query" || (p.name !== "limit" && p.name !== "offset")) continue;
            const negative = String(p.description).includes("A negative value answers 500");
            expect(negative, `${key} ${path} ${String(p.name)}`).toBe(key !== "store GetRegionsRegion");
            if (negative) said++;
          }
        }
    expect(said).toBeGreaterThanOrEqual(80);
  });

  it("says that the store's order look-up ignores shipping_address and matches the e-mail exactly", () => {
    const lookup = read("api/routes/store/orders/lookup-order.js");
    expect(lookup).toMatch(
      /orderService\.list\(\{\s*display_id: validated\.display_id,\s*email: validated\.email,\s*\}, req\.listConfig\)/,
    );
    const params = (op("store", "/store/orders", "get").parameters as JsonObject[]).filter(isObject);
    expect(String(params.find((p) => p.name === "shipping_address")!.description)).toMatch(/^Accepted, but ignored/);
    expect(String(params.find((p) => p.name === "email")!.description)).toMatch(/case included/);
  });

  it("says what the store's token lasts, the order look-up's display_id and the stock location list's id filter", () => {
    expect(read("api/routes/store/auth/get-token.js")).toMatch(/expiresIn: "30d"/);
    expect(String(op("store", "/store/auth/token", "post").description)).toMatch(/valid for 30 days/);
    expect(read("api/routes/store/orders/lookup-order.js")).toMatch(
      /IsNumber\)\(\),\s*\(0, class_transformer_1\.Type\)\(function \(\) \{ return Number; \}\),\s*__metadata\("design:type", Number\)\s*\], StoreGetOrdersParams\.prototype, "display_id"/,
    );
    const lookup = (op("store", "/store/orders", "get").parameters as JsonObject[]).filter(isObject);
    expect(String(lookup.find((p) => p.name === "display_id")!.description)).toMatch(/A decimal passes the validator/);
    expect(read("api/routes/admin/stock-locations/list-stock-locations.js")).toMatch(/filterableFields\.id = __spreadArray/);
    const list = (op("admin", "/admin/stock-locations", "get").parameters as JsonObject[]).filter(isObject);
    expect(String(list.find((p) => p.name === "id")!.description)).toMatch(/the `id` filter is dropped/);
  });

  it("says that an order's shipping address update needs country_code every time", () => {
    const update = compiledMethod(read("services/order.js"), "OrderService", "updateShippingAddress");
    expect(update).toMatch(/address\.country_code = \(_b = \(_a = address\.country_code\)/);
    expect(update).toMatch(/Shipping country must be in the order region/);
    const body = pinned.built.admin.components!.schemas!.AdminPostOrdersOrderReq as JsonObject;
    const said = JSON.stringify((body.properties as JsonObject).shipping_address);
    expect(said).toMatch(/Send `country_code` every time/);
  });
});

describe("the pinned reference, where the eighteenth fresh audit found it wrong (2026-11-29)", () => {
  it("says what canceling a claim leaves: the additional items' reserved stock", () => {
    const claims = read("services/claim.js");
    expect(compiledMethod(claims, "ClaimService", "create")).toMatch(
      /productVariantInventoryService_\.reserveQuantity\(newItem\.variant_id/,
    );
    const cancel = compiledMethod(claims, "ClaimService", "cancel");
    expect(cancel).not.toMatch(/reservation|adjustReservationsQuantityByLineItem|releaseReservations|inventory/i);
    expect(cancel).toMatch(/claim\.fulfillment_status = models_1\.ClaimFulfillmentStatus\.CANCELED/);
    const said = String(op("admin", "/admin/orders/{id}/claims/{claim_id}/cancel", "post").description);
    expect(said).toMatch(/reservations stay/);
    expect(said).toMatch(/payment status is left as it is/);
  });

  it("says that deleting an inventory item deletes its levels and links and keeps its reservations", () => {
    expect(read("api/routes/admin/inventory-items/delete-inventory-item.js")).toMatch(
      /\.detachInventoryItem\(id\)[^]*inventoryService\.deleteInventoryItem\(id\)/,
    );
    const inventory = readFileSync(join(NODE_MODULES, "@medusajs/inventory/dist/services/inventory.js"), "utf8");
    const del = /async deleteInventoryItem\([^]*?\n {4}\}/.exec(inventory)![0];
    expect(del).toMatch(/inventoryLevelService_\.deleteByInventoryItemId/);
    expect(del).not.toMatch(/reservation/i);
    const said = String(op("admin", "/admin/inventory-items/{id}", "delete").description);
    expect(said).toMatch(/inventory levels at every location are deleted/);
    expect(said).toMatch(/Its reservations are not/);
  });

  it("lists no error caught by a catch that only logs it, or by a call's .catch(function () { return … })", () => {
    // Ran: POST /admin/auth/token with an unknown e-mail → 401; DELETE /admin/users/usr_nope and
    // /admin/sales-channels/sc_nope → 200; POST /admin/users/password-token for an unknown e-mail → 204.
    expect(compiledMethod(read("services/auth.js"), "AuthService", "authenticate")).toMatch(
      /error_2 = _a\.sent\(\);\s*this\.logger_\.log\("error", error_2\);\s*return \[3/,
    );
    expect(read("services/analytics-config.js")).toContain("this.retrieve(userId).catch(function () { return undefined; })");
    const messages = errorMessages(readErrors(NODE_MODULES, pinned.ex.operations));
    expect(messages("admin PostToken")).not.toContain("User with email: {email} was not found");
    expect(messages("admin PostAuth")).not.toContain("User with email: {email} was not found");
    expect(messages("admin PostUsersUserPasswordToken")).not.toContain("User with email: {email} was not found");
    expect(messages("admin DeleteUsersUser")).not.toContain("No analytics config found for user with id: {userId}");
    expect(messages("admin DeleteSalesChannelsSalesChannel")).not.toContain(
      "Sales channel with {selectorConstraints} was not found",
    );
    // A call without such a catch is still followed.
    expect(messages("admin GetSalesChannelsSalesChannel")).toContain("Sales channel with {selectorConstraints} was not found");
    expect(messages("admin PostUsersUserPasswordToken")).toContain("{errorMessages}");
  });

  it("says that a deleted user's tokens and sessions keep working, and what the admin token lasts", () => {
    const passport = read("loaders/passport.js");
    const bearer = /passport_1\.default\.use\("admin-bearer"[^]*?\}\)\);/.exec(passport)![0];
    expect(bearer).not.toMatch(/userService|retrieve/);
    expect(read("api/routes/admin/auth/get-token.js")).toMatch(/expiresIn: "24h"/);
    expect(String(op("admin", "/admin/users/{id}", "delete").description)).toMatch(/keeps working until it expires/);
    expect(String(op("admin", "/admin/auth/token", "post").description)).toMatch(/valid for 24 hours/);
  });
});

describe("the pinned reference, where the nineteenth fresh audit found it wrong (2026-11-29)", () => {
  /** @schema blocks' properties documented as one `$ref` whose declaration under the block is a list. */
  function listsDocumentedAsOne(): Record<string, string[]> {
    const found: Record<string, string[]> = {};
    const roots = [join(NODE_MODULES, "@medusajs/types/dist"), dist];
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith(".d.ts") ? [join(dir, e.name)] : [],
      );
    for (const file of roots.flatMap(walk)) {
      const text = readFileSync(file, "utf8");
      for (const block of text.split(/\n\/\*\*\n \* @schema /).slice(1)) {
        const close = block.indexOf("\n */\n");
        const comment = block
          .slice(0, close)
          .split("\n")
          .map((l) => l.replace(/^ \* ?/, ""));
        const declaration = block.slice(close, close + 4000);
        let schema: JsonObject;
        try {
          schema = parseYaml(comment.slice(1).join("\n")) as JsonObject;
        } catch {
          continue;
        }
        const owners = [schema, ...((schema?.allOf ?? []) as JsonObject[])].filter((o) => isObject(o?.properties));
        for (const owner of owners)
          for (const [prop, d] of Object.entries(owner.properties as Record<string, JsonObject>)) {
            if (!(d?.$ref || d?.allOf) || d.type === "array") continue;
            const declared = new RegExp(`\\n\\s+${prop}\\??: ([^;]*);`).exec(declaration);
            if (declared && /\[\]$/.test(declared[1]!.trim())) (found[comment[0]!.trim()] ??= []).push(prop);
          }
      }
    }
    return found;
  }

  it("documents as lists the response properties the packages declare as lists (SCHEMA_LISTS)", () => {
    // Ran: GET /admin/stock-locations/{id}?expand=sales_channels, GET /admin/store, GET /admin/variants/{id}/inventory.
    expect(listsDocumentedAsOne()).toEqual(Object.fromEntries(Object.entries(SCHEMA_LISTS).map(([k, v]) => [k, [...v]])));
    const schemas = pinned.built.admin.components!.schemas as Record<string, JsonObject>;
    for (const [schema, properties] of Object.entries(SCHEMA_LISTS)) {
      const owners = [schemas[schema]!, ...((schemas[schema]!.allOf ?? []) as JsonObject[])];
      for (const property of properties) {
        const prop = owners.map((o) => (o.properties as Record<string, JsonObject> | undefined)?.[property]).find(Boolean)!;
        expect(prop.type, `${schema}.${property}`).toBe("array");
        expect((prop.items as JsonObject).$ref, `${schema}.${property}`).toMatch(/^#\/components\/schemas\//);
      }
    }
  });

  it("says where a required field's validator lets a missing value through (ValidateNested alone)", () => {
    // Ran: POST and DELETE /admin/customer-groups/{id}/customers/batch with {} → 500; POST /store/customers/me/addresses with {} → 500.
    const found = Object.values(pinned.ex.validators.classes)
      .flatMap((c) => c.fields.filter((f) => presenceUnchecked(f.decorators)).map((f) => `${c.name}.${f.name}`))
      .sort();
    expect(found).toEqual([
      "AdminDeleteCustomerGroupsGroupCustomerBatchReq.customer_ids",
      "AdminPostCustomerGroupsGroupCustomersBatchReq.customer_ids",
      "StorePostCustomersCustomerAddressesReq.address",
    ]);
    expect(read("api/routes/admin/customer-groups/delete-customers-batch.js")).toMatch(/validated\.customer_ids\.map/);
    const body = bodyProperties(pinned.built, op("admin", "/admin/customer-groups/{id}/customers/batch", "delete"));
    expect(String(body.customer_ids!.description)).toContain(PRESENCE_UNCHECKED);
    const address = bodyProperties(pinned.built, op("store", "/store/customers/me/addresses", "post"));
    expect(String(address.address!.description)).toContain(PRESENCE_UNCHECKED);
  });

  it('lists "Requested fields … are not valid" only where the route takes `fields` or its defaults are not all allowed', () => {
    // Ran: GET /store/product-tags?fields=id, /store/collections?fields=id, /store/product-types?fields=id → 400
    // "property fields should not exist".
    const messages = errorMessages(readErrors(NODE_MODULES, pinned.ex.operations, undefined, pinned.ex.validators));
    const requested = "Requested fields [{Array.from(notAllowedFields)}] are not valid";
    for (const key of ["store GetProductTags", "store GetCollections", "store GetProductTypes"])
      expect(messages(key), key).not.toContain(requested);
    // Routes whose validator has `fields` keep it.
    expect(messages("store GetProducts")).toContain(requested);
    expect(messages("store GetProductCategories")).toContain(requested);
  });

  it("says what a single inventory item's answer has beyond its schema (joinLevels)", () => {
    expect(read("api/routes/admin/inventory-items/get-inventory-item.js")).toMatch(/joinLevels\)\(\[inventoryItem\]/);
    expect(read("api/routes/admin/inventory-items/utils/join-levels.js")).toMatch(/location_levels/);
    const said = String(op("admin", "/admin/inventory-items/{id}", "get").description);
    expect(said).toMatch(/always has `stocked_quantity` and `reserved_quantity`/);
  });

  it("says that a claim's or swap's shipment route marks any fulfillment shipped (no check that it is theirs)", () => {
    expect(compiledMethod(read("services/order.js"), "OrderService", "createShipment")).toMatch(/shipment\.order_id !== orderId/);
    for (const [file, cls] of [
      ["services/claim.js", "ClaimService"],
      ["services/swap.js", "SwapService"],
    ] as const) {
      const ship = compiledMethod(read(file), cls, "createShipment");
      expect(ship, cls).toMatch(/fulfillmentService_[^]*\.createShipment\(fulfillmentId/);
      expect(ship, cls).not.toMatch(/claim_order_id|swap_id !==|Could not find fulfillment/);
    }
    for (const path of ["/admin/orders/{id}/claims/{claim_id}/shipments", "/admin/orders/{id}/swaps/{swap_id}/shipments"]) {
      const body = bodyProperties(pinned.built, op("admin", path, "post"));
      expect(String(body.fulfillment_id!.description), path).toMatch(/is marked shipped all the same/);
    }
  });

  it("says that removing a fulfillment provider from a region leaves the region's shipping options of it working", () => {
    const remove = compiledMethod(read("services/region.js"), "RegionService", "removeFulfillmentProvider");
    expect(remove).toMatch(/region\.fulfillment_providers = region\.fulfillment_providers\.filter/);
    expect(remove).not.toMatch(/shippingOption/i);
    const said = String(op("admin", "/admin/regions/{id}/fulfillment-providers/{provider_id}", "delete").description);
    expect(said).toMatch(/existing shipping options of that provider are not changed/);
    expect(said).toMatch(/answers 200 with the region unchanged/);
  });
});

describe("the pinned reference, where the twentieth fresh audit found it wrong (2026-11-29)", () => {
  const schemaOf = (s: JsonObject): JsonObject =>
    typeof s.$ref === "string" ? (pinned.built.schemas[s.$ref.split("/").pop()!] ?? {}) : s;

  it("says that an address field taking an ID takes any address's record, which an object then changes", () => {
    // Every body field the validators type IsType([AddressPayload, String]), by class.
    const found = compiledFiles(join(dist, "api/routes"))
      .flatMap((file) => {
        const text = readFileSync(file, "utf8");
        return [...text.matchAll(/IsType\)\(\[common_1\.AddressPayload, String\]\),[^\]]*?\], (\w+)\.prototype, "(\w+)"/g)].map(
          (m) => `${m[1]}.${m[2]}`,
        );
      })
      .sort();
    expect(found).toEqual([
      "AdminPostDraftOrdersDraftOrderReq.billing_address",
      "AdminPostDraftOrdersDraftOrderReq.shipping_address",
      "AdminPostDraftOrdersReq.billing_address",
      "AdminPostDraftOrdersReq.shipping_address",
      "StorePostCartsCartReq.billing_address",
      "StorePostCartsCartReq.shipping_address",
      "StorePostCustomersCustomerReq.billing_address",
    ]);
    // The services find the address by its ID alone and save an object over the record they hold.
    const customer = compiledMethod(read("services/customer.js"), "CustomerService", "updateBillingAddress_");
    expect(customer).toMatch(/findOne\(\{\s*where: \{ id: addressOrId \}/);
    expect(customer).toMatch(/addrRepo\.save\(__assign\(__assign\(\{\}, addr\), address\)\)/);
    for (const name of ["updateBillingAddress_", "updateShippingAddress_"]) {
      const cart = compiledMethod(read("services/cart.js"), "CartService", name);
      expect(cart, name).toMatch(/findOne\(\{\s*where: \{ id: addressOrId \}/);
      expect(cart, name).toMatch(/addrRepo\.save\(__assign\(__assign\(\{\}, addr\), address\)\)/);
    }
    for (const [area, path, method] of [
      ["store", "/store/customers/me", "post"],
      ["store", "/store/carts/{id}", "post"],
      ["admin", "/admin/draft-orders", "post"],
      ["admin", "/admin/draft-orders/{id}", "post"],
    ] as const) {
      const body = bodyProperties(pinned.built, op(area, path, method));
      for (const field of ["billing_address", "shipping_address"].filter((f) => body[f])) {
        const said = String(body[field]!.description);
        expect(said, `${path} ${field}`).toMatch(/An ID is not checked against the/);
        expect(said, `${path} ${field}`).toMatch(/it changes the record the ID named/);
      }
    }
  });

  it("says that a shipping option update's requirement ID may name another option's requirement", () => {
    // Ran: option B's requirement ID sent to option A → B's requirement updated, A's own removed.
    const validate = compiledMethod(read("services/shipping-option.js"), "ShippingOptionService", "validateRequirement_");
    expect(validate).toMatch(/findOne\(\{\s*where: \{ id: requirement\.id \}/);
    expect(validate).toMatch(/reqRepo\.save\(__assign\(__assign\(\{\}, existingReq\), requirement\)\)/);
    const requirements = bodyProperties(pinned.built, op("admin", "/admin/shipping-options/{id}", "post")).requirements!;
    const item = schemaOf(requirements.items as JsonObject);
    const id = (item.properties as Record<string, JsonObject>).id!;
    expect(String(id.description)).toMatch(/not checked against this shipping option/);
  });

  it("lists the errors of calls made through TypeScript's this_N aliases (a loop's closure)", () => {
    // Ran: POST /admin/shipping-options/{id} with requirement id sor_nope → 400, type "" and "foo" → 400.
    const messages = errorMessages(readErrors(NODE_MODULES, pinned.ex.operations, undefined, pinned.ex.validators));
    const update = messages("admin PostShippingOptionsOption");
    expect(update).toContain("Shipping option requirement with id {requirement.id} does not exist");
    expect(update).toContain("Requirement type must be one of min_subtotal, max_subtotal");
    // The create body refuses an id and checks the type with IsEnum.
    expect(messages("admin PostShippingOptions")).not.toContain(
      "Shipping option requirement with id {requirement.id} does not exist",
    );
  });

  it("names the resource of a path `id` and of a deleted record's `id` as the route does", () => {
    const norm = (s: string) =>
      s
        .toLowerCase()
        .replace(/[^a-z]/g, "")
        .replace(/ies$/, "y")
        .replace(/s$/, "");
    const wrong: string[] = [];
    for (const [key, { path, op: operation }] of operations()) {
      const segment = norm(path.split("/")[2]!);
      const described = /^The ID of (?:the |a )?(.+?)\.?$/i.exec(String(param(operation, "path", "id")?.description ?? ""));
      if (described && !segment.includes(norm(described[1]!)) && !norm(described[1]!).includes(segment))
        wrong.push(`${key} path id: ${described[1]}`);
    }
    for (const [name, schema] of Object.entries(pinned.built.schemas)) {
      const p = schema.properties as Record<string, JsonObject> | undefined;
      const object = p?.object?.default;
      const described = /^The ID of the (?:deleted|removed) (.+?)\.?$/i.exec(String(p?.id?.description ?? ""));
      if (!p?.deleted || typeof object !== "string" || !described) continue;
      const what = norm(described[1]!);
      if (!what.includes(norm(object)) && !norm(object).includes(what)) wrong.push(`${name}.id: ${described[1]} (${object})`);
    }
    expect(wrong).toEqual([]);
    expect(read("api/routes/admin/tax-rates/delete-tax-rate.js")).toMatch(
      /\(path\) id=\* \{string\} The ID of the Shipping Option\./,
    );
  });

  it("says what authorizing a payment collection's session does, and whose ID its 422 names", () => {
    expect(read("api/routes/store/payment-collections/authorize-payment-session.js")).toMatch(
      /"Failed to authorize Payment Session id \\""\.concat\(id, /,
    );
    const said = String(op("store", "/store/payment-collections/{id}/sessions/{session_id}/authorize", "post").description);
    expect(said).toMatch(/names the collection's ID, not the session's/);
    expect(said).toMatch(/does not complete the edit/);
  });
});

describe("the pinned reference, where the twentieth fresh audit's minor findings decide (2026-11-29)", () => {
  it("says when a cart's payment sessions reach the provider", () => {
    const set = compiledMethod(read("services/cart.js"), "CartService", "setPaymentSessions");
    expect(set).toMatch(/region\.payment_providers\.length === 1 && !cart\.payment_session/);
    expect(set).toMatch(
      /psRepo\.create\(__assign\(__assign\(\{\}, partialPaymentSessionData\), \{ provider_id: paymentProvider\.id \}\)\)/,
    );
    const said = String(op("store", "/store/carts/{id}/payment-sessions", "post").description);
    expect(said).toMatch(/With several providers, a session is created for each without calling the provider/);
  });

  it("says that a flat-rate shipping option's amount cannot be below 0", () => {
    const price = compiledMethod(read("services/shipping-option.js"), "ShippingOptionService", "validateAndMutatePrice");
    expect(price).toMatch(/option_\.amount == null \|\| option_\.amount < 0/);
    for (const path of ["/admin/shipping-options", "/admin/shipping-options/{id}"]) {
      const body = bodyProperties(pinned.built, op("admin", path, "post"));
      expect(String(body.amount!.description), path).toMatch(/an amount below 0 \(or `null`\) answers 400/);
    }
  });

  it("lists the fields of a body field's or parameter's object alternative (oneOf)", () => {
    const reader = new SchemaReader(pinned.built.store, () => undefined);
    const body = bodyProperties(pinned.built, op("store", "/store/customers/me", "post"));
    const field = reader.field("billing_address", body.billing_address, false, 1);
    expect(field.type).toBe("object | string");
    expect(field.children?.map((c) => c.name)).toEqual(expect.arrayContaining(["address_1", "country_code", "postal_code"]));
  });
});
