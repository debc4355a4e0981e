import type { SidebarDef } from "../src/sidebars/types";

/** Declared now; its pages arrive with their own issue. */
const sidebar: SidebarDef = {
  title: "Workflows Reference",
  back: "core",
  items: [],
};

export default sidebar;
