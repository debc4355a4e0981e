import { describe, expect, it } from "vitest";
import { pickPages } from "./lighthouse";

describe("pickPages", () => {
  it("keeps the listed pages, in the bench's order", () => {
    expect(pickPages(["/api/admin/orders", "/api/admin/products"]).map((p) => p.path)).toEqual([
      "/api/admin/products",
      "/api/admin/orders",
    ]);
  });

  it("names a path the bench does not measure, with the ones it does", () => {
    expect(() => pickPages(["/api/admin/carts"])).toThrow(/\/api\/admin\/carts not measured; choose from \//);
  });
});
