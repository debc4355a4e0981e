import type { SidebarDef } from "../src/sidebars/types";

/** Generated from the pinned packages: the reference builds these items (src/reference/families/). */
const sidebar: SidebarDef = {
  title: "Services Reference",
  landing: "references/services",
  back: "core",
  items: [{ type: "generated", family: "services" }],
};

export default sidebar;
