import type { SidebarDef } from "../src/sidebars/types";

/** Generated from the pinned packages: the error reference builds these items (src/reference/families/errors). */
const sidebar: SidebarDef = {
  title: "Error Reference",
  landing: "references/errors",
  back: "referenceSidebar",
  items: [{ type: "generated", family: "errors" }],
};

export default sidebar;
