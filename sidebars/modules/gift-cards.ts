import type { SidebarItemInput } from "../../src/sidebars/types";

const items: SidebarItemInput[] = [
  {
    type: "category",
    label: "Gift Cards",
    link: "modules/gift-cards/overview",
    items: [
      { type: "divider", label: "Architecture" },
      "modules/gift-cards/index",
      { type: "divider", label: "How-to" },
      "modules/gift-cards/admin/manage-gift-cards",
      "modules/gift-cards/backend/send-gift-card-to-customer",
      "modules/gift-cards/storefront/use-gift-cards",
    ],
  },
];

export default items;
