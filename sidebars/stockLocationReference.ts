import type { SidebarDef } from "../src/sidebars/types";

/** Declared now; its pages arrive with their own issue. */
const sidebar: SidebarDef = {
  title: "Stock Location Module Reference",
  back: "modules",
  items: [],
};

export default sidebar;
