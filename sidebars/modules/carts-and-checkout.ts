import type { SidebarItemInput } from "../../src/sidebars/types";

const items: SidebarItemInput[] = [
  {
    type: "category",
    label: "Carts and Checkout",
    link: "modules/carts-and-checkout/overview",
    items: [
      { type: "divider", label: "Architecture" },
      "modules/carts-and-checkout/cart",
      "modules/carts-and-checkout/payment",
      "modules/carts-and-checkout/shipping",
      { type: "divider", label: "How-to" },
      "modules/carts-and-checkout/backend/add-fulfillment-provider",
      "modules/carts-and-checkout/backend/add-payment-provider",
      "modules/carts-and-checkout/backend/cart-completion-strategy",
      "modules/carts-and-checkout/storefront/implement-cart",
      "modules/carts-and-checkout/storefront/implement-checkout-flow",
      "modules/carts-and-checkout/storefront/checkout-page",
    ],
  },
];

export default items;
