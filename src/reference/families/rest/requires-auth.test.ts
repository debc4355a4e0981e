import { describe, expect, it } from "vitest";
import { requiresAuth, withoutLoginComment } from "./index";

describe("requiresAuth", () => {
  it("requires a customer on every store route mounted with requireCustomerAuthentication()", () => {
    // POST /store/orders/batch/customer/token is (store/orders/index.js); the page said optional.
    expect(requiresAuth("store", "post", "/store/orders/batch/customer/token")).toBe(true);
    expect(requiresAuth("store", "post", "/store/orders/customer/confirm")).toBe(false);
    expect(requiresAuth("store", "get", "/store/customers/me/orders")).toBe(true);
    expect(requiresAuth("store", "get", "/store/product-types")).toBe(false);
    expect(requiresAuth("admin", "post", "/admin/auth")).toBe(false);
    expect(requiresAuth("admin", "get", "/admin/regions")).toBe(true);
  });

  it("drops the package's login comment from a sample, leaving the rest as it is", () => {
    const sample =
      "const medusa = new Medusa({ baseUrl })\n// must be previously logged in or use api token\nmedusa.productTypes.list()\n";
    expect(withoutLoginComment(sample)).toBe("const medusa = new Medusa({ baseUrl })\nmedusa.productTypes.list()\n");
    expect(withoutLoginComment("// must be previously logged\nx()\n")).toBe("x()\n");
  });
});
