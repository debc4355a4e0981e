import { describe, expect, it } from "vitest";
import { singular } from "./singular";

describe("singular", () => {
  it("makes the plurals of schema names and admin addresses singular", () => {
    expect(singular("categories")).toBe("category");
    expect(singular("addresses")).toBe("address");
    expect(singular("tags")).toBe("tag");
    expect(singular("taxes")).toBe("tax");
    expect(singular("customer groups")).toBe("customer group");
  });
});
