import type { SidebarDef } from "../src/sidebars/types";

/** Generated from the pinned packages: the reference builds these items (src/reference/families/). */
const sidebar: SidebarDef = {
  title: "Product Module Reference",
  landing: "references/product",
  back: "experimentalSidebar",
  items: [{ type: "generated", family: "product" }],
};

export default sidebar;
