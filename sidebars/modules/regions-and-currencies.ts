import type { SidebarItemInput } from "../../src/sidebars/types";

const items: SidebarItemInput[] = [
  {
    type: "category",
    label: "Regions and Currencies",
    link: "modules/regions-and-currencies/overview",
    items: [
      { type: "divider", label: "Architecture" },
      "modules/regions-and-currencies/regions",
      "modules/regions-and-currencies/currencies",
      { type: "divider", label: "How-to" },
      "modules/regions-and-currencies/admin/manage-regions",
      "modules/regions-and-currencies/admin/manage-currencies",
      "modules/regions-and-currencies/storefront/use-regions",
    ],
  },
];

export default items;
