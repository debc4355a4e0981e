import { describe, expect, it } from "vitest";
import type { ExtractedErrors, ExtractedThrow } from "../../extract/errors";
import { buildCatalogue, type CatalogueInput } from "./catalogue";
import type { ErrorsData } from "./data";
import { messagePattern, messageSlug, parseMessageText } from "./messages";

const MEDUSA = "@medusajs/medusa";
let nextId = 0;
const thrown = (t: Partial<ExtractedThrow> & Pick<ExtractedThrow, "file" | "line" | "type" | "messages">): ExtractedThrow => ({
  id: nextId++,
  pkg: MEDUSA,
  ...t,
});

function errors(): ExtractedErrors {
  nextId = 0;
  const throws = [
    thrown({
      file: "dist/services/cart.js",
      line: 10,
      fn: "CartService.retrieve",
      type: "not_found",
      messages: [["Cart with ", { variable: "cartId" }, " was not found"]],
    }),
    thrown({
      file: "dist/services/cart.js",
      line: 20,
      fn: "CartService.retrieveLegacy",
      type: "not_found",
      messages: [["Cart with ", { variable: "id" }, " was not found"]],
    }),
    thrown({
      file: "dist/services/cart.js",
      line: 30,
      fn: "CartService.complete",
      type: "conflict",
      messages: [["Cart is being completed"]],
    }),
    thrown({
      file: "dist/services/cart.js",
      line: 40,
      fn: "CartService.addItem",
      type: "not_allowed",
      code: "insufficient_inventory",
      messages: [["Not enough stock"]],
    }),
    thrown({
      file: "dist/services/cart.js",
      line: 50,
      fn: "CartService.odd",
      type: "weird_type",
      messages: [["Odd things happen here"]],
    }),
    thrown({
      file: "dist/utils/validator.js",
      line: 5,
      fn: "validator",
      type: "invalid_data",
      messages: [[{ variable: "errorMessages" }]],
    }),
    thrown({
      file: "dist/api/routes/store/carts/get-cart.js",
      line: 7,
      fn: "default",
      type: "not_found",
      messages: [["Cart with ", { variable: "x" }, " was not found?"]],
    }),
  ];
  return {
    versions: { [MEDUSA]: "1.20.11" },
    types: {},
    codes: {},
    throws,
    operations: { "store GetCartsCart": [0, 5, 6], "store PostCartsCartComplete": [2, 3, 5] },
    handlers: { "store GetCartsCart": "dist/api/routes/store/carts/get-cart.js" },
    validation: [
      {
        name: "IsString",
        pkg: "class-validator",
        file: "cjs/IsString.js",
        line: 1,
        messages: [[{ variable: "property" }, " must be a string"]],
        each: true,
      },
      {
        name: "whitelist",
        pkg: "class-validator",
        file: "cjs/V.js",
        line: 2,
        messages: [["property ", { variable: "property" }, " should not exist"]],
        each: false,
      },
    ],
    handler: {
      file: "h.js",
      line: 1,
      rules: [
        { matches: ["conflict"], status: 409, code: "invalid_state_error", message: "Retry." },
        { matches: ["not_allowed", "invalid_data"], status: 400 },
        { matches: ["not_found"], status: 404 },
      ],
      fallback: { matches: [], status: 500, code: "unknown_error", type: "unknown_error", message: "An unknown error occurred." },
    },
    formatter: [],
    graph: { functions: 0, followed: 0, outside: {}, unresolved: [] },
    timings: { readMs: 0, scanMs: 0, graphMs: 0 },
  };
}

const OPERATIONS = [
  { key: "store GetCartsCart", label: "GET /store/carts/{id}", href: "/api/store/carts#GetCartsCart" },
  {
    key: "store PostCartsCartComplete",
    label: "POST /store/carts/{id}/complete",
    href: "/api/store/carts#PostCartsCartComplete",
  },
];

function build(data: Partial<ErrorsData> = {}) {
  const input: CatalogueInput = {
    errors: errors(),
    data: { explanations: [], written: [], observed: [], ...data },
    operations: OPERATIONS,
    methodHref: (cls, m) => (cls === "CartService" ? `/references/services/classes/services.CartService#${m}` : undefined),
  };
  return buildCatalogue(input);
}
const entry = (c: ReturnType<typeof build>, slug: string, anchor: string) =>
  c.pages
    .find((p) => p.slug === slug)!
    .sections.flatMap((s) => s.entries)
    .find((e) => e.anchor === anchor);

describe("the error catalogue", () => {
  it("makes one entry per distinct message, with every place that throws it, on the page of the first", () => {
    const c = build();
    const e = entry(c, "services/cart", "cart-with-was-not-found")!;
    expect(e.sites.map((s) => [s.label, s.href, s.source])).toEqual([
      [
        "CartService.retrieve",
        "/references/services/classes/services.CartService#retrieve",
        "@medusajs/medusa@1.20.11 dist/services/cart.js:10",
      ],
      [
        "CartService.retrieveLegacy",
        "/references/services/classes/services.CartService#retrieveLegacy",
        "@medusajs/medusa@1.20.11 dist/services/cart.js:20",
      ],
    ]);
    // Another message with the same words but one: its own entry, on the page of its route, named by its operation.
    const route = entry(c, "api/store/carts", "cart-with-was-not-found")!;
    expect(route.sites[0]!.label).toBe("route handler of GET /store/carts/{id}");
    expect(c.pages.map((p) => p.slug).sort()).toEqual(["api/store/carts", "services/cart", "validation"]);
  });

  it("says what the error handler answers: the rule of the type, the thrown code kept, a replaced message flagged", () => {
    const c = build();
    expect(entry(c, "services/cart", "cart-is-being-completed")!.responses).toEqual([
      { status: 409, body: { code: "invalid_state_error", type: "conflict", message: ["Retry."] }, replaced: true },
    ]);
    expect(entry(c, "services/cart", "not-enough-stock")!.responses).toEqual([
      {
        status: 400,
        body: { code: "insufficient_inventory", type: "not_allowed", message: ["Not enough stock"] },
        replaced: false,
      },
    ]);
    expect(entry(c, "services/cart", "odd-things-happen-here")!.responses[0]).toMatchObject({
      status: 500,
      body: { type: "unknown_error", message: ["An unknown error occurred."] },
      replaced: true,
    });
    const sections = c.pages.find((p) => p.slug === "services/cart")!.sections.map((s) => s.id);
    expect(sections).toEqual(["status-400", "status-404", "status-409", "status-500"]);
  });

  it("lists the operations the call graph reaches, and links each operation to its entries and the validation page", () => {
    const c = build();
    expect(entry(c, "services/cart", "cart-with-was-not-found")!.operations).toEqual([
      { label: "GET /store/carts/{id}", href: "/api/store/carts#GetCartsCart", found: true, observed: false },
    ]);
    expect(c.linksFor("store PostCartsCartComplete").map((l) => [l.status, l.text, l.href])).toEqual([
      [400, "a field of the body or query fails validation", "/references/errors/validation"],
      [400, "Not enough stock", "/references/errors/services/cart#not-enough-stock"],
      [409, "Cart is being completed", "/references/errors/services/cart#cart-is-being-completed"],
    ]);
    expect(entry(c, "services/cart", "odd-things-happen-here")!.operationsNote).toMatch(/No REST operation reaches it/);
  });

  it("places verify:api's answers under the entries they match, a validation answer by its parts", () => {
    const c = build({
      observed: [
        {
          operation: "store PostCartsCartComplete",
          status: 404,
          type: "not_found",
          message: "Cart with cart_01 was not found",
          where: "o.yaml:3",
        },
        {
          operation: "store GetCartsCart",
          status: 400,
          type: "invalid_data",
          message: "each value in tags must be a string, property colour should not exist",
          where: "o.yaml:9",
        },
      ],
    });
    expect(c.problems).toEqual([]);
    expect(entry(c, "services/cart", "cart-with-was-not-found")!.operations).toContainEqual({
      label: "POST /store/carts/{id}/complete",
      href: "/api/store/carts#PostCartsCartComplete",
      found: false,
      observed: true,
    });
    expect(entry(c, "validation", "must-be-a-string")!.operations.map((o) => o.label)).toEqual(["GET /store/carts/{id}"]);
    expect(entry(c, "validation", "property-should-not-exist")!.operations.map((o) => o.observed)).toEqual([true]);
  });

  it("fails, naming the file and line, on reviewed entries that match nothing or contradict the handler", () => {
    const c = build({
      observed: [
        {
          operation: "store GetCartsCart",
          status: 400,
          type: "invalid_data",
          message: "Something nobody throws",
          where: "o.yaml:3",
        },
        {
          operation: "store GetCartsCart",
          status: 500,
          type: "not_found",
          message: "Cart with c was not found",
          where: "o.yaml:8",
        },
        { operation: "admin Nope", status: 400, message: "Not enough stock", where: "o.yaml:12" },
      ],
      explanations: [
        { message: "No such {thing}", cause: "c", fix: "f", where: "e.yaml:4" },
        { message: "Cart with {id} was not found", sentAs: ["Cart gone"], cause: "c", fix: "f", where: "e.yaml:9" },
      ],
    });
    expect(c.problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      expect.stringMatching(/^e\.yaml:4: "No such \{thing\}" is no message of the error reference/),
      expect.stringMatching(/^e\.yaml:9: "Cart gone" is not a form of "Cart with \{id\} was not found"/),
      expect.stringMatching(/^o\.yaml:3: "Something nobody throws" matches no entry/),
      expect.stringMatching(/^o\.yaml:8: verify:api saw 500 for "Cart with c was not found", but the error handler answers 404/),
      expect.stringMatching(/^o\.yaml:12: admin Nope is not an operation/),
    ]);
  });

  it("attaches a written cause and fix by the message, whatever its values are named", () => {
    const c = build({
      explanations: [{ message: "Cart with {id} was not found", cause: "No cart.", fix: "Create one.", where: "e:1" }],
    });
    expect(entry(c, "services/cart", "cart-with-was-not-found")).toMatchObject({ cause: "No cart.", fix: "Create one." });
  });

  it("shows how a message reads as sent, and places answers by that form too", () => {
    const c = build({
      observed: [
        {
          operation: "store GetCartsCart",
          status: 404,
          type: "not_found",
          message: "Cart with id: c was not found",
          where: "o:1",
        },
      ],
      explanations: [
        {
          message: "Cart with {cartId} was not found",
          sentAs: ["Cart with id: {id} was not found"],
          cause: "c",
          fix: "f",
          where: "e:1",
        },
      ],
    });
    expect(c.problems).toEqual([]);
    const e = entry(c, "services/cart", "cart-with-was-not-found")!;
    expect(e.sentAs).toEqual([["Cart with id: ", { variable: "id" }, " was not found"]]);
    expect(e.operations).toContainEqual({
      label: "GET /store/carts/{id}",
      href: "/api/store/carts#GetCartsCart",
      found: true,
      observed: true,
    });
  });
});

describe("messages", () => {
  it("match a sent message whatever its values, and make short stable ids", () => {
    const parts = parseMessageText("Variant with id: {id} does not have the required inventory");
    expect(messagePattern(parts).test("Variant with id: variant_01 does not have the required inventory")).toBe(true);
    expect(messagePattern(parts).test("Variant with id: v does not have inventory")).toBe(false);
    expect(messageSlug(parts)).toBe("variant-with-id-does-not-have-the-required-inventory");
    expect(messageSlug(parseMessageText("a ".repeat(60))).length).toBeLessThanOrEqual(64);
  });
});
