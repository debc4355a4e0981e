import type { SidebarItemInput } from "../../src/sidebars/types";

const items: SidebarItemInput[] = [
  {
    type: "category",
    label: "Products",
    link: "modules/products/overview",
    items: [
      { type: "divider", label: "Architecture" },
      "modules/products/index",
      "modules/products/categories",
      { type: "divider", label: "How-to" },
      "modules/products/admin/manage-products",
      "modules/products/admin/import-products",
      "modules/products/admin/manage-categories",
      "modules/products/storefront/show-products",
      "modules/products/storefront/use-categories",
    ],
  },
];

export default items;
