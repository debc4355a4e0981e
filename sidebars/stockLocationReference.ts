import type { SidebarDef } from "../src/sidebars/types";

/** Generated from the pinned packages: the reference builds these items (src/reference/families/). */
const sidebar: SidebarDef = {
  title: "Stock Location Module Reference",
  landing: "references/stock_location",
  back: "modules",
  items: [{ type: "generated", family: "stock_location" }],
};

export default sidebar;
