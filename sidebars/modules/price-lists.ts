import type { SidebarItemInput } from "../../src/sidebars/types";

const items: SidebarItemInput[] = [
  {
    type: "category",
    label: "Price Lists",
    link: "modules/price-lists/overview",
    items: [
      { type: "divider", label: "Architecture" },
      "modules/price-lists/index",
      { type: "divider", label: "How-to" },
      "modules/price-lists/admin/manage-price-lists",
      "modules/price-lists/price-selection-strategy",
    ],
  },
];

export default items;
