import { describe, expect, it } from "vitest";
import type { Catalogue, CatalogueOperation } from "./catalogue";
import { exerciseLine, queryNames } from "./exercise";
import {
  derived,
  echo,
  entityOf,
  Exerciser,
  expandables,
  harmless,
  isContext,
  listOf,
  notDescending,
  uniqueWithin,
  type Send,
} from "./exercise-inline";
import type { SentRecord } from "./scenario/engine";

const listThings: CatalogueOperation = {
  key: "admin GetThings",
  area: "admin",
  operationId: "GetThings",
  method: "get",
  path: "/admin/things",
  successStatuses: [200],
  operation: {
    parameters: [
      {
        in: "query",
        name: "status[]",
        style: "form",
        explode: true,
        schema: { type: "array", items: { type: "string", enum: ["open", "done"] } },
      },
      { in: "query", name: "limit", schema: { type: "number" } },
      { in: "query", name: "color", schema: { type: "string" } },
    ],
    responses: {
      "200": { content: { "application/json": { schema: { type: "object", properties: { count: {}, things: {} } } } } },
    },
  },
};
const catalogue = {
  operations: [listThings],
  byKey: new Map([[listThings.key, listThings]]),
  documents: { admin: { components: { schemas: {} } }, store: { components: { schemas: {} } } },
} as unknown as Catalogue;

const THINGS = [
  { id: "thing_1", status: "open", color: "red" },
  { id: "thing_2", status: "done", color: null },
];

/** A list route that filters as the backend does; `color` is accepted but ignored (a filter that does nothing). */
const send: Send = (_method, url) => {
  const q = new URLSearchParams(url.split("?")[1] ?? "");
  const statuses = q.getAll("status[]");
  const things = THINGS.filter((t) => statuses.length === 0 || statuses.includes(t.status)).slice(
    0,
    Number(q.get("limit") ?? 50),
  );
  return Promise.resolve({ status: 200, body: { things, count: things.length } });
};

/** A step's passing GET of the list route, which answered these records. */
const listed = (op: CatalogueOperation, things: unknown[]): SentRecord => ({
  op: op.key,
  from: "step",
  label: "t #1",
  method: "GET",
  url: "/admin/things",
  headers: {},
  status: 200,
  expected: 200,
  response: { things, count: things.length },
});

describe("exercising documented parameters", () => {
  it("counts a filter only when a listed record is included by one value and excluded by another", async () => {
    const ex = new Exerciser(catalogue, send);
    await ex.onPassed(listThings, listed(listThings, THINGS));
    const verdict = Object.fromEntries(ex.items.map((e) => [e.name, e.verdict]));
    expect(verdict).toEqual({ "status[]": "exercised", limit: "exercised", color: "not exercised" });
    const status = ex.items.find((e) => e.name === "status[]")!;
    expect(status.requests.map((r) => r.url)).toEqual(["/admin/things?status%5B%5D=open", "/admin/things?status%5B%5D=done"]);
    expect(ex.items.find((e) => e.name === "color")!.reason).toMatch(/listed with color=red: true; with color=.*: true/);
    expect(exerciseLine(ex.items, "1.20.11")).toBe(
      "exercised 2 of 3 documented parameters and body fields against a running Medusa 1.20.11 backend, 0 rejected",
    );
  });

  it("reads a query string's top-level names as documented", () => {
    expect(queryNames("status%5B%5D=a&status%5B%5D=b&created_at[gt]=x&limit=1")).toEqual(["status[]", "created_at", "limit"]);
  });

  it("sends back what a record has, shaped as the request wants it, and makes up only harmless values", () => {
    const schemas = {};
    expect(echo({ id: "pcol_1", title: "x" }, { type: "string" }, schemas)).toBe("pcol_1");
    expect(
      echo(
        [{ id: "t1", value: "a" }],
        { type: "array", items: { type: "object", properties: { id: { type: "string" } } } },
        schemas,
      ),
    ).toEqual([{ id: "t1" }]);
    expect(echo(null, { type: "string", nullable: true }, schemas)).toBeNull();
    expect(echo(null, { type: "string" }, schemas)).toBeUndefined();
    expect(echo("12", { type: "integer" }, schemas)).toBe(12);
    expect(harmless("metadata", { type: "object" }, schemas)).toEqual({ verify: "exercised" });
    expect(harmless("status", { type: "string", enum: ["draft"] }, schemas)).toBeUndefined();
    expect(harmless("region_id", { type: "string" }, schemas)).toBeUndefined();
    expect(entityOf({ product: { id: "p" } })).toEqual({ id: "p" });
    expect(listOf({ products: [{ id: "p" }], count: 1 })).toEqual([{ id: "p" }]);
  });

  it("makes a value from what earlier answers showed before it makes one from the type", () => {
    const schemas = { Address: { type: "object", required: ["city"], properties: { city: { type: "string" } } } };
    const seen: Record<string, unknown> = { region_id: "reg_1", shipping_address: { city: "Paris", id: "addr_1" } };
    const known = { seen: (n: string) => seen[n], get: (n: string) => (n === "product_id" ? "prod_1" : undefined) };
    expect(derived("region_id", { type: "string" }, schemas, known)).toEqual(["reg_1", "a value an earlier answer showed"]);
    expect(derived("shipping_address", { $ref: "#/components/schemas/Address" }, schemas, known)?.[0]).toEqual({
      city: "Paris",
    });
    expect(derived("products", { type: "array", items: { type: "string" } }, schemas, known)?.[0]).toEqual(["prod_1"]);
    expect(derived("ends_at", { type: "string", format: "date-time" }, schemas, known)?.[0]).toMatch(/^2099-/);
    expect(derived("status", { type: "string", enum: ["draft", "active"] }, schemas, known)?.[0]).toBe("draft");
    // IDs and codes are never made up.
    expect(derived("customer_id", { type: "string" }, schemas, known)).toBeUndefined();
  });

  it("keeps a second create's nested unique values unique, and only those", () => {
    expect(uniqueWithin([{ title: "S", sku: "HAT", options: [{ value: "S" }] }], "-x2")).toEqual([
      { title: "S", sku: "HAT-x2", options: [{ value: "S" }] },
    ]);
  });

  it("tells a list sorted in descending order from one that is not", () => {
    const rows = [{ created_at: "2026-01-03" }, { created_at: "2026-01-02" }];
    expect(notDescending(rows, "order=-created_at")).toBeUndefined();
    expect(notDescending(rows.slice().reverse(), "order=-created_at")).toMatch(/2026-01-03 comes after 2026-01-02/);
  });

  it("counts the pricing context and include_ switches of a list route on a 2xx, not as filters", () => {
    expect(isContext("region_id", "The ID of the region to use for the price selection context.")).toBe(true);
    expect(isContext("include_category_children", "")).toBe(true);
    expect(isContext("region_id", "Filter by region IDs.")).toBe(false);
  });

  it("reads the relations a route's records can expand from their x-expandable marks", () => {
    const op = {
      ...listThings,
      operation: {
        responses: {
          "200": {
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: {
                    things: {
                      type: "array",
                      items: {
                        type: "object",
                        properties: { data: { type: "object" }, region: { "x-expandable": "region", type: "object" } },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    } as CatalogueOperation;
    expect(expandables(op, catalogue)).toEqual(["region"]);
  });

  it("checks a date filter with gte and lt of the shown value, which the stored microseconds cannot defeat", async () => {
    const dated: CatalogueOperation = {
      ...listThings,
      operation: {
        ...listThings.operation,
        parameters: [
          {
            in: "query",
            name: "created_at",
            style: "deepObject",
            schema: {
              type: "object",
              properties: { lt: { type: "string" }, gt: { type: "string" }, gte: { type: "string" }, lte: { type: "string" } },
            },
          },
        ],
      },
    };
    // Milliseconds: the database keeps microseconds, the answer shows whole milliseconds.
    const stored = 1000.5;
    const shown = 1000;
    const sendDated: Send = (_m, url) => {
      const q = new URLSearchParams(url.split("?")[1] ?? "");
      const keep = (op: string, v: number) =>
        op === "gte" ? stored >= v : op === "lt" ? stored < v : op === "lte" ? stored <= v : stored > v;
      const ops = ["gte", "lt", "lte", "gt"].filter((o) => q.has(`created_at[${o}]`));
      const things = ops.every((o) => keep(o, Number(q.get(`created_at[${o}]`)))) ? [{ id: "thing_1", created_at: shown }] : [];
      return Promise.resolve({ status: 200, body: { things, count: things.length } });
    };
    const cat = { ...catalogue, operations: [dated], byKey: new Map([[dated.key, dated]]) } as unknown as Catalogue;
    const ex = new Exerciser(cat, sendDated);
    await ex.onPassed(dated, listed(dated, [{ id: "thing_1", created_at: shown }]));
    expect(ex.items[0]!.verdict).toBe("exercised");
  });
});
