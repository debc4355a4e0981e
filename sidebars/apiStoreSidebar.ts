import type { SidebarDef } from "../src/sidebars/types";

/** Generated from the backend's @oas blocks: the REST reference builds these items (src/reference/families/rest). */
const sidebar: SidebarDef = {
  title: "Store API",
  landing: "api/store",
  back: "homepage",
  items: [{ type: "generated", family: "api-store" }],
};

export default sidebar;
