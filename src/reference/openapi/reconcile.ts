import type { ClassDocs } from "../extract/class-docs";
import type { QueryConfig } from "../extract/query-config";
import type { VClass, VField, Validators, VType } from "../extract/validators";
import { isObject } from "./normalize";
import type { JsonObject } from "./types";

/**
 * Makes the documented query parameters and request bodies say what the backend's validators
 * accept (src/reference/extract/validators.ts): the validators win. A field only the `@oas` block
 * documents is dropped (the backend answers 400 "property x should not exist"), a field only the
 * validator knows is added (with the words of its class's doc comment), and a field's type, enum
 * and whether it is required come from its decorators; descriptions, examples and links stay the
 * block's (an `order` parameter's also says how to sort in descending order, which most blocks leave out). Query parameters are written the way the backend's query parser (`qs`) reads them:
 * arrays as one `name[]=` per value, operator objects as deep objects (`created_at[gt]=`).
 *
 * Every change is returned as one line, and `data/api-validator-changes.yaml` must list exactly
 * these (src/reference/families/rest/validator-changes.ts): a new package version that changes a
 * validator is reviewed before the reference follows it.
 */

export interface ValidatorChange {
  /** `admin GetOrders` (its query parameters) or `schema StorePostCartReq` (a request body). */
  where: string;
  /** `query status: type string → array`, `items.*.quantity: added`. */
  text: string;
}

const SCHEMA_REF = "#/components/schemas/";

/**
 * Fields whose class maps the value through optionalBooleanMapper (utils/validators/is-boolean.js:12-17),
 * a Map keyed by the texts "true", "false", "null" and "undefined": another text in a query string, and a
 * JSON boolean in a body, map to undefined, which IsOptional lets through as if the field were left out.
 * Ran (the sixteenth fresh audit): GET /admin/discounts?is_dynamic=yes → every discount; POST
 * /admin/orders/{id}/fulfillment with no_notification true → the fulfillment's no_notification null.
 */
export const TEXT_BOOLEAN_QUERY = "Send `true` or `false`: another value (`yes`, `1`) counts as left out.";
export const TEXT_BOOLEAN_BODY =
  'Send it as the text `"true"` or `"false"`: the validator maps only those texts, so a JSON `true` or `false` is dropped as if the field were left out.';
/** Keys of a documented schema kept when the validator decides its type. */
const KEPT = ["title", "description", "default", "example", "examples", "externalDocs", "deprecated", "nullable", "format"];

export class Reconciler {
  readonly changes: ValidatorChange[] = [];
  /** Named schemas reconciled with a class already: name → class key. */
  private readonly done = new Map<string, string>();

  constructor(
    private readonly validators: Validators,
    private readonly docs: ClassDocs,
    /** The named schemas, changed in place when a body class has the same name. */
    private readonly schemas: Record<string, JsonObject>,
  ) {}

  private note(where: string, text: string): void {
    if (!this.changes.some((c) => c.where === where && c.text === text)) this.changes.push({ where, text });
  }

  /** The route's query class, its parameters reconciled; other parameters (path, header) kept as they are. */
  queryParameters(where: string, params: JsonObject[], classKey: string | undefined, queryConfig?: QueryConfig): JsonObject[] {
    if (!classKey) return params;
    const cls = this.validators.classes[classKey]!;
    const documented = new Map(params.filter((p) => p.in === "query").map((p) => [String(p.name).replace(/\[\]$/, ""), p]));
    const out = params.filter((p) => p.in !== "query");
    for (const field of cls.fields) {
      const doc = documented.get(field.name);
      documented.delete(field.name);
      if (!acceptsQueryText(field, this.validators)) {
        if (doc)
          this.note(
            where,
            `query ${field.name}: removed, no value passes its validator from a query string (${field.decorators.join(", ")})`,
          );
        continue;
      }
      const label = `query ${field.name}`;
      const schema = this.reconcile(where, label, isObject(doc?.schema) ? doc.schema : undefined, field.schema, cls);
      // A field under FeatureFlagDecorators is accepted only with its flag on (400 "property … should not
      // exist" without it): the flag is said, whether or not the package's @oas block says it.
      if (field.featureFlag) schema["x-featureFlag"] = field.featureFlag;
      const param: JsonObject = { in: "query", name: field.name };
      for (const k of ["description", "deprecated", "example", "examples", "externalDocs"])
        if (doc?.[k] !== undefined) param[k] = doc[k];
      if (param.description === undefined) {
        const text = this.docs.text(cls.key, field.name) ?? this.fieldDoc(field);
        if (text) param.description = text;
      }
      if (field.name === "expand" && typeof param.description === "string")
        param.description = hasDefaultRelations(queryConfig)
          ? withReplacedRelations(param.description)
          : withoutReplacedRelations(param.description);
      const allowed = ALLOWED_RELATIONS[where];
      if (field.name === "expand" && allowed && typeof param.description === "string")
        param.description = withAllowedRelations(param.description, ALLOWED_RELATION_LISTS[allowed], FLAG_RELATIONS[allowed]);
      if (field.name === "fields" && typeof param.description === "string")
        param.description = param.description.replace(/\bfields that should be expanded\b/, "fields that should be included");
      if (field.name === "order" && ORDER_IGNORED[where]) param.description = ORDER_IGNORED[where];
      else if (QUERY_IGNORED[where]?.[field.name]) {
        // An ignored `expand` is still checked against the route's relations: the 400 stays said.
        const ignored = QUERY_IGNORED[where][field.name]!;
        param.description =
          field.name === "expand" && allowed
            ? withAllowedRelations(ignored, ALLOWED_RELATION_LISTS[allowed], FLAG_RELATIONS[allowed])
            : ignored;
      } else if (field.name === "order" && typeof param.description === "string")
        param.description = withDescending(param.description);
      if (!doc) this.note(where, `${label}: added`);
      else if ((doc.required === true) !== field.required)
        this.note(where, `${label}: required ${String(doc.required === true)} → ${String(field.required)}`);
      if (field.required) param.required = true;
      if (field.default !== undefined && schema.default !== undefined && schema.default !== field.default)
        this.note(where, `${label}: default ${JSON.stringify(schema.default)} → ${JSON.stringify(field.default)}`);
      if (field.default !== undefined) schema.default = field.default;
      Object.assign(param, queryEncoding(field.name, schema, this.schemas));
      if (typeof param.description === "string") param.description = withRepeatedValues(param.description, String(param.name));
      if (field.textBoolean && typeof param.description === "string" && !param.description.includes(TEXT_BOOLEAN_QUERY))
        param.description = `${param.description.replace(/\.?\s*$/, ".")} ${TEXT_BOOLEAN_QUERY}`;
      const fails = QUERY_FAILS[where]?.[field.name];
      if (fails) param.description = `${String(param.description ?? "").replace(/\.?\s*$/, ".")} ${fails}`.trim();
      param.schema = schema;
      const before = doc ? encodingOf(doc) : undefined;
      const after = encodingOf(param);
      if (doc && before !== after) this.note(where, `${label}: written ${after}, not ${before}`);
      out.push(param);
    }
    for (const [name] of documented) this.note(where, `query ${name}: removed, the validator has no such field`);
    return out;
  }

  /** A request body: the named schema reconciled in place when the class has its name, otherwise a reconciled copy. */
  body(where: string, schema: JsonObject, classKey: string): JsonObject {
    const cls = this.validators.classes[classKey]!;
    return this.reconcile(where, "", schema, { type: "class", ref: classKey }, cls);
  }

  /** The words for a field no block documents and whose class has no comment for it. */
  private fieldDoc(field: VField): string | undefined {
    return COMMON_FIELDS[field.name];
  }

  private reconcile(where: string, label: string, doc: JsonObject | undefined, v: VType, owner: VClass): JsonObject {
    const at = (sub: string) => (label === "" ? sub : `${label}.${sub}`);
    const say = (text: string) => this.note(where, label === "" ? text : `${label}: ${text}`);
    if (doc && typeof doc.$ref === "string") {
      const name = doc.$ref.slice(SCHEMA_REF.length);
      const target = this.schemas[name];
      if (target && "type" in v && v.type === "class" && this.validators.classes[v.ref]!.name === name) {
        const seen = this.done.get(name);
        if (seen === undefined) {
          this.done.set(name, v.ref);
          this.schemas[name] = this.reconcile(`schema ${name}`, "", target, v, owner);
        } else if (seen !== v.ref) say(`schema ${name} is also validated by ${seen}; kept as reconciled with that class`);
        return doc;
      }
      // Another class (or a type) than the named schema: a reconciled copy, the shared schema left alone.
      return target ? this.reconcile(where, label, { ...target }, v, owner) : doc;
    }
    const wrapped =
      doc && (["allOf", "anyOf", "oneOf"] as const).find((k) => Array.isArray(doc[k]) && (doc[k] as unknown[]).length === 1);
    if (doc && wrapped && isObject((doc[wrapped] as unknown[])[0])) {
      // `anyOf: [$ref: AddressPayload]`: one schema in a wrapper is that schema.
      const inner = this.reconcile(where, label, (doc[wrapped] as JsonObject[])[0], v, owner);
      const kept = pick(doc, KEPT);
      // OpenAPI 3.0 ignores what sits beside a $ref: a reference keeps its wrapper.
      if (typeof inner.$ref === "string") return Object.keys(kept).length > 0 ? { ...kept, [wrapped]: [inner] } : inner;
      return { ...kept, ...inner };
    }
    if ("oneOf" in v) {
      const alternatives = Array.isArray(doc?.oneOf) ? doc.oneOf.filter(isObject) : doc ? [doc] : [];
      const used = new Set<JsonObject>();
      const of = v.oneOf.map((alt) => {
        const match =
          alternatives.find((d) => !used.has(d) && sameKind(d, alt, this.schemas)) ??
          alternatives.find((d) => !used.has(d) && d.type === undefined);
        if (match) used.add(match);
        return this.reconcile(where, label, match ? { ...match } : undefined, alt, owner);
      });
      if (doc && !Array.isArray(doc.oneOf) && of.length > 1) say(`type ${describe(doc)} → one of ${of.map(describe).join(", ")}`);
      return { ...pick(doc, ["description", "externalDocs", "deprecated", "example"]), oneOf: of };
    }
    if (v.type === "any") return doc ?? {};
    if (doc && Array.isArray(doc.oneOf)) {
      // The validator takes one of the documented alternatives: that one is the documentation of the field.
      const match = doc.oneOf.filter(isObject).find((d) => sameKind(d, v, this.schemas));
      if (match) {
        say(`type ${describe(doc)} → ${"type" in v && v.type === "class" ? "object" : v.type}`);
        return this.reconcile(where, label, { ...pick(doc, ["description", "externalDocs", "deprecated"]), ...match }, v, owner);
      }
    }
    const kept = pick(doc, KEPT);
    if (v.type === "array") {
      const docItems =
        doc?.type === "array" && isObject(doc.items) ? doc.items : doc?.type !== "array" ? docSansMeta(doc) : undefined;
      if (doc && doc.type !== "array" && !doc.oneOf) say(`type ${describe(doc)} → array`);
      const items = this.reconcile(where, at("*"), docItems, v.items, owner);
      const out: JsonObject = {
        ...pick(doc, ["title", "description", "externalDocs", "deprecated", "example", "nullable"]),
        type: "array",
        items,
      };
      if (v.minItems) out.minItems = v.minItems;
      return out;
    }
    if (v.type === "class") {
      const cls = this.validators.classes[v.ref]!;
      const docProps = isObject(doc?.properties) ? doc.properties : {};
      const docRequired = new Set(Array.isArray(doc?.required) ? (doc.required as string[]) : []);
      if (doc && doc.type !== undefined && doc.type !== "object") say(`type ${describe(doc)} → object`);
      const properties: JsonObject = {};
      const required: string[] = [];
      for (const field of cls.fields) {
        const d = isObject(docProps[field.name]) ? (docProps[field.name] as JsonObject) : undefined;
        if (!d && doc) this.note(where, `${at(field.name)}: added`);
        const prop = this.reconcile(where, at(field.name), d ? { ...d } : undefined, field.schema, cls);
        if (!d && prop.description === undefined && !prop.$ref) {
          const text = this.docs.text(cls.key, field.name) ?? this.fieldDoc(field);
          if (text) prop.description = text;
        }
        if (field.default !== undefined && prop.default === undefined && !prop.$ref) prop.default = field.default;
        if (field.featureFlag) prop["x-featureFlag"] = field.featureFlag;
        if (field.exclusiveWith) prop.description = withExclusive(prop.description, field.name, field.exclusiveWith);
        const words = HANDLER_WORDS[cls.name]?.[field.name];
        if (words) prop.description = words;
        if (field.textBoolean && !label.startsWith("query") && !String(prop.description ?? "").includes(TEXT_BOOLEAN_BODY))
          prop.description = `${String(prop.description ?? "").replace(/\.?\s*$/, ".")} ${TEXT_BOOLEAN_BODY}`.trim();
        if (UNCHECKED_OBJECTS[cls.name]?.includes(field.name))
          prop.description = `${String(prop.description ?? "").replace(/\.?\s*$/, ".")} ${UNCHECKED_OBJECT}`.trim();
        const nested = BODY_PATH_WORDS[owner.name]?.[at(field.name)];
        if (nested) prop.description = nested;
        const column = COLUMN_ENUMS[cls.name]?.[field.name];
        if (column) Object.assign(prop, { description: column.words, enum: [...column.values] });
        const whose = LIST_REPLACES[cls.name]?.[field.name];
        if (whose) prop.description = withReplacedList(prop.description, whose, field.required);
        if (field.required && presenceUnchecked(field.decorators))
          prop.description = `${String(prop.description ?? "").replace(/\.?\s*$/, ".")} ${PRESENCE_UNCHECKED}`.trim();
        const byHandler = HANDLER_REQUIRED[cls.name]?.[field.name];
        if (byHandler) prop.description = `${String(prop.description ?? "").replace(/\.?\s*$/, ".")} ${byHandler}`.trim();
        properties[field.name] = prop;
        if (field.required || byHandler) required.push(field.name);
        if (doc && d && docRequired.has(field.name) !== (field.required || Boolean(byHandler))) {
          const now = `${String(field.required || Boolean(byHandler))}${byHandler && !field.required ? " (the handler)" : ""}`;
          this.note(where, `${at(field.name)}: required ${String(docRequired.has(field.name))} → ${now}`);
        }
      }
      for (const name of Object.keys(docProps))
        if (!cls.fields.some((f) => f.name === name)) this.note(where, `${at(name)}: removed, the validator has no such field`);
      const out: JsonObject = {
        ...pick(doc, ["title", "description", "externalDocs", "deprecated", "example", "nullable"]),
        type: "object",
      };
      if (required.length > 0) out.required = required;
      out.properties = properties;
      return out;
    }
    if (v.type === "object") {
      if (doc && doc.type !== "object") say(`type ${describe(doc)} → object`);
      return { ...(doc ?? {}), type: "object" };
    }
    // string, number, integer, boolean
    const out: JsonObject = { ...kept, type: v.type };
    if (doc && doc.type !== v.type) say(`type ${describe(doc)} → ${v.type}`);
    if (v.type === "string" && v.format) out.format = v.format;
    else if (v.type !== "string" || (typeof out.format === "string" && !STRING_FORMATS.has(out.format))) delete out.format;
    const docEnum = Array.isArray(doc?.enum) ? (doc.enum as unknown[]) : undefined;
    const vEnum = "enum" in v ? v.enum : undefined;
    if (vEnum) {
      out.enum = vEnum;
      if (doc && !sameSet(docEnum, vEnum)) say(`enum ${docEnum ? docEnum.join(", ") : "none"} → ${vEnum.join(", ")}`);
    } else if (docEnum && docEnum.every((x) => typeof x === (v.type === "string" ? "string" : "number"))) {
      // A documented enum the validator does not check stays: the values are still the ones the backend stores (a
      // database enum), as a discount condition's `operator` (IsString alone; the column's enum is `in`, `not_in`).
      out.enum = docEnum;
    }
    if ("minimum" in v && v.minimum !== undefined) out.minimum = v.minimum;
    if ("exclusiveMinimum" in v && v.exclusiveMinimum) out.exclusiveMinimum = true;
    return out;
  }
}

const STRING_FORMATS = new Set(["date-time", "date", "email", "uri", "binary", "password", "byte", "uuid"]);

/** Words for the parameters every list and retrieve route shares, where neither block nor class comment has any. */
const COMMON_FIELDS: Record<string, string> = {
  expand: "Comma-separated relations to include in the returned data.",
  fields: "Comma-separated fields to include in the returned data, instead of the default ones.",
  limit: "The number of records to return.",
  offset: "The number of records to skip before the ones returned.",
  order: "The field to sort the data by; prefix it with `-` to sort in descending order.",
  q: "A term to search the records' searchable fields for.",
};

function pick(doc: JsonObject | undefined, keys: readonly string[]): JsonObject {
  const out: JsonObject = {};
  for (const k of keys) if (doc?.[k] !== undefined) out[k] = doc[k];
  return out;
}

/** A documented non-array schema as the item of an array the validator expects. */
function docSansMeta(doc: JsonObject | undefined): JsonObject | undefined {
  if (!doc) return undefined;
  const { description: _d, example: _e, externalDocs: _x, ...rest } = doc;
  return rest;
}

function sameSet(a: readonly unknown[] | undefined, b: readonly unknown[]): boolean {
  return a !== undefined && a.length === b.length && a.every((x) => b.includes(x as string));
}

/** `string`, `array`, `object`, `AddressPayload` (a reference): how a change line names a documented type. */
function describe(doc: JsonObject): string {
  if (typeof doc.$ref === "string") return doc.$ref.slice(SCHEMA_REF.length);
  if (Array.isArray(doc.oneOf)) return `one of ${doc.oneOf.filter(isObject).map(describe).join(", ")}`;
  return typeof doc.type === "string" ? doc.type : "untyped";
}

function sameKind(doc: JsonObject, v: VType, schemas: Record<string, JsonObject>): boolean {
  const type = typeof doc.$ref === "string" ? (schemas[doc.$ref.slice(SCHEMA_REF.length)]?.type ?? "object") : doc.type;
  if ("oneOf" in v) return false;
  if (v.type === "class" || v.type === "object") return type === "object" || (type === undefined && isObject(doc.properties));
  if (v.type === "integer" || v.type === "number") return type === "integer" || type === "number";
  return type === v.type;
}

/**
 * Whether a query string can carry a value this field's validator accepts: query values arrive as
 * strings (or arrays and objects of strings), so a number, integer or boolean needs a `@Type` or
 * `@Transform` that converts it first (`fields` of `GET /admin/draft-orders` is `@IsNumber()` alone).
 */
function acceptsQueryText(field: VField, validators: Validators): boolean {
  const converts = field.decorators.includes("Type") || field.decorators.includes("Transform");
  // `@ValidateNested()` with no `@Type()` to make a class of the value: a string or a list of strings
  // is "nested property … must be either object or array", and a plain object has no validation
  // metadata, which class-validator 0.14 refuses ("an unknown value was passed to the validate function").
  if (field.decorators.includes("ValidateNested") && !converts) return false;
  const ok = (v: VType): boolean => {
    if ("oneOf" in v) return v.oneOf.some(ok);
    if (v.type === "number" || v.type === "integer" || v.type === "boolean") return converts;
    if (v.type === "array") return ok(v.items);
    if (v.type === "class") return validators.classes[v.ref]!.fields.every((f) => !f.required || acceptsQueryText(f, validators));
    return true;
  };
  return ok(field.schema);
}

/**
 * How a query parameter is written for the backend's parser: an array is one `name[]=` per value
 * (a lone `name=` is a string, which `@IsArray()` rejects); an object, or a value that may be one
 * (an operator object such as `created_at[gt]=`), is a deep object; a value that may be a string
 * or an array repeats the name for several values.
 */
export function queryEncoding(name: string, schema: JsonObject, schemas: Record<string, JsonObject>): JsonObject {
  const kind = (s: JsonObject): string => {
    if (typeof s.$ref === "string") return String(schemas[s.$ref.slice(SCHEMA_REF.length)]?.type ?? "object");
    return typeof s.type === "string" ? s.type : isObject(s.properties) ? "object" : "any";
  };
  const kinds = Array.isArray(schema.oneOf) ? schema.oneOf.filter(isObject).map(kind) : [kind(schema)];
  if (kinds.includes("object")) return { name, style: "deepObject", explode: true };
  if (kinds.length === 1 && kinds[0] === "array") return { name: `${name}[]`, style: "form", explode: true };
  if (kinds.includes("array")) return { name, style: "form", explode: true };
  return { name };
}

/** How a parameter's value is written in the query string, for the change lines: `status[]=a&status[]=b`, `id=a,b`. */
function encodingOf(param: JsonObject): string {
  const name = String(param.name);
  if (param.style === "deepObject") return `${name}[key]=value`;
  const schema = isObject(param.schema) ? param.schema : {};
  const arrayish =
    schema.type === "array" || (Array.isArray(schema.oneOf) && schema.oneOf.some((s) => isObject(s) && s.type === "array"));
  if (!arrayish) return `${name}=value`;
  return param.explode === false ? `${name}=a,b` : `${name}=a&${name}=b`;
}

/**
 * List routes whose query class accepts `order` but whose service never applies it, by operation
 * (`where`): what the parameter really does there. The product category repository's list query
 * (repositories/product-category.js:130, getFreeTextSearchResultsAndCount) always sorts by `rank`,
 * then `handle`; verify:api's `order=-field` request shows it (the list does not come back
 * descending).
 */
const CATEGORY_ORDER =
  "Accepted, but it does not change the order: categories always come sorted by `rank`, then by `handle` (the category repository sets that order and ignores this parameter).";
export const ORDER_IGNORED: Readonly<Record<string, string>> = {
  "admin GetProductCategories": CATEGORY_ORDER,
  "store GetProductCategories": CATEGORY_ORDER,
};

/**
 * The words of an `expand` parameter, with what the backend does to the relations it returns by
 * default: prepareListQuery (utils/get-query-config.js:135) makes the relations the listed ones
 * alone, and so do the tax-rate routes' own getRetrieveConfig and getListConfig.
 */
export function withReplacedRelations(description: string): string {
  if (description.includes("replaces the relations")) return description;
  return `${description.replace(/\.?\s*$/, ".")}${REPLACED_RELATIONS}`;
}

const REPLACED_RELATIONS =
  " The list replaces the relations returned by default (it is not added to them): name each one you still want.";

/**
 * Whether a route answers relations by default, as far as `expand` replacing them matters: its
 * `transformQuery` configuration names `defaultRelations` (prepareListQuery adds them to the
 * relations unless `expand` is given, get-query-config.js:134-137). A route with a configuration but
 * no default relations (the batch job list, the customer group: ran, answered without a relation)
 * has nothing for `expand` to replace. A route without a configuration reads its own (the tax rates'
 * getRetrieveConfig and getListConfig, with default relations): unchanged.
 */
export function hasDefaultRelations(config: QueryConfig | undefined): boolean {
  return config === undefined || (config.defaultRelations?.length ?? 0) > 0;
}

/** The words of an `expand` parameter without the replaced-relations sentence (a route with no default relations). */
export function withoutReplacedRelations(description: string): string {
  return description.replace(REPLACED_RELATIONS, "");
}

/**
 * The words of a field that an `XorConstraint` pairs with another (a price's `region_id` and
 * `currency_code`): the validator refuses a body with both or with neither.
 */
export function withExclusive(description: unknown, name: string, other: string): string {
  const rule = `Give \`${name}\` or \`${other}\`, not both: the validator refuses a price with both, or with neither.`;
  const text = typeof description === "string" ? description.trim() : "";
  return text === "" ? rule : `${text.replace(/\.?$/, ".")} ${rule}`;
}

/**
 * Query parameters a route's query class accepts but its handler never reads, by operation
 * (`where`), with what they do there. `POST /admin/inventory-items` answers the item its workflow
 * created (create-inventory-item.js:220), not one read with `req.retrieveConfig`. The store's cart
 * routes other than the retrieve are registered with transformStoreQuery(FindParams)
 * (store/carts/index.js:112-199) but re-read the cart with `defaultStoreCartFields` and
 * `defaultStoreCartRelations` (create-cart.js:240-243, delete-line-item.js, update-cart.js,
 * add-shipping-method.js…), with the relations their own code names (refresh-payment-session.js:133),
 * with none (calculate-taxes.js:136), or answer what the completion strategy answered
 * (complete-cart.js:161). `GET /admin/product-categories/{id}` validates FindParams against the
 * category relations (product-categories/index.js:67), then retrieves the category with
 * `defaultAdminProductCategoryRelations` and no `select` (get-product-category.js:150-151).
 */
const INVENTORY_CREATE_IGNORES = "Accepted, but it has no effect: the route answers the item as its workflow created it.";
const CART_IGNORES = "Accepted, but it has no effect: the route answers the cart with its default fields and relations.";
const ignoresBoth = (text: string) => ({ expand: text, fields: text });
const VARIANT_UPDATE_PRICES =
  "Accepted, but it has no effect: the route prices the answered product without a context, so every variant's calculated and original prices, taxes and `tax_rates` are `null`. To read the variant's prices for a region, currency or cart, list it afterwards with `GET /admin/variants` and the same parameter.";
const FIELDS_IGNORED = "Accepted, but it has no effect: the route reads only `expand`, never `fields`.";
export const QUERY_IGNORED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // update-variant.js validates PriceSelectionParams (a FindParams) itself, spreads it into the product's
  // retrieve config next to `select` and `relations`, which the service reads (so `expand` and `fields`
  // change nothing), and prices the product with setProductPrices([rawProduct]), no context (so every
  // calculated price is null). Ran: ?region_id=…, ?currency_code=usd&expand=variants&fields=title → the
  // whole product, calculated_price null.
  "admin PostProductsProductVariantsVariant": {
    ...ignoresBoth(
      "Accepted, but it has no effect: the route answers the product with its default fields and relations whatever this says.",
    ),
    cart_id: VARIANT_UPDATE_PRICES,
    region_id: VARIANT_UPDATE_PRICES,
    currency_code: VARIANT_UPDATE_PRICES,
  },
  "admin PostInventoryItems": ignoresBoth(INVENTORY_CREATE_IGNORES),
  "store PostCart": ignoresBoth(CART_IGNORES),
  "store PostCartsCart": ignoresBoth(CART_IGNORES),
  "store DeleteCartsCartDiscountsDiscount": ignoresBoth(CART_IGNORES),
  "store PostCartsCartLineItemsItem": ignoresBoth(CART_IGNORES),
  "store DeleteCartsCartLineItemsItem": ignoresBoth(CART_IGNORES),
  "store PostCartsCartPaymentSession": ignoresBoth(CART_IGNORES),
  "store PostCartsCartPaymentSessions": ignoresBoth(CART_IGNORES),
  "store PostCartsCartPaymentSessionUpdate": ignoresBoth(CART_IGNORES),
  "store DeleteCartsCartPaymentSessionsSession": ignoresBoth(CART_IGNORES),
  "store PostCartsCartShippingMethod": ignoresBoth(CART_IGNORES),
  "store PostCartsCartPaymentSessionsSession": ignoresBoth(
    "Accepted, but it has no effect: the route answers the cart with the relations its own code names.",
  ),
  "store PostCartsCartTaxes": ignoresBoth(
    "Accepted, but it has no effect: the route answers the cart with its totals and tax lines, read without the query.",
  ),
  "store PostCartsCartComplete": ignoresBoth(
    "Accepted, but it has no effect: the route answers what the cart completion strategy answered (an order, a swap or the cart).",
  ),
  "admin GetProductCategoriesCategory": {
    expand:
      "Accepted, but it has no effect: the route answers the category with its `parent_category` and `category_children` whatever this says.",
    fields: "Accepted, but it has no effect: the route answers the category with all its fields whatever this says.",
  },
  // These handlers validate FindParams themselves and read only `expand` (customers/get-customer.js:130-136,
  // update-customer.js:181-189, customer-groups/update-customer-group.js:168-176).
  "admin GetCustomersCustomer": { fields: FIELDS_IGNORED },
  "admin PostCustomersCustomer": { fields: FIELDS_IGNORED },
  "admin PostCustomerGroupsGroup": { fields: FIELDS_IGNORED },
  // The customer list controller (controllers/customers/list-customers.js:64-93) validates
  // AdminGetCustomersParams itself, reads `expand` and drops `fields`; the group's customers route
  // calls it after setting `groups` to the group in the path (get-customer-group-customers.js:153-155).
  "admin GetCustomers": { fields: FIELDS_IGNORED },
  "admin GetCustomerGroupsGroupCustomers": {
    fields: FIELDS_IGNORED,
    groups: "Accepted, but it has no effect: the route lists the customers of the group in the path, whatever this says.",
  },
  // @medusajs/inventory's list query (utils/query.js getListQuery) applies no relation; the route
  // adds each item's location_levels and variants itself (list-inventory-items.js:224-236).
  "admin GetInventoryItems": {
    expand:
      "Accepted, but it has no effect: the inventory module's list query loads no relation. Each item comes with its `location_levels` and `variants`, which the route adds itself.",
  },
  // get-region.js:130 retrieves one region with req.retrieveConfig, which sorts nothing (ran:
  // order=nope answered 200).
  "store GetRegionsRegion": { order: "Accepted, but it has no effect: the route answers one region." },
};

/**
 * Body fields a handler refuses to go without although its validator class marks them optional,
 * by class name and field, with the words that say so. Without the `many_to_many_inventory` flag
 * (off unless the project turns it on), `POST /admin/inventory-items` throws NOT_ALLOWED
 * "variant_id is required" (create-inventory-item.js:194-196), which the error handler answers 400.
 * `POST /admin/gift-cards` copies `value` to `balance` (create-gift-card.js:153), and both columns are
 * `int` NOT NULL (models/gift-card.js:50-57): the insert fails, which formatException
 * (utils/exception-formatter.js:27) answers as INVALID_DATA, 400.
 */
export const HANDLER_REQUIRED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  AdminPostInventoryItemsReq: {
    variant_id:
      'Required unless the `many_to_many_inventory` feature flag is on: without it, the route answers 400 "variant_id is required".',
  },
  AdminPostGiftCardsReq: {
    value:
      'Required although the validator lets it out: the handler copies it to `balance`, and a gift card without a value answers 400 "Can\'t insert null value in field value on insert in table gift_card".',
  },
};

/**
 * Decorators that never refuse a missing value: class-validator's ValidateNested returns at once for
 * undefined, and Type, Transform and ValidateIf check nothing. A required field (no IsOptional) with only
 * these passes the validator when it is left out, and the handler then fails on it. Ran (the nineteenth
 * fresh audit): POST and DELETE /admin/customer-groups/{id}/customers/batch with {} → 500 (TypeError,
 * reading 'map'); POST /store/customers/me/addresses with {} → 500 (reading 'country_code').
 */
const NO_PRESENCE_CHECK = new Set(["ValidateNested", "Type", "Transform", "ValidateIf"]);
export const presenceUnchecked = (decorators: readonly string[]): boolean =>
  decorators.length > 0 && !decorators.includes("IsOptional") && decorators.every((d) => NO_PRESENCE_CHECK.has(d));
export const PRESENCE_UNCHECKED =
  'The validator does not check that it is there: a request without it answers 500 "An unknown error occurred." rather than 400.';

/** The words of an update's `metadata` that its service stores as sent, not merged with setMetadata. */
const METADATA_REPLACED = (whose: string) =>
  `An optional set of key-value pairs with additional information. It replaces the ${whose} \`metadata\` whole, unlike the merge most updates make: keys you leave out are removed. Send every key you want to keep.`;
/**
 * What a cart's or a draft order's move to another region deletes (services/cart.js setRegion_:
 * 2558-2665), for their `region_id` in HANDLER_WORDS below.
 */
const REGION_CHANGE = (whose: string) =>
  `A region other than the ${whose} current one deletes the ${whose} shipping methods, gift cards and payment sessions, and the discounts the new region does not have; the shipping address keeps no country unless \`country_code\` gives one in the new region (or the region has only one country).`;
/** The ISO code lists are linked by the fields' externalDocs: words that link them too show the link twice. */
const COUNTRY_WITH_REGION =
  "The 2-character ISO code of the shipping address's country in the new region: read only with a `region_id` that changes the cart's region, and it must be one of that region's countries (otherwise 400 \"Country not available in region\"). Without a new `region_id` it is ignored: to change the shipping address's country, send `shipping_address`.";
const DISCOUNT_CODE =
  "A unique code that will be used to redeem the discount. It is stored upper-cased and trimmed (`summer10` is saved as `SUMMER10`), and looking a discount up by code upper-cases the code given, so codes are case-insensitive.";
const DISCOUNT_ENDS_AT =
  "The date and time at which the discount should no longer be available. When `starts_at` is given too, it must be later: the validator refuses an earlier one.";

/**
 * The words of a stock location a return is received at or a fulfillment is made from (in HANDLER_WORDS below).
 * Receiving a return adjusts each item's stock at the body's location_id, else the return's own
 * (services/return.js:743, 789), which a return request stores only where the inventory module is
 * installed (request-return.js:260-261) and a store return never has (StorePostReturnsReq); an inventory
 * item without a level at that location, null included, throws NOT_FOUND "Inventory level for inventory
 * item … and location null not found" (@medusajs/inventory dist/services/inventory.js:288). With
 * receive_now the return is created in one idempotency stage and received in the next
 * (request-return.js:336-350), so the failed receive leaves the return requested. A refund above the
 * order's refundable amount is not made and sets the order's fulfillment status to requires_action
 * (services/order.js:2287-2312); a negative one is 0 (receive-return.js:180-181). A fulfillment adjusts
 * stock and reservations only with a location_id (create-fulfillment.js:262-303,
 * updateInventoryAndReservations, which fulfill-claim.js and fulfill-swap.js call too), after checking
 * the location's stock (validateInventoryAtLocation, NOT_ALLOWED: 400).
 */
const NULL_LEVEL = '404 "Inventory level for inventory item … and location null not found"';
const RECEIVE_LOCATION = `The ID of the stock location the received items are put back in stock at; without it, the return's own location is used (the \`location_id\` its request gave). Where the inventory module is installed, one of the two must name a location: receiving an item whose variant has inventory items with neither answers ${NULL_LEVEL}. A return requested in the store (\`POST /store/returns\`) has no location of its own.`;
const RETURN_REQUEST_LOCATION = `The ID of the stock location the returned items are put back in stock at when the return is received (kept on the return only where the inventory module is installed). With \`receive_now\` and the inventory module installed, give it: without it, receiving an item whose variant has inventory items answers ${NULL_LEVEL}, and the return is left behind, requested.`;
const RECEIVE_REFUND =
  "The amount to refund. Without it, the return's `refund_amount` (computed when the return was requested) is refunded; a negative amount refunds nothing. An amount above the order's refundable amount is not refunded at all: the return is received with it as its `refund_amount`, and the order's `fulfillment_status` becomes `requires_action`.";
const FULFILLMENT_LOCATION =
  'The ID of the stock location the items are fulfilled from. Where the inventory module is installed, the route checks that the location has the items in stock (400 "Insufficient stock for item: …" otherwise), then takes the quantities off its stock and off the items\' reservations. Without it, no stock level or reservation changes.';

/**
 * The words of the request bodies' `no_notification` (in HANDLER_WORDS below). The notification
 * service sends nothing for an event whose data has no_notification true (services/notification.js:287);
 * each route's event takes the body's value, or when it is left out the value of the record named
 * here: an order's fulfillment, refund, return, swap and claim take the order's
 * (services/order.js:1605, 1800; request-return.js:274-284; services/swap.js:376; services/claim.js:
 * 488-490), which the swap and the claim keep; a swap's fulfillment and shipment take the swap's
 * (services/swap.js:1062, 1234), a claim's fulfillment the claim's (services/claim.js:671-673), and an
 * order's shipment the fulfillment's (services/order.js:825-827), which a fulfillment stores as its
 * body gave it, null when left out (services/order.js:1523, services/fulfillment.js:253), not the
 * order's (ran: an order with no_notification true, fulfilled without it: the fulfillment's null). An
 * order update stores the value only when it is truthy (services/order.js:1142-1143): `false` is
 * ignored (ran: true, then false, answered true). A claim update stores it when sent
 * (services/claim.js:212-213). A draft order's no_notification_order becomes its order's
 * no_notification (services/order.js:618) and is changed by an update only when sent
 * (update-draft-order.js:196-204).
 */
const NO_NOTIFICATION = (what: string, whose: string) =>
  `If set to \`true\`, no notification is sent to the customer about this ${what}. Left out, the ${whose} own \`no_notification\` applies.`;
const SWAP_OR_CLAIM_NO_NOTIFICATION = (what: string) =>
  `${NO_NOTIFICATION(what, "order's")} The ${what} keeps the value: its fulfillments and shipments use it when their own \`no_notification\` is left out.`;

/**
 * The words of a line item's `quantity` (in HANDLER_WORDS below). The validators check IsInt (or
 * IsNumber) only; line_item.quantity has CHECK (quantity > 0) (migrations/1611063162649-initial_schema.js:
 * 198), and formatException does not map the check's error (utils/exception-formatter.js), so a
 * negative quantity answers 500 (ran on all six routes: the store cart's add and update, the draft
 * order's add, custom items too, and update, the order edit's add and update).
 */
const VARIANT_QUANTITY_BODY =
  "The variant's own `inventory_quantity` column. Where the inventory modules are installed, it is not the stock: the stock is kept in the levels of the variant's inventory item at each stock location, which this neither creates nor changes, so the routes that answer availability (`GET /admin/variants`, the store's product routes) do not count it. Set the stock with `POST /admin/inventory-items/{id}/location-levels`.";
const NEGATIVE_QUANTITY = 'A negative quantity answers 500 "An unknown error occurred." (the database refuses it).';

/**
 * The words of a region's `tax_rate` and `countries` (in HANDLER_WORDS below). RegionService.validateFields
 * (services/region.js:322-346), on create and update: a truthy tax_rate outside 0–100 throws INVALID_DATA
 * "The tax_rate must be between 0 and 1" (:409-411); each country code is upper-cased and checked against
 * the ISO list (400 "Invalid country code"), looked up lower-cased (400 "Country with code … not found"), and
 * refused when it belongs to another region (DUPLICATE_ERROR, which the error handler answers 422:
 * :450-472, api/middlewares/error-handler.js:39-41).
 */
/**
 * The words of an updatable price's `region_id` and `currency_code` (in HANDLER_WORDS below): both carry
 * ValidateIf(o => !o.id) before their XorConstraint (types/product-variant.js:116-125, ProductVariantPricesUpdateReq;
 * types/price-list.js:127-136, AdminPriceListPricesUpdateReq), so the pair is checked only on a price without `id`.
 */
const PRICE_WITH_ID = (field: string, other: string, what: string) =>
  `${what} For a new price (without \`id\`), give \`${field}\` or \`${other}\`, not both: the validator refuses a new price with both, or with neither. A price with an \`id\` (one of the record's prices, to change) needs neither.`;
const UPDATABLE_PRICE = {
  region_id: PRICE_WITH_ID("region_id", "currency_code", "The ID of the Region the price is used in."),
  currency_code: PRICE_WITH_ID("currency_code", "region_id", "The 3-character ISO code of the currency the price is used in."),
};
// RegionService.validateCurrency (services/region.js): the code must be one of the store's currencies,
// else 400 "Invalid currency code"; create and update store it in lower case. Ran: gbp → 400, EUR → eur.
const REGION_CURRENCY =
  "The 3-character ISO code of the region's currency, in any case (it is stored in lower case). It must be one of the store's currencies (`currencies` of `GET /admin/store`): any other code answers 400 \"Invalid currency code\".";
const REGION_TAX_RATE =
  'The tax rate to use in the Region, from 0 to 100: any other value answers 400 "The tax_rate must be between 0 and 1" (the message says 0 and 1, but the check is 0 to 100).';
const REGION_COUNTRIES =
  'The 2-character ISO codes of the countries that should be included in the Region, in any case. A code that is not an ISO 3166-1 alpha-2 code answers 400 "Invalid country code", and a country that belongs to another region 422 "… already exists in region …": remove it from that region first.';

/**
 * Body fields typed as objects whose validator checks nothing but presence (`@IsOptional()` alone, no
 * `@IsObject()`), by class: class-validator lets any JSON value through (ran: POST /admin/return-reasons
 * with metadata "just a string" → 200, the string stored as it is). The pinned test scans every compiled
 * validator for such a `metadata` and compares with this table.
 */
export const UNCHECKED_OBJECTS: Readonly<Record<string, readonly string[]>> = {
  AddressCreatePayload: ["metadata"],
  AdminPostGiftCardsGiftCardReq: ["metadata"],
  AdminPostGiftCardsReq: ["metadata"],
  AdminPostOrderEditsEditLineItemsReq: ["metadata"],
  AdminPostReturnReasonsReasonReq: ["metadata"],
  AdminPostReturnReasonsReq: ["metadata"],
  StorePostCartsCartLineItemsItemReq: ["metadata"],
  StorePostCartsCartLineItemsReq: ["metadata"],
};
const UNCHECKED_OBJECT =
  "Send an object: the validator does not check the type here, so another JSON value (a string, a number) is not refused with 400 and goes on to the service as it is.";

/**
 * The claim's and the swap's shipment routes pass `fulfillment_id` to FulfillmentService.createShipment without
 * checking that the fulfillment is theirs (services/claim.js:864-900, services/swap.js:1209-1243), unlike the
 * order's route, which answers 404 "Could not find fulfillment" for another order's (services/order.js:822). Ran
 * (the nineteenth fresh audit): the order's own fulfillment sent to POST /admin/orders/{id}/claims/{claim_id}/shipments
 * → 200, that fulfillment marked shipped with the tracking number, the order's fulfillment_status left fulfilled,
 * the claim partially_shipped.
 */
const SHIPPED_FULFILLMENT_UNCHECKED = (whose: string) =>
  `The ID of the ${whose}'s fulfillment to mark as shipped. It is not checked against the ${whose}: the ID of any other fulfillment (the order's own, another ${whose}'s) is marked shipped all the same, with these tracking numbers, and the ${whose}'s fulfillment status is still updated (to \`partially_shipped\` when its own items are not all shipped). An ID that names no fulfillment answers 404.`;

/**
 * The body fields a validator types `IsType([AddressPayload, String])`: an address object or an address's ID.
 * CustomerService.updateBillingAddress_ (services/customer.js:528-580) and CartService.updateBillingAddress_ and
 * updateShippingAddress_ (services/cart.js:1473-1575) find a string with addrRepo.findOne({ where: { id } }), no
 * owner in the condition, and take that record itself; an object without an id is saved over the record the
 * customer or cart already has (`save({ ...addr, ...address })`). A draft order's creation gives the ID to
 * CartService.create as the cart's address ID (create-draft-order.js:205-215, services/cart.js:392-420); its update
 * goes through CartService.update like the store's cart (update-draft-order.js:207-219). An order placed from a
 * cart takes the cart's address IDs (services/order.js:597-598). Ran (the twentieth fresh audit): a customer set
 * billing_address to another customer's order's billing address ID → 200, answered; then an object → that order's
 * billing address changed; a cart and a draft order given the customer's saved address by ID, then an object → the
 * saved address changed; addr_nope → 404 (customer, draft order creation), 500 (cart, draft order update).
 */
const ADDRESS_BY_ID = (o: {
  kind: "billing" | "shipping";
  whose: "cart" | "draft order";
  unknown: string;
  region?: boolean;
  create?: boolean;
}) => {
  const order = o.whose === "cart" ? "An order placed from the cart" : "The order the draft order becomes";
  const object = o.create
    ? `An object becomes a new address; a later update with an object (\`POST /admin/draft-orders/{id}\`) is saved over the draft order's address record, so after an ID it changes the record the ID named`
    : `An object is saved over the address record the ${o.whose} already has (the fields given replace that record's, the others are kept), or becomes a new address when it has none: after an ID, it changes the record the ID named`;
  return `The ${o.whose}'s ${o.kind} address: an address object, or the ID of an existing address. An ID is not checked against the ${o.whose}'s customer: any address is accepted, and the ${o.whose} then uses that address record itself, not a copy (an ID that names no address answers ${o.unknown}).${o.region ? " The address's country must be one of the region's countries (400)." : ""} ${object}, such as an address a customer saved (in \`shipping_addresses\` of \`GET /store/customers/me\`). ${order} is given the same address record.`;
};
const CUSTOMER_BILLING_BY_ID =
  "The customer's billing address: an address object, or the ID of an existing address. An ID is not checked against the customer: any address is accepted (another customer's, an order's), the customer then uses that address record itself, not a copy, and `GET /store/customers/me` answers it; an ID that names no address answers 404 \"Address with id … was not found\". An object is saved over the customer's billing address record (the fields given replace that record's, the others are kept), or becomes a new address when there is none: after an ID, it changes the record the ID named, for every customer, cart and order that uses it.";
/**
 * ShippingOptionService.validateRequirement_ (services/shipping-option.js:110-160) finds a requirement by its id
 * alone and saves `{ ...existingReq, ...requirement }`, keeping its shipping_option_id; update (:667-736) removes
 * the option's own requirements the list does not name. Ran (the twentieth fresh audit): option B's requirement ID
 * sent to option A → 200, B's requirement updated (still B's), A's own requirement removed, A answered none.
 */
const FLAT_RATE_AMOUNT =
  'For a `flat_rate` option, an amount below 0 (or `null`) answers 400 "Shipping options of type `flat_rate` must have an `amount`".';
const REQUIREMENT_ID_UNCHECKED =
  "The ID of an existing requirement to update with this `type` and `amount`; without one, a requirement is created. The ID is not checked against this shipping option: another option's requirement is updated all the same and stays that option's (this one does not get it), while this option's own requirements the list leaves out are removed. An ID that names no requirement answers 400 \"Shipping option requirement with id … does not exist\".";

/**
 * Body fields whose words, kept from the package's block, say what the handler does not do, by class
 * name and field, with the words that replace them. An update leaves a handle it is not given as it
 * was: the title's kebab case is only taken when the record is inserted (models/product.js:78-82,
 * models/product-collection.js:45-51). `POST /admin/products/{id}` with `variants` deletes the
 * product's variants the list does not name by `id` (variantIdsToDelete), and
 * answers 404 for an `id` of another product's variant (update-product.js:319). Updating a cart's
 * payment session selects the provider's session first (update-payment-session.js: setPaymentSession,
 * services/cart.js:1944-1994), then updates the selected one. Updating a tax rate with `products`,
 * `product_types` or `shipping_options` calls addToProduct, addToProductType or addToShippingOption
 * with replace = true (update-tax-rate.js), which first removes the rate's other associations.
 * Generating an app's token compares `state` with the state the app stored (services/oauth.js:196).
 * A discount's code is upper-cased and
 * trimmed before it is saved (models/discount.js:43-44, services/discount.js:474) and when it is
 * looked up (services/discount.js:340); its ends_at is @IsGreaterThan("starts_at")
 * (create-discount.js:401, update-discount.js:356; utils/validators/greater-than.js:33). A draft
 * order's custom line item (no variant_id) is created with `unit_price || 0` and allow_discounts
 * false (api/routes/admin/draft-orders/create-line-item.js, the custom line item branch). A variant
 * created under a product must give a value for each of the product's options, and not the values
 * of another variant (services/product-variant.js:1146-1164, validateVariantsToCreate_). A
 * shipping profile update moves the products it names (their profiles set to this one alone) and its
 * shipping options, and ignores IDs that name none (services/shipping-profile.js:401-430, product.js:
 * 1061-1085, repositories/shipping-option.js:46-57). A category's parent_category_id of null (or "null", which
 * the validator's Transform makes null) makes it a top-level category (types/product-category.js:
 * 44-52, services/product-category.js:604-626). A product
 * category's `is_active` and `is_internal` columns default to false
 * (migrations/1672906846559-product-category.js:48), and the store's category routes read active,
 * public categories only (api/routes/store/product-categories/index.js:56-57).
 */
export const HANDLER_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // utils/validators/is-type.js: IsType([[Class]]) validates each item and passes when any one passes
  // (`.some(Boolean)`); when none does (or the list is empty) its error's message is an object, and the
  // `e.message.split` of the outer catch throws a TypeError: 500. Ran: [valid, {provider_id: 5, amount:
  // "x"}] → 200; [800.5, -0.5] → 500 "An unknown error occurred."; [] → the same.
  StorePostPaymentCollectionsBatchSessionsReq: {
    sessions:
      'Payment sessions related to the Payment Collection. Existing sessions that are not added in this array will be deleted. The validator checks the items as a whole: once one item is valid the others are not checked (a wrong type then reaches the service), and a list where no item is valid, or an empty list, answers 500 "An unknown error occurred." rather than 400.',
  },
  // The twelfth fresh audit. A variant's inventory_quantity is a column of its own: where the inventory
  // modules are installed, creating a variant creates its inventory item without any level
  // (api/routes/admin/products/transaction/create-product-variant.js, createInventoryItems) and an update
  // sets the column only (services/product-variant.js update); availability is computed from the levels.
  // Ran: a variant created with 50, then updated to 80 → GET /admin/variants answered 0 both times.
  // create-product.js:310-324 gives each value the ID of the product's option at the same index;
  // validateVariantsToCreate_ then refuses a variant whose number of values is not the product's number
  // of options (services/product-variant.js:1149-1150). Ran (the twelfth audit): two values for one
  // option, or none → 400 "Product options length does not match variant options length…", the
  // message ending with a TypeError's text, "Cannot read properties of undefined (reading 'length')".
  ProductVariantReq: {
    inventory_quantity: VARIANT_QUANTITY_BODY,
    options:
      "The variant's option values, one for each of the product's `options`, in the same order: each value is given to the option at its position. Send exactly as many values as the product has options: more or fewer answer 400 \"Product options length does not match variant options length…\", a message the backend ends with a TypeError's text (\"Cannot read properties of undefined (reading 'length')\"), which is not the cause.",
  },
  // ReturnReasonService.create skips the parent check for "" (services/return-reason.js:89), and the
  // insert's foreign key error is one formatException gives the message "null"
  // (utils/exception-formatter.js:20-23). Ran: parent_return_reason_id "" → 404 "null".
  AdminPostReturnReasonsReq: {
    parent_return_reason_id:
      'The ID of the parent return reason. Leave it out for a top-level reason: an empty string is not read as none, and answers 404 with the message "null".',
  },
  AdminPostProductsProductVariantsVariantReq: { inventory_quantity: VARIANT_QUANTITY_BODY },
  // ProductService.create: a gift card's discountable is forced to false, the first image becomes the
  // thumbnail when none is given (services/product.js:489-495); create-product.js puts a product sent
  // without sales channels in the default one when the sales_channels flag is on (its default).
  AdminPostProductsReq: {
    discountable:
      "A flag to indicate if discounts can be applied to the Line Items generated from this Product. A gift card (`is_giftcard: true`) is never discountable: the field is set to `false` for it whatever this says.",
    thumbnail: "The URL of the product's thumbnail (the upload API Routes give one). Without it, the first of `images` is used.",
    sales_channels:
      "The sales channels to make the Product available in, each an existing sales channel's `id`. Without it (or with an empty list), the product is added to the store's default sales channel.",
  },
  // createDynamicCode stores data.code.toUpperCase() (services/discount.js:511).
  AdminPostDiscountsDiscountDynamicCodesReq: {
    code: "The dynamic code, which customers enter to redeem the discount. It is stored in upper case (`summer10` is saved as `SUMMER10`): delete it by that spelling.",
  },
  AdminPostProductsProductReq: {
    handle:
      "A unique handle to identify the Product by, usable as a slug in URLs. Left as it is when not given: a new title does not change it.",
    variants:
      "The product's variants, all of them: an item with the `id` of one of the product's variants updates it, an item without `id` creates a variant, and every variant of the product the list does not name by `id` is deleted. Leave the field out to keep the variants as they are; to add one variant, use `POST /admin/products/{id}/variants`. An `id` of another product's variant answers 404.",
  },
  StorePostCartsCartPaymentSessionUpdateReq: {
    data: "The data to update the payment session with. The route first selects the session of the provider in the path as the cart's payment session (creating it if the cart has none for that provider, deselecting the others, as `POST /store/carts/{id}/payment-session` does), then updates the selected session with this data.",
  },
  AdminPostTaxRatesTaxRateReq: {
    products:
      "The IDs of the products the tax rate applies to, all of them: the list replaces the rate's products (one left out is removed from the rate). To add products, use `POST /admin/tax-rates/{id}/products/batch`.",
    product_types:
      "The IDs of the product types the tax rate applies to, all of them: the list replaces the rate's product types (one left out is removed from the rate). To add product types, use `POST /admin/tax-rates/{id}/product-types/batch`.",
    shipping_options:
      "The IDs of the shipping options the tax rate applies to, all of them: the list replaces the rate's shipping options (one left out is removed from the rate). To add shipping options, use `POST /admin/tax-rates/{id}/shipping-options/batch`.",
  },
  AdminPostAppsReq: {
    state:
      'The OAuth state value the app stored when its authorization began (the app\'s `data.state`): any other value answers 400 "… could not match state".',
  },
  AdminPostDiscountsReq: { code: DISCOUNT_CODE, ends_at: DISCOUNT_ENDS_AT },
  AdminPostDiscountsDiscountReq: { code: DISCOUNT_CODE, ends_at: DISCOUNT_ENDS_AT },
  AdminPostDraftOrdersDraftOrderLineItemsReq: {
    unit_price:
      "The custom price of the line item. If a `variant_id` is supplied, the price provided here will override the variant's price. Without a `variant_id`, the item is a custom one: it costs 0 when this is left out, and no discount applies to it.",
    quantity: `The quantity of the line item. ${NEGATIVE_QUANTITY}`,
  },
  AdminPostProductsProductVariantsReq: {
    inventory_quantity: VARIANT_QUANTITY_BODY,
    options:
      'The variant\'s value of each of the product\'s options, one item per option: although the validator lets the field out, the backend refuses a variant that does not give a value for every option of the product (400 "Product options length does not match variant options length…" or "Variant options do not contain value for …"), or whose values are those of another variant (422 "Variant with title … with provided options already exists"). Leave it out only for a product without options.',
  },
  // A collection's handle has a unique index among those not deleted (models/product-collection.js:58);
  // the duplicate key is answered 422 (utils/exception-formatter.js:15).
  AdminPostCollectionsReq: {
    handle:
      'A unique handle to be used in slugs. If none is provided, the kebab-case version of the title is used. A handle another collection has (given, or made from the title) answers 422 "Product_collection with handle … already exists."',
  },
  AdminPostCollectionsCollectionReq: {
    handle:
      "A unique handle to be used in slugs. Left as it is when not given: a new title does not change it (the title's kebab case is only taken when the collection is created).",
  },
  // A discount update upserts each condition (services/discount.js:422-428): one with an `id` gets its
  // resources replaced (services/discount-condition.js:127-155, overrideExisting true), one without is
  // created, and a second of the same type and operator is refused (:172-175). A cart's `country_code` is
  // read only when `region_id` changes the region (services/cart.js:1249-1254, setRegion_ :2587-2594).
  AdminUpdateDiscountRule: {
    conditions:
      "Conditions to change or add; the rule's other conditions are kept. An item with the `id` of one of the rule's conditions replaces that condition's resources with its list (any it leaves out is removed) and may change its operator; an item without `id` creates a condition, and one of a type and operator the rule has already answers 422. Give one of `products`, `product_types`, `product_collections`, `product_tags` or `customer_groups` in each item: the condition's type.",
  },
  // The tenth fresh audit: a draft order update reads the draft order before it updates it and answers
  // that copy with its cart read again (update-draft-order.js:184 retrieve, :236 draftOrder.cart =
  // retrieveWithTotals), so its own no_notification_order is the old value (ran: sent true, answered
  // null, GET true). cartService.update takes customer_id first and reads email only without it, and
  // an email makes the customer the one with that email, a guest created when none has it
  // (services/cart.js:1226-1240, createOrFetchGuestCustomerFromEmail_). A region other than the
  // cart's goes through setRegion_ (services/cart.js:1249-1254), which clears the shipping address's
  // country unless one is given, deletes the shipping methods (:2620), keeps the discounts of the new
  // region only, empties the gift cards (:2652) and deletes the payment sessions (:2655).
  AdminPostDraftOrdersDraftOrderReq: {
    billing_address: ADDRESS_BY_ID({ kind: "billing", whose: "draft order", unknown: '500 "An unknown error occurred."' }),
    shipping_address: ADDRESS_BY_ID({
      kind: "shipping",
      whose: "draft order",
      unknown: '500 "An unknown error occurred."',
      region: true,
    }),
    country_code: COUNTRY_WITH_REGION,
    region_id: `The ID of the Region to move the draft order to. ${REGION_CHANGE("draft order's")} The shipping methods cannot be added back: no route adds one to a draft order, so the order it becomes has none. Give the region when creating the draft order (\`POST /admin/draft-orders\`) instead.`,
    email:
      "An email to be used in the Draft Order. The draft order's customer becomes the customer with that email (a guest customer is created when there is none). Ignored when `customer_id` is sent: the draft order takes that customer's email.",
    no_notification_order:
      "If set to `true`, the order the draft order becomes has `no_notification` set: no notification is sent to the customer about it. Left out, the draft order's value stays as it is. The answer still shows the value from before the request (the route reads the draft order before it updates it): `GET /admin/draft-orders/{id}` shows the new one.",
  },
  // The side-effects sweep. update-cart.js:156-157 puts the logged-in customer's ID in customer_id, and
  // cartService.update reads email only without customer_id (services/cart.js:1226-1240): a logged-in
  // customer's cart keeps the account's email (ran). createOrFetchGuestCustomerFromEmail_ looks only for a
  // customer without an account (retrieveUnregisteredByEmail, :1443-1460): a registered customer's
  // email gives the cart a guest customer (ran). A sales channel other than the cart's goes through
  // onSalesChannelChange (:1380-1410), which removes the items whose products are not in it with
  // removeLineItem, which deletes the shipping methods (:548) (ran: 0 items, 0 methods).
  StorePostCartsCartReq: {
    billing_address: ADDRESS_BY_ID({ kind: "billing", whose: "cart", unknown: '500 "An unknown error occurred."' }),
    shipping_address: ADDRESS_BY_ID({
      kind: "shipping",
      whose: "cart",
      unknown: '500 "An unknown error occurred."',
      region: true,
    }),
    country_code: COUNTRY_WITH_REGION,
    region_id: `The ID of the Region to move the cart to; the cart's currency and prices become the region's. ${REGION_CHANGE("cart's")} Add a shipping method again (\`POST /store/carts/{id}/shipping-methods\`) and create the payment sessions again (\`POST /store/carts/{id}/payment-sessions\`) afterwards.`,
    email:
      "An email to be used on the Cart. The cart's customer becomes the guest customer with that email (one is created when there is none, even if a registered customer has the email). Ignored when a customer is logged in or `customer_id` is sent: the cart takes that customer's email.",
    customer_id:
      "The ID of the Customer to associate the Cart with; the cart takes the customer's email. Ignored when a customer is logged in: the cart is the logged-in customer's.",
    sales_channel_id:
      "The ID of the Sales channel to move the cart to. The cart's sales channel affects which products can be added to the cart. A sales channel other than the cart's deletes the cart's line items whose products are not in it, and with them the cart's shipping methods. If you add a publishable API key in the header of this request and specify a sales channel ID, the specified sales channel must be within the scope of the publishable API key's resources.",
  },
  // An order update assigns what it does not name to the order entity as is (services/order.js:1126,
  // 1175-1177): `region` lands on the relation, not region_id (verify:api's run answered 400 "Can't insert
  // null value in field region_id"); an order has no payment_method or shipping_method column; items are
  // saved with lineItemService.create (services/order.js:1146-1155; services/line-item.js:447-448, a save
  // that updates an item whose id exists), only while the order is unprocessed (:1117-1121). An order
  // edit's created_by is the logged-in user (create-order-edit.js:140-146; services/order-edit.js:200).
  AdminPostOrdersOrderReq: {
    // services/order.js:972-1005: the country check reads the body's country_code alone (null when left
    // out), then the fields given are saved over the order's address. Ran: {city} → 400.
    shipping_address:
      "The order's shipping address: the fields given are saved over the order's address, the others kept. Send `country_code` every time, one of the order's region's countries: without it the route answers 400 \"Shipping country must be in the order region\". Only while the order is pending, not fulfilled and awaiting payment.",
    no_notification:
      "Set to `true` to send the customer no more notifications about this order (the order keeps the value; its fulfillments, refunds, returns, swaps and claims use it when theirs is left out). `false` is ignored: once set, it cannot be turned off here.",
    region:
      "Do not send it: the update sets the order's `region` relation to the ID instead of `region_id`, and whatever the value the backend answers 400 \"Can't insert null value in field region_id on insert in table order\". An order's region cannot be changed.",
    payment_method: "Accepted, but ignored: an order has no such field, so nothing is stored.",
    shipping_method:
      "Accepted, but ignored: an order has no such field (its shipping methods are `shipping_methods`), so nothing is stored. To add a shipping method, use `POST /admin/orders/{id}/shipping-methods`.",
    items:
      'Line items to save under the order; its other items are kept. An item with the `id` of an existing line item overwrites that item with the fields given; one without `id` is created (give its `title`, `unit_price` and `quantity`). Only while the order is pending, not fulfilled and awaiting payment: otherwise the route answers 400 "Can\'t update shipping, billing, items and payment method when order is processed".',
  },
  AdminPostOrderEditsReq: {
    created_by: "Accepted, but ignored: the order edit's `created_by` is the ID of the user the request is authenticated as.",
  },
  // A return requested by an admin is created from order_id, items and the shipping method alone
  // (request-return.js:255-287): the body's top-level note is never read. Product tags and types are
  // matched by value, never by id (repositories/product-tag.js:126-165, upsertTags; repositories/
  // product-type.js:46-65, upsertType); a tag not found by value is inserted as given, id included.
  AdminPostOrdersOrderReturnsReq: {
    note: "Accepted, but ignored: the return is created without it. Give a note per item instead (`items[].note`).",
    location_id: RETURN_REQUEST_LOCATION,
    no_notification: `${NO_NOTIFICATION("return", "order's")} The return keeps the value.`,
  },
  AdminPostReturnsReturnReceiveReq: { location_id: RECEIVE_LOCATION, refund: RECEIVE_REFUND },
  AdminPostOrdersOrderFulfillmentsReq: {
    location_id: FULFILLMENT_LOCATION,
    no_notification: `${NO_NOTIFICATION("fulfillment", "order's")} The fulfillment keeps only the value sent (none when it is left out), and its shipment's notification follows that, not the order's.`,
  },
  AdminPostOrdersOrderClaimsClaimFulfillmentsReq: {
    location_id: FULFILLMENT_LOCATION,
    no_notification: NO_NOTIFICATION("fulfillment", "claim's"),
  },
  AdminPostOrdersOrderSwapsSwapFulfillmentsReq: {
    location_id: FULFILLMENT_LOCATION,
    no_notification: NO_NOTIFICATION("fulfillment", "swap's"),
  },
  ProductTagReq: {
    id: "Not used to find the tag: tags are matched by `value`. With a value no tag has, the tag is created under this ID, which the database refuses when a tag has the ID already; leave it out.",
    value:
      "The value of the tag: the tag with this value is used if one exists (whatever `id` says), otherwise a tag is created. An existing tag's value is never changed here.",
  },
  ProductTypeReq: {
    id: "Ignored: the type is found by `value`.",
    value: "The value of the product type: the type with this value is used if one exists, otherwise a type is created.",
  },
  // A store update assigns `currencies` whole and refuses a list without the default currency, and a
  // default currency the store's currencies lack (services/store.js:229-260).
  AdminPostStoreReq: {
    currencies:
      "The 3-character ISO codes of the store's currencies. The list must include the default currency (`default_currency_code`, or the store's when that is not sent): otherwise the route answers 400 \"You are not allowed to remove default currency from store currencies without replacing it as well\".",
    default_currency_code:
      "The 3-character ISO code of the store's default currency. It must be one of the store's currencies (those `currencies` sets, when sent): otherwise the route answers 400 \"Store does not have currency: …\".",
  },
  AdminPostShippingProfilesProfileReq: {
    products:
      "The IDs of products to move to this shipping profile: each is taken out of the profile it had (a product has one profile). The profile's other products stay. An ID that names no product is ignored.",
    shipping_options:
      "The IDs of shipping options to move to this shipping profile; the profile's other shipping options stay. An ID that names no shipping option is ignored.",
  },
  AdminPostProductCategoriesCategoryReq: {
    parent_category_id:
      'The ID of the parent product category. Send `null` (or the text `"null"`) to make the category a top-level one; leave the field out to keep its parent.',
  },
  AdminPostProductCategoriesReq: {
    is_active:
      "Whether the category is shown in the storefront: the store's category routes list and show active categories only. Defaults to `false`: a category created without it is hidden from the storefront until it is set to `true`.",
    is_internal: "If set to `true`, the product category will only be available to admins. Defaults to `false`.",
  },
  AdminPostOrdersOrderShipmentReq: {
    no_notification:
      "If set to `true`, no notification is sent to the customer about this shipment. Left out, the fulfillment's own `no_notification` applies: the value sent when the fulfillment was created, not the order's (a fulfillment created without one notifies).",
  },
  AdminPostOrdersOrderRefundsReq: { no_notification: NO_NOTIFICATION("refund", "order's") },
  AdminPostOrdersOrderSwapsReq: { no_notification: SWAP_OR_CLAIM_NO_NOTIFICATION("swap") },
  AdminPostOrdersOrderSwapsSwapShipmentsReq: {
    no_notification: NO_NOTIFICATION("shipment", "swap's"),
    fulfillment_id: SHIPPED_FULFILLMENT_UNCHECKED("swap"),
  },
  AdminPostOrdersOrderClaimsClaimShipmentsReq: { fulfillment_id: SHIPPED_FULFILLMENT_UNCHECKED("claim") },
  StorePostCustomersCustomerReq: { billing_address: CUSTOMER_BILLING_BY_ID },
  // ShippingOptionService.validateAndMutatePrice (services/shipping-option.js:464-489), called by create (:509) and
  // update (:738): a flat_rate option whose amount is null or below 0 throws. Ran (the twentieth fresh audit): an
  // update with amount -5 and with null → 400 "Shipping options of type `flat_rate` must have an `amount`".
  AdminPostShippingOptionsReq: {
    amount: `The amount to charge for the Shipping Option. If the \`price_type\` is set to \`calculated\`, this amount will not actually be used. ${FLAT_RATE_AMOUNT}`,
  },
  AdminPostShippingOptionsOptionReq: {
    amount: `The amount to charge for the Shipping Option. If the \`price_type\` of the shipping option is \`calculated\`, this amount will not actually be used. ${FLAT_RATE_AMOUNT}`,
  },
  OptionRequirement: { id: REQUIREMENT_ID_UNCHECKED },
  // The thirteenth fresh audit. ClaimService.create (services/claim.js): without refund_amount a refund claim's
  // amount is getRefundTotalForClaimLinesOnOrder, whose predicate takes only items with shipped_quantity > 0;
  // the additional items are generated (LineItemService.generateLineItem: lineItemRepo.create, not saved, so
  // no id) and reserved with lineItemId: newItem.id before the claim is saved, whatever the claim's type.
  // Ran: a refund claim of a fulfilled, unshipped item → refund_amount 0, payment_status refunded, no refund;
  // after the shipment → 2100 refunded. A replace claim of 3 → a reservation of 3 with line_item_id null, left
  // after the claim's fulfillment took the 3 off the stock (reserved_quantity unchanged).
  AdminPostOrdersOrderClaimsReq: {
    no_notification: SWAP_OR_CLAIM_NO_NOTIFICATION("claim"),
    refund_amount:
      "The amount to refund the customer, for a claim of type `refund` (with another type it answers 400). Without it, the amount is computed from the claimed items that have been shipped: an item fulfilled but not shipped yet counts for nothing, so a refund claim of such items refunds 0 and is still marked `refunded`. Give the amount when the items are not shipped.",
    additional_items:
      "The new items to send to the Customer; a claim of type `replace` needs at least one. They are created for a `refund` claim too. Where the inventory modules are installed, their quantities are reserved when the claim is created, by a reservation without the line item (its `line_item_id` is null): fulfilling the claim takes the quantities off the stock but does not remove that reservation, so delete it afterwards (`DELETE /admin/reservations/{id}`), or the stock stays reserved.",
  },
  // CustomerGroupService.update saves the group as given; the name's unique index answers 23505, which
  // formatException makes a 422 (utils/exception-formatter.js); create catches it and answers its detail
  // (services/customer-group.js:141-142). Ran: the same name → 422 on both; another case → 200.
  AdminPostCustomerGroupsGroupReq: {
    name: 'Name of the customer group. Names are unique, case included: a name another group has answers 422 "Customer_group with name … already exists."',
  },
  AdminPostCustomerGroupsReq: {
    name: 'Name of the customer group. Names are unique, case included: a name another group has answers 422 "Key (name)=(…) already exists."',
  },
  // CustomerService.create (services/customer.js): the email is lower-cased; an account with it refuses a
  // password, a guest with it refuses no password; a password sets has_account, and without one (an empty
  // string too) the customer is a guest. Ran: "" → 200, has_account false; a guest's email with a password →
  // a second customer with an account beside the guest.
  StorePostCustomersReq: {
    email:
      'The customer\'s email, stored in lower case. An email that has an account already answers 422 "A customer with the given email already has an account. Log in instead". The email of a guest customer (one who ordered without an account) is accepted: a new customer with an account is created beside the guest one, whose orders stay with it.',
    password:
      "The customer's password. An empty string is accepted but creates a customer without an account (`has_account` false), who cannot log in.",
  },
  AdminPostOrdersOrderClaimsClaimReq: {
    no_notification:
      "The claim's new `no_notification`: with `true`, no notification is sent to the customer about the claim, its later fulfillments and shipments (unless theirs says otherwise). Left out, the claim's value stays as it is.",
  },
  AdminPostDraftOrdersReq: {
    billing_address: ADDRESS_BY_ID({ kind: "billing", whose: "draft order", unknown: "404", region: true, create: true }),
    shipping_address: ADDRESS_BY_ID({ kind: "shipping", whose: "draft order", unknown: "404", region: true, create: true }),
    no_notification_order:
      "If set to `true`, the order the draft order becomes has `no_notification` set: no notification is sent to the customer about it. Left out, the order notifies.",
  },
  StorePostCartsCartLineItemsReq: {
    quantity: `The quantity of the Product Variant to add to the Line Item. ${NEGATIVE_QUANTITY}`,
  },
  StorePostCartsCartLineItemsItemReq: {
    quantity: `The quantity of the line item in the cart; 0 deletes the item. ${NEGATIVE_QUANTITY}`,
  },
  // A draft order's item update keeps the item's variant and passes the body to updateLineItem without a
  // price calculation (admin/draft-orders/update-line-item.js:197-203): the price and title given replace the item's.
  AdminPostDraftOrdersDraftOrderLineItemsItemReq: {
    unit_price:
      "The line item's new price, kept as given: the route does not compute the variant's price again. Left out, the item keeps its price.",
    title: "The line item's new title, whether the item has a variant or not. Left out, the item keeps its title.",
    quantity: `The quantity of the line item; 0 deletes the item. ${NEGATIVE_QUANTITY}`,
  },
  AdminPostOrderEditsEditLineItemsReq: { quantity: `The quantity of the item. ${NEGATIVE_QUANTITY}` },
  AdminPostOrderEditsEditLineItemsLineItemReq: { quantity: `The item's new quantity. ${NEGATIVE_QUANTITY}` },
  // An order edit's request makes a payment collection, with this description, only when the edit's
  // difference_due is above 0 (admin/order-edits/request-confirmation.js:161-178).
  AdminPostOrderEditsRequestConfirmationReq: {
    payment_collection_description:
      "The description of the payment collection the route creates when the edit costs more than the order (its `difference_due` is above 0), for the customer to pay the difference. Unused otherwise.",
  },
  // PriceListService.deleteProductPrices (services/price-list.js:665-700) deletes the list's prices of
  // every variant of the products named; products without prices in the list are skipped.
  AdminDeletePriceListsPriceListProductsPricesBatchReq: {
    product_ids:
      "The IDs of the products whose prices in the price list are deleted: the list's prices of all their variants. At least one; a product without prices in the list is skipped.",
  },
  // The sixteenth fresh audit. GiftCardService.update refuses a balance below 0 or above the card's value with
  // an invalid_argument error, which the error handler answers with 500 (services/gift-card.js:357-361); the
  // value itself is not a field of the update. Ran: 99999 and -1 on a card of 5000 → 500 "new balance is
  // invalid"; 100 → balance 100, value 5000.
  AdminPostGiftCardsGiftCardReq: {
    balance:
      'The amount left on the Gift Card, from 0 up to its `value` (which this route cannot change). A balance below 0 or above the value answers 500 "new balance is invalid".',
    is_disabled: "Whether the Gift Card is disabled. If set to `true`, the gift card will not be available for customers.",
  },
  // ProductService.updateOption compares the title with the product's other options in upper case and throws
  // a not_found error (services/product.js:933-938). Ran: "color" beside "Color" → 404.
  AdminPostProductsProductOptionsOption: {
    title:
      'The title of the Product Option. It must differ from the product\'s other options\' titles in any case: "color" beside an option "Color" answers 404 "An option with title color already exists".',
  },
  // DiscountConditionService.removeResources (services/discount-condition.js:195-209) and
  // removeConditionResources, which takes an item's `id` or the item itself when it is a string
  // (repositories/discount-condition.js:158-160); the body class checks only that resources is an array.
  // Ran: [] → 400; [{}] and [5] → 200, nothing removed; ["prod_…"] → removed.
  AdminDeleteDiscountsDiscountConditionsConditionBatchReq: {
    resources:
      'The resources to be removed from the discount condition. An ID not in the condition is skipped; the items are not checked: an item without `id` is skipped too. An empty list answers 400 "Missing one of products, collections, tags, types or customer groups in data".',
  },
  // @medusajs/stock-location dist/services/stock-location.js:105-115 stores address_id as given (no foreign key
  // on stock_location.address_id: migrations/schema-migrations/1665749860179-setup.js:37); the create and
  // update routes' default relations are none (admin/stock-locations/index.js:67). Ran: laddr_nope → 200.
  AdminPostStockLocationsReq: {
    address_id:
      "The ID of an existing stock location address to give the stock location, instead of `address`; neither is required. It is not checked: an ID that names no address is stored as it is.",
  },
  AdminPostRegionsReq: { tax_rate: REGION_TAX_RATE, countries: REGION_COUNTRIES, currency_code: REGION_CURRENCY },
  AdminPostRegionsRegionReq: { tax_rate: REGION_TAX_RATE, countries: REGION_COUNTRIES, currency_code: REGION_CURRENCY },
  ProductVariantPricesUpdateReq: UPDATABLE_PRICE,
  AdminPriceListPricesUpdateReq: UPDATABLE_PRICE,
  // The batch route inserts every price it is sent (add-prices-batch.js: priceListService.addPrices;
  // repositories/money-amount.js:341-360, addPriceListPrices: each price spread, then a new
  // `ma_…` id over the one it had), so it never updates one (BODY_PATH_WORDS below for the items).
  AdminPostPriceListPricesPricesReq: {
    prices:
      "The prices to add. Each one becomes a new price of the list: this route never updates a price, whatever `id` it is sent with.",
  },
  // ReturnReasonService.update assigns each field it is sent, metadata included, without setMetadata
  // (services/return-reason.js:109-140), so metadata is replaced whole (ran: {a} then {b} stored {b}).
  AdminPostReturnReasonsReasonReq: {
    metadata:
      'An optional set of key-value pairs with additional information. It replaces the return reason\'s `metadata` whole, unlike the merge most updates make: keys you leave out are removed, and a key sent with an empty string is stored as `""`, not removed. Send every key you want to keep.',
  },
  // The side-effects sweep: two more updates assign metadata as sent. CustomerService.updateAddress sets
  // each field of the body on the address (services/customer.js:590-625; ran: {a} then {b} stored {b});
  // ReservationItemService.update merges the body into the reservation with itemRepository.merge, which
  // sets a column as sent (@medusajs/inventory dist/services/reservation-item.js:109-129; ran: the same).
  StorePostCustomersCustomerAddressesAddressReq: { metadata: METADATA_REPLACED("address's") },
  AdminPostReservationsReservationReq: { metadata: METADATA_REPLACED("reservation's") },
};

/**
 * The words of a field of a class nested in a body, where the class is shared with another body that
 * treats it otherwise, by the body's class and the field's path in it (`prices.*.id`), with the words
 * that replace what HANDLER_WORDS gave the shared class. AdminPriceListPricesUpdateReq is the price of
 * both `POST /admin/price-lists/{id}`, which updates a price with an `id` (repositories/money-amount.js:
 * 592-613, updatePriceListPrices), and the batch route, which inserts every price with an `id` of its
 * own (:341-360): the `id` is dropped, so a price sent with only an `id` has no currency and the insert
 * fails (ran: 400 "Can't insert null value in field currency_code…"; with a currency, a second price
 * beside the first). addCurrencyFromRegion reads the region of a `region_id` from a list and fails on
 * one it did not find (services/price-list.js: region.currency_code of undefined, ran: 500), and no
 * check reads `variant_id` (ran: 200, a price with `variants` empty).
 */
const BATCH_NO_ID =
  'The validator lets a price with an `id` have neither, but this route ignores the `id` and inserts such a price without a currency: 400 "Can\'t insert null value in field currency_code …".';
export const BODY_PATH_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  AdminPostPriceListPricesPricesReq: {
    "prices.*.id":
      "Ignored: this route adds every price as a new one with an ID of its own. A price sent with the `id` of one of the list's prices is added beside it (the old price stays), or answers 400 without `region_id` or `currency_code`. To change a price, send it with its `id` in the `prices` of `POST /admin/price-lists/{id}`.",
    "prices.*.region_id": `The ID of the Region the price is used in; the price takes the region's currency. Give \`region_id\` or \`currency_code\`, not both. ${BATCH_NO_ID} An ID that names no region answers 500.`,
    "prices.*.currency_code": `The 3-character ISO code of the currency the price is used in. Give \`currency_code\` or \`region_id\`, not both. ${BATCH_NO_ID}`,
    "prices.*.variant_id":
      "The ID of the Variant for which the price is used. It is not checked: an ID that names no variant adds a price of no variant (its `variants` is empty).",
  },
};

/**
 * Body fields a validator takes as any string but the backend stores in a database enum column, by
 * class name and field, with the compiled enum that holds the column's values (`models <Export>`,
 * which the pinned test compares). No `@oas` block lists the values, so a reader sends free text,
 * which PostgreSQL refuses (22P02, "invalid input value for enum"); formatException does not map that
 * code (utils/exception-formatter.js), so the route answers 500 "An unknown error occurred.". A
 * refund's reason (models/refund.js:104, RefundReason) is inserted after the payment provider was
 * asked to refund (services/payment-provider.js:805-850).
 */
export const COLUMN_ENUMS: Readonly<Record<string, Readonly<Record<string, ColumnEnum>>>> = {
  AdminPostOrdersOrderRefundsReq: {
    reason: {
      enum: "models RefundReason",
      values: ["discount", "return", "swap", "claim", "other"],
      words:
        'The reason for the refund, one of the values listed: the refund\'s column is a database enum the validator does not check, and any other value answers 500 "An unknown error occurred." after the payment provider was asked to refund. Say more in `note`.',
    },
  },
};

export interface ColumnEnum {
  /** The compiled export that holds the column's values: `models RefundReason`. */
  enum: string;
  values: readonly string[];
  words: string;
}

/**
 * Body list fields of update routes that replace what the record has, by class name and field, with
 * whose list it is: what the list leaves out is removed (or, for a claim's shipping methods,
 * detached), so a reader who sends one item to add it loses the others. The services assign the
 * list whole: a region's countries, payment and fulfillment providers (services/region.js:
 * validateFields, 336-396), a claim's shipping methods (services/claim.js:146-200, every method of
 * the claim detached first), a customer's groups (services/customer.js:503), a discount's regions
 * (services/discount.js:445), a discount condition's resources (services/discount-condition.js:128,
 * overrideExisting true; repositories/discount-condition.js:203), a draft order's and a cart's
 * discounts and a cart's gift cards (update-draft-order.js:221 → services/cart.js:1286-1321), a
 * price list's customer groups (services/price-list.js:545), a product's images, tags, categories
 * and sales channels (services/product.js:655-685), a variant's prices (services/product-variant.js:
 * 497, deleteVariantPricesNotIn) and a shipping option's requirements (services/shipping-option.js:
 * 719-736). A price list's `prices` are upserted and stay out of this table.
 */
const CONDITION_RESOURCES = (what: string) => `the condition's ${what}`;
export const LIST_REPLACES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  AdminPostRegionsRegionReq: {
    countries: "the region's countries",
    payment_providers: "the region's payment providers",
    fulfillment_providers: "the region's fulfillment providers",
  },
  AdminPostOrdersOrderClaimsClaimReq: { shipping_methods: "the claim's shipping methods" },
  AdminPostCustomersCustomerReq: { groups: "the customer's groups" },
  AdminPostDiscountsDiscountReq: { regions: "the discount's regions" },
  AdminPostDiscountsDiscountConditionsCondition: {
    products: CONDITION_RESOURCES("products"),
    product_collections: CONDITION_RESOURCES("collections"),
    product_types: CONDITION_RESOURCES("product types"),
    product_tags: CONDITION_RESOURCES("product tags"),
    customer_groups: CONDITION_RESOURCES("customer groups"),
  },
  AdminPostDraftOrdersDraftOrderReq: { discounts: "the draft order's discounts" },
  AdminPostPriceListsPriceListPriceListReq: { customer_groups: "the price list's customer groups" },
  AdminPostProductsProductReq: {
    images: "the product's images",
    tags: "the product's tags",
    categories: "the product's categories",
    sales_channels: "the product's sales channels",
  },
  AdminPostProductsProductVariantsVariantReq: { prices: "the variant's prices" },
  AdminPostShippingOptionsOptionReq: { requirements: "the shipping option's requirements" },
  StorePostCartsCartReq: { discounts: "the cart's discounts", gift_cards: "the cart's gift cards" },
  // The order update assigns `discounts` to the ManyToMany relation whole (services/order.js:1175-1177,
  // models/order.js:352-365): the save rewrites the order's order_discounts rows.
  AdminPostOrdersOrderReq: { discounts: "the order's discounts" },
  AdminPostStoreReq: { currencies: "the store's currencies" },
};

/** The words of an update's list field that replaces the record's list (LIST_REPLACES). */
export function withReplacedList(description: unknown, whose: string, required = false): string {
  // A field the validator requires cannot be left out (a shipping option update's requirements: @IsArray() alone).
  const keep = required
    ? "the validator requires the field: send the current ones to keep them"
    : "leave the field out to keep them as they are";
  const rule = `The list replaces ${whose}: any it leaves out is removed, so send all of them (${keep}).`;
  const text = typeof description === "string" ? description.trim() : "";
  if (text.includes(rule)) return text;
  return text === "" ? rule : `${text.replace(/\.?$/, ".")} ${rule}`;
}

const PRICING_CONTEXT = (what: string) =>
  `For accurate and correct pricing of the ${what} based on the customer's context, it's highly recommended to pass fields such as \`region_id\`, \`currency_code\`, and \`cart_id\` when available.`;
// get-product.js, get-variant.js and list-variants.js take a publishable API key's sales channel only when the
// key has exactly one (`sales_channel_ids.length) === 1`); with a key of several channels and no
// sales_channel_id, setVariantAvailability gets none and deletes inventory_quantity, setting purchasable
// false, for every variant with inventory items (services/product-variant-inventory.js:896-899). Ran (the
// thirteenth fresh audit): a key of two channels → the shirt's variant (100 in stock) without
// inventory_quantity, purchasable false, on all three routes.
const AVAILABILITY_ONLY = (what: string, filter: string) =>
  `\`sales_channel_id\` (or a publishable API key scoped to one sales channel) names the sales channel whose stock locations give ${what} availability (\`inventory_quantity\`). With a publishable API key scoped to several sales channels and no \`sales_channel_id\`, no channel is named: a variant whose inventory is managed through inventory items is answered without \`inventory_quantity\` and with \`purchasable\` false, whatever its stock, so send \`sales_channel_id\` with such a key. ${filter}`;
/**
 * The words a line item change adds to its operation (OPERATION_WORDS): adding, updating or removing
 * a cart's line item deletes every shipping method the cart has (services/cart.js: removeLineItem
 * :548, addOrUpdateLineItems :986, updateLineItem :1087), and a draft order's items are its cart's.
 * A draft order has no route that adds a shipping method after its creation
 * (api/routes/admin/draft-orders/index.js:36-49), so the order it becomes has none.
 */
const CART_SHIPPING_DROPPED =
  "Any shipping method the cart has is deleted by the change: add the shipping method again afterwards (`POST /store/carts/{id}/shipping-methods`).";
const FULFILLMENT_CANCELED = (whose: string) =>
  `The ${whose}'s \`fulfillment_status\` becomes \`canceled\`, even when another of its fulfillments is still fulfilled or shipped, and the fulfilled quantities of the fulfillment's items go down by the items' quantities. A shipped fulfillment cannot be canceled (400 "The fulfillment has already been shipped. Shipped fulfillments cannot be canceled"), but a canceled one can: canceling it again takes its quantities off a second time (below zero, or 500 where that goes below a shipped quantity), so check its \`canceled_at\` first.${whose === "order" ? "" : " The items are not put back in stock at any location."}`;
const LINE_MERGED = (whose: string) =>
  `A variant the ${whose} already has in a line item with the same \`metadata\` gets no new line item: the quantity is added to that line item's.`;
const DRAFT_SHIPPING_DROPPED =
  "The change deletes the draft order's shipping methods, and no route adds one back: the order it becomes has none. Give the items and shipping methods when creating the draft order (`POST /admin/draft-orders`).";

/**
 * Operations whose block description says what the handler does not do, by operation (`where`),
 * with the description that replaces it. Deleting a shipping profile soft-removes the profile
 * alone, read without its relations (services/shipping-profile.js:472-478): its shipping options
 * are not deleted, and an unknown ID returns before anything is removed. Deleting a region
 * soft-removes it and unsets its countries' region_id (services/region.js:643-652); its tax rates
 * stay (the database's foreign key has no cascade, and a soft delete runs no DELETE anyway:
 * migrations/1641636508055-new_tax_system.js:111). The batch job routes under /admin/batch-jobs/{id}
 * run canAccessBatchJob first (api/routes/admin/batch/index.js:42), which refuses a user other than
 * the job's creator with NOT_ALLOWED (api/middlewares/batch-job/can-access-batch-job.js:60-61);
 * confirm refuses a job that is not pre_processed, cancel a completed one (services/batch-job.js:297,
 * 358), and a job not created as a dry run is confirmed when pre-processed (services/batch-job.js:
 * 396-399). `GET /admin/products/types` answers productService.listTypes(), every type, unpaged
 * (list-types.js).
 * The store's variant and
 * product routes other than the product list do not filter by `sales_channel_id`: the handlers
 * retrieve or list without it and pass it to the availability only (get-variant.js,
 * list-variants.js, get-product.js: setVariantAvailability, setProductAvailability); a publishable
 * API key's scope is checked on the single routes by validateProductVariantSalesChannelAssociation
 * and validateProductSalesChannelAssociation, which answer 400. get-product.js retrieves the product by its ID
 * with no status (productService.retrieve), while list-products.js sets status published (:343); ran: a draft
 * product → 200. Capturing an order's payments
 * catches a provider's refusal, emits PAYMENT_CAPTURE_FAILED and saves the order as requires_action
 * (services/order.js:1352-1417). A draft order becomes an order in register-payment.js (the
 * `system` provider's session authorized, createFromCart, capturePayment). Deleting a return reason
 * soft-removes it with its `return_reason_children` (services/return-reason.js:208-216; the relation
 * cascades "soft-remove", models/return-reason.js:68). Deleting a sales channel returns before
 * anything is removed when the ID names none, and refuses the store's default channel with
 * NOT_ALLOWED (services/sales-channel.js:335-351). The return reason lists read the reasons whose
 * parent_return_reason_id is null, with their children, and no take (admin and store
 * list-reasons.js). The password token route looks the e-mail up with retrieveRegisteredByEmail and
 * catches its error: without a registered customer it answers 204 and emits nothing; the token
 * expires 15 minutes ahead (store/customers/reset-password-token.js:116-137,
 * services/customer.js:160-161). Deleting a cart's payment session of a provider the cart has no
 * session for saves the cart unchanged (services/cart.js:2209-2231).
 */
const TOP_LEVEL_REASONS =
  "Only the top-level return reasons are listed: a child reason is in its parent's `return_reason_children`, not in the list itself. The list is not paged.";
const BATCH_OWNER =
  'Only the user who created the batch job can use this route: for any other user it answers 400 "Cannot access a batch job that does not belong to the logged in user".';
/**
 * Routes the backend registers behind `isFeatureFlagEnabled(flag)` on the route itself (not on a whole
 * router) whose `@oas` block names no `x-featureFlag`: without the flag the backend answers a bare 404 "Not
 * Found" to every call (api/middlewares/feature-flag-enabled.js). admin/currencies/index.js:45 puts the
 * currency update behind tax_inclusive_pricing; its only body field is behind the same flag.
 */
export const ROUTE_FLAGS: Readonly<Record<string, string>> = {
  "admin PostCurrenciesCurrency": "tax_inclusive_pricing",
};
export const OPERATION_WORDS: Readonly<Record<string, string>> = {
  // Twentieth fresh audit. authorize-payment-session.js: authorizePaymentSessions(id, [session_id]), then the
  // session found in the answered collection, else PAYMENT_AUTHORIZATION_ERROR "Failed to authorize Payment Session
  // id \"" + id + "\"" with id the collection's path parameter; services/payment-collection.js:601-690 creates a
  // payment for each session authorized and sets authorized_amount and the status. Ran: an order edit's collection
  // of 800 with a manual session → 200, the collection authorized with a payment of 800, the edit still requested;
  // ps_nope → 422 naming the collection's ID.
  "store PostPaymentCollectionsSessionsSessionAuthorize":
    "Authorize a payment session of a payment collection through its payment provider. Once the provider authorizes it, a payment of the session's amount is created and the collection's `authorized_amount` and status (`authorized`, or `partially_authorized` while it is short of the amount) follow. Authorizing an order edit's collection does not complete the edit: `POST /store/order-edits/{id}/complete` does. A session ID that is not one of the collection's, and a session the provider does not authorize, answer 422 \"Failed to authorize Payment Session id …\", which names the collection's ID, not the session's.",
  // Eighteenth fresh audit. admin/auth/get-token.js: jsonwebtoken.sign({ user_id, domain: "admin" }, jwt_secret,
  // { expiresIn: "24h" }); loaders/passport.js "admin-bearer" checks the domain and user_id only, never the user.
  // Ran: wrong password and an unknown e-mail → 401; the e-mail in upper case → a token; DELETE /admin/auth with
  // the token → 200, then GET /admin/auth with it → 200.
  "admin PostToken":
    'Log a user in and answer a JWT to send as `Authorization: Bearer {access_token}` on the admin routes. The token is valid for 24 hours and cannot be revoked: logging out (`DELETE /admin/auth`) ends only a cookie session, and deleting the user leaves the token working. A wrong password and an e-mail no user has answer 401 "Unauthorized"; the e-mail is matched in any case.',
  // services/user.js delete: softRemove, the analytics config deleted when the analytics flag is on (its default);
  // loaders/passport.js: the JWT and the session strategies never read the user. Ran: a deleted user's JWT and
  // cookie session → GET /admin/products 200, POST /admin/collections 200, GET /admin/auth 400; a new token → 401.
  "admin DeleteUsersUser":
    "Delete a user (a soft delete) and its analytics configuration. The user can no longer log in, but a JWT or a cookie session it already holds keeps working until it expires (a JWT lasts 24 hours): the admin routes check the token, not that its user still exists (only `GET /admin/auth` answers 400 for it). An ID that names no user answers 200 all the same.",
  // delete-inventory-item.js: productVariantInventoryService.detachInventoryItem(id), then the module's
  // deleteInventoryItem: deleteByInventoryItemId on the levels, a soft delete of the item (@medusajs/inventory
  // services/inventory.js:182-185); nothing touches the reservations. Ran: an item with a level (5) and a
  // reservation (2) → the item and the level soft-deleted, the variant link gone, the reservation still listed.
  "admin DeleteInventoryItemsInventoryItem":
    "Delete an inventory item (a soft delete). The product variants are kept, but their links to the item are removed, and the item's inventory levels at every location are deleted with it. Its reservations are not: they stay, still listed by `GET /admin/reservations` and still naming the deleted item (delete them with `DELETE /admin/reservations/{id}`). An ID that names no inventory item answers 200 all the same.",
  // services/claim.js cancel (979-1031): refund_amount, unfinished fulfillments and a return not canceled are refused;
  // fulfillment_status becomes canceled, canceled_at set, nothing else; create (460-485) reserved the additional
  // items' quantities (productVariantInventoryService.reserveQuantity) and nothing releases them; create-claim.js
  // refunds a refund claim as it is created. Ran: a replace claim with one additional item → a reservation (1);
  // cancel → 200, fulfillment_status canceled, payment_status na, the reservation and the level's reserved_quantity
  // kept; cancel again → 200; another order's ID → 404.
  "admin PostOrdersClaimCancel":
    "Cancel a claim: its fulfillment status becomes `canceled` and `canceled_at` is set; its payment status is left as it is. A claim can't be canceled if it has a refund amount (a claim of type `refund` is refunded as it is created), if one of its fulfillments hasn't been canceled, or if its return hasn't been canceled (400). The stock taken for the claim's additional items when it was created is not given back: with the inventory module their reservations stay (listed by `GET /admin/reservations`, with no line item; delete them with `DELETE /admin/reservations/{id}`), and without it the variants' `inventory_quantity` stays lowered. Canceling a canceled claim answers 200 again; a claim of another order answers 404.",
  // Nineteenth fresh audit. services/region.js removeFulfillmentProvider (957-1000): the provider taken out of the
  // region's list when it is there (nothing otherwise), region.updated; no shipping option is read or changed.
  // services/shipping-option.js create refuses a provider the region lacks. Ran: the EU region without manual →
  // its two manual options still listed by GET /admin/shipping-options, offered by GET /store/shipping-options/{cart_id}
  // and added to a cart (POST /store/carts/{id}/shipping-methods 200); POST /admin/shipping-options with manual → 400;
  // provider_id nope → 200, the region unchanged.
  "admin PostRegionsRegionFulfillmentProvidersProvider":
    'Remove a fulfillment provider from a region; other regions keep it. The region\'s existing shipping options of that provider are not changed: they are still offered to carts in the region and can still be chosen, so delete them (`DELETE /admin/shipping-options/{id}`) to stop using the provider there. Only new shipping options of the provider are refused in the region (400 "The fulfillment provider is not available in the provided region"). A provider the region does not have answers 200 with the region unchanged.',
  // get-inventory-item.js: retrieveInventoryItem, then joinLevels([item], [], inventoryService) (utils/join-levels.js),
  // which adds stocked_quantity, reserved_quantity and location_levels (each with available_quantity); the response
  // schema (AdminInventoryItemsRes, InventoryItemDTO) has none of them. Ran: the shirt's M item → stocked_quantity 100,
  // reserved_quantity 1, one level with available_quantity 99; fields=sku → the three still there.
  "admin GetInventoryItemsInventoryItem":
    "Retrieve an inventory item's details. Besides the item's fields, the answer always has `stocked_quantity` and `reserved_quantity` (sums over all its locations) and `location_levels`, its inventory levels, each with an `available_quantity` (stocked less reserved), whatever `fields` and `expand` say; the response schema below does not list these three.",
  // get-token.js: jsonwebtoken.sign({ customer_id, domain: "store" }, jwt_secret, { expiresIn: "30d" }); a failed
  // authenticateCustomer answers sendStatus(401). Ran: wrong password, an unknown e-mail and a guest's e-mail → 401.
  "store PostToken":
    'Log a customer in and answer a JWT to send as `Authorization: Bearer {access_token}` on the store routes that need a customer. The token is valid for 30 days and cannot be revoked by logging out. A wrong password, an e-mail no customer has, and a guest customer (one created without a password) answer 401 "Unauthorized".',
  "admin GetBatchJobsBatchJob": `Retrieve a batch job's details. ${BATCH_OWNER}`,
  "admin PostBatchJobsBatchJobCancel": `Mark a batch job as canceled; a completed batch job cannot be canceled (400). Canceling does not stop processing that has already started. ${BATCH_OWNER}`,
  "admin PostBatchJobsBatchJobConfirmProcessing": `Confirm that a batch job created with \`dry_run\` set to \`true\` should be processed (one created without it is confirmed as soon as it is pre-processed). The batch job must be pre-processed (status \`pre_processed\`), otherwise the route answers 400. ${BATCH_OWNER}`,
  "admin GetProductsTypes":
    "Retrieve every product type, in one list without paging. Deprecated: `GET /admin/product-types` lists product types with paging, filters and a search.",
  "admin DeleteRegionsRegion":
    "Delete a Region (a soft delete). Its countries are released (their region is unset), so another region can take them. Nothing else is deleted: the region's tax rates, providers and currencies are left as they are, the tax rates still referring to the deleted region.",
  "admin DeleteReturnReason": "Delete a return reason (a soft delete). Its child return reasons are deleted with it.",
  // An unknown ID returns before anything (services/payment-collection.js:242-247). A confirm checks
  // only that the edit is not canceled or declined, and answers a confirmed one as it is
  // (services/order-edit.js:836-841): no request, no payment needed.
  "admin DeletePaymentCollectionsPaymentCollection":
    "Delete a Payment Collection. Only payment collections with the statuses `canceled` or `not_paid` can be deleted (400 otherwise). An ID that names no payment collection is no error: the route answers `deleted: true` all the same.",
  "admin PostOrderEditsOrderEditConfirm":
    "Confirm an Order Edit. This will reflect the changes in the order edit on the associated order. The edit need not be requested first, and its payment collection need not be paid: collect a `difference_due` separately. A canceled or declined edit answers 400; confirming a confirmed edit answers it as it is.",
  "admin DeleteSalesChannelsSalesChannel":
    "Delete a sales channel (a soft delete). Associated products, stock locations, and other resources are not deleted. The store's default sales channel cannot be deleted (400). An ID that names no sales channel is no error: the route answers `deleted: true` all the same.",
  "admin DeleteShippingProfilesProfile":
    "Delete a Shipping Profile (a soft delete). Its shipping options and products are left as they are, still referring to the deleted profile: move them to another profile first. An ID that names no profile is no error: the route answers `deleted: true` all the same.",
  // The thirteenth fresh audit. ShippingOptionService.delete soft-removes the option and catches every error
  // (services/shipping-option.js:773-793); a cart's existing shipping method is not checked against it when
  // the cart is completed. Ran: a cart with the option's method, the option deleted → the cart completed into
  // an order with the method (shipping_option answered null); adding the option again → 404.
  "admin DeleteShippingOptionsOption":
    'Delete a Shipping Option (a soft delete). New shipping methods cannot use it (404 "Shipping Option with … was not found"), but a cart that already has a shipping method of this option keeps it: completing that cart creates an order with that method, whose `shipping_option` is then answered as null. An ID that names no shipping option is no error: the route answers `deleted: true` all the same.',
  // ReservationItemService.delete (@medusajs/inventory dist/services/reservation-item.js:171-186) takes the
  // quantity off the level's reserved_quantity, then soft-removes; an unknown ID lists nothing. Ran: 6 → 3.
  "admin DeleteReservationsReservation":
    "Delete a Reservation. Its quantity is taken off the `reserved_quantity` of the inventory level at its location, so that quantity is available again. Associated resources, such as the line item, will not be deleted. An ID that names no reservation is no error: the route answers `deleted: true` all the same.",
  // SalesChannelService.create saves the channel alone (services/sales-channel.js); availability is computed
  // from the channel's stock locations (product-variant-inventory.js getAvailabilityContext). Ran: a new
  // channel → the shirt's variant answered inventory_quantity 0, purchasable false, with its sales_channel_id.
  "admin PostSalesChannels":
    "Create a Sales Channel. It has no stock locations: where the inventory modules are installed, a variant whose inventory is managed through inventory items is answered out of stock (`inventory_quantity` 0, `purchasable` false) for this channel until a stock location with stock is associated with it (`POST /admin/sales-channels/{id}/stock-locations`).",
  // ClaimService.create and validateCreateClaimInput (services/claim.js): the claimed quantity is checked
  // against the item's fulfilled quantity only. Ran: the same item of quantity 1 claimed three times → 200.
  "admin PostOrdersOrderClaims":
    "Create a Claim for an order. Only fulfilled items can be claimed (400 \"Cannot claim more of an item than has been fulfilled.\"); earlier claims of the same item are not counted, so an item can be claimed again. If a return shipping method is specified, a return will also be created and associated with the claim. If the claim's type is `refund`, the refund is processed at once: without `refund_amount`, only claimed items that have been shipped count, so a refund claim of fulfilled but unshipped items refunds nothing. The additional items' stock is reserved by a reservation the claim's fulfillment does not remove (see `additional_items`).",
  "admin PostOrdersOrderCapture":
    "Capture all the Payments associated with an Order. The payment of a canceled order can't be captured (400). A capture the payment provider refuses is no error: the backend emits `order.payment_capture_failed`, sets the order's `payment_status` to `requires_action` and answers 200 with the order, so check `payment_status` in the answer.",
  "admin PostDraftOrders":
    "Create a Draft Order. It becomes an order when it is marked as paid (`POST /admin/draft-orders/{id}/pay`): that route authorizes a payment of the `system` provider (no payment by the customer), creates the order and captures that payment.",
  "store GetVariants": `Retrieves a list of product variants. The product variants can be filtered by fields such as \`id\` or \`title\`. The product variants can also be paginated.

${PRICING_CONTEXT("variants")}

${AVAILABILITY_ONLY("the listed variants'", "The list is not filtered by sales channel: variants of products outside the channel, or outside a publishable API key's sales channels, are listed too.")}`,
  "store GetVariantsVariant": `Retrieve a Product Variant's details.

${PRICING_CONTEXT("variant")}

${AVAILABILITY_ONLY("the variant's", "It does not hide a variant of another sales channel; a publishable API key does: with one, a variant outside the key's sales channels answers 400.")}`,
  "store GetProductsProduct": `Retrieve a Product's details.

${PRICING_CONTEXT("product")}

${AVAILABILITY_ONLY("the product's variants'", "It does not hide a product of another sales channel; a publishable API key does: with one, a product outside the key's sales channels answers 400.")}

The product's status is not checked either: a draft product is answered like a published one, although the product list shows published products only.`,
  "admin DeleteProductsProductOptionsOption":
    'Delete a Product Option (a soft delete). A product with variants keeps them: the option can be deleted only when every variant has the same value for it (deleting it must not leave two variants alike); otherwise the route answers 400 "To delete an option, first delete all variants…". An option ID the product does not have is no error: the route answers `deleted: true` all the same.',
  "admin PostDraftOrdersDraftOrderLineItemsItem": `Update a Line Item in a Draft Order; a \`quantity\` of 0 deletes it. ${DRAFT_SHIPPING_DROPPED}`,
  // CartService.removeLineItem returns before any change when the cart has no item of that ID (services/cart.js:539-544).
  "admin DeleteDraftOrdersDraftOrderLineItemsItem": `Delete a Line Item from a Draft Order. ${DRAFT_SHIPPING_DROPPED} A line item ID the draft order does not have is no error: the route answers 200 and changes nothing, its shipping methods included.`,
  "store PostCartsCartLineItemsItem": `Update a line item's quantity; a \`quantity\` of 0 deletes it. ${CART_SHIPPING_DROPPED}`,
  "store DeleteCartsCartLineItemsItem": `Delete a Line Item from a Cart. The payment sessions will be updated and the totals will be recalculated. ${CART_SHIPPING_DROPPED}`,
  // The cart create attaches the logged-in customer itself (store/carts/create-cart.js:183-189); its body
  // class has no customer field (:316-348), so the block's advice to pass an ID or email answers 400.
  "store PostCart": `Create a Cart. Although optional, specifying the cart's region and sales channel can affect the cart's pricing and the products that can be added to the cart respectively. So, make sure to set those early on and change them if necessary, such as when the customer changes their region.

When a customer is logged in (a session cookie or a JWT), the cart is attached to them and takes their email: the body has no customer field, and a \`customer_id\` or \`email\` in it answers 400 "property … should not exist". A cart created before the customer logged in is attached to them by the next \`POST /store/carts/{id}\` they send logged in.`,
  "admin GetReturnReasons": `Retrieve a list of Return Reasons. ${TOP_LEVEL_REASONS}`,
  "store GetReturnReasons": `Retrieve a list of Return Reasons. This is useful when implementing a Create Return flow in the storefront. ${TOP_LEVEL_REASONS}`,
  "store PostCustomersCustomerPasswordToken":
    "Create a reset password token to be used in a subsequent Reset Password API Route. This emits the event `customer.password_reset` with the token, which is valid for 15 minutes. If a notification provider is installed in the Medusa backend and is configured to handle this event, a notification to the customer, such as an email, may be sent with reset instructions. An e-mail that names no registered customer (none, or a guest customer without an account) is no error: the route answers 204 all the same and emits nothing, so the answer does not tell whether an account exists.",
  // repositories/product-tag.js:107-125: a LEFT JOIN on product_tags, so a tag no product uses counts 0.
  "admin GetProductsTagUsage":
    'Retrieve the 10 most used product tags, most used first, each with how many products use it (`usage_count`). The number is fixed: the route takes no query parameter. While fewer than 10 tags are used, tags that no product uses fill the list, with a `usage_count` of `"0"`.',
  "admin GetVariantsVariantInventory":
    "Retrieve the available inventory of a Product Variant: its inventory items with their location levels (`inventory`), and its available quantity in each sales channel (`sales_channel_availability`). Only the first 20 sales channels are counted: the route reads the sales channels with the service's default page size, so a store with more channels gets no availability for the others. A variant without inventory items answers both lists empty.",
  "admin GetBatchJobs":
    "Retrieve a list of Batch Jobs. Only the batch jobs the logged-in user created are listed: the route adds the user's ID as a `created_by` filter. The batch jobs can be filtered by fields such as `type` or `confirmed_at`. The batch jobs can also be sorted or paginated. The list does not read the `dry_run` column (it is not among the fields the route selects), so each batch job is answered with `dry_run` `false`, whatever it was created with: name `dry_run` in `fields`, or retrieve the batch job, to read it. A `fields` list without the date fields answers `status` `created`, since the status is worked out from those dates.",
  "store DeleteCartsCartPaymentSessionsSession":
    "Delete a Payment Session in a Cart. May be useful if a payment has failed. The totals will be recalculated. A provider for which the cart has no payment session is no error: the route answers 200 with the cart unchanged.",
  // A refresh deletes the session and creates another for the same provider and amount (services/payment-
  // provider.js refreshSession: sessionRepo.remove, then createSession without payment_session_id).
  // The single-session route sends a batch of one (services/payment-collection.js:433-456), and the
  // batch deletes every session left out of it (:399-412: the provider's deleteSession, which removes the row).
  "store PostPaymentCollectionsSessions":
    "Create a Payment Session for a payment provider in a Payment Collection, for the collection's whole amount. If the collection already has a session of that provider, that session is updated instead (it keeps its ID). The collection's sessions of other providers are deleted: the collection is left with this one session. To keep sessions of several providers, send them together to `POST /store/payment-collections/{id}/sessions/batch`. A provider the collection's region does not have answers 400 \"Payment provider not found\", and a collection whose status is not `not_paid` answers 400.",
  "store PostPaymentCollectionsPaymentCollectionPaymentSessionsSession":
    "Refresh a Payment Session's data to ensure that it is in sync with the Payment Collection. The session is replaced, not updated: the route deletes it and creates a new one for the same provider and amount, with a new ID (the answer's `payment_session.id`). Use that ID afterwards: the one in the path no longer exists.",
  // ClaimService.createFulfillment (services/claim.js:650-730): a canceled claim, one fulfilled already, a refund
  // claim and one without shipping methods are refused (NOT_ALLOWED, 400); every additional item is sent to the
  // provider at once, and the status is fulfilled, or requires_action when an item's fulfilled quantity differs.
  "admin PostOrdersOrderClaimsClaimFulfillments":
    "Create a Fulfillment for a Claim: all the claim's additional items are fulfilled at once. The claim's fulfillment status becomes `fulfilled`, or `requires_action` when an item's fulfilled quantity does not match its quantity. A claim of type `refund` cannot be fulfilled (400 \"Claims with the type … can not be fulfilled\"), nor a canceled claim, one already fulfilled, or one without a shipping method (400).",
  // delete-stock-location.js:115-131: removeLocation from the sales channels, then, with the inventory module,
  // deleteInventoryItemLevelByLocationId and deleteReservationItemByLocationId.
  "admin DeleteStockLocationsStockLocation":
    "Delete a Stock Location. It is also removed from its sales channels and, where the inventory module is installed, its inventory levels and the reservations made at it are deleted.",
  // SwapService.processDifference (services/swap.js:415-550) catches the provider's refusal of the
  // refund or the capture, emits swap.process_refund_failed or swap.payment_capture_failed and saves
  // the swap as requires_action; the route then answers the order (ran: a refund above the order's
  // refundable amount answered 200, the swap requires_action, nothing refunded).
  "admin PostOrdersOrderSwapsSwapProcessPayment":
    "Process a swap's payment either by refunding or issuing a payment. This depends on the `difference_due` of the swap. If `difference_due` is negative, the amount is refunded. If `difference_due` is positive, the amount is captured. The swap must be confirmed (its cart completed) and not canceled (400 otherwise). A refund or capture the payment provider refuses is no error: the backend emits `swap.process_refund_failed` or `swap.payment_capture_failed`, sets the swap's `payment_status` to `requires_action` and answers 200 with the order, so check the swap's `payment_status` in the answer.",
  // list-shipping-profiles.js calls profileService.list() with no config, whose default take is 10
  // (services/shipping-profile.js: list); ran: 11 profiles, 10 answered.
  "admin GetShippingProfiles":
    "Retrieve a list of Shipping Profiles. At most 10 are answered, in no set order: the route takes no query parameter and lists with the service's default page size, so a store with more profiles does not get them all here.",
  // get-session.js catches every error of the user's lookup and answers res.sendStatus(400).
  "admin GetAuth":
    "Get the currently logged in user's details. When the user cannot be read, the route answers 400 with the text `Bad Request`, not a JSON error and not 404: a JWT of a user deleted since answers that.",
  // register-payment.js: the system provider's session, createTaxLines, authorizePayment,
  // createFromCart, registerCartCompletion, capturePayment. No inventory call (the cart completion
  // strategy's reservations are not made); a second call creates the system session again (422).
  "admin PostDraftOrdersDraftOrderRegisterPayment":
    "Capture the draft order's payment. This will also set the draft order's status to `completed` and create an Order from the draft order. The payment is captured through Medusa's system payment, which is manual payment that isn't integrated with any third-party payment provider. It is assumed that the payment capturing is handled manually by the admin. No inventory is reserved for the new order's items, as a cart completed in the store would reserve them. A draft order paid already answers 422 \"Payment_session with cart_id, provider_id … already exists.\"",
  // InviteService.delete (services/invite.js:212-233) deletes the invite it finds and returns quietly otherwise;
  // accepting an invite deletes it (:287), so an accepted invite is gone already.
  // The tenth fresh audit. add-prices-batch.js inserts every price (BODY_PATH_WORDS). The customer group
  // and stock location lists name a filter their query classes lack (an `id` filter no query string can
  // pass, customer-groups.js FilterableCustomerGroupProps: IsType with ValidateNested; no `created_at` in
  // AdminGetStockLocationsParams). completeOrder refuses a canceled order only (services/order.js:492-520).
  // A collection's soft delete leaves its products' collection_id (services/product-collection.js:275-300;
  // ran: the product then answered a collection whose fields but id were null). setPaymentSession
  // refuses a provider outside the region and finds the provider's session or fails (services/cart.js
  // setPaymentSession: "The payment method is not available in this region", "Could not find payment session").
  "admin PostPriceListsPriceListPricesBatch":
    "Add prices to a Price List. Every price sent becomes a new price of the list: this route never updates a price, even one sent with the `id` of a price the list has (the old price stays beside the new one). To change the list's prices, send them with their `id` in the `prices` of `POST /admin/price-lists/{id}`. With `override` set to `true`, the list's other prices are deleted: the list keeps only the prices sent.",
  "admin GetCustomerGroups":
    "Retrieve a list of customer groups. The customer groups can be filtered by fields such as `name` or `created_at`, or searched by name with `q`. The customer groups can also be sorted or paginated.",
  "admin GetStockLocations":
    "Retrieve a list of stock locations. The stock locations can be filtered by fields such as `name` or `sales_channel_id`. The stock locations can also be sorted or paginated.",
  "admin PostOrdersOrderComplete":
    "Complete an Order and change its status to `completed`. Only a canceled order is refused (400): the payment and the fulfillment are not checked, so an order not yet paid or fulfilled is completed as it is, and so is an archived order. Completing a completed order answers it again. The backend emits `order.completed`.",
  "admin DeleteCollectionsCollection":
    "Delete a Product Collection (a soft delete). Its products are not deleted, and they keep its ID in `collection_id`: the product routes then answer their `collection` with every field but `id` null. Remove the products from the collection first (`DELETE /admin/collections/{id}/products/batch`) to avoid that.",
  "store PostCartsCartPaymentSession":
    'Select the Payment Session that will be used to complete the cart. This is typically used when the customer chooses their preferred payment method during checkout. The totals of the cart will be recalculated. The cart must have a payment session of the provider already: create the sessions first (`POST /store/carts/{id}/payment-sessions`), otherwise the route answers 500 "Could not find payment session". A provider the cart\'s region does not have answers 400 "The payment method is not available in this region".',
  // list-invites.js: inviteService.list({}), no paging and no query read (services/invite.js:109-124); an
  // accepted invite is deleted. InviteService.create (services/invite.js:131-200): an existing user found by
  // the exact e-mail → 400; an invite of that e-mail is reused (role changed when it is not accepted), then a
  // new token and expires_at (DEFAULT_VALID_DURATION, 7 days) and invite.created. Ran: the same e-mail twice →
  // one invite, role and token changed; ADMIN@… (the seeded admin's e-mail in capitals) → 200, an invite.
  "admin GetInvites":
    "Retrieve every invite that has not been accepted (accepting an invite deletes it), expired ones included (their `expires_at` is past), each with its `token`. The list is not paged and the route reads no query parameter.",
  "admin PostInvites":
    "Create an Invite, valid for 7 days (`expires_at`). This will generate a token associated with the invite and trigger an `invite.created` event. If you have a Notification Provider installed that handles this event, a notification should be sent to the email associated with the invite to allow them to accept the invite. An e-mail that already has an invite gets no second one: that invite takes the role sent, a new token and a new 7-day expiry, and `invite.created` is emitted again. The check for an existing account compares the e-mail exactly, so a user's e-mail written in other capitals is invited all the same.",
  // services/payment-collection.js setPaymentSessionsBatch: not_paid only; sessions of a provider the
  // region lacks are dropped before the sum is compared with the collection's amount (UNEXPECTED_STATE, 500);
  // a session_id the collection lacks creates a session. Ran: provider nope + manual 800 → 200, one session;
  // 500 of 800 → 500 "The sum of sessions is not equal to 800 on Payment Collection"; ps_nope → a new ID.
  "store PostPaymentCollectionsPaymentCollectionSessionsBatch":
    "Create, update, or delete a list of payment sessions of a Payment Collections. If a payment session is not provided in the `sessions` array, it's deleted. The payment collection must be `not_paid`. A session whose provider is not one of the region's payment providers is dropped without error; the amounts of the sessions left must add up to the collection's `amount` exactly, otherwise the route answers 500 \"The sum of sessions is not equal to … on Payment Collection\" and changes nothing. A `session_id` that is not one of the collection's sessions creates a new session.",
  // services/price-list.js deleteProductPrices: listProducts with the price list's own prices
  // (repositories/money-amount.js findManyForVariantInPriceList, requiresPriceList), [[], 0] when none, the
  // list retrieved (404) only once prices were found. Ran: pl_nope, prod_nope, and a second delete → 200, ids [].
  "admin DeletePriceListsPriceListProductsProductPrices":
    "Delete all the prices related to a specific product in a price list: the prices of each of its variants in that list (the variants' other prices stay). A price list or product ID that names none, or a product without prices in the list, is no error: the route answers `ids` empty, with `deleted` `true` all the same.",
  // store/customers/reset-password.js: jwt.verify(token, the customer's password_hash) outside any catch, so
  // a malformed, expired or used token (the hash changed) throws a JsonWebTokenError: 500; no registered
  // customer of the e-mail → 401. Ran: garbage → 500; the token reused after a reset → 500; nobody@… → 401;
  // RESET1@… (capitals) with a valid token → 200.
  "store PostCustomersResetPassword":
    'Reset a Customer\'s password using a password token created by a previous request to the Request Password Reset API Route. If the password token expired, you must create a new one. The e-mail is matched in any case. A token works once: it is signed with the customer\'s current password, so after the reset it no longer verifies. A token that does not verify (malformed, expired, or already used) answers 500 "An unknown error occurred." (the server log says `jwt malformed`, `jwt expired` or `invalid signature`); 401 "Invalid or expired password reset token" comes back only for an e-mail of no registered customer, or a token made for another customer.',
  "admin DeleteInvitesInvite":
    "Delete an Invite. An accepted invite no longer exists (accepting it deletes it). An ID that names no invite is no error: the route answers `deleted: true` all the same.",
  // The sixteenth fresh audit. OrderEditItemChangeService.delete deletes the change and then the line item
  // it names (change.line_item_id), with its tax lines (services/order-edit-item-change.js:177-202);
  // deleteItemChange refuses confirmed and canceled edits only (services/order-edit.js:709-723). An
  // item_add or item_update change names the edit's own line item (the added one, the updated copy); an
  // item_remove change names none, the copy having been deleted when the item was removed. Ran: deleting an
  // item_update change (1 → 3) left the edit without the item; deleting an item_remove change left it out
  // too, with no change, and confirming the edit with one other change removed the item from the order.
  "admin DeleteOrderEditsOrderEditItemChange":
    "Delete a line item change of an order edit that is not confirmed or canceled. This undoes an added item only: the change is deleted together with the edit's line item it names. Deleting an `item_update` change deletes the edit's copy of the item, so the item leaves the edit instead of going back to its original quantity; deleting an `item_remove` change does not bring the item back. Either way no change records that the item is gone, and confirming the edit removes it from the order. To restore an item, cancel the order edit and create a new one.",
  // services/price-list.js deleteProductPrices, as the single product's route above: pl_nope and a product
  // without prices in the list → 200, ids [] (the sixteenth fresh audit).
  "admin DeletePriceListsPriceListProductsPricesBatch":
    "Delete all the prices associated with multiple products in a price list: the prices of each of their variants in that list (the variants' other prices stay). A price list ID that names none is no error: the route answers `ids` empty, with `deleted` `true` all the same.",
  // TaxRateService.addToShippingOption: the options' regions compared with the rate's, then an insert with
  // orIgnore (repositories/tax-rate.js:305-320); add-to-shipping-options.js answers the rate with
  // getRetrieveConfig's default relations, none (admin/tax-rates/index.js:72). Ran: an option added twice →
  // 200; the answer without shipping_options unless expand[]=shipping_options.
  "admin PostTaxRatesTaxRateShippingOptions":
    "Add Shipping Options to a Tax Rate. Each option must be of the tax rate's region. An option the tax rate already applies to is skipped without error. The tax rate is answered without its shipping options: send `expand[]=shipping_options` to see them.",
  // SwapService.cancel (services/swap.js:943-997): refused with a refund, with a fulfillment not canceled, or
  // with a return not canceled; otherwise both statuses set to canceled, canceled_at set again, the payment
  // canceled. create-swap.js creates the return with the swap. Ran: a new swap → 400 "Return must be
  // canceled before the swap can be canceled"; after POST /admin/returns/{id}/cancel → 200; again → 200.
  "admin PostOrdersSwapCancel":
    'Cancel a Swap: its payment and fulfillment statuses become `canceled`, and its payment, if it has one, is canceled. Every swap has a return, created with it: cancel that return first (`POST /admin/returns/{id}/cancel`), otherwise the route answers 400 "Return must be canceled before the swap can be canceled". Its fulfillments must be canceled as well, and a swap whose difference was refunded cannot be canceled. A swap already canceled is canceled again (200, a new `canceled_at`).',
  // CustomerService.create (services/customer.js:393-440): the e-mail lower-cased; a customer with an account
  // and a password → 422; without a password (an empty string passes IsString) a guest customer; an e-mail
  // that only guests have gets a customer with an account beside them. Ran: New1@X.test → new1@x.test; "" →
  // has_account false; guest1@… then with a password → two customers; the answer has password_hash.
  "admin PostCustomers":
    "Create a customer as an admin. The e-mail is stored in lower case. A customer with an account is created beside any guest customer (one without an account) of the same e-mail; an e-mail that already has an account answers 422. An empty `password` creates a guest customer, who has no account and cannot log in (422 when the e-mail already has a guest customer). The answer is the created record as saved, with `password_hash` too.",
  // DiscountService.listAndCount lists every discount, the codes made from a dynamic discount
  // (POST /admin/discounts/{id}/dynamic-codes, parent_discount_id set) among them. Ran: a dynamic code listed,
  // is_dynamic true.
  "admin GetDiscounts":
    "Retrieve a list of Discounts, the codes made from a dynamic discount (`POST /admin/discounts/{id}/dynamic-codes`) among them: each has `is_dynamic` `true` and its discount's ID in `parent_discount_id`. The discounts can be filtered by fields such as `rule` or `is_dynamic`. The discounts can also be paginated.",
  // The side-effects sweep (data/audits/2026-11-28-rest-sweep-effects.yaml), each run against the harness.
  // addShippingMethod deletes the cart's methods whose option has the new one's profile_id
  // (services/cart.js:2375-2385): a second option of the same profile replaces the first.
  "store PostCartsCartShippingMethod":
    "Add a Shipping Method to the Cart. A cart has one shipping method for each shipping profile: the new method replaces the cart's method whose shipping option has the same profile, so choosing another option of that profile swaps them. The validation of the `data` field is handled by the fulfillment provider of the chosen shipping option.",
  // addOrUpdateLineItems adds the quantity to the cart's item of the same variant when both may merge and
  // their metadata are equal (services/cart.js:862-890); generate sets should_merge only without a
  // unit_price (services/line-item.js:395-414). Ran: the same variant twice, one item of quantity 3.
  "store PostCartsCartLineItems": `Generates a Line Item with a given Product Variant and adds it to the Cart. ${LINE_MERGED("cart")} ${CART_SHIPPING_DROPPED}`,
  "admin PostDraftOrdersDraftOrderLineItems": `Create a Line Item in the Draft Order. ${LINE_MERGED("draft order")} A line item with a \`unit_price\` is always a new one. ${DRAFT_SHIPPING_DROPPED}`,
  // setPaymentSessions deletes every session of a cart whose total is 0 or less and creates none
  // (services/cart.js:2075-2083). Ran: a 100% discount, then this route: 0 sessions. The twentieth fresh audit:
  // with one provider and no selected session, createSession (the provider) and is_selected, is_initiated true
  // (:2151-2162); otherwise psRepo.save of a pending session per provider, not initiated (:2163-2168); existing
  // sessions updated, deleted and recreated, or deleted (:2100-2141). Ran: an empty cart → none; one item → one
  // manual session, selected, 800; a second item → the same session, 1600.
  "store PostCartsCartPaymentSessions":
    "Create Payment Sessions for each of the available Payment Providers in the Cart's Region. When the region has a single payment provider and the cart has no selected session, its session is created through the provider and selected. With several providers, a session is created for each without calling the provider (`is_initiated` false), and the provider is called when the customer selects one (`POST /store/carts/{id}/payment-session`). A cart whose total is 0 (a discount or gift cards cover it all) gets none, and its sessions are deleted. Existing sessions are brought to the cart's total (an unselected session the provider had started is replaced by one not sent to it yet), and sessions of providers the region no longer has are deleted. Calling a provider may send requests to third-party services.",
  // OrderService.cancel (services/order.js:1215-1275) refuses refunds and anything not canceled, deletes
  // the items' reservations, cancels the payments and sets the three statuses. archive compares the status
  // with ("completed" || "refunded"), which is "completed" (:1720-1725). Ran: every 400 quoted below.
  "admin PostOrdersOrderCancel":
    'Cancel an order: its status, payment status and fulfillment status become `canceled`, its payments are canceled with their provider (which may fail) and its items\' reservations are deleted. It cancels nothing else: cancel the order\'s fulfillments, returns, swaps and claims first, otherwise the route answers 400 "All fulfillments must be canceled before canceling an order" (the same for returns, swaps and claims). An order with a refund cannot be canceled (400 "Order with refund(s) cannot be canceled").',
  "admin PostOrdersOrderArchive":
    'Archive an order: its status becomes `archived`. Only a completed order can be archived: any other, a canceled one included, answers 400 "Can\'t archive an unprocessed order".',
  // The cancelFulfillment of the order, swap and claim services set the parent's fulfillment_status to
  // canceled whatever its other fulfillments (services/order.js:1631-1652, swap.js:1167-1190,
  // claim.js:783-804); FulfillmentService.cancelFulfillment refuses a shipped fulfillment and lowers the
  // items' fulfilled_quantity (services/fulfillment.js:286-325). Ran: an order with a shipped fulfillment and
  // another, the other canceled: fulfillment_status canceled; the shipped one: 400.
  // cancel-fulfillment.js:176-181: with the inventory module and the fulfillment's location_id, each
  // item's quantity goes back in stock there (adjustInventoryForCancelledFulfillment); the swap and claim
  // routes do not. ReturnService.cancel refuses a received return (services/return.js:253-268).
  "admin PostOrdersOrderFulfillmentsCancel": `Cancel an order's fulfillment. ${FULFILLMENT_CANCELED("order")} Where the inventory module is installed and the fulfillment has a location, its items' quantities go back in stock at that location, but they are not reserved for the order again: create the reservations again if the items are to be fulfilled later.`,
  // ReturnService.cancel refuses only a received return and sets the status (services/return.js:253-275); the
  // handler then reads the swap or claim without changing it (admin/returns/cancel-return.js). Ran: a
  // swap's return canceled twice, 200 both times, the swap still not_fulfilled and not canceled.
  "admin PostReturnsReturnCancel":
    'Registers a Return as canceled. The return can be associated with an order, claim, or swap. A received return cannot be canceled (400 "Can\'t cancel a return which has been returned"); a canceled one is canceled again (200). Only the return changes: the swap or claim it belongs to is not canceled (cancel it with its own route).',
  "admin PostOrdersSwapFulfillmentsCancel": `Cancel a swap's fulfillment. ${FULFILLMENT_CANCELED("swap")}`,
  "admin PostOrdersClaimFulfillmentsCancel": `Cancel a claim's fulfillment. ${FULFILLMENT_CANCELED("claim")}`,
  // ProductCategoryService.delete refuses a category with children (services/product-category.js:341,
  // NOT_ALLOWED). Ran: 400, then 200 once the child was deleted.
  "admin DeleteProductCategoriesCategory":
    'Delete a Product Category. This does not delete associated products. A category with child categories cannot be deleted (400 "Deleting ProductCategory (…) with category children is not allowed"): delete or move its children first.',
  // update-reservation.js:162-174 awaits updateReservationItem in a transaction whose callback returns
  // nothing and answers { reservation: undefined }, which is `{}` (ran).
  // delete-session.js (store and admin): only req.session is touched; a JWT sent in the Authorization
  // header is not recorded anywhere, so nothing can revoke it before it expires (store/auth/get-token.js:
  // expiresIn "30d"). Ran: DELETE with the token → 200 "OK", GET /store/auth with it → 200.
  "store DeleteAuth":
    "Log the customer out of the current cookie session (the session is destroyed; when an admin user is logged in in the same session, only the customer is removed from it). It cannot log out a JSON Web Token: a token from `POST /store/auth/token` sent in the `Authorization` header is answered 200 and stays valid until it expires (30 days after it was issued). A client using a token logs out by discarding it.",
  // The store routes read a key's sales channels only (getResourceScopes, services/publishable-api-key.js:429-451);
  // isValid, which checks revoked_by, is never called, and the key's publishable_api_key_sales_channel rows
  // are not deleted with it (repo.remove, :257-284). Ran: a deleted key and a revoked key → 200, scoped.
  "admin DeletePublishableApiKeysPublishableApiKey":
    "Delete a Publishable API Key. Associated resources, such as sales channels, are not deleted, and neither are the key's links to its sales channels: the store routes do not check that a key exists, so requests that still send the deleted key are answered as before, limited to those sales channels. To stop a key, remove its sales channels first (`DELETE /admin/publishable-api-keys/{id}/sales-channels/batch`), then delete it.",
  "admin PostPublishableApiKeysPublishableApiKeyRevoke":
    "Revoke a Publishable API Key: its `revoked_at` and `revoked_by` are set, and this cannot be undone. The store routes do not check whether a key is revoked: requests that send it are answered as before, limited to its sales channels. To stop a key, remove its sales channels (`DELETE /admin/publishable-api-keys/{id}/sales-channels/batch`).",
  // ProductRepository.bulkAddToCollection sets collection_id with UPDATE … WHERE id IN (…)
  // (repositories/product.js:304-319): a product in another collection is moved, an unknown ID matches no row.
  "admin PostProductsToCollection":
    "Add products to a product collection. A product belongs to one collection at most: a product in another collection is moved to this one. An ID that names no product is ignored (200).",
  // OrderEditService.decline: a declined edit is returned as it is, any other status but requested is
  // refused (services/order-edit.js:335-343); the route checks no customer (store/order-edits/decline-order-edit.js).
  "store PostOrderEditsOrderEditDecline":
    'Decline an Order Edit. The changes are not reflected on the original order. Only a requested edit can be declined (any other status answers 400 "Cannot decline an order edit with status …"); declining a declined edit answers 200 and keeps its first `declined_reason`. The route does not check who sends it: anyone with the edit\'s ID can decline it.',
  // SwapService.create refuses an order not captured or not fulfilled (services/swap.js:344-349); the
  // route then fulfills the swap's return at once (admin/orders/create-swap.js, returnService.fulfill).
  "admin PostOrdersOrderSwaps":
    'Create a Swap. This includes creating a return that is associated with the swap, in the `requested` status (with its shipping method when `return_shipping` is given). The order\'s payment must be captured (400 "Cannot swap an order that has not been captured") and the order fulfilled (400 "Cannot swap an order that has not been fulfilled").',
  // confirm-order-request.js: verifyToken(token, { maxAge: "15m" }) (a jsonwebtoken error is no MedusaError,
  // so the error handler answers 500), then each order of the token updated with the claiming customer's
  // customer_id and email. Ran: the guest order's email became the customer's; a token 20 minutes old and
  // one signed with another secret → 500; the same token twice → 200 twice.
  "store PostOrdersCustomerOrderClaimsCustomerOrderClaimAccept":
    "Verify the claim order token provided to the customer when they request ownership of an order, and give the customer the orders it names: each gets the claiming customer's ID, and its `email` is replaced by the customer's email. The token is valid for 15 minutes after it was issued and can be used again in that time; an expired token, or one this backend did not sign, answers 500 \"An unknown error occurred.\"",
  // ReturnService.create checks only that no item is canceled and that the quantity is not more than the
  // line's quantity minus its received returns (services/return.js:431-467, 307-316); the store route checks
  // no customer. Ran: four returns of the one item of an order neither paid nor fulfilled → 200 each;
  // items [] → 200; return_shipping with a shipping option that is not a return option → 200, its price taken
  // off refund_amount. createShippingMethod checks an option against a cart only (services/shipping-option.js:360).
  "store PostReturns":
    "Create a Return for an Order. If a return shipping method is specified, the return is automatically fulfilled. The route checks neither who sends it nor the order's payment or fulfillment: a return can be requested for items not yet fulfilled, and for the same items again while an earlier return is not received (only received returns count against the item's quantity). `return_shipping` may name any shipping option, a return option or not (the route checks neither its region nor `is_return`); its price is taken off the return's `refund_amount`. An empty `items` list is accepted too: it makes a return with no items.",
  // complete-order-edit.js: requested → confirmed, confirmed answered as it is, any other status 400; with a
  // payment collection, it must be authorized. Ran: created → 400, requested with 800 due → 400, authorized → 200.
  "store PostOrderEditsOrderEditComplete":
    'Complete an Order Edit and reflect its changes on the original order. Any additional payment required must be authorized first using the Payment Collection API Routes (400 "Unable to complete an order edit if the payment is not authorized"). Only a requested edit can be completed (any other status answers 400 "Cannot complete an order edit with status …"); completing a confirmed edit answers it as it is. The route does not check who sends it: anyone with the edit\'s ID can complete it.',
  // store/orders/get-order.js and get-order-by-cart.js read the order by the ID alone, with no customer
  // (neither reads req.user or customer_id). Ran: GET /store/orders/{id} with no credentials → 200, email and address.
  "store GetOrdersOrder":
    "Retrieve an Order's details. The route does not check who sends it: anyone with the order's ID can read it, its email and shipping address included.",
  "store GetOrdersOrderCartId":
    "Retrieve an Order's details by the ID of the Cart that was used to create the Order. The route does not check who sends it: anyone with the cart's ID can read the order, its email and shipping address included.",
  // StoreService.removeCurrency changes the store's currencies only (services/store.js:346-374); a region is
  // created only in a store currency (services/region.js validateCurrency). Ran: eur removed → the EU region
  // still eur, POST /admin/regions with eur → 400 "Invalid currency code".
  "admin DeleteStoreCurrenciesCode":
    'Remove a Currency Code from the available currencies in a store. This does not completely delete the currency and it can be added again later to the store. Regions that use the currency keep it, but a region cannot be created with it (400 "Invalid currency code") until it is added again.',
  "admin PostReservationsReservation":
    "Update a Reservation's details. A new `location_id` moves the reserved quantity to that location. The answer is an empty object (`{}`), not the reservation: retrieve it afterwards (`GET /admin/reservations/{id}`).",
  // The fourteenth fresh audit (data/audits/2026-11-29-rest-fourteenth.yaml), each run against the harness.
  // CartService.refreshPaymentSession (services/cart.js:2255-2300): a session that is not selected gets the cart's
  // total as its amount; the selected one goes to PaymentProviderService.refreshSession (services/payment-
  // provider.js:329-367), which removes it and calls createSession, whose new session is not selected; no
  // session of the provider → nothing but cart.updated. Ran: refreshed → a new ID, is_selected null, the cart's
  // payment_session gone, completing → 400; provider nope → 200.
  "store PostCartsCartPaymentSessionsSession":
    'Refresh a Payment Session to ensure that it is in sync with the Cart. A session that is not selected only gets the cart\'s current total as its amount. The selected session is replaced, not updated: the route deletes it and creates a new one for the same provider, with a new ID, and the new one is not selected. The cart then has no selected payment session, and completing it answers 400 "You cannot complete a cart without a payment session." until one is selected again (`POST /store/carts/{id}/payment-session`). A provider for which the cart has no payment session is no error: the route answers 200 with the cart unchanged.',
  // OrderEditService.cancel (services/order-edit.js:781-820) sets canceled_at and canceled_by and touches nothing
  // else: a requested edit's payment collection stays not_paid, and PaymentCollectionService.delete removes the row
  // that order_edit.payment_collection_id still refers to (services/payment-collection.js:240-254). Ran: requested
  // (2000 due), canceled → the collection not_paid, authorized in the store (status authorized, 2000); another,
  // canceled → DELETE /admin/payment-collections/{id} 404 "null".
  "admin PostOrderEditsOrderEditCancel":
    'Cancel an Order Edit. A created or requested edit can be canceled; a confirmed or declined one answers 400 "Cannot cancel order edit with status …", and canceling a canceled edit answers it as it is. A requested edit\'s payment collection is not canceled with it: it stays `not_paid`, the customer can still authorize it in the store (`POST /store/payment-collections/{id}/sessions/batch/authorize`), and it cannot be deleted while the edit refers to it (`DELETE /admin/payment-collections/{id}` answers 404 "null").',
  // OrderEditService.create (services/order-edit.js:181-235): retrieveActive (no confirmed_at, canceled_at or
  // declined_at) refuses a second edit, the order's status is never read, and the order's line items are cloned
  // into the edit; an unknown order_id fails the foreign key. Ran: order_nope → 404, a canceled order → 200.
  "admin PostOrderEdits":
    'Create an Order Edit, holding a copy of the order\'s items to change. An order has one active edit (created or requested) at a time: while it has one, the route answers 400 "An active order edit already exists for the order …". The order\'s status is not checked: a canceled order gets an edit too. An `order_id` that names no order answers 404 "Order with order_id … does not exist."',
  // PaymentProviderService.registerInstalledProviders sets is_installed false on every row, then saves the installed
  // ones (services/payment-provider.js:113-123); list() is paymentProviderRepository.find() (:141-153).
  "admin GetStorePaymentProviders":
    "Retrieve a list of the Payment Providers the backend has registered. A provider that was installed once and is not any more is listed too, with `is_installed` false. The list is the same for every store and region: the providers a region uses are its `payment_providers`.",
  // ShippingProfileService.fetchCartOptions (services/shipping-profile.js:601-661): the options of the profiles of the
  // cart's items' products, admin_only false; with custom shipping options for the cart, only those, at their price
  // and unchecked; otherwise validateCartOption drops return options, other regions' and unmet requirements
  // (services/shipping-option.js:429-463). Ran: a cart without items → [].
  "store GetShippingOptionsCartId":
    "Retrieve a list of Shipping Options available for a cart: the options of the shipping profiles of the cart's products, in the cart's region, that are neither return nor admin-only options and whose requirements (a minimum or maximum subtotal) the cart meets. A cart without items gets an empty list. When custom shipping options were set for the cart (a draft order's, for example), only those are listed, at their custom price.",
};

/**
 * Misspelled words of the package's operation summaries (the page headings), with the spelling the
 * reference uses: `Cancel a Fulfilmment` (cancel-fulfillment.js:62) and `Cancel Swap's Fulfilmment`
 * (cancel-fulfillment-swap.js:61).
 */
/**
 * Descriptions of response schemas' properties that the package's @schema blocks get wrong, by schema and
 * property (applied by build.ts applySchemaWords). DecoratedInventoryItemDTO's reserved_quantity is the sum
 * of the levels' reserved quantities (api/routes/admin/inventory-items/utils/join-levels.js:122-127), not
 * an available quantity, which each level answers as available_quantity (:98-101). Ran (the thirteenth
 * fresh audit): with location_id, a level of 97 with 3 reserved → stocked_quantity 97, reserved_quantity 3,
 * the level's available_quantity 94; without it the other location's 7 were added to stocked_quantity.
 */
/**
 * Response properties whose @schema block documents one object (`$ref`, or `allOf` of one `$ref`) while the
 * TypeScript declaration under the same block, and the answer, are a list; by schema. The published
 * documents make each an array of that schema (build.ts applySchemaLists). A test scans the pinned packages'
 * @schema blocks for such properties and compares with this table. Ran (the nineteenth fresh audit):
 * GET /admin/stock-locations/{id}?expand=sales_channels → sales_channels a list; GET /admin/store →
 * payment_providers and fulfillment_providers lists; GET /admin/variants/{id}/inventory → variant.inventory a list.
 */
export const SCHEMA_LISTS: Readonly<Record<string, readonly string[]>> = {
  ExtendedStoreDTO: ["payment_providers", "fulfillment_providers"],
  StockLocationExpandedDTO: ["sales_channels"],
  VariantInventory: ["inventory"],
};
export const SCHEMA_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // The package's block (admin/tax-rates/delete-tax-rate.js @schema AdminTaxRatesDeleteRes) repeats the shipping
  // option's words; the handler answers the tax rate's ID (res.json({ id, object: "tax-rate" })). The twentieth fresh audit.
  AdminTaxRatesDeleteRes: { id: "The ID of the deleted Tax Rate." },
  // get-stock-location.js and list-stock-locations.js join a list of channels in when expand names
  // sales_channels (utils/join-sales-channels.js); the routes that change a location answer 500 to it. The
  // sixteenth fresh audit.
  StockLocationExpandedDTO: {
    sales_channels:
      "The sales channels the stock location belongs to, a list. Answered only by `GET /admin/stock-locations` and `GET /admin/stock-locations/{id}` when `expand` names `sales_channels`.",
  },
  // The package's block repeats the id's words on quantity (@medusajs/types dist/inventory/common.d.ts ReservationItemDTO);
  // the column is the reserved quantity (@medusajs/inventory dist/models/reservation-item.js). The fifth and the
  // fourteenth fresh audits.
  ReservationItemDTO: {
    quantity: "The quantity reserved: it counts in the `reserved_quantity` of the inventory level at the reservation's location.",
  },
  // joinLevels adds available_quantity to each level, the inventory module's retrieveAvailableQuantity
  // for the level's item and location (utils/join-levels.js:94-101); InventoryLevelDTO, which other
  // answers share without it (GET …/location-levels), does not list it. Ran: a level of 97 with 3
  // reserved → available_quantity 94 (the thirteenth audit).
  DecoratedInventoryItemDTO: {
    location_levels:
      "The item's inventory levels, one per stock location (with `location_id`, those locations only). Each level is answered with `available_quantity` as well, which the level's schema does not list: its stocked quantity less its reserved quantity.",
    stocked_quantity:
      "The item's stocked quantity, summed over the levels answered in `location_levels` (with `location_id`, over those locations only).",
    reserved_quantity:
      "The item's reserved quantity, summed over the levels answered in `location_levels` (with `location_id`, over those locations only). It is not the available quantity: that is the stocked quantity less this, and each level answers its own as `available_quantity`.",
  },
};

/**
 * Example values of required response properties the package's schemas give none of, on routes
 * verify:api does not record a success of (its backend has no file service; a payment collection
 * cannot be deleted, data/api-known-differences.yaml), so that each example shows every key the
 * route answers. By schema and property; applied by build.ts applySchemaExamples (an entry whose
 * property is gone is an error). The recorded routes take theirs from the answer
 * (families/rest/index.ts withAnsweredValues).
 *
 * - delete-upload.js answers `{ id: validated.file_key, object: "file", deleted: true }`: the key sent.
 * - get-download-url.js answers `{ download_url: url }`, what the file service's getPresignedDownloadUrl gives.
 * - delete-payment-collection.js answers `{ id, object: "payment_collection", deleted: true }`; the
 *   ID has the model's `paycol` prefix (models/payment-collection.js), as the recorded answers' IDs.
 */
export const SCHEMA_EXAMPLES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  AdminDeleteUploadsRes: { id: "shirt-1700000000000.png" },
  AdminUploadsDownloadUrlRes: { download_url: "https://files.example.com/shirt-1700000000000.png" },
  AdminPaymentCollectionDeleteRes: { id: "paycol_01HZ0000000000000000000001" },
};

export const SUMMARY_TYPOS: Readonly<Record<string, string>> = {
  Fulfilmment: "Fulfillment",
};

/** Whole-word matchers of the typo tables below, built once per table. */
const TYPO_PATTERNS = new WeakMap<Readonly<Record<string, string>>, RegExp>();

/** `text` with the misspelled words and phrases of `typos` spelled right (whole words only). */
function spelledRight(text: string, typos: Readonly<Record<string, string>>): string {
  let pattern = TYPO_PATTERNS.get(typos);
  if (!pattern) TYPO_PATTERNS.set(typos, (pattern = new RegExp(`\\b(?:${Object.keys(typos).join("|")})\\b`, "g")));
  return text.replace(pattern, (typo) => typos[typo]!);
}

/** A summary with the misspelled words of SUMMARY_TYPOS spelled right (whole words only). */
export function withSummarySpelling(summary: string): string {
  return spelledRight(summary, SUMMARY_TYPOS);
}

/**
 * Misspelled words and phrases of the package's descriptions (of operations, parameters and schema
 * properties), with the spelling the reference uses; matched as whole words. Each stands in a block
 * of the pinned package: fulfullment (admin/regions/add-fulfillment-provider.js), infomration
 * (admin/batch/create-batch-job.js), identifed (admin/draft-orders/update-draft-order.js), registerd
 * (admin/orders/request-return.js), wieght (admin/products/create-product.js, create-variant.js),
 * associat (admin/tax-rates/add-to-products.js), asynchronus and concellation (models/batch-job.js),
 * currecny (models/money-amount.js), currecny_code (admin/price-lists/create-price-list.js:267 and its
 * kin), initilizes (models/payment-session.js), identifer
 * (models/product-variant.js), transfered (models/refund.js), accomodate (models/region.js), creatin
 * and calulations (models/shipping-option.js), "should be send" (models/order.js, claim-order.js).
 */
export const DESCRIPTION_TYPOS: Readonly<Record<string, string>> = {
  fulfullment: "fulfillment",
  infomration: "information",
  identifed: "identified",
  registerd: "registered",
  wieght: "weight",
  associat: "associate",
  asynchronus: "asynchronous",
  concellation: "cancellation",
  currecny: "currency",
  currecny_code: "currency_code",
  initilizes: "initializes",
  identifer: "identifier",
  transfered: "transferred",
  accomodate: "accommodate",
  creatin: "creating",
  calulations: "calculations",
  "should be send": "should be sent",
};

/**
 * A description with the misspellings of DESCRIPTION_TYPOS spelled right, a quotation mark left open
 * at its end removed (`… for."`: admin/discounts/create-dynamic-code.js, store/carts/update-line-item.js),
 * the pair of quotation marks around a whole description removed (`"Comma-separated fields …"`:
 * admin/variants/list-variants.js, get-variant.js; store/shipping-options/list-options.js), or around
 * a whole first sentence followed by more (`"Comma-separated … variants.". The list replaces …`: the
 * same two variant routes' expand, once the reconciler has added its words), doubled spaces between words made one (`why  the`: models/order-edit.js) outside code blocks, and a code span left open before a full stop closed (`` `id. `` in admin/customer-groups/list-customer-groups.js).
 */
export function withDescriptionSpelling(description: string): string {
  let text = spelledRight(description, DESCRIPTION_TYPOS);
  if (!text.includes("```")) text = text.replace(/(\S) {2,}(?=\S)/g, "$1 ");
  const quotes = (text.match(/"/g) ?? []).length;
  if (quotes % 2 === 1) text = text.replace(/\.\s*"(\s*)$/, ".$1");
  else if (quotes === 2 && /^"[^"]*"$/.test(text.trim())) text = text.trim().slice(1, -1);
  else if (quotes === 2) text = text.replace(/^(\s*)"([^"]*\.)"\.?(?=\s|$)/, "$1$2");
  if ((text.match(/`/g) ?? []).length % 2 === 1) text = text.replace(/(`[\w.]*\w)\. /, "$1`. ");
  return text;
}

/** ISO code lists, for the externalDocs of PARAMETER_LINKS below. */
export const ISO_CODE_LISTS = {
  country: "https://en.wikipedia.org/wiki/ISO_3166-1_alpha-2#Officially_assigned_code_elements",
  currency: "https://en.wikipedia.org/wiki/ISO_4217#Active_codes",
} as const;

/**
 * Path and query parameters whose "See a list of codes" link (the schema's externalDocs, kept from the
 * package's block) names another standard than the one the parameter takes, by operation and `in
 * name`, with the list that replaces it: a region's country_code is a country's ISO 3166-1 alpha-2 code
 * (regionService.removeCountry compares it with the countries' iso_2, services/region.js removeCountry;
 * the block's link is ISO 4217's, admin/regions/remove-country.js:55).
 */
export const PARAMETER_LINKS: Readonly<Record<string, Readonly<Record<string, keyof typeof ISO_CODE_LISTS>>>> = {
  "admin PostRegionsRegionCountriesCountry": { "path country_code": "country" },
};

/**
 * The words of the order edit's item routes' `item_id` (in PARAMETER_WORDS below). The order edit's item routes read the line
 * item of the edit itself (the copy the edit made of the order's item, in `order_edit.items`) and
 * refuse any other: the order's own item has no `order_edit_id`, so the route answers 400 "Invalid
 * line item id … it does not belong to the same order edit" (services/order-edit.js, updateLineItem
 * and removeLineItem); an ID that names no line item at all is no error on the delete route.
 */
const EDIT_ITEM =
  "The ID of the order edit's own line item, from `order_edit.items` (the edit's copy of the order's item), not the ID of the item in the original order: that one answers 400 \"Invalid line item id … it does not belong to the same order edit\".";

/**
 * The words of the inventory level routes' `location_id` (in PARAMETER_WORDS below): the package's
 * block calls it the inventory level's ID, but both routes pass it to the inventory module as the
 * stock location's ID, with the item's ID (update-location-level.js:172-176,
 * delete-location-level.js:124-135); an inventory level's own ID answers 404 "Item … is not stocked
 * at location …". The update answers the inventory item (retrieveInventoryItem with the query's
 * config), so its `expand` and `fields` apply to the item.
 */
/**
 * The words of the product type lists' `q` (in PARAMETER_WORDS below): listAndCount matches it as
 * ILIKE %q% on the value and writes it over the `value` filter (services/product-type.js:148-155);
 * the store's route is the admin's router (store/index.js:43).
 */
const TYPE_SEARCH =
  "Search the product types' values: a type is listed when its value contains the term, in any case. With `q`, the `value` filter is not applied.";
const LEVEL_LOCATION =
  'The ID of the stock location (`sloc_…`) whose level of the item to change: the level is found by the item and the location. It is not the inventory level\'s own ID (`ilev_…`): that one answers 404 "Item … is not stocked at location …".';
// The delete finds the level by item and location and returns quietly when there is none
// (@medusajs/inventory services/inventory.js:207-212); the route then answers the item.
const LEVEL_LOCATION_DELETE =
  "The ID of the stock location (`sloc_…`) whose level of the item to delete: the level is found by the item and the location. It is not the inventory level's own ID (`ilev_…`): with that one, or with a location where the item has no level, nothing is deleted and the route answers 200 with the item all the same.";
// The inventory_quantity filter is a condition on the variant's own column (buildQuery), which
// productVariantInventoryService updates only without the inventory module
// (services/product-variant-inventory.js:495-509, 575-593); with it, stock is in the inventory
// levels, and the admin and store variant lists answer the quantity setVariantAvailability computes.
const VARIANT_QUANTITY_COLUMN =
  "Filter by the variant's own `inventory_quantity` column (a number, or `lt`/`gt`/`lte`/`gte`). Where the inventory modules are installed, the column is not kept up to date: stock is kept in the inventory items' levels";
const VARIANT_QUANTITY_FILTER = `${VARIANT_QUANTITY_COLUMN}, and the \`inventory_quantity\` this route answers is computed from them, so the filter does not match the answered quantity (a variant answered with 95 is not listed with \`inventory_quantity=95\`).`;
// fulfill-swap.js, process-swap-payment.js, create-swap-shipment.js, create-claim-shipment.js,
// fulfill-claim.js and update-claim.js pass the swap's or claim's ID to its service alone and answer
// the path's order; cancel-swap.js and the other cancels compare the record's order_id with it.
const NOT_CHECKED = (what: string, done: string) =>
  `The ID of the ${what}. It is not checked against the order in the path: a ${what} of another order ${done} all the same, and the order in the path is answered.`;

/**
 * Path and query parameters whose words, kept from the package's block, say what the handler does
 * not do, by operation (`where`) and `in name`, with the words that replace them. `GET /store/variants` takes `sales_channel_id` out of its filters and only computes
 * availability with it (list-variants.js: filterableFields, setVariantAvailability). A price list's
 * `description` filter is an equality in buildQuery (services/price-list.js:497-499), and fulfilling a
 * swap retrieves it by `swap_id` alone (fulfill-swap.js: swapService.retrieve, createFulfillment),
 * as updating a claim updates it by `claim_id` alone and answers the path's order
 * (update-claim.js: claimService.update(claim_id, …), then orderService.retrieveWithTotals(id, …)).
 * With `q`, the users' list drops the `email`, `first_name` and `last_name` filters and matches
 * any of the three (services/user.js:144-157: three ILIKE conditions joined by OR).
 * A key of an array parameter has its `[]` (`query location_id[]`).
 */
/**
 * The fields a store route's `fields` and `order` accept where its query configuration has
 * `allowedFields` (in PARAMETER_WORDS below): prepareListQuery (utils/get-query-config.js:100-126,
 * 148-151) answers 400 "Requested fields [name] are not valid" to a field that is not one of them
 * and does not begin with one, and 400 "Order field name is not valid" to an order field that is not
 * one of them. Each list is the compiled export named beside it, which the pinned test compares
 * with this table: product tags (store/product-tags/index.js:64), product types
 * (store/product-types/index.js:40), product categories (store/product-categories/index.js:39, 45),
 * products (store/products/index.js:74, 81), orders (store/orders/index.js:76, 86, 95).
 */
export const ALLOWED_FIELD_LISTS = {
  "store/product-tags allowedStoreProductTagFields": ["id", "value", "created_at", "updated_at"],
  "store/product-types allowedStoreProductTypeFields": ["id", "value", "created_at", "updated_at"],
  "store/product-categories allowedStoreProductCategoryFields": [
    "id",
    "name",
    "description",
    "handle",
    "parent_category_id",
    "created_at",
    "updated_at",
    "rank",
    "metadata",
  ],
  "store/products allowedStoreProductsFields": [
    "id",
    "title",
    "subtitle",
    "status",
    "external_id",
    "description",
    "handle",
    "is_giftcard",
    "discountable",
    "thumbnail",
    "collection_id",
    "type_id",
    "weight",
    "length",
    "height",
    "width",
    "hs_code",
    "origin_country",
    "mid_code",
    "material",
    "created_at",
    "updated_at",
    "deleted_at",
    "metadata",
    "profile_id",
    "variants.title",
    "variants.prices.amount",
  ],
  "store/orders allowedStoreOrdersFields": [
    "id",
    "status",
    "fulfillment_status",
    "payment_status",
    "display_id",
    "cart_id",
    "customer_id",
    "email",
    "region_id",
    "currency_code",
    "tax_rate",
    "created_at",
    "object",
    "shipping_total",
    "discount_total",
    "tax_total",
    "refunded_total",
    "total",
    "subtotal",
    "paid_total",
    "refundable_amount",
    "gift_card_total",
    "gift_card_tax_total",
    "items.refundable",
  ],
} as const satisfies Record<string, readonly string[]>;
const codeList = (names: readonly string[]) => names.map((n) => `\`${n}\``).join(", ");
/**
 * get-query-config.js:120-126 lets a field through when it begins with an allowed one
 * (`field.startsWith(allowedField)`), so a name that only begins with one (`totalx`, `titlex`) is
 * not refused with 400 and reaches the database query, which answers 500 (ran: store GET
 * /orders/{id}, /orders, /orders/cart/{cart_id}, /products, /products/{id}, /product-categories/{id}).
 */
const onlyFields = (what: string, list: keyof typeof ALLOWED_FIELD_LISTS) =>
  `Comma-separated fields that should be included in the returned ${what}. It accepts only ${codeList(ALLOWED_FIELD_LISTS[list])} (or a name that begins with one of them): any other field answers 400 "Requested fields [name] are not valid". A name that only begins with one of them (\`${ALLOWED_FIELD_LISTS[list][1]}x\`) is no field, and answers 500 "An unknown error occurred." instead.`;
const onlyOrder = (what: string, list: keyof typeof ALLOWED_FIELD_LISTS) =>
  `The field to sort the ${what} by: only ${codeList(ALLOWED_FIELD_LISTS[list])}; any other answers 400 "Order field name is not valid". Prefix the field with \`-\` to sort in descending order (\`-created_at\`).`;
const PRODUCT_FIELDS = "store/products allowedStoreProductsFields";
/** The order lists' q (services/order.js listAndCount deletes the display_id and email conditions when q is given). */
const ORDER_SEARCH =
  "A term to search the orders' display ID, email, shipping address's first name, and the customer's first name, last name and phone number (case-insensitive, any part of the value). With `q`, the `display_id` and `email` filters are ignored. An order without a shipping address is never found with `q`, not even by its display ID.";
const ORDER_FIELDS = "store/orders allowedStoreOrdersFields";

const CATEGORY_PARENT_FILTER =
  "Filter by the ID of a parent category; send the text `null` to list the top-level categories (those without a parent)";
/**
 * The words of the store product and variant routes' `cart_id` (in PARAMETER_WORDS below): with a cart, the
 * handlers take the region and currency from the cart's region and overwrite region_id and currency_code
 * (store/products/get-product.js, list-products.js:373, store/variants/get-variant.js:172, list-variants.js:242).
 * Ran (the fourteenth fresh audit): a US cart with the EU region_id → USD prices.
 */
const CART_PRICING =
  "The ID of the cart. This is useful for accurate pricing based on the cart's context. With it, the prices are those of the cart's region and its currency: `region_id` and `currency_code` are then ignored.";
export const PARAMETER_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // The package's @oas block says "The ID of the Shipping Option." (admin/tax-rates/delete-tax-rate.js:46); the route
  // deletes the tax rate of that ID (TaxRateService.delete). Ran (the twentieth fresh audit): a rate with a product and
  // a shipping option → 200, the rate and both associations gone, the product and the option kept; again → 200.
  "admin DeleteTaxRatesTaxRate": { "path id": "The ID of the Tax Rate." },
  // list-inventory-items.js passes location_id to the module's list (an inner join on the levels at those
  // locations, @medusajs/inventory dist/utils/query.js:13-18) and to joinLevels, which keeps only those
  // locations' levels and sums them (utils/join-levels.js:68-71, 122-127). Ran: location_id of the second
  // location → the one item with a level there, stocked_quantity 7, one level.
  "admin GetInventoryItems": {
    "query location_id":
      "Filter by location IDs: only items with an inventory level at one of the locations are listed, and each item's `location_levels`, `stocked_quantity` and `reserved_quantity` then cover those locations only.",
  },
  // DiscountService.deleteDynamicCode finds the code with an exact match, { parent_discount_id, code }, and
  // returns without error when none matches (services/discount.js:534-556); createDynamicCode stores
  // data.code.toUpperCase() (:511). Ran: a code created as summer10 → DELETE …/summer10 → 200, still there.
  "admin DeleteDiscountsDiscountDynamicCodesCode": {
    "path code":
      "The dynamic code to delete, spelled as it is stored: dynamic codes are stored in upper case (one created as `summer10` is `SUMMER10`) and this is compared as given, so `summer10` answers 200 and deletes nothing. A code the discount does not have is no error either: the route answers the discount unchanged.",
  },
  // update-variant.js passes { product_id: id, ...body } to ProductVariantService.update, which sets every
  // changed column, product_id included (services/product-variant.js:368-420); delete-variant.js deletes
  // variant_id and reads the product in the path afterwards. Neither checks the variant's product. Ran: the
  // shirt's variant updated under the mug's ID belonged to the mug afterwards; deleted under another
  // product's ID, it was deleted.
  "admin PostProductsProductVariantsVariant": {
    "path id":
      'The ID of the product the variant belongs to. It is not checked against the variant: the variant is moved to the product this names (keeping its option values, which may be another product\'s options), and an ID that names no product answers 404 "Product with product_id … does not exist."',
  },
  "admin DeleteProductsProductVariantsVariant": {
    "path id":
      "The ID of the product the variant belongs to. It is not checked against the variant: a variant of another product is deleted all the same, and the product this names is answered.",
  },
  "admin PostOrderEditsEditLineItemsLineItem": { "path item_id": EDIT_ITEM },
  "admin DeleteOrderEditsOrderEditLineItemsLineItem": {
    "path item_id": `${EDIT_ITEM} An ID that names no line item is no error: the route answers the order edit unchanged.`,
  },
  "admin GetPriceLists": {
    "query description":
      "Filter by the price list's description: the whole text, matched exactly. To search part of it (or the name, or a customer group's name), use `q`.",
  },
  "admin PostOrdersOrderClaimsClaim": {
    "path claim_id":
      "The ID of the claim to update. It is not checked against the order in the path: a claim of another order is updated all the same, and the order in the path is answered.",
  },
  // ProductService.updateOption finds the option by its ID alone (services/product.js:939-941), where
  // deleteOption asks for the product's (:1010-1011). Ran (the sixteenth fresh audit): the mug's option renamed
  // through the shirt's path, the shirt answered.
  "admin PostProductsProductOptionsOption": {
    "path option_id":
      "The ID of the Product Option. It is not checked against the product in the path: an option of another product is updated all the same, and the product in the path is answered.",
  },
  "admin GetCustomerGroups": {
    "query q":
      "A term to search for in the customer groups' names (case-insensitive, any part of the name). With `q`, the `name` filter is ignored.",
  },
  "admin GetUsers": {
    "query q":
      "A term to search for in the users' email, first name and last name (case-insensitive, any part of the value). With `q`, the `email`, `first_name` and `last_name` filters are ignored: a user matching the term in any of the three is listed.",
  },
  // The category lists' query classes turn the text "null" into null (admin and store list-product-categories.js,
  // parent_category_id's Transform), which lists the categories without a parent; is_active and is_internal are
  // IsString and reach the query as text, which PostgreSQL reads as a boolean.
  "admin GetProductCategories": {
    "query parent_category_id": `${CATEGORY_PARENT_FILTER}.`,
    "query is_active": "Filter by whether the category is active: `true` or `false`.",
    "query is_internal": "Filter by whether the category is internal: `true` or `false`.",
  },
  "admin PostOrdersOrderClaimsClaimFulfillments": {
    "path claim_id":
      "The ID of the claim to fulfill. It is not checked against the order in the path: a claim of another order is fulfilled all the same, and the order in the path is answered.",
  },
  "admin PostOrdersOrderSwapsSwapFulfillments": {
    "path swap_id":
      "The ID of the swap to fulfill. It is not checked against the order in the path: a swap of another order is fulfilled all the same, and the order in the path is answered.",
  },
  "store GetVariants": {
    "query cart_id": CART_PRICING,
    "query sales_channel_id":
      "The ID of the sales channel whose stock locations give the variants' availability (`inventory_quantity`). It does not filter the list: variants of products outside the channel are listed too.",
    "query inventory_quantity": VARIANT_QUANTITY_FILTER,
  },
  // These removals compare the path's code with the stored lower-case codes as given (services/store.js:360-364,
  // services/region.js:748-751): an upper-case code answers 200 and removes nothing.
  "admin DeleteStoreCurrenciesCode": {
    "path code":
      "The 3-character ISO code of the currency, in lower case (`eur`): the code is compared as given, so `EUR` answers 200 and removes nothing. Nothing stops removing the store's default currency, which then stays the default.",
  },
  "admin PostRegionsRegionCountriesCountry": {
    "path country_code":
      "The 2-character ISO code of the country, in lower case (`dk`): the code is compared as given, so `DK` answers 200 and removes nothing.",
  },
  "admin PostInventoryItemsInventoryItemLocationLevelsLocationLevel": {
    "path location_id": LEVEL_LOCATION,
    "query expand":
      "Comma-separated relations that should be expanded in the returned inventory item (the route answers the item, not the level).",
    "query fields":
      "Comma-separated fields that should be included in the returned inventory item (the route answers the item, not the level).",
  },
  "admin DeleteInventoryItemsInventoryIteLocationLevelsLocation": { "path location_id": LEVEL_LOCATION_DELETE },
  "admin GetProductsProductVariants": {
    "query inventory_quantity": `${VARIANT_QUANTITY_COLUMN}. This route answers the column as it is, not the stock (\`GET /admin/variants\` answers the stock).`,
  },
  "admin PostOrdersOrderSwapsSwapProcessPayment": { "path swap_id": NOT_CHECKED("swap", "has its payment processed") },
  "admin PostOrdersOrderSwapsSwapShipments": { "path swap_id": NOT_CHECKED("swap", "is shipped") },
  "admin PostOrdersOrderClaimsClaimShipments": { "path claim_id": NOT_CHECKED("claim", "is shipped") },
  "admin GetProductTypes": { "query q": TYPE_SEARCH },
  // With q, these list services drop the filters named here and search instead
  // (services/product-collection.js listAndCount, services/currency.js listAndCount).
  "admin GetCollections": {
    "query q":
      "A term to search the collections' title and handle (case-insensitive, any part of the value). With `q`, the `title`, `handle`, `created_at` and `updated_at` filters are ignored.",
  },
  // The sales channel search (repositories/sales-channel.js:60-90) builds its own query: all columns,
  // the where, skip and take, never the order or the relations.
  "admin GetSalesChannels": {
    "query q":
      "A term to search the sales channels' name and description (case-insensitive, any part of the value). With `q`, the `name` and `description` filters are ignored, and so are `order`, `fields` and `expand`: the search returns every column, no relation, in no set order.",
  },
  "admin GetVariants": {
    "query q":
      "A term to search the variants' title and SKU and their product's title (case-insensitive, any part of the value), not their IDs. With `q`, the `title` filter is ignored.",
    "query inventory_quantity": VARIANT_QUANTITY_FILTER,
  },
  "store GetCustomersCustomerOrders": {
    "query q": ORDER_SEARCH,
  },
  "admin GetCurrencies": {
    "query q":
      "A term to search the currencies' name and code (case-insensitive, any part of the value). With `q`, the `code` filter is ignored.",
  },
  // transformIncludesOptions (admin/orders/index.js:103, 111-113) takes `returnable_items` out of
  // `expand`: the retrieve computes the items still returnable (services/order.js:2126-2140); the
  // list refuses it.
  "admin GetOrdersOrder": {
    "query expand":
      "Comma-separated relations that should be expanded in the returned order. The list replaces the relations returned by default (it is not added to them): name each one you still want. `returnable_items` is accepted too, although it is no relation: the order then has `returnable_items`, its items (and its swaps' and claims' new items) whose shipped quantity is greater than their returned quantity.",
  },
  "admin GetOrders": {
    "query expand":
      'Comma-separated relations that should be expanded in the returned orders. The list replaces the relations returned by default (it is not added to them): name each one you still want. `returnable_items` answers 400 "The field "returnable_items" is not supported by this end point": only the retrieve of one order computes them.',
    "query q": ORDER_SEARCH,
  },
  // list-options.js:161-186 looks the products up with productService.list (no relation): a
  // product's profile_id is set only when its profiles are loaded (models/product.js:98-103), so the
  // option filter is profile_id IN (NULL, …). The medusa_v2 flag's branch maps the profiles instead.
  "store GetShippingOptions": {
    "query product_ids":
      "Comma-separated IDs of products, meant to list the options those products can use. Do not rely on it: the route looks the products up without their shipping profiles, so it filters the options by a profile that is never set and the list comes back empty (unless the `medusa_v2` feature flag is on). For a cart, `GET /store/shipping-options/{cart_id}` lists the options its items can use.",
    "query is_return":
      "`true` lists only return shipping options, `false` only the others; without it, both are listed. Options marked admin-only are never listed.",
  },
  // The notification list splits these filters at commas itself (list-notifications.js:186-203).
  "admin GetNotifications": {
    "query offset": "The number of notifications to skip when retrieving the notifications.",
    "query event_name":
      "Filter by the name of the event that triggered sending the notification. Several names separated by commas (`order.placed,order.shipment_created`) match any of them: the route splits the value itself.",
    "query resource_type":
      "Filter by the resource type. Several types separated by commas match any of them: the route splits the value itself.",
    "query resource_id":
      "Filter by the resource ID. Several IDs separated by commas match any of them: the route splits the value itself.",
    "query to":
      "Filter by the address that the notification was sent to (usually an email address). Several addresses separated by commas match any of them: the route splits the value itself.",
    "query include_resends":
      "`true` to list resent notifications too. Without it (or with `false`), only original notifications are listed: a resend is in its original's `resends`.",
  },
  // The store routes whose query configuration has allowedFields (ALLOWED_FIELD_LISTS above).
  "store GetProductTags": { "query order": onlyOrder("product tags", "store/product-tags allowedStoreProductTagFields") },
  "store GetProductTypes": {
    "query q": TYPE_SEARCH,
    "query order": onlyOrder("product types", "store/product-types allowedStoreProductTypeFields"),
  },
  // The tenth fresh audit. getFreeTextSearchResultsAndCount scopes the children of each listed category's
  // children, never its own (repositories/product-category.js:164-168, 236-243: sortChildren filters
  // scopeChildren(child)), so a tree's first level keeps internal and inactive categories (ran); a
  // `products` relation is joined as it is (:153-155), drafts included (ran). The customer group list
  // replaces a name filter with its q (services/customer-group.js listAndCount: query.where.name).
  "store GetProductCategories": {
    "query parent_category_id": `${CATEGORY_PARENT_FILTER}: only the children of the provided parent category are retrieved.`,
    "query include_descendants_tree":
      "Whether all nested categories inside a category should be retrieved. With `true`, the first level of each listed category's `category_children` is not filtered: internal and inactive child categories are in it, with their `is_internal` and `is_active` (the deeper levels hold active, public categories only). Check those two fields before showing a child.",
    "query expand":
      "Comma-separated relations that should be expanded in the returned product categories. The list replaces the relations returned by default (it is not added to them): name each one you still want. `products` lists every product of a category, draft products included.",
    "query order": `${CATEGORY_ORDER} The field must still be one of ${codeList(ALLOWED_FIELD_LISTS["store/product-categories allowedStoreProductCategoryFields"])}: any other answers 400 "Order field name is not valid".`,
  },
  "store GetProductCategoriesCategory": {
    "query fields": onlyFields("product category", "store/product-categories allowedStoreProductCategoryFields"),
  },
  "store GetVariantsVariant": { "query cart_id": CART_PRICING },
  "store GetProducts": {
    "query cart_id": CART_PRICING,
    "query fields": onlyFields("products", PRODUCT_FIELDS),
    "query order": onlyOrder("products", PRODUCT_FIELDS),
  },
  "store GetProductsProduct": { "query fields": onlyFields("product", PRODUCT_FIELDS), "query cart_id": CART_PRICING },
  // lookup-order.js passes display_id and email alone to orderService.list: shipping_address is validated,
  // then never read; the email is an exact match. Ran: postal_code 99999 → the order; the e-mail in upper
  // case → 404.
  "store GetOrders": {
    "query fields": onlyFields("order", ORDER_FIELDS),
    "query shipping_address":
      "Accepted, but ignored: the route looks the order up by `display_id` and `email` alone, so a postal code that is not the order's still finds it. Do not rely on it to check who asks.",
    "query email":
      "Filter by email. The order's email is matched exactly, case included: the same address in another case finds no order (404).",
    "query display_id":
      'The order\'s display ID, a whole number. A decimal passes the validator (IsNumber) and answers 500 "An unknown error occurred." (the column is an integer).',
  },
  // list-stock-locations.js sets filterableFields.id to the channels' location IDs when sales_channel_id is
  // given, over any id of the query. Ran: id of one location and the channel of another → the other.
  "admin GetStockLocations": {
    "query id":
      "Filter by ID. Not with `sales_channel_id`: the route replaces the IDs with those of the channels' locations, so the `id` filter is dropped.",
  },
  "store GetOrdersOrder": { "query fields": onlyFields("order", ORDER_FIELDS) },
  "store GetOrdersOrderCartId": { "query fields": onlyFields("order", ORDER_FIELDS) },
  // The block's slip: the list skips shipping options (list-shipping-options.js:274, listConfig.skip).
  "admin GetShippingOptions": { "query offset": "The number of shipping options to skip when retrieving the shipping options." },
};

/**
 * The words of an array parameter written `name[]=` (one value per parameter, repeated) when the
 * package's block still calls the value comma-separated: the backend's query parser (qs, as express
 * sets it) never splits a value at commas, so `expand[]=a,b` names one relation "a,b", which the
 * tax-rate routes pass to the database as is (their own getRetrieveConfig, getListConfig).
 */
export function withRepeatedValues(description: string, name: string): string {
  if (!name.endsWith("[]") || !/^comma-separated\s/i.test(description)) return description;
  const rest = description.replace(/^comma-separated\s+/i, "");
  const text = rest.charAt(0).toUpperCase() + rest.slice(1);
  return `${text.replace(/\.?\s*$/, ".")} Repeat the parameter for each value (\`${name}=a&${name}=b\`): a comma does not separate values.`;
}

/**
 * Query parameters the validator accepts but the route fails on, by operation (`where`) and field,
 * with the words added to the parameter's own (the operation's "What the backend really does" note,
 * from data/api-known-differences.yaml, says the same where one was observed). Tax rates have no
 * deleted_at column (models/tax-rate.js extends BaseEntity), so the filter's query fails. The
 * notification and category lists sort by a column a `fields` list may leave out
 * (list-notifications.js:206-214, repositories/product-category.js:127-130). An inventory level and a
 * reservation item (@medusajs/inventory) have no relation a reader can name but `inventory_item` on
 * the level: the location-levels route applies `expand` to the levels (list-location-levels.js:197),
 * and the order's reservations route passes it to the reservations' query (get-reservations.js:122-131),
 * where the verify:api run answered 500 to `line_item` and to `inventory_item`.
 */
const UNKNOWN_ERROR = 'the backend answers 500 "An unknown error occurred."';
/**
 * The customer, gift card and price list repositories list and count with
 * `promiseAll([this.find(query_), this.count(query_)])` (repositories/customer.js:83,
 * gift-card.js:79, price-list.js:112). TypeORM's `find` is async and its `count` is not
 * (typeorm/repository/Repository.js): an order field or a relation the entity does not have makes
 * `count` throw before promiseAll is called, and the rejected `find` is never handled, so Node
 * stops the backend (ran, the ninth fresh audit: `order=nope` on the four routes, `expand=nope` on
 * the customer group's customers; the request answered 500 or nothing, every later one nothing).
 */
const PROCESS_EXITS =
  'with any other, the backend\'s process exits: the list and its count both fail and one failure is never handled, so the request answers 500 "An unknown error occurred." or nothing, and every later request fails until the backend is restarted';
const CUSTOMER_ORDER = `Name a field of the customer (\`created_at\`, \`email\`, \`first_name\`…): ${PROCESS_EXITS}.`;
const CUSTOMER_EXPAND = `Name only relations of the customer (\`billing_address\`, \`shipping_addresses\`, \`orders\`, \`groups\`): ${PROCESS_EXITS}.`;
export const QUERY_FAILS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "admin GetCustomers": { order: CUSTOMER_ORDER, expand: CUSTOMER_EXPAND },
  "admin GetCustomerGroupsGroupCustomers": { order: CUSTOMER_ORDER, expand: CUSTOMER_EXPAND },
  "admin GetGiftCards": {
    order: `Name a field of the gift card (\`created_at\`, \`code\`, \`value\`, \`balance\`…): ${PROCESS_EXITS}.`,
  },
  "admin GetPriceLists": {
    order: `Name a field of the price list (\`created_at\`, \`name\`, \`status\`…): ${PROCESS_EXITS}.`,
    expand: `Name only relations of the price list (\`prices\`, \`customer_groups\`): ${PROCESS_EXITS}.`,
  },
  "admin GetTaxRates": {
    deleted_at: `Do not send it: tax rates have no deleted_at column (a deleted tax rate is removed), so with any value ${UNKNOWN_ERROR}`,
  },
  "admin GetNotifications": {
    fields: `Name \`created_at\` among the fields: the list is sorted by it, and without it ${UNKNOWN_ERROR}`,
  },
  "admin GetProductCategories": {
    fields: `Name \`rank\` and \`handle\` among the fields: the list is sorted by them, and without them ${UNKNOWN_ERROR}`,
  },
  "store GetProductCategories": {
    fields: `Name \`rank\` and \`handle\` among the fields: the list is sorted by them, and without them ${UNKNOWN_ERROR}`,
  },
  "admin GetInventoryItemsInventoryItemLocationLevels": {
    expand: `It applies to the listed levels, not to the item: an inventory level's one relation is \`inventory_item\`, and with any other name ${UNKNOWN_ERROR}`,
  },
  "admin GetPriceListsPriceListProducts": {
    type: "It does not filter by the type's ID: in verify:api's run, a product was not listed with its own type's ID. To filter by type, use `type_id[]` on `GET /admin/products`.",
  },
  // create-stock-location.js and update-stock-location.js retrieve the location with the query's relations as
  // they are; only get-stock-location.js and list-stock-locations.js take sales_channels out and join the
  // channels in (utils/join-sales-channels.js). Ran (the sixteenth fresh audit): expand=sales_channels → 500,
  // the location created (or updated) all the same; GET …?expand=sales_channels → sales_channels [].
  "admin PostStockLocations": {
    expand: `The stock location's relation is \`address\`. Do not name \`sales_channels\`: only \`GET /admin/stock-locations\` and \`GET /admin/stock-locations/{id}\` join the sales channels in; here, as with any name that is not a relation, ${UNKNOWN_ERROR}, and the stock location is created all the same.`,
  },
  "admin PostStockLocationsStockLocation": {
    expand: `The stock location's relation is \`address\`. Do not name \`sales_channels\`: only \`GET /admin/stock-locations\` and \`GET /admin/stock-locations/{id}\` join the sales channels in; here, as with any name that is not a relation, ${UNKNOWN_ERROR}, and the change is kept all the same.`,
  },
  "admin GetStockLocations": {
    sales_channel_id:
      'An ID that names no sales channel (or a deleted one) answers 404 "Sales channel with id: … was not found", not an empty list.',
  },
  "admin GetOrdersOrderReservations": {
    expand: `Do not send it: a reservation has no relation of its own (its line item and inventory item are IDs), and with a relation name ${UNKNOWN_ERROR}`,
  },
};

/**
 * The relations a route's `expand` accepts, by operation (`where`), where the route's query
 * configuration has `allowedRelations`: prepareRetrieveQuery and prepareListQuery
 * (utils/get-query-config.js:138-142) answer 400 "Requested fields [name] are not valid" to any other,
 * although the entity's schema marks more relations expandable (a region's `tax_rates`). Each list
 * is the compiled export named beside it, which the pinned test compares with this table:
 * regions (admin/regions/index.js:60, store/regions/index.js:57: the default relations alone),
 * product categories (admin/product-categories/index.js:60), store orders (store/orders/index.js:77,
 * 87, 96), variants (store/variants/index.js:69, 74) and products (store/products/index.js:75, 82).
 */
export const ALLOWED_RELATION_LISTS = {
  "admin/regions defaultAdminRegionRelations": ["countries", "payment_providers", "fulfillment_providers", "currency"],
  "store/regions defaultStoreRegionRelations": ["countries", "payment_providers", "fulfillment_providers", "currency"],
  "admin/product-categories allowedAdminProductCategoryRelations": ["parent_category", "category_children"],
  "store/orders allowedStoreOrdersRelations": [
    "shipping_address",
    "fulfillments",
    "fulfillments.tracking_links",
    "items",
    "items.variant",
    "shipping_methods",
    "shipping_methods.shipping_option",
    "discounts",
    "discounts.rule",
    "customer",
    "payments",
    "region",
    "billing_address",
  ],
  "store/variants allowedStoreVariantRelations": ["prices", "options", "product", "inventory_items"],
  "store/products allowedStoreProductsRelations": [
    "variants",
    "variants.prices",
    "variants.options",
    "options",
    "options.values",
    "images",
    "tags",
    "collection",
    "type",
    "profiles",
    "variants.inventory_items",
    "sales_channels",
  ],
} as const satisfies Record<string, readonly string[]>;
type RelationList = keyof typeof ALLOWED_RELATION_LISTS;
const CATEGORY_RELATIONS: RelationList = "admin/product-categories allowedAdminProductCategoryRelations";
const STORE_ORDER_RELATIONS: RelationList = "store/orders allowedStoreOrdersRelations";
export const ALLOWED_RELATIONS: Readonly<Record<string, RelationList>> = {
  "admin GetRegions": "admin/regions defaultAdminRegionRelations",
  "admin GetRegionsRegion": "admin/regions defaultAdminRegionRelations",
  "admin GetProductCategories": CATEGORY_RELATIONS,
  "admin GetProductCategoriesCategory": CATEGORY_RELATIONS,
  "admin PostProductCategories": CATEGORY_RELATIONS,
  "admin PostProductCategoriesCategory": CATEGORY_RELATIONS,
  "admin PostProductCategoriesCategoryProductsBatch": CATEGORY_RELATIONS,
  "admin DeleteProductCategoriesCategoryProductsBatch": CATEGORY_RELATIONS,
  "store GetRegions": "store/regions defaultStoreRegionRelations",
  "store GetRegionsRegion": "store/regions defaultStoreRegionRelations",
  "store GetOrders": STORE_ORDER_RELATIONS,
  "store GetOrdersOrder": STORE_ORDER_RELATIONS,
  "store GetOrdersOrderCartId": STORE_ORDER_RELATIONS,
  "store GetVariants": "store/variants allowedStoreVariantRelations",
  "store GetVariantsVariant": "store/variants allowedStoreVariantRelations",
  "store GetProducts": "store/products allowedStoreProductsRelations",
  "store GetProductsProduct": "store/products allowedStoreProductsRelations",
};

/**
 * Relations a route's index.js pushes onto one of the lists above when a feature flag is on, by list and flag:
 * the store product routes accept `categories` with product_categories (store/products/index.js:66-68). The
 * pinned test finds every such push in the compiled routes. Ran (the fourteenth fresh audit, the verify backend
 * has the flag on): GET /store/products/{id}?expand=categories → 200 with the categories.
 */
export const FLAG_RELATIONS: Readonly<Partial<Record<RelationList, Readonly<Record<string, readonly string[]>>>>> = {
  "store/products allowedStoreProductsRelations": { product_categories: ["categories"] },
};

/** The words of an `expand` parameter whose route accepts only the relations of a list (ALLOWED_RELATIONS). */
export function withAllowedRelations(
  description: string,
  relations: readonly string[],
  flagged: Readonly<Record<string, readonly string[]>> = {},
): string {
  const extra = Object.entries(flagged)
    .map(([flag, names]) => ` With the \`${flag}\` feature flag on, it accepts ${names.map((r) => `\`${r}\``).join(", ")} too.`)
    .join("");
  const rule = `It accepts only ${relations.map((r) => `\`${r}\``).join(", ")}: any other relation answers 400 "Requested fields [name] are not valid".${extra}`;
  if (description.includes(rule)) return description;
  return `${description.replace(/\.?\s*$/, ".")} ${rule}`.trim();
}

/**
 * The words of an `order` parameter, with how to sort in descending order when a block leaves it
 * out: the backend's list query (prepareListQuery in utils/get-query-config.js) reads a leading `-`
 * as descending, on every route whose query class has `order`.
 */
export function withDescending(description: string): string {
  if (description.includes("`-`")) return description;
  return `${description.replace(/\.?\s*$/, ".")} Prefix the field with \`-\` to sort in descending order (\`-created_at\`).`;
}

/**
 * Filters the validator takes as text (`@IsString`) on a column the database stores as a number,
 * by operation and field, with the entity and column type (compiled @medusajs/medusa models): the
 * text goes to the query as it is, so a value that is not a number answers 500 (ran: `display_id=abc`
 * and `tax_rate=abc` on both order lists). Both routes list with OrderService.listAndCount
 * (admin/orders/list-orders.js, store/customers/list-orders.js). The pinned test finds every query
 * field of type text whose name is a numeric column of an entity and compares it with this table.
 */
export const NUMERIC_TEXT_FILTERS: Readonly<Record<string, Readonly<Record<string, { model: string; column: string }>>>> = {
  "admin GetOrders": {
    display_id: { model: "dist/models/order.js#Order", column: "integer" },
    tax_rate: { model: "dist/models/order.js#Order", column: "real" },
  },
  "store GetCustomersCustomerOrders": {
    display_id: { model: "dist/models/order.js#Order", column: "integer" },
    tax_rate: { model: "dist/models/order.js#Order", column: "real" },
  },
};
/** Query fields of type text named like a numeric column of another entity than the one listed. */
export const NUMERIC_TEXT_NAMESAKES: Readonly<Record<string, string>> = {
  value:
    "a product tag's or product type's `value` is text (models/product-tag.js, product-type.js); the numeric `value` is a discount rule's or gift card's",
};
const numericText = (what: string) =>
  `Send a number: the validator takes any text, but the ${what} column is numeric, so a value that is not a number answers 500 "An unknown error occurred."`;
const NUMERIC_TEXT_WORDS: Readonly<Record<string, string>> = {
  display_id: numericText("order's `display_id`"),
  tax_rate: numericText("order's `tax_rate`"),
};

/**
 * Text filters that are an equality in the database query (buildQuery in utils/build-query.js puts
 * the value in `where` as it is; an array becomes `In`): the whole value is matched, case included
 * (ran for each: the stored value finds the record, the same value in another case or cut short
 * finds nothing). The store's customer order list calls the same OrderService.listAndCount as the
 * admin's.
 */
export const EXACT_TEXT_FILTERS: Readonly<Record<string, readonly string[]>> = {
  "admin GetOrders": ["email", "currency_code"],
  "store GetCustomersCustomerOrders": ["email", "currency_code"],
  "admin GetUsers": ["email", "first_name", "last_name"],
  "admin GetProducts": ["title", "description", "handle"],
  "store GetProducts": ["title", "description", "handle"],
  "admin GetPriceListsPriceListProducts": ["title", "handle"],
  "admin GetCollections": ["title", "handle"],
  "store GetCollections": ["handle"],
  "admin GetSalesChannels": ["name", "description"],
  "admin GetShippingOptions": ["name"],
  "admin GetStockLocations": ["name"],
  "admin GetPriceLists": ["name"],
  "admin GetCurrencies": ["code"],
  "admin GetProductCategories": ["handle"],
  "store GetProductCategories": ["handle"],
  "admin GetProductTags": ["value"],
  "store GetProductTags": ["value"],
  "admin GetProductTypes": ["value"],
  "store GetProductTypes": ["value"],
  "admin GetInventoryItems": ["sku", "origin_country", "mid_code", "material"],
  "admin GetVariants": ["title"],
  "store GetVariants": ["title"],
};
const EXACT_TEXT =
  "The whole value is matched exactly, case included: part of it, or the same text in another case, finds nothing.";
/** The order lists' `currency_code`, which the package's words call "currency codes". */
const ORDER_CURRENCY = "Filter by the order's 3-character ISO currency code: one code, as stored (lower-case, `usd`).";

/**
 * Order routes registered with transformIncludesOptions(allowedOrderIncludes) and no expected
 * includes (admin/orders/index.js): `expand=returnable_items` answers 400 before the route does
 * anything (api/middlewares/transform-includes-options.js). Only the retrieve of one order and the
 * swap creation accept it. The pinned test reads the registrations and compares.
 */
export const RETURNABLE_ITEMS_REFUSED: readonly string[] = [
  "admin GetOrders",
  "admin PostOrdersClaimCancel",
  "admin PostOrdersClaimFulfillmentsCancel",
  "admin PostOrdersOrder",
  "admin PostOrdersOrderArchive",
  "admin PostOrdersOrderCancel",
  "admin PostOrdersOrderCapture",
  "admin PostOrdersOrderClaims",
  "admin PostOrdersOrderClaimsClaim",
  "admin PostOrdersOrderClaimsClaimFulfillments",
  "admin PostOrdersOrderClaimsClaimShipments",
  "admin PostOrdersOrderComplete",
  "admin PostOrdersOrderFulfillments",
  "admin PostOrdersOrderFulfillmentsCancel",
  "admin PostOrdersOrderRefunds",
  "admin PostOrdersOrderReturns",
  "admin PostOrdersOrderShipment",
  "admin PostOrdersOrderShippingMethods",
  "admin PostOrdersOrderSwapsSwapFulfillments",
  "admin PostOrdersOrderSwapsSwapProcessPayment",
  "admin PostOrdersOrderSwapsSwapShipments",
  "admin PostOrdersSwapCancel",
  "admin PostOrdersSwapFulfillmentsCancel",
];
const RETURNABLE_REFUSED =
  '`returnable_items` answers 400 "The field "returnable_items" is not supported by this end point." before the route changes anything: only `GET /admin/orders/{id}` and `POST /admin/orders/{id}/swaps` compute it.';

/**
 * `expand`, `fields` and `order` on routes with no list of accepted names (their query
 * configuration has no `allowedRelations` or `allowedFields`, or the handler reads them itself):
 * the names go to the database query as they are, and one the record does not have answers 500
 * (ran on every GET route that has them: the rest9 sweep, `expand=nope`, `fields=nope`, `order=nope`).
 * A route that changes something reads its answer after the change, so the 500 comes after it (ran:
 * `POST /admin/orders/{id}` changed the email, `POST /admin/discounts` created the discount). Words
 * that already say what an unknown name does (a 400 list, an ignored parameter, a crash) are kept.
 */
const UNKNOWN_NAME: Readonly<Record<string, string>> = {
  expand:
    'A name that is not a relation answers 500 "An unknown error occurred.": the route keeps no list of accepted relations, so the name reaches the database query.',
  fields:
    'A name that is not a field answers 500 "An unknown error occurred.": the route keeps no list of accepted fields, so the name reaches the database query.',
  order:
    'A field that does not exist answers 500 "An unknown error occurred.": the route keeps no list of accepted fields, so the name reaches the database query.',
};
const UNKNOWN_AFTER_CHANGE = "The answer is read after the change is made, so the change is kept despite the 500.";
/** Words that already say what an unknown name answers, or that the parameter is not read. */
const SAYS_UNKNOWN =
  /are not valid|is not valid|Accepted, but|has no effect|Do not send it|process exits|with any other name|Name only relations|answers 500/;

/**
 * The names a route's query configuration accepts for a parameter, where it keeps a list
 * (utils/get-query-config.js prepareListQuery): `fields` checked against `allowed` or `allowedFields`
 * (:59, 104-131), `order` against `allowedFields` (:157-160), `expand` against `allowedRelations`
 * (:138-143). Undefined where the configuration keeps none: unknown names then reach the database (500).
 * Words for the list come from the configuration where no table (ALLOWED_FIELD_LISTS, ALLOWED_RELATIONS)
 * says them: ran (rest11) on `GET /store/order-edits/{id}`, `fields=nope` and `fields=internal_note` → 400
 * (the store's list drops internal_note), `fields=idx` → 500, `expand=nope` → 500 (no allowedRelations).
 */
export function acceptedNames(name: string, config: QueryConfig | undefined): readonly string[] | undefined {
  const list =
    name === "fields"
      ? config?.allowed?.length
        ? config.allowed
        : config?.allowedFields
      : name === "order"
        ? config?.allowedFields
        : name === "expand"
          ? config?.allowedRelations
          : undefined;
  return list && list.length > 0 ? list : undefined;
}
const ACCEPTED_ONLY = {
  fields: (names: readonly string[]) =>
    `It accepts only ${codeList(names)} (or a name that begins with one of them): any other field answers 400 "Requested fields [name] are not valid". A name that only begins with one of them (\`${names[0]}x\`) is no field, and answers 500 "An unknown error occurred." instead.`,
  order: (names: readonly string[]) =>
    `It accepts only ${codeList(names)}: any other field answers 400 "Order field name is not valid".`,
  expand: (names: readonly string[]) =>
    `It accepts only ${codeList(names)}: any other relation answers 400 "Requested fields [name] are not valid".`,
};

/**
 * `fields` picks the columns, not the relations: prepareListQuery makes the relations the default ones
 * (plus any a dotted field names) unless `expand` is given (utils/get-query-config.js:134-137), and
 * transform-query.js keeps those relations among the answered properties (:112-115). So on a route
 * whose configuration has `defaultRelations`, `fields=name` still answers them (ran, the fifteenth
 * audit: GET /admin/regions?fields=name → the four relations; rest11: the same on the admin gift card,
 * product, discount and store product lists).
 */
export function keepsDefaultRelations(config: QueryConfig | undefined): boolean {
  return (config?.defaultRelations?.length ?? 0) > 0;
}
const FIELDS_KEEP_RELATIONS =
  "It picks the columns only: the relations the route answers by default still come back (choose them with `expand`).";

/**
 * `limit=0` answers every record, not an empty page: the inventory module applies a limit only when it
 * is truthy (@medusajs/inventory dist/utils/query.js:30 `if (query.take)`), and the lists built with
 * buildQuery and TypeORM's take do the same (ran). Ran with limit=0 on every GET list of both
 * documents (the rest10 harness): each list that had records answered all of them (count = the
 * number answered, `limit` 0 in the answer where it has one); the eight lists that were empty
 * (batch jobs, draft orders, notifications, order edits, returns, swaps, tax rates, and the
 * customer's own orders) are not listed, for want of a record to show it.
 */
export const LIMIT_ZERO_ANSWERS_ALL: readonly string[] = [
  "admin GetBatchJobs",
  "admin GetCollections",
  "admin GetCurrencies",
  "admin GetCustomerGroups",
  "admin GetCustomerGroupsGroupCustomers",
  "admin GetCustomers",
  "admin GetDiscounts",
  "admin GetGiftCards",
  "admin GetInventoryItems",
  "admin GetNotes",
  "admin GetOrders",
  "admin GetOrdersOrderReservations",
  "admin GetPriceLists",
  "admin GetPriceListsPriceListProducts",
  "admin GetProductCategories",
  "admin GetProductTags",
  "admin GetProductTypes",
  "admin GetProducts",
  "admin GetProductsProductVariants",
  "admin GetPublishableApiKeys",
  "admin GetRegions",
  "admin GetReservations",
  "admin GetSalesChannels",
  "admin GetShippingOptions",
  "admin GetStockLocations",
  "admin GetUsers",
  "admin GetVariants",
  "store GetCollections",
  "store GetProductCategories",
  "store GetProductTags",
  "store GetProductTypes",
  "store GetProducts",
  "store GetRegions",
  "store GetVariants",
];
const LIMIT_ZERO =
  "`0` is no empty page: the list query sets a limit only when it is not 0, so every matching record comes back.";
/**
 * No validator of `limit` or `offset` sets a minimum (class-validator Min is used on none of them), and
 * the database refuses a negative LIMIT or OFFSET: every list route answers 500. Ran (seventeenth audit)
 * limit=-1 and offset=-1 on the 41 operations with a query `limit` or `offset`: 500 each, except store
 * GetRegionsRegion, a single region that never reads them (200).
 */
const NEGATIVE_PAGE =
  'A negative value answers 500 "An unknown error occurred." (no minimum is checked; the database refuses it).';
export const NEGATIVE_PAGE_IGNORED: readonly string[] = ["store GetRegionsRegion"];

/**
 * What a route answers whatever its `fields` or `expand` say, by operation and parameter, added to
 * the parameter's words (ran on the rest10 harness).
 *
 * - store/orders/get-order.js: retrieveWithTotals adds the relations the totals need
 *   (services/order.js getTotalsRelations: items, swaps, claims…) and cleanResponseData keeps the
 *   totals whatever `fields` names (utils/clean-response-data.js INCLUDED_FIELDS) and the default
 *   relations unless `expand` is given (api/middlewares/transform-query.js allowedProperties). Ran:
 *   fields=email → id, email, the totals and the default relations; expand=billing_address → the
 *   default fields, billing_address, items and the totals.
 * - store/orders/get-order-by-cart.js answers cleanResponseData(order, []): the whole order read with
 *   the totals' relations. Ran: fields=email → id, email, the totals and items, swaps, claims,
 *   gift_cards, refunds and the other relations.
 * - store/variants: setVariantAvailability computes the stock only for a variant whose
 *   manage_inventory is true (services/product-variant-inventory.js:886-889), and a `fields` list
 *   without manage_inventory leaves it out. Ran (one-channel key, and a key of two channels):
 *   fields=title,inventory_quantity → inventory_quantity 0 (the column) and purchasable true;
 *   with manage_inventory as well → availability computed (none for the two-channel key).
 */
const VARIANT_FIELDS_STOCK =
  "Name `manage_inventory` among the fields when you need the stock: without it the route does not compute availability, and answers the variant's own `inventory_quantity` column (0 where the inventory modules keep the stock) with `purchasable` true.";
export const QUERY_ALWAYS_ANSWERED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "store GetOrdersOrder": {
    fields:
      "Whatever it names, the order comes back with its totals (`subtotal`, `tax_total`, `total` and the others), which the route always computes and answers, and, without `expand`, with its default relations.",
    expand: "Whatever it names, the order comes back with its `items` and its totals, which the route computes from them.",
  },
  "store GetOrdersOrderCartId": {
    fields:
      "Whatever it names, the order comes back with its totals and every relation they are computed from (`items`, `swaps`, `claims`, `gift_cards`, `refunds` and others): the route answers all it read.",
  },
  "store GetVariants": { fields: VARIANT_FIELDS_STOCK },
  "store GetVariantsVariant": { fields: VARIANT_FIELDS_STOCK },
};

/**
 * The words the reviewed tables add to a query parameter once PARAMETER_WORDS has been applied:
 * numeric columns taken as text, exact text matches, the order routes' `returnable_items`, and what
 * an unknown name in `expand`, `fields` or `order` answers. In place.
 */
export function applyQueryOutcomeWords(
  where: string,
  method: string,
  params: readonly JsonObject[],
  queryConfig?: QueryConfig,
): void {
  for (const param of params) {
    if (param.in !== "query") continue;
    const name = String(param.name).replace(/\[\]$/, "");
    // Spelled first: the quotation marks around a package's whole description are removed only
    // while they are the description's only two.
    let text = typeof param.description === "string" ? withDescriptionSpelling(param.description) : "";
    // A text that ends with a quoted sentence (`… occurred."`) has its full stop already.
    const add = (words: string) =>
      (text = `${/\."\s*$/.test(text) ? text.trimEnd() : text.replace(/\.?\s*$/, ".")} ${words}`.trim());
    if (NUMERIC_TEXT_FILTERS[where]?.[name]) add(NUMERIC_TEXT_WORDS[name]!);
    if (EXACT_TEXT_FILTERS[where]?.includes(name)) {
      if (name === "currency_code" && /currency codes/.test(text)) text = ORDER_CURRENCY;
      if (!/\bexactly\b/.test(text)) add(EXACT_TEXT);
    }
    if (name === "expand" && RETURNABLE_ITEMS_REFUSED.includes(where) && !text.includes("returnable_items"))
      add(RETURNABLE_REFUSED);
    if (name === "limit" && LIMIT_ZERO_ANSWERS_ALL.includes(where) && !text.includes(LIMIT_ZERO)) add(LIMIT_ZERO);
    if ((name === "limit" || name === "offset") && !NEGATIVE_PAGE_IGNORED.includes(where) && !text.includes(NEGATIVE_PAGE))
      add(NEGATIVE_PAGE);
    const always = QUERY_ALWAYS_ANSWERED[where]?.[name];
    if (always && !text.includes(always)) add(always);
    const unknown = UNKNOWN_NAME[name];
    const accepted = acceptedNames(name, queryConfig);
    const listed = (name === "expand" && ALLOWED_RELATIONS[where] !== undefined) || accepted !== undefined;
    const ignored = QUERY_IGNORED[where]?.[name] !== undefined || (name === "order" && ORDER_IGNORED[where] !== undefined);
    if (unknown && !listed && !ignored && QUERY_FAILS[where]?.[name] === undefined && !SAYS_UNKNOWN.test(text)) {
      add(unknown);
      if (method !== "get") add(UNKNOWN_AFTER_CHANGE);
    }
    // A list the route's configuration keeps and no table words: the 400 said with the configuration's names.
    if (accepted && !ignored && !/ not valid"/.test(text)) add(ACCEPTED_ONLY[name as keyof typeof ACCEPTED_ONLY](accepted));
    if (name === "fields" && !ignored && QUERY_ALWAYS_ANSWERED[where]?.fields === undefined && keepsDefaultRelations(queryConfig))
      add(FIELDS_KEEP_RELATIONS);
    if (text !== "") param.description = text;
  }
}
