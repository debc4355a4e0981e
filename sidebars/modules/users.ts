import type { SidebarItemInput } from "../../src/sidebars/types";

const items: SidebarItemInput[] = [
  {
    type: "category",
    label: "Users",
    link: "modules/users/overview",
    items: [
      { type: "divider", label: "Architecture" },
      "modules/users/index",
      { type: "divider", label: "How-to" },
      "modules/users/admin/manage-users",
      "modules/users/admin/manage-invites",
      "modules/users/admin/manage-profile",
      "modules/users/backend/send-invite",
      "modules/users/backend/rbac",
    ],
  },
];

export default items;
