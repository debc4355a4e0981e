import { describe, expect, it } from "vitest";
import { requiresAuth } from "./index";

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
});
