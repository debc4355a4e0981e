import type { SidebarItemInput } from "../../src/sidebars/types";

const items: SidebarItemInput[] = [
  {
    type: "category",
    label: "Sales Channels",
    link: "modules/sales-channels/overview",
    items: [
      { type: "divider", label: "Architecture" },
      "modules/sales-channels/index",
      { type: "divider", label: "How-to" },
      "modules/sales-channels/admin/manage",
      "modules/sales-channels/storefront/use-sales-channels",
    ],
  },
];

export default items;
