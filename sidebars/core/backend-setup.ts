import type { SidebarItemInput } from "../../src/sidebars/types";

const items: SidebarItemInput[] = [
  { type: "doc", id: "development/backend/prepare-environment" },
  { type: "doc", id: "development/backend/install" },
  { type: "doc", id: "development/backend/directory-structure" },
  { type: "doc", id: "development/backend/configurations" },
];

export default items;
