import type { SidebarDef } from "../src/sidebars/types";

/** Generated from the pinned packages: the reference builds these items (src/reference/families/). */
const sidebar: SidebarDef = {
  title: "Entities Reference",
  landing: "references/entities",
  back: "core",
  items: [{ type: "generated", family: "entities" }],
};

export default sidebar;
