import type { SidebarItemInput } from "../../src/sidebars/types";

const items: SidebarItemInput[] = [
  {
    type: "category",
    label: "Loaders",
    link: "development/loaders/overview",
    items: ["development/loaders/create"],
  },
  {
    type: "category",
    label: "Scheduled Jobs",
    link: "development/scheduled-jobs/overview",
    items: ["development/scheduled-jobs/create", "development/scheduled-jobs/create-deprecated"],
  },
  "development/logging",
  {
    type: "category",
    label: "Modules",
    link: "development/modules/overview",
    items: ["development/modules/create", "development/modules/publish"],
  },
  {
    type: "category",
    label: "Plugins",
    link: "development/plugins/overview",
    items: ["development/plugins/create", "development/plugins/publish"],
  },
  "development/workflows",
];

export default items;
