import type { SidebarItemInput } from "../../src/sidebars/types";

const items: SidebarItemInput[] = [
  {
    type: "category",
    label: "Discounts",
    link: "modules/discounts/overview",
    items: [
      { type: "divider", label: "Architecture" },
      "modules/discounts/index",
      { type: "divider", label: "How-to" },
      "modules/discounts/admin/manage-discounts",
      "modules/discounts/storefront/use-discounts-in-checkout",
    ],
  },
];

export default items;
