import type { SidebarItemInput } from "../../src/sidebars/types";

const items: SidebarItemInput[] = [
  {
    type: "category",
    label: "Taxes",
    link: "modules/taxes/overview",
    items: [
      { type: "divider", label: "Architecture" },
      "modules/taxes/index",
      "modules/taxes/inclusive-pricing",
      { type: "divider", label: "How-to" },
      "modules/taxes/admin/manage-tax-settings",
      "modules/taxes/admin/manage-tax-rates",
      "modules/taxes/storefront/manual-calculation",
      "modules/taxes/backend/create-tax-provider",
      "modules/taxes/backend/tax-calculation-strategy",
    ],
  },
];

export default items;
