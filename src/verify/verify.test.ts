import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { KnownDifferences } from "../reference/families/rest/differences";
import { readKnownDifferences, readNotExercised } from "../reference/families/rest/findings";
import { FindingsError } from "../reference/reviewed-yaml";
import type { OpenApiDocument } from "../reference/openapi/types";
import { loadCatalogue, operationKey, type Catalogue, type CatalogueOperation, type OperationKey } from "./catalogue";
import { alignPath, parseCurl, placeholders } from "./curl";
import { repoRoot } from "./modules";
import { describeDifference, ResponseChecker } from "./schema-check";
import { tally } from "./tally";

describe("cURL samples", () => {
  it("parses a sample as a shell would: continuations, quotes, method, headers and body", () => {
    const sample = `curl -X POST '{backend_url}/admin/products/{id}' \\
-H 'x-medusa-access-token: {api_token}' \\
-H 'Content-Type: application/json' \\
--data-raw '{
    "title": "Size"
}'`;
    expect(parseCurl(sample)).toEqual({
      method: "POST",
      url: "{backend_url}/admin/products/{id}",
      headers: { "x-medusa-access-token": "{api_token}", "content-type": "application/json" },
      body: '{\n    "title": "Size"\n}',
      form: [],
    });
    expect(parseCurl("curl '{backend_url}/store/regions'").method).toBe("GET");
  });

  it("refuses what it cannot read instead of guessing", () => {
    expect(() => parseCurl("curl -X POST '{backend_url}/admin/x \\\n-H 'a: b'")).toThrow(/two URLs|unsupported|quote/);
    expect(() => parseCurl("curl --compressed '{backend_url}/x'")).toThrow("unsupported curl option --compressed");
  });

  it("maps the sample's placeholders to the operation's path parameters by position", () => {
    expect(
      alignPath("/admin/discounts/{id}/conditions/{condition}", "/admin/discounts/{discount_id}/conditions/{condition_id}"),
    ).toEqual({
      id: "discount_id",
      condition: "condition_id",
    });
    // A literal in a parameter's place is sent as written.
    expect(alignPath("/store/auth/user@example.com", "/store/auth/{email}")).toEqual({});
    // Another path is reported, not filled.
    expect(
      alignPath("/admin/publishable-api-keys/{id}/batch", "/admin/publishable-api-keys/{id}/sales-channels/batch"),
    ).toBeUndefined();
  });

  it("does not take an empty JSON object for a placeholder", () => {
    expect(placeholders('{"data": {}, "token": "{token}"}')).toEqual(["token"]);
  });
});

/** A catalogue of one operation whose 200 response holds a `Thing` with a nullable and a non-nullable field. */
function tinyCatalogue(): Catalogue {
  const doc = {
    openapi: "3.0.3",
    info: { title: "t", version: "1", description: "" },
    servers: [],
    tags: [],
    paths: {
      "/admin/things": {
        get: {
          operationId: "GetThings",
          responses: {
            "200": {
              description: "OK",
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    required: ["things"],
                    properties: { things: { type: "array", items: { $ref: "#/components/schemas/Thing" } } },
                  },
                },
              },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        Thing: {
          type: "object",
          required: ["id", "price", "parent"],
          properties: {
            id: { type: "string" },
            price: { type: "number" },
            parent: { nullable: true, allOf: [{ $ref: "#/components/schemas/Thing" }] },
            children: { allOf: [{ $ref: "#/components/schemas/Thing" }] },
          },
        },
      },
      responses: {},
      parameters: {},
      securitySchemes: {},
    },
  } as unknown as OpenApiDocument;
  const empty = { ...doc, paths: {} } as OpenApiDocument;
  const operation = doc.paths["/admin/things"]!.get!;
  const op: CatalogueOperation = {
    key: operationKey("admin", "GetThings"),
    area: "admin",
    operationId: "GetThings",
    method: "get",
    path: "/admin/things",
    operation,
    successStatuses: [200],
  };
  return { documents: { admin: doc, store: empty }, operations: [op], byKey: new Map([[op.key, op]]) };
}

describe("checking a response against its documented schema", () => {
  const checker = new ResponseChecker(tinyCatalogue());
  const check = (body: unknown) => checker.check("admin GetThings", 200, body).map(describeDifference);

  it("accepts a body that matches, with null where the schema says nullable", () => {
    expect(check({ things: [{ id: "a", price: 1, parent: null, children: { id: "b", price: 2, parent: null } }] })).toEqual([]);
  });

  it("reports a missing field once, in the named schema it belongs to", () => {
    expect(check({ things: [{ id: "a", price: 1, parent: { id: "b", price: 2 } }] })).toEqual([
      "/things/*/parent/parent (Thing /parent) required: documented required, got absent",
    ]);
  });

  it("names the shared schema and field of a difference, and array indexes as *", () => {
    expect(check({ things: [{ id: "a", price: null, parent: null, children: [] }] })).toEqual([
      "/things/*/price (Thing /price) type: documented number, got null",
      // A list where one object is documented belongs to the property that holds it.
      "/things/*/children (Thing /children) type: documented object, got array",
    ]);
  });
});

describe("the reviewed lists", () => {
  const catalogue = loadCatalogue();

  it("has 320 operations in the published documents, each with a cURL sample", () => {
    expect(catalogue.operations).toHaveLength(320);
  });

  it("names only operations and schemas the published documents have", () => {
    const known = readKnownDifferences(repoRoot);
    const problems = new KnownDifferences(known).problems(catalogue.documents);
    expect(problems).toEqual([]);
    for (const entry of readNotExercised(repoRoot))
      expect(catalogue.byKey.has(entry.operation as OperationKey), entry.where).toBe(true);
  });

  it("shows a shared schema's difference only where the response holds that schema by default", () => {
    const notes = new KnownDifferences(readKnownDifferences(repoRoot));
    const regions = catalogue.byKey.get("store GetRegions")!;
    expect(notes.forOperation("store", regions.operation, catalogue.documents.store).map((n) => n.subjects)).toEqual([
      ["Country.id", "Country.num_code"],
    ]);
  });

  it("reports a malformed entry with its file and line", () => {
    const root = mkdtempSync(join(tmpdir(), "findings-"));
    mkdirSync(join(root, "data"));
    writeFileSync(
      join(root, "data/api-known-differences.yaml"),
      "- operation: admin GetThings\n  status: 200\n  pointer: /a\n  keyword: type\n  documented: string\n  actual: 'null'\n  explanation: x\n  evidence: [somewhere]\n",
    );
    expect(() => readKnownDifferences(root)).toThrow(FindingsError);
    expect(() => readKnownDifferences(root)).toThrow(
      /api-known-differences.yaml:1: evidence "somewhere" must be a package file and line/,
    );
  });
});

describe("the verdict", () => {
  const catalogue = tinyCatalogue();
  const key = "admin GetThings" as OperationKey;

  it("counts an operation verified only when every call of it passed", () => {
    expect(tally(catalogue, new Map([[key, { passed: 2, failures: [] }]]), [], [])).toMatchObject({
      verified: [key],
      failed: [],
      sumOk: true,
    });
    const failed = tally(catalogue, new Map([[key, { passed: 1, failures: ["#2: it answered 500"] }]]), [], []);
    expect(failed).toMatchObject({ verified: [], failed: [key], failureLines: ["admin GetThings: #2: it answered 500"] });
  });

  it("fails an operation that nothing calls and no list names, and one that is both called and listed", () => {
    expect(tally(catalogue, new Map(), [], []).failureLines).toEqual([
      "admin GetThings: no scenario step calls it and data/api-not-exercised.yaml does not list it",
    ]);
    const listed = [{ operation: key, reason: "r", where: "data/api-not-exercised.yaml:3" }];
    expect(tally(catalogue, new Map(), listed, [])).toMatchObject({ listed: [key], failed: [], sumOk: true });
    expect(tally(catalogue, new Map([[key, { passed: 1, failures: [] }]]), listed, []).failed).toEqual([key]);
  });

  it("fails an operation whose known difference did not occur", () => {
    const stale = {
      operation: key,
      status: 200,
      pointer: "/a",
      keyword: "type",
      documented: "string",
      actual: "null",
      explanation: "",
      evidence: [],
      where: "data/api-known-differences.yaml:9",
    };
    expect(tally(catalogue, new Map([[key, { passed: 1, failures: [] }]]), [], [stale]).failureLines).toEqual([
      "admin GetThings: the known difference at data/api-known-differences.yaml:9 (/a type) did not occur in this run; remove or correct it",
    ]);
  });
});
