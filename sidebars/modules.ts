import type { SidebarDef } from "../src/sidebars/types";

/** Declared now; its pages arrive with their own issue. */
const sidebar: SidebarDef = {
  title: "Commerce Modules",
  back: "homepage",
  items: [],
};

export default sidebar;
