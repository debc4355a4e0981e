import { describe, expect, it } from "vitest";
import { pinnedOpenApi } from "../../../testing/pinned-openapi";
import { requiresAuth, withoutLoginComment } from "./index";

const pinned = pinnedOpenApi();

describe("requiresAuth", () => {
  const op = (area: "admin" | "store", method: "get" | "post", path: string) => pinned.built[area].paths[path]![method]!;

  it("follows how the backend mounts a route, not the @oas block's marks", () => {
    // POST /store/orders/batch/customer/token is behind requireCustomerAuthentication() (store/orders/index.js); its block said optional.
    expect(requiresAuth(op("store", "post", "/store/orders/batch/customer/token"))).toBe(true);
    expect(requiresAuth(op("store", "post", "/store/orders/customer/confirm"))).toBe(false);
    expect(requiresAuth(op("store", "get", "/store/customers/me/orders"))).toBe(true);
    expect(requiresAuth(op("store", "get", "/store/product-types"))).toBe(false);
    expect(requiresAuth(op("admin", "post", "/admin/auth"))).toBe(false);
    expect(requiresAuth(op("admin", "get", "/admin/auth"))).toBe(true);
    expect(requiresAuth(op("admin", "get", "/admin/regions"))).toBe(true);
  });

  it("writes the same into the documents' security requirements", () => {
    expect(op("admin", "post", "/admin/invites/accept").security).toEqual([]);
    expect(op("admin", "get", "/admin/regions").security).toEqual([{ api_token: [] }, { cookie_auth: [] }, { jwt_token: [] }]);
    // A store route reads a logged-in customer when there is one: the schemes are optional.
    expect(op("store", "get", "/store/product-types").security).toEqual([{}, { cookie_auth: [] }, { jwt_token: [] }]);
    expect(op("store", "get", "/store/customers/me/orders").security).toEqual([{ cookie_auth: [] }, { jwt_token: [] }]);
  });

  it("finds the router of every documented operation", () => {
    expect(pinned.built.problems.filter((p) => /no router/.test(p.message))).toEqual([]);
  });

  it("drops the package's login comment from a sample, leaving the rest as it is", () => {
    const sample =
      "const medusa = new Medusa({ baseUrl })\n// must be previously logged in or use api token\nmedusa.productTypes.list()\n";
    expect(withoutLoginComment(sample)).toBe("const medusa = new Medusa({ baseUrl })\nmedusa.productTypes.list()\n");
    expect(withoutLoginComment("// must be previously logged\nx()\n")).toBe("x()\n");
  });
});
