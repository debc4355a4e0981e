import type { SidebarDef } from "../src/sidebars/types";

/** The user guide: for merchants who run their store from the Medusa admin. */
const sidebar: SidebarDef = {
  title: "User Guide",
  landing: "user-guide/index",
  back: "homepage",
  items: [
    "user-guide/index",
    {
      type: "headline",
      label: "Store operations",
      items: [
        {
          type: "category",
          label: "Orders",
          link: "user-guide/orders/index",
          items: [
            "user-guide/orders/manage",
            "user-guide/orders/payments",
            "user-guide/orders/fulfillments",
            "user-guide/orders/returns",
            "user-guide/orders/exchange",
            "user-guide/orders/claims",
            "user-guide/orders/edit",
            "user-guide/orders/drafts",
            "user-guide/orders/export",
          ],
        },
        {
          type: "category",
          label: "Customers",
          link: "user-guide/customers/index",
          items: ["user-guide/customers/manage", "user-guide/customers/groups"],
        },
        {
          type: "category",
          label: "Multi-Warehouse",
          link: "user-guide/multiwarehouse/index",
          items: [
            "user-guide/multiwarehouse/locations",
            "user-guide/multiwarehouse/inventory",
            "user-guide/multiwarehouse/reservations",
          ],
        },
        {
          type: "category",
          label: "Discounts",
          link: "user-guide/discounts/index",
          items: ["user-guide/discounts/create", "user-guide/discounts/manage"],
        },
        {
          type: "category",
          label: "Gift Cards",
          link: "user-guide/gift-cards/index",
          items: ["user-guide/gift-cards/manage", "user-guide/gift-cards/custom"],
        },
      ],
    },
    {
      type: "headline",
      label: "Catalog",
      items: [
        {
          type: "category",
          label: "Products",
          link: "user-guide/products/index",
          items: [
            "user-guide/products/manage",
            "user-guide/products/categories",
            "user-guide/products/collections",
            "user-guide/products/import",
            "user-guide/products/export",
          ],
        },
        {
          type: "category",
          label: "Price Lists",
          link: "user-guide/price-lists/index",
          items: ["user-guide/price-lists/manage"],
        },
        {
          type: "category",
          label: "Sales Channels",
          link: "user-guide/sales-channels/index",
          items: ["user-guide/sales-channels/manage", "user-guide/sales-channels/products"],
        },
      ],
    },
    {
      type: "headline",
      label: "Settings",
      items: [
        {
          type: "category",
          label: "Regions",
          link: "user-guide/regions/index",
          items: ["user-guide/regions/manage", "user-guide/regions/providers", "user-guide/regions/shipping-options"],
        },
        {
          type: "category",
          label: "Taxes",
          link: "user-guide/taxes/index",
          items: [
            "user-guide/taxes/manage",
            "user-guide/taxes/tax-rates",
            "user-guide/taxes/tax-overrides",
            "user-guide/taxes/tax-inclusive",
          ],
        },
        {
          type: "category",
          label: "Users",
          link: "user-guide/users/index",
          items: ["user-guide/users/profile", "user-guide/users/team"],
        },
        {
          type: "category",
          label: "Store Settings",
          items: [
            "user-guide/settings/store",
            "user-guide/settings/currencies",
            "user-guide/settings/return-reasons",
            "user-guide/settings/publishable-api-keys",
          ],
        },
      ],
    },
    {
      type: "headline",
      label: "Tips",
      items: ["user-guide/tips/lists", "user-guide/tips/bulk-editor", "user-guide/tips/languages"],
    },
  ],
};

export default sidebar;
