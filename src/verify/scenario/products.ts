/** The product catalogue: products, their options and variants, as the admin manages them and the store shows them. */
import type { StepGroup } from "./types";

export const productsGroup: StepGroup = {
  name: "products",
  steps: [
    { op: "admin GetProducts" },
    {
      op: "admin PostProducts",
      body: {
        title: "Verify Hat {@run}",
        handle: "verify-hat-{@run}",
        status: "published",
        options: [{ title: "Size" }],
        variants: [
          {
            title: "One size",
            sku: "VERIFY-HAT-{@run}",
            manage_inventory: false,
            prices: [{ currency_code: "usd", amount: 1500 }],
            options: [{ value: "One size" }],
          },
        ],
      },
      save: { hat: "product" },
    },
    { op: "admin GetProductsProduct", path: { id: "@hat.id" } },
    { op: "admin PostProductsProduct", path: { id: "@hat.id" }, body: { subtitle: "A hat for the verify run" } },
    { op: "store GetProducts" },
    { op: "store GetProductsProduct", path: { id: "@seed.products.shirt.id" } },
  ],
};
