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
});
