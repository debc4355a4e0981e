import type { SidebarDef } from "../src/sidebars/types";

/** Official and community plugins for Medusa 1.x, one category per kind of plugin. */
const sidebar: SidebarDef = {
  title: "Plugins",
  landing: "plugins/overview",
  back: "homepage",
  items: [
    "plugins/overview",
    {
      type: "category",
      label: "Analytics",
      link: "plugins/analytics/index",
      items: ["plugins/analytics/segment"],
    },
    {
      type: "category",
      label: "CMS",
      link: "plugins/cms/index",
      items: ["plugins/cms/contentful", "plugins/cms/strapi"],
    },
    {
      type: "category",
      label: "ERP",
      link: "plugins/erp/index",
      items: ["plugins/erp/brightpearl"],
    },
    {
      type: "category",
      label: "File Service",
      link: "plugins/file-service/index",
      items: [
        "plugins/file-service/local",
        "plugins/file-service/minio",
        "plugins/file-service/s3",
        "plugins/file-service/spaces",
      ],
    },
    {
      type: "category",
      label: "Fulfillment",
      link: "plugins/fulfillment/index",
      items: ["plugins/fulfillment/manual", "plugins/fulfillment/webshipper"],
    },
    {
      type: "category",
      label: "Notifications",
      link: "plugins/notifications/index",
      items: [
        "plugins/notifications/mailchimp",
        "plugins/notifications/sendgrid",
        "plugins/notifications/slack",
        "plugins/notifications/twilio-sms",
      ],
    },
    {
      type: "category",
      label: "Payment",
      link: "plugins/payment/index",
      items: ["plugins/payment/klarna", "plugins/payment/paypal", "plugins/payment/stripe"],
    },
    {
      type: "category",
      label: "Search",
      link: "plugins/search/index",
      items: ["plugins/search/algolia", "plugins/search/meilisearch"],
    },
    {
      type: "category",
      label: "Source",
      link: "plugins/source/index",
      items: ["plugins/source/shopify"],
    },
    {
      type: "category",
      label: "Other",
      link: "plugins/other/index",
      items: [
        "plugins/other/discount-generator",
        "plugins/other/ip-lookup",
        "plugins/other/restock-notifications",
        "plugins/other/wishlist",
      ],
    },
  ],
};

export default sidebar;
