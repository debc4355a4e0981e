import { describe, expect, it } from "vitest";
import type { Catalogue, CatalogueOperation, OperationKey } from "./catalogue";
import { logErrorLines, observedEntries, operationOf, recordedError, type VerifyReport } from "./report";

const op = (key: OperationKey, method: string, path: string) => ({ key, method, path }) as CatalogueOperation;
const catalogue = {
  operations: [
    op("store GetProductsProduct", "get", "/store/products/{id}"),
    op("store PostProductsSearch", "post", "/store/products/search"),
    op("store PostCartsCartPaymentSession", "post", "/store/carts/{id}/payment-session"),
  ],
} as Catalogue;

describe("the verify:api report", () => {
  it("records a JSON error's fields, or the body as text, for statuses of 400 and more", () => {
    expect(recordedError(404, { type: "not_found", message: "Cart with c was not found" }, "s #1")).toEqual({
      status: 404,
      code: undefined,
      type: "not_found",
      message: "Cart with c was not found",
      step: "s #1",
    });
    expect(recordedError(401, "Unauthorized", "s #2")).toEqual({ status: 401, text: "Unauthorized", step: "s #2" });
    expect(recordedError(200, { message: "fine" }, "s #3")).toBeUndefined();
  });

  it("finds the operation of a request the scenario does not name, a literal segment before a parameter", () => {
    expect(operationOf(catalogue, "POST", "/store/products/search")).toBe("store PostProductsSearch");
    expect(operationOf(catalogue, "get", "/store/products/prod_1?expand=variants")).toBe("store GetProductsProduct");
    expect(operationOf(catalogue, "POST", "/store/carts/c_1/payment-session")).toBe("store PostCartsCartPaymentSession");
    expect(operationOf(catalogue, "DELETE", "/store/products/prod_1")).toBeUndefined();
  });

  it("keeps the backend log's error lines, without their colours and stacks", () => {
    const log =
      "info:    Server is ready\n\x1b[31merror\x1b[39m:   Cart with c was not found\nError: Cart with c was not found\n    at x (y.js:1:1)\n";
    expect(logErrorLines(log)).toEqual(["error:   Cart with c was not found"]);
  });

  it("lists each distinct error answer of an operation once", () => {
    const report = {
      operations: [
        {
          operation: "store GetCartsCart",
          errors: [
            { status: 404, type: "not_found", message: "Cart with c was not found", step: "a" },
            { status: 404, type: "not_found", message: "Cart with c was not found", step: "b" },
            { status: 401, text: "Unauthorized", step: "c" },
          ],
        },
      ],
    } as unknown as VerifyReport;
    expect(observedEntries(report)).toEqual([
      { operation: "store GetCartsCart", status: 404, type: "not_found", message: "Cart with c was not found" },
      { operation: "store GetCartsCart", status: 401, text: "Unauthorized" },
    ]);
  });
});
