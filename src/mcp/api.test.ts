import { describe, expect, it } from "vitest";
import { findOperations, operationSection, type OperationRef } from "./api";

const op = (method: string, path: string, id: string): OperationRef => ({ area: "admin", method, path, id, tag: "Products" });
const OPS = [
  op("GET", "/admin/products", "GetProducts"),
  op("POST", "/admin/products", "PostProducts"),
  op("GET", "/admin/products/{id}", "GetProductsProduct"),
  op("GET", "/admin/products/types", "GetProductsTypes"),
  op("POST", "/admin/products/{id}/options/{option_id}", "PostProductsProductOptionsOption"),
];

describe("findOperations", () => {
  it("finds an operation by method and documented path, in any case and with a trailing slash", () => {
    expect(findOperations(OPS, "post /admin/products/").map((o) => o.id)).toEqual(["PostProducts"]);
    expect(findOperations(OPS, "GET /admin/products/{id}").map((o) => o.id)).toEqual(["GetProductsProduct"]);
  });

  it("reads :param placeholders, real IDs, full URLs and queries as the documented path", () => {
    expect(findOperations(OPS, "POST /admin/products/:id/options/:option_id").map((o) => o.id)).toEqual([
      "PostProductsProductOptionsOption",
    ]);
    expect(findOperations(OPS, "GET http://localhost:9000/admin/products/prod_01?expand=variants").map((o) => o.id)).toEqual([
      "GetProductsProduct",
    ]);
  });

  it("prefers a literal segment over a placeholder", () => {
    expect(findOperations(OPS, "GET /admin/products/types").map((o) => o.id)).toEqual(["GetProductsTypes"]);
  });

  it("finds an operation by its operationId in any case, and every method of a bare path", () => {
    expect(findOperations(OPS, "getproductsproduct").map((o) => o.id)).toEqual(["GetProductsProduct"]);
    expect(findOperations(OPS, "/admin/products").map((o) => o.id)).toEqual(["GetProducts", "PostProducts"]);
  });

  it("finds nothing for another method, an unknown path or a word that is no operationId", () => {
    expect(findOperations(OPS, "DELETE /admin/products")).toEqual([]);
    expect(findOperations(OPS, "GET /admin/orders")).toEqual([]);
    expect(findOperations(OPS, "products")).toEqual([]);
  });
});

describe("operationSection", () => {
  const twin = [
    "# Products - Admin API",
    "",
    "Intro.",
    "",
    "## List Products",
    "",
    "`GET /admin/products` (operation `GetProducts`)",
    "",
    "```bash",
    "## not a heading: a shell comment",
    "```",
    "",
    "## Create a Product",
    "",
    "`POST /admin/products` (operation `PostProducts`)",
    "",
    "Body.",
  ].join("\n");

  it("cuts the section of an operation, from its heading to the next, past headings inside code", () => {
    expect(operationSection(twin, "GetProducts")).toBe(
      "## List Products\n\n`GET /admin/products` (operation `GetProducts`)\n\n```bash\n## not a heading: a shell comment\n```",
    );
    expect(operationSection(twin, "PostProducts")).toBe(
      "## Create a Product\n\n`POST /admin/products` (operation `PostProducts`)\n\nBody.",
    );
  });

  it("finds no section for an operation the page does not name", () => {
    expect(operationSection(twin, "GetProductsProduct")).toBeUndefined();
  });
});
