import type { SidebarItemInput } from "../../src/sidebars/types";

const items: SidebarItemInput[] = [
  {
    type: "category",
    label: "Cache",
    link: "development/cache/overview",
    items: ["development/cache/create", "development/cache/modules/in-memory", "development/cache/modules/redis"],
  },
  {
    type: "category",
    label: "Publishable API Keys",
    link: "development/publishable-api-keys/index",
    items: [
      "development/publishable-api-keys/admin/manage-publishable-api-keys",
      "development/publishable-api-keys/storefront/use-in-requests",
    ],
  },
  {
    type: "category",
    label: "Notification",
    link: "development/notification/overview",
    items: ["development/notification/create-notification-provider"],
  },
  {
    type: "category",
    label: "File Service",
    link: "development/file-service/overview",
    items: ["development/file-service/create-file-service"],
  },
  {
    type: "category",
    label: "Search Service",
    link: "development/search/overview",
    items: ["development/search/create"],
  },
  {
    type: "category",
    label: "Idempotency Key",
    link: "development/idempotency-key/overview",
    items: ["development/idempotency-key/use-service"],
  },
  {
    type: "category",
    label: "Batch Jobs",
    link: "development/batch-jobs/index",
    items: ["development/batch-jobs/create", "development/batch-jobs/customize-import"],
  },
  {
    type: "category",
    label: "Strategies",
    link: "development/strategies/overview",
    items: ["development/strategies/override-strategy"],
  },
  {
    type: "category",
    label: "Feature Flags",
    link: "development/feature-flags/overview",
    items: ["development/feature-flags/toggle"],
  },
  "development/worker-mode",
];

export default items;
