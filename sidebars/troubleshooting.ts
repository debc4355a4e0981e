import type { SidebarDef } from "../src/sidebars/types";

/** Troubleshooting: one page per error, grouped by where it shows up. */
const sidebar: SidebarDef = {
  title: "Troubleshooting",
  landing: "troubleshooting/index",
  back: "homepage",
  items: [
    "troubleshooting/index",
    {
      type: "category",
      label: "Installation",
      collapsed: false,
      items: [
        "troubleshooting/cli-installation-errors",
        "troubleshooting/create-medusa-app-errors",
        "troubleshooting/common-installation-errors",
        "troubleshooting/eaddrinuse",
        "troubleshooting/eagain-error",
        "troubleshooting/database-error",
        "troubleshooting/pg-trgm-extension",
        "troubleshooting/medusa-interfaces-missing",
        "troubleshooting/medusa-v2-package",
      ],
    },
    {
      type: "category",
      label: "Backend",
      collapsed: false,
      items: [
        "troubleshooting/awilix-resolution-error",
        "troubleshooting/typeorm-empty-criteria",
        "troubleshooting/econnrefused-redis-postgres",
        "troubleshooting/backend-stopped-signal",
        "troubleshooting/redis-events",
        "troubleshooting/promise-all-rollback",
        "troubleshooting/s3-acl-error",
        "troubleshooting/mime-error",
        "troubleshooting/request-entity-too-large",
        "troubleshooting/no-provider-plugins",
      ],
    },
    {
      type: "category",
      label: "Admin",
      collapsed: false,
      items: [
        "troubleshooting/signing-in-to-admin",
        "troubleshooting/cors-issues",
        "troubleshooting/admin-blank-page",
        "troubleshooting/admin-build-hosting",
        "troubleshooting/admin-webpack-build-types",
        "troubleshooting/custom-hooks-error",
      ],
    },
    {
      type: "category",
      label: "Storefront & Payments",
      collapsed: false,
      items: ["troubleshooting/missing-payment-providers", "troubleshooting/sharp-errors"],
    },
    {
      type: "category",
      label: "Upgrades",
      collapsed: false,
      items: ["troubleshooting/errors-after-update", "troubleshooting/upgrade-beta", "troubleshooting/documentation-error"],
    },
  ],
};

export default sidebar;
