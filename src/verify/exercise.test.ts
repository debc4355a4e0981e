import { describe, expect, it } from "vitest";
import type { Catalogue, CatalogueOperation } from "./catalogue";
import { exerciseLine, queryNames } from "./exercise";
import { echo, entityOf, Exerciser, harmless, listOf, type Send } from "./exercise-inline";
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

describe("exercising documented parameters", () => {
  it("counts a filter only when a listed record is included by one value and excluded by another", async () => {
    const ex = new Exerciser(catalogue, send);
    const base: SentRecord = {
      op: listThings.key,
      from: "step",
      label: "t #1",
      method: "GET",
      url: "/admin/things",
      headers: {},
      status: 200,
      expected: 200,
      response: { things: THINGS, count: 2 },
    };
    await ex.onPassed(listThings, base);
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
});
