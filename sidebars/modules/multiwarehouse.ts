import type { SidebarItemInput } from "../../src/sidebars/types";

const items: SidebarItemInput[] = [
  {
    type: "category",
    label: "Multi-Warehouse",
    link: "modules/multiwarehouse/overview",
    items: [
      "modules/multiwarehouse/install-modules",
      { type: "divider", label: "Architecture" },
      "modules/multiwarehouse/inventory-module",
      "modules/multiwarehouse/stock-location-module",
      { type: "divider", label: "How-to" },
      "modules/multiwarehouse/admin/manage-stock-locations",
      "modules/multiwarehouse/admin/manage-inventory-items",
      "modules/multiwarehouse/admin/manage-reservations",
      "modules/multiwarehouse/admin/manage-item-allocations-in-orders",
      "modules/multiwarehouse/backend/create-inventory-service",
      "modules/multiwarehouse/backend/create-stock-location-service",
    ],
  },
];

export default items;
