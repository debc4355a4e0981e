import type { SidebarDef } from "../src/sidebars/types";

/** Generated from the backend's @oas blocks: the REST reference builds these items (src/reference/families/rest). */
const sidebar: SidebarDef = {
  title: "Admin API",
  landing: "api/admin",
  back: "homepage",
  items: [{ type: "generated", family: "api-admin" }],
};

export default sidebar;
