import { describe, expect, it } from "vitest";
import type { Catalogue, CatalogueOperation } from "./catalogue";
import { exerciseLine, queryNames } from "./exercise";
import {
  derived,
  echo,
  entityOf,
  exclusiveRivals,
  Exerciser,
  expandables,
  harmless,
  isContext,
  listOf,
  notDescending,
  relationsToExpand,
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

/** The list route, answering records with these properties (for what its schema says of them). */
const answering = (record: Record<string, unknown>): CatalogueOperation =>
  ({
    ...listThings,
    operation: {
      responses: {
        "200": {
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: { things: { type: "array", items: { type: "object", properties: record } } },
              },
            },
          },
        },
      },
    },
  }) as CatalogueOperation;

/** The list route with only these query parameters. */
const withParameters = (parameters: unknown[]): CatalogueOperation => ({
  ...listThings,
  operation: { ...listThings.operation, parameters },
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
    // A text of a documented form (an ISO 8601 duration) is its documented example, not a made-up word.
    expect(derived("valid_duration", { type: "string", example: "P3Y6M" }, schemas, known)).toEqual([
      "P3Y6M",
      "the documented example",
    ]);
    expect(derived("note", { type: "string" }, schemas, known)?.[0]).toBe("verify");
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
    const op = answering({ data: { type: "object" }, region: { "x-expandable": "region", type: "object" } });
    expect(expandables(op, catalogue)).toEqual(["region"]);
  });

  it("checks a date filter with gte and lt of the shown value, which the stored microseconds cannot defeat", async () => {
    const dated = withParameters([
      {
        in: "query",
        name: "created_at",
        style: "deepObject",
        schema: {
          type: "object",
          properties: { lt: { type: "string" }, gt: { type: "string" }, gte: { type: "string" }, lte: { type: "string" } },
        },
      },
    ]);
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

  it("checks a date filter the listed records do not show (deleted_at) with a far bound below and above", async () => {
    const deletedAt = withParameters([
      {
        in: "query",
        name: "deleted_at",
        style: "deepObject",
        schema: { type: "object", properties: { lt: { type: "string" }, gt: { type: "string" } } },
      },
    ]);
    // The list holds soft-deleted records only when the filter is given, as the backend's buildQuery does.
    const deleted = { id: "thing_9", deleted_at: "2026-01-01T00:00:00.000Z" };
    const sendDeleted: Send = (_m, url) => {
      const q = new URLSearchParams(url.split("?")[1] ?? "");
      const lt = q.get("deleted_at[lt]");
      const gt = q.get("deleted_at[gt]");
      const things = lt !== null && deleted.deleted_at < lt ? [deleted] : gt !== null && deleted.deleted_at > gt ? [deleted] : [];
      return Promise.resolve({ status: 200, body: { things, count: things.length } });
    };
    const cat = { ...catalogue, operations: [deletedAt], byKey: new Map([[deletedAt.key, deletedAt]]) } as unknown as Catalogue;
    const ex = new Exerciser(cat, sendDeleted);
    await ex.onPassed(deletedAt, listed(deletedAt, [{ id: "thing_1", deleted_at: null }]));
    expect(ex.items[0]!.verdict).toBe("exercised");
    expect(ex.items[0]!.reason).toMatch(/thing_9 listed with deleted_at%5Blt%5D=2099/);
    // A filter the backend ignores lists the same record both ways: not exercised.
    const ignoring = new Exerciser(cat, () => Promise.resolve({ status: 200, body: { things: [deleted], count: 1 } }));
    await ignoring.onPassed(deletedAt, listed(deletedAt, [{ id: "thing_1", deleted_at: null }]));
    expect(ignoring.items[0]!.verdict).toBe("not exercised");
  });

  it("sends a DELETE's query parameters with the DELETE sent again right after the scenario's, and keeps a refusal as the reason", async () => {
    const remove: CatalogueOperation = {
      key: "admin DeleteThingsThingParts",
      area: "admin",
      operationId: "DeleteThingsThingParts",
      method: "delete",
      path: "/admin/things/{id}/parts",
      successStatuses: [200],
      operation: {
        parameters: [
          { in: "query", name: "fields", schema: { type: "string" } },
          { in: "query", name: "expand", schema: { type: "string" } },
        ],
      },
    };
    const cat = { ...catalogue, operations: [remove], byKey: new Map([[remove.key, remove]]) } as unknown as Catalogue;
    const sent: Array<{ method: string; url: string; body?: unknown }> = [];
    const sendDelete =
      (status: number): Send =>
      (method, url, _h, body) => {
        sent.push({ method, url, body });
        return Promise.resolve({ status, body: status < 300 ? { thing: { id: "thing_1" } } : { message: "Not found" } });
      };
    const base: SentRecord = {
      op: remove.key,
      from: "step",
      label: "t #2",
      method: "DELETE",
      url: "/admin/things/thing_1/parts",
      headers: {},
      body: { part_ids: ["part_1"] },
      status: 200,
      expected: 200,
      response: { thing: { id: "thing_1", region: { id: "reg_1" } } },
    };
    const ex = new Exerciser(cat, sendDelete(200));
    await ex.onPassed(remove, base);
    expect(ex.items.map((e) => e.verdict)).toEqual(["exercised", "exercised"]);
    expect(sent[0]).toEqual({
      method: "DELETE",
      url: "/admin/things/thing_1/parts?fields=id&expand=region",
      body: { part_ids: ["part_1"] },
    });
    const refused = new Exerciser(cat, sendDelete(404));
    await refused.onPassed(remove, base);
    expect(refused.items[0]!.verdict).toBe("not exercised");
    expect(refused.items[0]!.reason).toMatch(/sent again right after the scenario's DELETE .*answered 404: Not found/);
  });

  it("sends a field of an exclusive group in place of the body's other member, and reads the group from the 400", () => {
    expect(
      exclusiveRivals(
        {
          status: 400,
          body: { message: "Only one of products, product_tags is allowed, Only one of product_tags, products is allowed" },
        },
        "product_tags",
      ),
    ).toEqual(["products"]);
    expect(exclusiveRivals({ status: 400, body: { message: "Only one of a, b is allowed" } }, "c")).toEqual([]);
    expect(exclusiveRivals({ status: 422, body: { message: "Only one of a, b is allowed" } }, "a")).toEqual([]);
  });

  it("tries expand with the record schema's relations when nothing marks one expandable", () => {
    const op = answering({
      metadata: { type: "object", properties: { a: { type: "string" } } },
      address: { $ref: "#/components/schemas/Address" },
      parts: { type: "array", items: { $ref: "#/components/schemas/Part" } },
      name: { type: "string" },
    });
    const record = { type: "object", properties: { id: { type: "string" } } };
    const schemas = { Address: record, Part: { allOf: [{ $ref: "#/components/schemas/Address" }, record] } };
    const cat = {
      ...catalogue,
      documents: { admin: { components: { schemas } }, store: { components: { schemas } } },
    } as unknown as Catalogue;
    expect(relationsToExpand(op, cat, {})).toEqual(["address", "parts"]);
    // A relation the answer already holds comes first.
    expect(relationsToExpand(op, cat, { owner: { id: "usr_1" } })).toEqual(["owner", "address", "parts"]);
  });

  it("excludes with another real value when the backend refuses one that names no record", async () => {
    const byChannel = withParameters([{ in: "query", name: "sales_channel_id", schema: { type: "string" } }]);
    const cat = { ...catalogue, operations: [byChannel], byKey: new Map([[byChannel.key, byChannel]]) } as unknown as Catalogue;
    const things = [{ id: "thing_1", sales_channel_id: "sc_1" }];
    const sendChannel: Send = (_m, url) => {
      const v = new URLSearchParams(url.split("?")[1] ?? "").get("sales_channel_id");
      if (v?.includes("NOSUCHRECORD"))
        return Promise.resolve({ status: 404, body: { message: `Sales channel ${v} was not found` } });
      const listed = things.filter((t) => v === null || t.sales_channel_id === v);
      return Promise.resolve({ status: 200, body: { things: listed, count: listed.length } });
    };
    const ex = new Exerciser(cat, sendChannel);
    // An earlier answer showed another channel.
    await ex.onPassed(byChannel, { ...listed(byChannel, []), response: { order: { sales_channel_id: "sc_2" } } });
    await ex.onPassed(byChannel, listed(byChannel, things));
    expect(ex.items[0]!.verdict).toBe("exercised");
    expect(ex.items[0]!.reason).toBe("thing_1 listed with sales_channel_id=sc_1, not with sales_channel_id=sc_2");
  });

  it("sends a create again with a newer value where the step's body names a record deleted since", async () => {
    const create: CatalogueOperation = {
      ...listThings,
      key: "admin PostThings",
      operationId: "PostThings",
      method: "post",
      operation: {
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: {
                  name: { type: "string" },
                  region_id: { type: "string" },
                  profile_id: { type: "string" },
                  description: { type: "string" },
                },
              },
            },
          },
        },
      },
    };
    const cat = {
      ...catalogue,
      operations: [create, listThings],
      byKey: new Map([
        [create.key, create],
        [listThings.key, listThings],
      ]),
    } as unknown as Catalogue;
    const bodies: unknown[] = [];
    const sendCreate: Send = (_m, _url, _h, body) => {
      bodies.push(body);
      const { region_id: region, profile_id: profile } = body as { region_id?: string; profile_id?: string };
      // The backend reads the profile first, then the region: each answers 404 in turn.
      for (const id of [profile, region])
        if (id?.endsWith("_gone")) return Promise.resolve({ status: 404, body: { message: `Record with ${id} was not found` } });
      return Promise.resolve({ status: 200, body: { thing: { id: "thing_2", region_id: region } } });
    };
    const ex = new Exerciser(cat, sendCreate);
    const step = (body: Record<string, unknown>): SentRecord => ({
      op: create.key,
      from: "step",
      label: "t #3",
      method: "POST",
      url: "/admin/things",
      headers: {},
      body,
      status: 200,
      expected: 200,
      response: { thing: { id: "thing_1", ...body } },
    });
    // Earlier answers showed a region and a profile that still exist; the step's own are gone by the time it is sent again.
    await ex.onPassed(listThings, {
      ...listed(listThings, []),
      response: { region: { id: "reg_kept" }, profile: { id: "prof_kept" } },
    });
    await ex.onPassed(create, step({ name: "a", region_id: "reg_gone", profile_id: "prof_gone" }));
    const description = ex.items.find((e) => e.name === "description")!;
    expect(description.verdict).toBe("exercised");
    expect(bodies.at(-1)).toMatchObject({ region_id: "reg_kept", profile_id: "prof_kept", description: "verify" });
  });

  it("filters a list by records named in the plural with the IDs earlier answers showed under the singular", async () => {
    const byGroups = withParameters([{ in: "query", name: "groups[]", schema: { type: "array", items: { type: "string" } } }]);
    const cat = { ...catalogue, operations: [byGroups], byKey: new Map([[byGroups.key, byGroups]]) } as unknown as Catalogue;
    // The listed records do not show their groups; only thing_1 is in grp_1.
    const members: Record<string, string[]> = { grp_1: ["thing_1"] };
    const sendGroups: Send = (_m, url) => {
      const group = new URLSearchParams(url.split("?")[1] ?? "").get("groups[]");
      const listed = THINGS.filter((t) => group === null || (members[group] ?? []).includes(t.id));
      return Promise.resolve({ status: 200, body: { things: listed, count: listed.length } });
    };
    const ex = new Exerciser(cat, sendGroups);
    await ex.onPassed(byGroups, { ...listed(byGroups, []), response: { customer: { groups: [{ id: "grp_1" }] } } });
    await ex.onPassed(byGroups, listed(byGroups, THINGS));
    expect(ex.items[0]!.verdict).toBe("exercised");
    expect(ex.items[0]!.reason).toMatch(/^thing_1 listed with groups%5B%5D=grp_1/);
  });

  it("sends an action the record no longer takes again on a fresh copy of the record, once the scenario is over", async () => {
    const ship: CatalogueOperation = {
      ...listThings,
      key: "admin PostThingsThingShip",
      operationId: "PostThingsThingShip",
      method: "post",
      path: "/admin/things/{id}/ship",
      operation: {
        requestBody: {
          content: { "application/json": { schema: { type: "object", properties: { note: { type: "string" } } } } },
        },
      },
    };
    const cat = { ...catalogue, operations: [ship], byKey: new Map([[ship.key, ship]]) } as unknown as Catalogue;
    const shipped = new Set(["thing_1"]);
    const sendShip: Send = (_m, url) => {
      const id = url.split("/")[3]!;
      if (shipped.has(id)) return Promise.resolve({ status: 400, body: { message: "The thing was already shipped" } });
      shipped.add(id);
      return Promise.resolve({ status: 200, body: { thing: { id } } });
    };
    const step: SentRecord = {
      op: ship.key,
      from: "step",
      label: "things #4",
      method: "POST",
      url: "/admin/things/thing_1/ship",
      headers: {},
      body: {},
      status: 200,
      expected: 200,
      response: { thing: { id: "thing_1" } },
    };
    const ex = new Exerciser(cat, sendShip);
    const asked: string[] = [];
    ex.fresh = (base) => {
      asked.push(base.label);
      return Promise.resolve({ ...base, url: "/admin/things/thing_2/ship", response: { thing: { id: "thing_2" } } });
    };
    await ex.onPassed(ship, step);
    // Not during the scenario: a copy made then could change what later steps pick.
    expect(asked).toEqual([]);
    await ex.finish([step]);
    expect(asked).toEqual(["things #4"]);
    const note = ex.items.find((e) => e.name === "note")!;
    expect(note.verdict).toBe("exercised");
    expect(note.reason).toMatch(/on a fresh copy of the record/);
    expect(note.requests[0]!.url).toBe("/admin/things/thing_2/ship");
  });
});
