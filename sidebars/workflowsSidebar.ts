import type { SidebarDef } from "../src/sidebars/types";

/** Generated from the pinned packages: the reference builds these items (src/reference/families/). */
const sidebar: SidebarDef = {
  title: "Workflows Reference",
  landing: "references/workflows",
  back: "core",
  items: [{ type: "generated", family: "workflows" }],
};

export default sidebar;
