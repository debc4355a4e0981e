import { describe, expect, it } from "vitest";
import { suggestPages } from "./suggest";

const docs = [
  { id: "1", title: "Orders", description: "", path: "/modules/orders/overview" },
  { id: "2", title: "Manage Orders", description: "", path: "/user-guide/orders/manage" },
  { id: "3", title: "Carts", description: "", path: "/modules/carts-and-checkout/cart" },
  { id: "4", title: "Glossary", description: "", path: "/glossary" },
];

describe("suggestPages", () => {
  it("ranks pages whose path shares the most words with the missing URL", () => {
    expect(suggestPages("/modules/orders/overveiw", docs).map((d) => d.id)).toEqual(["1", "2", "3"]);
    expect(suggestPages("/user-guide/orders/manag", docs)[0]!.id).toBe("2");
  });

  it("forgives typos in the address", () => {
    expect(suggestPages("/modules/ordrs/overview", docs)[0]!.id).toBe("1");
    expect(suggestPages("/glosary", docs)[0]!.id).toBe("4");
  });

  it("suggests nothing for an address with no words in common", () => {
    expect(suggestPages("/zzz", docs)).toEqual([]);
    expect(suggestPages("/", docs)).toEqual([]);
  });
});
