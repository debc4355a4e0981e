import { describe, expect, it } from "vitest";
import { isVariablePart, withoutVariableParts } from "./message";
import { analyzeQuery } from "./query";

describe("pasted messages", () => {
  it("leave out ids, numbers, quoted names, file paths and URLs", () => {
    expect(withoutVariableParts("error: Region with reg_01GFX2R6RXDY33CWJVGZ1ZXZWA was not found")).toBe(
      "error: Region with was not found",
    );
    expect(withoutVariableParts("Cart with id cart_123 was not found")).toBe("Cart with id was not found");
    expect(withoutVariableParts("Product prod_01H8Y2K3M4N5P6Q7R8S9T0V1W2 is not in the region")).toBe(
      "Product is not in the region",
    );
    expect(withoutVariableParts("Error: connect ECONNREFUSED 127.0.0.1:5432")).toBe("Error: connect ECONNREFUSED");
    expect(withoutVariableParts("AwilixResolutionError: Could not resolve 'authService'.")).toBe(
      "AwilixResolutionError: Could not resolve",
    );
    expect(withoutVariableParts('error: database "medusa_user" does not exist.')).toBe("error: database does not exist.");
    expect(
      withoutVariableParts(
        "TypeError: Cannot read properties of undefined (reading 'plugins') at loadConfig (/vercel/path0/node_modules/@medusajs/admin/utils/load-config.js:8:31)",
      ),
    ).toBe("TypeError: Cannot read properties of undefined (reading at loadConfig");
    expect(
      withoutVariableParts(
        "Access to XMLHttpRequest at 'https://api.aray.pl/store/product-categories' from origin 'https://aray.pl' has been blocked by CORS policy",
      ),
    ).toBe("Access to XMLHttpRequest at from origin has been blocked by CORS policy");
    expect(withoutVariableParts("Cannot GET /store/customers/is-b2b")).toBe("Cannot GET");
    expect(withoutVariableParts("at C:\\Users\\me\\store\\node_modules\\x.js")).toBe("at");
  });

  it("keep the words of the message, API names and versions of names included", () => {
    const message = "Entity metadata for Product#images was not found. Check medusa.carts.setPaymentSession and medusa-config.js";
    expect(withoutVariableParts(message)).toBe(message);
    for (const word of ["medusa-config.js", "useAdminProducts", "x-medusa-access-token", "v2", "ERR!", "@medusajs/medusa"])
      expect(isVariablePart(word), word).toBe(false);
    for (const word of ["8:31", "401", "v18.16.0", "cart_123", "./src/api/index.ts", "dist/loaders/plugins.js"])
      expect(isVariablePart(word), word).toBe(true);
  });

  it("are also searched without those parts and without the words every message has", () => {
    const q = analyzeQuery("error: Region with reg_01GFX2R6RXDY33CWJVGZ1ZXZWA was not found");
    expect(q.kind).toBe("error");
    expect(q.terms).toEqual(["region", "reg_01gfx2r6rxdy33cwjvgz1zxzwa", "found"]);
    expect(q.fixedTerms).toEqual(["region", "found"]);
    // Nothing variable: nothing more to search.
    expect(analyzeQuery("Error: Migrations missing. Please run the migrations").fixedTerms).toBeUndefined();
    expect(analyzeQuery("Error: Migrations missing. Please run the migrations").terms).toEqual(["migrations", "missing", "run"]);
  });
});
