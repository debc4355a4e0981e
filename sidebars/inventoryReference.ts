import type { SidebarDef } from "../src/sidebars/types";

/** Generated from the pinned packages: the reference builds these items (src/reference/families/). */
const sidebar: SidebarDef = {
  title: "Inventory Module Reference",
  landing: "references/inventory",
  back: "modules",
  items: [{ type: "generated", family: "inventory" }],
};

export default sidebar;
