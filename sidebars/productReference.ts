import type { SidebarDef } from "../src/sidebars/types";

/** Declared now; its pages arrive with their own issue. */
const sidebar: SidebarDef = {
  title: "Product Module Reference",
  back: "experimentalSidebar",
  items: [],
};

export default sidebar;
