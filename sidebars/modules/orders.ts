import type { SidebarItemInput } from "../../src/sidebars/types";

const items: SidebarItemInput[] = [
  {
    type: "category",
    label: "Orders",
    link: "modules/orders/overview",
    items: [
      { type: "divider", label: "Architecture" },
      "modules/orders/index",
      "modules/orders/claims",
      "modules/orders/draft-orders",
      "modules/orders/fulfillments",
      "modules/orders/returns",
      "modules/orders/swaps",
      { type: "divider", label: "How-to" },
      "modules/orders/admin/edit-order",
      "modules/orders/admin/manage-claims",
      "modules/orders/admin/manage-draft-orders",
      "modules/orders/admin/manage-orders",
      "modules/orders/admin/manage-returns",
      "modules/orders/admin/manage-swaps",
      "modules/orders/backend/handle-order-claim-event",
      "modules/orders/backend/send-order-confirmation",
      "modules/orders/storefront/create-return",
      "modules/orders/storefront/create-swap",
      "modules/orders/storefront/handle-order-edits",
      "modules/orders/storefront/implement-claim-order",
      "modules/orders/storefront/retrieve-order-details",
    ],
  },
];

export default items;
