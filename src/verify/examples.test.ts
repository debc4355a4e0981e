import { describe, expect, it } from "vitest";
import { KnownDifferences } from "../reference/families/rest/differences";
import { parseRecordedExamples, recordedExampleProblems } from "../reference/families/rest/examples";
import { knownDifferenceKey, readKnownDifferences } from "../reference/families/rest/findings";
import { applyRecorded, RECORDED_EXAMPLE_MIN } from "../reference/families/rest";
import type { ApiOperation } from "../reference/model/types";
import { loadCatalogue, type OperationKey } from "./catalogue";
import { examplesFrom, isMenu, MENU_LIMIT, probeErrors, stable } from "./examples";
import { repoRoot } from "./modules";
import type { SentRecord } from "./scenario/engine";

const catalogue = loadCatalogue();

function sent(op: OperationKey, over: Partial<SentRecord>): SentRecord {
  return {
    op,
    from: "step",
    label: "test #1",
    method: catalogue.byKey.get(op)!.method.toUpperCase(),
    url: "/",
    headers: { "x-medusa-access-token": "token" },
    status: 200,
    expected: 200,
    response: {},
    ...over,
  };
}

describe("recorded examples (verify:api --record)", () => {
  it("make a run's values stable: the same ID numbered the same within an example, dates fixed, the run's suffix gone, lists cut to two", () => {
    const id = "prod_01HZX4V3QJ5Q9W2ZKX7Y8A6B5C";
    const other = "variant_01HZX4V3QJ5Q9W2ZKX7Y8A6B5D";
    const value = {
      product: { id, handle: "shirt-a1b2c3", created_at: "2026-11-27T23:01:02.345Z" },
      variants: [
        { id: other, product_id: id },
        { id: "variant_01HZX4V3QJ5Q9W2ZKX7Y8A6B5E" },
        { id: "variant_01HZX4V3QJ5Q9W2ZKX7Y8A6B5F" },
      ],
      count: 3,
    };
    const out = stable(value, "a1b2c3") as typeof value;
    expect(out.product.handle).toBe("shirt-example");
    expect(out.product.created_at).toBe("2024-01-01T00:00:00.000Z");
    expect(out.product.id).toMatch(/^prod_01HZ0+1$/);
    expect(out.variants).toHaveLength(2);
    expect(out.variants[0]!.product_id).toBe(out.product.id);
    expect(out.variants[0]!.id).not.toBe(out.variants[1]!.id);
    expect(out.variants[0]!.id).toMatch(/^variant_01HZ\d{22}$/);
    expect(out.count).toBe(3);
    // The same run gives the same text: nothing random is left.
    expect(JSON.stringify(stable(value, "a1b2c3"))).toBe(JSON.stringify(out));
  });

  it("keep a provider's options whole, where a nested list of records keeps one item", () => {
    // The manual provider's answer to GET /admin/regions/{id}/fulfillment-options (the harness, ran).
    const answer = {
      fulfillment_options: [
        { provider_id: "manual", options: [{ id: "manual-fulfillment" }, { id: "manual-fulfillment-return", is_return: true }] },
      ],
      region: {
        countries: [
          { id: 1, iso_2: "us" },
          { id: 2, iso_2: "ca" },
        ],
        items: [{ id: "item_01HZX4V3QJ5Q9W2ZKX7Y8A6B5C" }, { id: "item_01HZX4V3QJ5Q9W2ZKX7Y8A6B5D" }],
      },
    };
    const out = stable(answer, "a1b2c3") as typeof answer;
    expect(out.fulfillment_options[0]!.options.map((o) => o.id).sort()).toEqual([
      "manual-fulfillment",
      "manual-fulfillment-return",
    ]);
    expect(out.region.countries).toHaveLength(1);
    expect(out.region.items).toHaveLength(1);
    expect(isMenu(Array.from({ length: 9 }, (_, i) => ({ id: `opt-${i}` })))).toBe(true);
    expect(
      (stable({ a: { b: Array.from({ length: 9 }, (_, i) => ({ id: `opt-${i}` })) } }, "a1b2c3") as { a: { b: unknown[] } }).a.b,
    ).toHaveLength(MENU_LIMIT);
  });

  it("record two runs' answers alike: the suffix also where the backend upper-cased it, and password hashes", () => {
    const answer = (run: string, hash: string) => ({
      discount: { code: `VERIFY15-${run.toUpperCase()}`, rule: { description: `rule-${run}` } },
      user: { email: `admin-${run}@medusa-verify.test`, password_hash: hash },
    });
    const first = stable(answer("3f9a2c", `c2NyeXB0AAEAAAABAAAAA${"x".repeat(60)}`), "3f9a2c");
    const second = stable(answer("b71e04", `c2NyeXB0AAEAAAABAAAAA${"y".repeat(60)}`), "b71e04");
    expect(second).toEqual(first);
    expect(JSON.stringify(first)).toContain("VERIFY15-EXAMPLE");
    // A nested list in another order, with other IDs and a gift card code made up at random.
    const mug = (id: string) => ({ id: `item_01HZX4V3QJ5Q9W2ZKX7Y8A6B${id}`, title: "Mug" });
    const shirt = (id: string) => ({ id: `item_01HZX4V3QJ5Q9W2ZKX7Y8A6B${id}`, title: "Shirt" });
    const order = (items: unknown[], code: string, key: string) => ({
      order: { items, gift_cards: [{ code }], idempotency_key: key },
      message: `Gift card with code: ${code}_01HZNOSUCHRECORD0000000000 was not found`,
    });
    expect(stable(order([shirt("5C"), mug("5D")], "4EFS-WJNV-4DDP-YJCN", "a5c901bd-ded9-4212-87d6-65104aa6770d"), "r")).toEqual(
      stable(order([mug("6E"), shirt("6F")], "2MVW-T9BQ-DX03-FSQM", "70e93121-b24e-4a9e-8b77-3050a51f51d1"), "r"),
    );
  });

  it("take an operation's cURL sample run before the step's own request, and keep the list envelope and the query", () => {
    const key = "admin GetProducts" as OperationKey;
    const records = [
      sent(key, { url: "/admin/products?limit=1", response: { products: [{ id: "x" }], count: 5, limit: 1, offset: 0 } }),
      sent(key, {
        from: "curl",
        url: "/admin/products?q=shirt&limit=2",
        response: { products: [], count: 0, limit: 2, offset: 0 },
      }),
      sent(key, { from: "curl", url: "/admin/products", status: 400, response: { message: "bad" } }),
    ];
    const examples = examplesFrom(catalogue, records, new Map(), new Map(), "run", "1.20.11");
    expect(examples.operations[key]!.request).toEqual({ query: "q=shirt&limit=2" });
    expect(examples.operations[key]!.response).toEqual({ status: 200, body: { products: [], count: 0, limit: 2, offset: 0 } });
    // An operation the scenario did not pass has no example, but is listed.
    expect(examples.operations["admin PostProducts"]).toEqual({ observed: [], errors: [] });
  });

  it("probe errors without changing anything: no credentials, a property the validator refuses, an ID that names no record", async () => {
    const key = "admin PostProductsProduct" as OperationKey;
    const base = sent(key, { url: "/admin/products/prod_1", body: { title: "Shirt" } });
    const requests: Array<{ method: string; path: string; headers: Record<string, string>; body: unknown }> = [];
    const errors = await probeErrors(catalogue, [base], async (method, path, headers, body) => {
      requests.push({ method, path, headers, body });
      if (!headers["x-medusa-access-token"]) return { status: 401, body: "Unauthorized" };
      if (body && typeof body === "object" && "not_a_field" in body) return { status: 400, body: { type: "invalid_data" } };
      return { status: 404, body: { type: "not_found" } };
    });
    expect(errors.get(key)!.map((e) => [e.status, e.when])).toEqual([
      [401, "unauthenticated"],
      [400, "invalid"],
      [404, "unknown-id"],
    ]);
    // Each request that passes the route's guards names a product that does not exist.
    expect(requests.slice(1).every((r) => r.path.startsWith("/admin/products/prod_") && r.path !== base.url)).toBe(true);
  });

  it("are read back by the build with a clear error naming the file and the operation's line", () => {
    const good = { version: "1.20.11", operations: { "store GetRegions": { observed: [], errors: [] } } };
    expect(parseRecordedExamples(JSON.stringify(good, null, 1)).operations["store GetRegions"]).toEqual({
      observed: [],
      errors: [],
    });
    const bad = JSON.stringify(
      { version: "1.20.11", operations: { "store GetRegions": { observed: [], errors: [{ status: 404, when: "sometimes" }] } } },
      null,
      1,
    );
    expect(() => parseRecordedExamples(bad)).toThrow(/data\/api-examples.json:4: store GetRegions: each error needs/);
    expect(() => parseRecordedExamples("{")).toThrow(/data\/api-examples.json:1: not JSON/);
    expect(
      recordedExampleProblems(
        { version: "1.0.0", operations: { "store GetNothing": { observed: [], errors: [] } } },
        catalogue.documents,
      ).map((p) => p.message),
    ).toEqual([expect.stringMatching(/recorded from 1.0.0/), expect.stringMatching(/store GetNothing is not an operation/)]);
  });

  it("show a shared schema's difference only on the operations whose responses showed it", () => {
    const known = readKnownDifferences(repoRoot);
    const notes = new KnownDifferences(known);
    const regions = catalogue.byKey.get("store GetRegions")!;
    const all = notes.forOperation("store", regions.operation, catalogue.documents.store);
    expect(all.length).toBeGreaterThan(0);
    expect(notes.forOperation("store", regions.operation, catalogue.documents.store, new Set())).toEqual([]);
    const country = known.find((k) => k.schema === "Country")!;
    expect(
      notes.forOperation("store", regions.operation, catalogue.documents.store, new Set([knownDifferenceKey(country)])),
    ).toEqual([expect.objectContaining({ subjects: expect.arrayContaining([expect.stringMatching(/^Country\./)]) })]);
  });

  it("replace the success response's example and list the answers with their condition", () => {
    const view = {
      responses: [{ status: "200", description: "", fields: [], example: '{"invented": true}' }],
      body: { fields: [], example: '{"title": "from the cURL sample"}' },
    } as unknown as ApiOperation;
    applyRecorded(view, {
      request: { body: { title: "recorded" } },
      response: { status: 200, body: { product: { id: "prod_01HZ1" } } },
      observed: [],
      errors: [{ status: 404, when: "unknown-id", body: { type: "not_found", message: "Product with id: x was not found" } }],
    });
    expect(JSON.parse(view.responses[0]!.example!)).toEqual({ product: { id: "prod_01HZ1" } });
    expect(view.body!.example).toBe('{"title": "from the cURL sample"}');
    expect(view.answers).toEqual([
      {
        status: "404",
        when: "With an ID that names no record",
        example: '{"type":"not_found","message":"Product with id: x was not found"}',
      },
    ]);
    // A recorded answer far longer than the schema's example leaves that one, for the page's weight.
    const long = { product: { id: "prod_01HZ1", description: "x".repeat(RECORDED_EXAMPLE_MIN) } };
    applyRecorded(view, { response: { status: 200, body: long }, observed: [], errors: [] });
    expect(JSON.parse(view.responses[0]!.example!)).toEqual({ product: { id: "prod_01HZ1" } });
  });

  it("leave in a schema's example kept for the page's weight only what the backend answered", () => {
    const schemaExample = {
      order_edit: { id: "oe_1", internal_note: "invented", items: [{ id: "item_1", raw_total: 1 }], payment_collection: null },
    };
    const view = {
      responses: [{ status: "200", description: "", fields: [], example: JSON.stringify(schemaExample) }],
    } as unknown as ApiOperation;
    const answer = {
      order_edit: {
        id: "oe_2",
        items: [{ id: "item_2" }],
        payment_collection: { id: "paycol_1" },
        note: "x".repeat(RECORDED_EXAMPLE_MIN),
      },
    };
    applyRecorded(view, { response: { status: 200, body: answer }, observed: [], errors: [] });
    // The store's order edit routes leave out internal_note: the example no longer shows it.
    expect(JSON.parse(view.responses[0]!.example!)).toEqual({
      order_edit: { id: "oe_1", items: [{ id: "item_1" }], payment_collection: null },
    });
  });
});
