import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { WordBreaks, wordParts } from "./word-breaks";

describe("wordParts", () => {
  it("splits identifiers before the capital that starts a word, before _ and after . or /", () => {
    expect(wordParts("DiscountConditionCustomerGroup")).toEqual(["Discount", "Condition", "Customer", "Group"]);
    expect(wordParts("URLParser")).toEqual(["URL", "Parser"]);
    expect(wordParts("useAdminCreateProduct")).toEqual(["use", "Admin", "Create", "Product"]);
    expect(wordParts("services.CartService")).toEqual(["services.", "Cart", "Service"]);
    expect(wordParts("MEDUSA_FF_PRODUCT_CATEGORIES")).toEqual(["MEDUSA", "_FF", "_PRODUCT", "_CATEGORIES"]);
    expect(wordParts("/admin/products")).toEqual(["/admin/", "products"]);
  });

  it("leaves words and sentences whole", () => {
    expect(wordParts("Orders")).toEqual(["Orders"]);
    expect(wordParts("How to Create a Subscriber")).toEqual(["How to Create a Subscriber"]);
    expect(wordParts("API")).toEqual(["API"]);
  });
});

describe("WordBreaks", () => {
  it("adds <wbr> and no text", () => {
    const html = renderToStaticMarkup(<WordBreaks text="AdminPostProductsReq" />);
    expect(html).toBe("Admin<wbr/>Post<wbr/>Products<wbr/>Req");
    expect(html.replace(/<wbr\/>/g, "")).toBe("AdminPostProductsReq");
  });

  it("renders a word without boundaries as plain text", () => {
    expect(renderToStaticMarkup(<WordBreaks text="Glossary" />)).toBe("Glossary");
  });
});
