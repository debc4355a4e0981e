import { describe, expect, it } from "vitest";
import { segmentWords } from "./segment";

describe("the 404 page's query", () => {
  it("is the words of the last segment of the path", () => {
    expect(segmentWords("/modules/orders/mange-returns")).toBe("mange returns");
    expect(segmentWords("/modules/orders/mange_returns.html/")).toBe("mange returns");
    expect(segmentWords("/references/js-client/AdminOrdersResource")).toBe("Admin Orders Resource");
    expect(segmentWords("/user-guide/gift%20cards")).toBe("gift cards");
  });

  it("is empty when the path has no words, and survives a malformed escape", () => {
    expect(segmentWords("/")).toBe("");
    expect(segmentWords("/a/%E0%A4%A")).toBe("E0 A4 A");
  });
});
