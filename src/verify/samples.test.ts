import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCurl } from "./curl";
import { captureClientCalls } from "./js-client";
import { fieldPaths } from "./sample-checks";
import { preludeSource, SAMPLE_PLACEHOLDERS } from "./sample-prelude";

describe("JS Client samples run through @medusajs/medusa-js", () => {
  it("record the request the client sends, with the names the sample leaves open as {name}", async () => {
    const { calls, error } = await captureClientCalls(
      [
        'import Medusa from "@medusajs/medusa-js"',
        "const medusa = new Medusa({ baseUrl: MEDUSA_BACKEND_URL, maxRetries: 3 })",
        'medusa.admin.orders.update(orderId, { email: "a@example.com" })',
        ".then(({ order }) => { console.log(order.id) })",
      ].join("\n"),
    );
    expect(error).toBeUndefined();
    expect(calls).toEqual([{ method: "POST", path: "/admin/orders/{orderId}", query: "", body: { email: "a@example.com" } }]);
  });

  it("report a sample that calls what the client does not have", async () => {
    const { calls, error } = await captureClientCalls(
      'import Medusa from "@medusajs/medusa-js"\nconst medusa = new Medusa({ baseUrl: MEDUSA_BACKEND_URL })\nmedusa.product.variants.list()',
    );
    expect(calls).toEqual([]);
    expect(error).toMatch(/variants/);
  });

  it("list the field paths of a body, for comparing the JS Client sample with the cURL one", () => {
    expect(fieldPaths({ a: 1, items: [{ variant_id: "x", quantity: 1 }], meta: {} })).toEqual([
      "a",
      "items[].quantity",
      "items[].variant_id",
      "meta",
    ]);
    expect(fieldPaths(undefined)).toEqual([]);
  });

  it("declare every placeholder in the prelude", () => {
    const prelude = preludeSource();
    for (const name of Object.keys(SAMPLE_PLACEHOLDERS)) expect(prelude).toContain(`const ${name}: `);
    expect(SAMPLE_PLACEHOLDERS.MEDUSA_BACKEND_URL).toBe("string");
  });
});

describe("cURL samples run with the curl binary", () => {
  let server: Server;
  let url = "";
  beforeAll(async () => {
    server = createServer((req, res) => {
      res.writeHead(req.url?.includes("missing") ? 404 : 200, { "content-type": "application/json" });
      res.end(JSON.stringify({ method: req.method, url: req.url }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    url = typeof address === "object" && address ? `http://127.0.0.1:${address.port}` : "";
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("as written (brackets with -g), giving the status and the body", async () => {
    const r = await runCurl(`curl -g '${url}/admin/orders?status[]=pending' \\\n-H 'x-medusa-access-token: t'`);
    expect(r.status).toBe(200);
    expect(JSON.parse(r.text)).toEqual({ method: "GET", url: "/admin/orders?status[]=pending" });
    expect((await runCurl(`curl -X DELETE '${url}/missing'`)).status).toBe(404);
  });

  it("fail loudly when curl cannot connect", async () => {
    await expect(runCurl("curl 'http://127.0.0.1:1/x'")).rejects.toThrow(/curl failed/);
  });
});
