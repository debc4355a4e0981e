import { describe, expect, it } from "vitest";
import { openingState } from "./dialog-search";

describe("the state the search dialog opens in", () => {
  it("knows the reader's section on a page of a section, and none on the homepage or elsewhere", () => {
    expect(openingState("/user-guide/orders/manage", "User Guide").context).toBe("User Guide");
    expect(openingState("/api/store/regions", "REST API").context).toBe("REST API");
    expect(openingState("/", "Guides").context).toBeNull();
    expect(openingState("/no-such-page", "").context).toBeNull();
    expect(openingState("/x", "Not a section").context).toBeNull();
  });

  it("opens on all sections from every page", () => {
    for (const [path, label] of [
      ["/", ""],
      ["/user-guide/orders/manage", "User Guide"],
      ["/api/store/regions", "REST API"],
      ["/references/js-client/AdminOrdersResource", "Reference"],
      ["/development/events/create-subscriber", "Guides"],
    ])
      expect(openingState(path!, label!).section, path).toBeNull();
  });
});
