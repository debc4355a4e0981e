import type { SidebarItemInput } from "../../src/sidebars/types";

const items: SidebarItemInput[] = [
  {
    type: "category",
    label: "Customers",
    link: "modules/customers/overview",
    items: [
      { type: "divider", label: "Architecture" },
      "modules/customers/index",
      "modules/customers/customer-groups",
      { type: "divider", label: "How-to" },
      "modules/customers/admin/manage-customers",
      "modules/customers/admin/manage-customer-groups",
      "modules/customers/backend/send-confirmation",
      "modules/customers/storefront/implement-customer-profiles",
    ],
  },
];

export default items;
