import type { SidebarDef } from "../src/sidebars/types";

/** Declared now; its pages arrive with their own issue. */
const sidebar: SidebarDef = {
  title: "Inventory Module Reference",
  back: "modules",
  items: [],
};

export default sidebar;
